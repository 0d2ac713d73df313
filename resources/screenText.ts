/**
 * A hand-written screen's own strings, kept in its folder: `screenText(en, th, { fr, ar })` gives the screen a
 * hook for text in the current language and its menu label. The Thai, French and Arabic tables each list every
 * English key, which the types enforce. Only a language the screen has no table for (one the shell may add later)
 * falls back to English, as i18next's fallbackLng does for the shell.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Vars = Record<string, string | number>;

const format = (text: string, vars: Vars = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

type Table<Key extends string> = Record<Key | 'title', string>;

export function screenText<Key extends string>(en: Table<Key>, th: Table<Key>, more: { fr: Table<Key>; ar: Table<Key> }) {
  const tables: Record<string, Table<Key>> = { en, th, fr: more.fr, ar: more.ar };
  const word = (lang: string, key: Key | 'title'): string => (tables[lang] ?? en)[key];
  return {
    /** The screen's title in a language: its menu label. */
    title: (lang: string): string => word(lang, 'title'),
    /** The languages the screen has a table for (read-only: for the tests). */
    languages: (): string[] => Object.keys(tables),
    /** Every key of the screen, `title` included, in the English table's order (read-only: for the tests). */
    keys: (): (Key | 'title')[] => Object.keys(en) as (Key | 'title')[],
    /** A key's text in a language as the table writes it, placeholders ({name}) unfilled; English for a language without a table. */
    word,
    useText() {
      const { i18n } = useTranslation();
      const resolved = i18n.resolvedLanguage ?? 'en';
      const lang = resolved in tables ? resolved : 'en';
      const t = useCallback((key: Key | 'title', vars?: Vars) => format(word(lang, key), vars), [lang]);
      return { t, lang };
    },
  };
}
