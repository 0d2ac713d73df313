/** Light, dark or system colour scheme (spec section 4), persisted, with the system one followed live. */
import { ConfigProvider, theme as antdTheme } from 'antd';
// The ES module builds: the CommonJS `antd/locale/*` default import reaches the bundle wrapped, and
// ConfigProvider then silently falls back to English (date pickers, empty states, confirmations).
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_TITLE } from '../config';

/** The sticky top bar's height. */
export const HEADER_HEIGHT = 64;

export type ThemeMode = 'light' | 'dark' | 'system';
const THEME_KEY = `${APP_TITLE}-theme`;
const PRIMARY = '#1f6feb';

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  dark: boolean;
}

const ThemeContext = createContext<ThemeState>({ mode: 'system', setMode: () => undefined, dark: false });
export const useThemeMode = (): ThemeState => useContext(ThemeContext);

const prefersDark = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

function savedMode(): ThemeMode {
  const saved = localStorage.getItem(THEME_KEY);
  return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(savedMode);
  const [systemDark, setSystemDark] = useState(prefersDark);
  const { i18n } = useTranslation();

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const dark = mode === 'dark' || (mode === 'system' && systemDark);
  const value = useMemo<ThemeState>(
    () => ({
      mode,
      dark,
      setMode: (next) => {
        localStorage.setItem(THEME_KEY, next);
        setModeState(next);
      },
    }),
    [mode, dark],
  );

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        locale={i18n.resolvedLanguage === 'th' ? thTH : enUS}
        theme={{
          algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: {
            colorPrimary: PRIMARY,
            fontFamily: "'Sarabun', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif",
          },
        }}
      >
        {children}
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
