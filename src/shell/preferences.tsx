/**
 * The layout preferences of ../shared/spec/staff-app-spec.md §3, §4, §9, held for the whole app. Each preference persists in
 * localStorage under `${APP_TITLE}-<name>` and is restored on load (index.html applies the saved theme before
 * React loads); another tab's change is followed too. The rules live in ./layoutRules.ts.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_NAMES,
  preferenceKey,
  readPreferences,
  withPreference,
  type Preferences,
} from './layoutRules';

export type { NavType, Preferences } from './layoutRules';

export interface PreferencesState {
  prefs: Preferences;
  setPref: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  /** Opens the customizer drawer (the header's user menu has a "Preferences" entry). */
  openCustomizer: () => void;
  closeCustomizer: () => void;
  customizerOpen: boolean;
  /** Every preference back to its default (the calendar era is its own preference, in src/i18n/dates.ts). */
  resetPrefs: () => void;
}

export const PreferencesContext = createContext<PreferencesState>({
  prefs: DEFAULT_PREFERENCES,
  setPref: () => undefined,
  openCustomizer: () => undefined,
  closeCustomizer: () => undefined,
  customizerOpen: false,
  resetPrefs: () => undefined,
});

export const usePreferences = (): PreferencesState => useContext(PreferencesContext);

const load = (): Preferences =>
  typeof localStorage === 'undefined' ? DEFAULT_PREFERENCES : readPreferences((key) => localStorage.getItem(key));

function save(prefs: Preferences): void {
  for (const name of PREFERENCE_NAMES) localStorage.setItem(preferenceKey(name), String(prefs[name]));
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState<Preferences>(load);
  const [customizerOpen, setCustomizerOpen] = useState(false);

  // Another tab's change (../shared/spec/staff-app-spec.md §4: the preferences are the user's, not the tab's).
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || PREFERENCE_NAMES.some((name) => preferenceKey(name) === e.key)) setPrefs(load());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setPref = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    setPrefs((current) => {
      const next = withPreference(current, key, value);
      save(next);
      return next;
    });
  }, []);

  const resetPrefs = useCallback(() => {
    for (const name of PREFERENCE_NAMES) localStorage.removeItem(preferenceKey(name));
    setPrefs(DEFAULT_PREFERENCES);
  }, []);

  const value = useMemo<PreferencesState>(
    () => ({
      prefs,
      setPref,
      resetPrefs,
      customizerOpen,
      openCustomizer: () => setCustomizerOpen(true),
      closeCustomizer: () => setCustomizerOpen(false),
    }),
    [prefs, setPref, resetPrefs, customizerOpen],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
