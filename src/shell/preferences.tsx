/**
 * The layout preferences of spec sections 3, 4 and 9 (SKELETON: helper 1 implements it; the shape below is
 * the contract other parts use). Each preference persists in localStorage under `${APP_TITLE}-<name>`.
 */
import { createContext, useContext } from 'react';

export type NavType = 'vertical' | 'horizontal' | 'collapsed';
export interface Preferences {
  theme: 'light' | 'dark' | 'system';
  skin: 'default' | 'bordered';
  contentWidth: 'fluid' | 'boxed';
  navType: NavType;
  navbarType: 'sticky' | 'hidden';
  footerType: 'static';
  primaryColor: string;
}

export interface PreferencesState {
  prefs: Preferences;
  setPref: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  /** Opens the customizer drawer (the header's user menu has a "Preferences" entry). */
  openCustomizer: () => void;
}

export const PreferencesContext = createContext<PreferencesState>({
  prefs: {
    theme: 'system',
    skin: 'default',
    contentWidth: 'fluid',
    navType: 'vertical',
    navbarType: 'sticky',
    footerType: 'static',
    primaryColor: '#1f6feb',
  },
  setPref: () => undefined,
  openCustomizer: () => undefined,
});

export const usePreferences = (): PreferencesState => useContext(PreferencesContext);
