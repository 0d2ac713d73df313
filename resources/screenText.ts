/**
 * A hand-written screen's own strings, kept in its folder: `screenText(en, th, { fr, ar })` gives the screen a
 * hook for text in the current language and its menu label. The Thai table must list every English key, which
 * the types enforce; French and Arabic tables may be partial, and a key they lack falls back to English (as
 * i18next's fallbackLng does for the shell).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Vars = Record<string, string | number>;

const format = (text: string, vars: Vars = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

type Table<Key extends string> = Record<Key | 'title', string>;

export function screenText<Key extends string>(
  en: Table<Key>,
  th: Table<Key>,
  more: { fr?: Partial<Table<Key>>; ar?: Partial<Table<Key>> } = {},
) {
  const tables: Record<string, Partial<Table<Key>>> = { en, th, ...more };
  const word = (lang: string, key: Key | 'title'): string => tables[lang]?.[key] ?? en[key];
  return {
    /** The screen's title in a language: its menu label. */
    title: (lang: string): string => word(lang, 'title'),
    useText() {
      const { i18n } = useTranslation();
      const resolved = i18n.resolvedLanguage ?? 'en';
      const lang = resolved in tables ? resolved : 'en';
      const t = useCallback((key: Key | 'title', vars?: Vars) => format(word(lang, key), vars), [lang]);
      return { t, lang };
    },
  };
}
