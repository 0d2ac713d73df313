/**
 * Light, dark or system colour scheme (spec section 4), with the system one followed live, the primary colour and
 * the skin: all read from the preferences (./preferences.tsx). The document carries `data-theme` and `data-skin` for
 * ./layout.css and for index.html's first paint; the bottom alert is mounted here, inside the theme.
 */
import { ConfigProvider, theme as antdTheme } from 'antd';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n/antdLocale';
import { useCalendarEra } from '../i18n/dates';
import { LANGUAGES } from '../i18n';
import { BottomAlert } from './BottomAlert';
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

const prefersDark = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { prefs, setPref } = usePreferences();
  const mode = prefs.theme;
  const [systemDark, setSystemDark] = useState(prefersDark);
  const { i18n } = useTranslation();
  const [era] = useCalendarEra();

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const dark = isDark(mode, systemDark);
  const value = useMemo<ThemeState>(() => ({ mode, dark, setMode: (next) => setPref('theme', next) }), [mode, dark, setPref]);
  const { primaryColor, skin } = prefs;

  // The document follows the scheme and the skin (index.html set the saved scheme before React loaded).
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = dark ? 'dark' : 'light';
    html.dataset.skin = skin;
    html.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark, skin]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        locale={antdLocale(i18n.resolvedLanguage, era)}
        direction={LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.dir ?? 'ltr'}
        theme={{
          algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: {
            colorPrimary: primaryColor,
            // The darker variant: pressed buttons, and links on the grey page in light mode (AA contrast).
            colorPrimaryActive: darken(primaryColor, 0.16),
            ...(dark ? {} : { colorLink: darken(primaryColor, 0.16) }),
            fontFamily: "'Sarabun', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif",
          },
        }}
      >
        {children}
        <BottomAlert />
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
