/**
 * Light, dark or system colour scheme (../shared/spec/staff-app-spec.md §4), with the system one followed live, the primary colour and
 * the skin: all read from the preferences (./preferences.tsx). The document carries `data-theme` and `data-skin` for
 * ./layout.css and for index.html's first paint; the bottom alert is mounted here, inside the theme.
 */
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n/antdLocale';
import { useCalendarEra } from '../i18n/dates';
import { LANGUAGES } from '../i18n';
import { BottomAlert } from './BottomAlert';
import { accessibleTheme } from './contrast';
import { darken, isDark, type ThemeMode } from './layoutRules';
import { usePreferences } from './preferences';
import './layout.css';

/** The sticky top bar's height. */
export const HEADER_HEIGHT = 64;

export type { ThemeMode } from './layoutRules';

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  dark: boolean;
}

const ThemeContext = createContext<ThemeState>({ mode: 'system', setMode: () => undefined, dark: false });
export const useThemeMode = (): ThemeState => useContext(ThemeContext);

const FONT_FAMILY = "'Sarabun', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";

/**
 * antd's theme for a scheme and primary colour, with every text at WCAG AA contrast (./contrast.ts): the primary's
 * darker variant for pressed buttons and links in light mode, the primary itself as the links' seed in dark mode (antd
 * tones it down; contrast.ts lightens the seed until the link reads), faint texts, tags and red texts made to read.
 */
function accessibleConfig(dark: boolean, primaryColor: string): { config: ThemeConfig; focus: string } {
  const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  const seeds = {
    colorPrimary: primaryColor,
    colorPrimaryActive: darken(primaryColor, 0.16),
    colorLink: dark ? primaryColor : darken(primaryColor, 0.16),
    fontFamily: FONT_FAMILY,
  };
  const { token, components } = accessibleTheme(
    (tokens) => antdTheme.getDesignToken({ algorithm, token: tokens }) as unknown as Record<string, unknown>,
    seeds,
  );
  // The focus ring (layout.css) is drawn in the link colour: it reads on every surface.
  return { config: { algorithm, token, components }, focus: antdTheme.getDesignToken({ algorithm, token }).colorLink };
}

const matches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the device matches a media query, followed live (the device's scheme, its reduced-motion setting). */
function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return value;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { prefs, setPref } = usePreferences();
  const mode = prefs.theme;
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  // A device set to reduce motion gets none from antd (pop-ups, drawers and messages appear at once).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { i18n } = useTranslation();
  const [era] = useCalendarEra();

  const dark = isDark(mode, systemDark);
  const value = useMemo<ThemeState>(() => ({ mode, dark, setMode: (next) => setPref('theme', next) }), [mode, dark, setPref]);
  const { primaryColor, skin } = prefs;
  const { config, focus } = useMemo(() => accessibleConfig(dark, primaryColor), [dark, primaryColor]);
  const theme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...config, token: { ...config.token, motion: false } } : config),
    [config, reducedMotion],
  );

  // The document follows the scheme and the skin (index.html set the saved scheme before React loaded).
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = dark ? 'dark' : 'light';
    html.dataset.skin = skin;
    html.style.colorScheme = dark ? 'dark' : 'light';
    html.style.setProperty('--app-focus', focus);
  }, [dark, skin, focus]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        locale={antdLocale(i18n.resolvedLanguage, era)}
        direction={LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.dir ?? 'ltr'}
        theme={theme}
      >
        {children}
        <BottomAlert />
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
