/**
 * A hand-written screen's own strings, kept in its folder: `screenText(en, th)` gives the screen a hook
 * for text in the current language (Thai or English; others fall back to English) and its menu label.
 * The Thai table must list every English key, which the types enforce.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Vars = Record<string, string | number>;

const format = (text: string, vars: Vars = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

export function screenText<Key extends string>(en: Record<Key | 'title', string>, th: Record<Key | 'title', string>) {
  const table = (lang: string) => (lang === 'th' ? th : en);
  return {
    /** The screen's title in a language: its menu label. */
    title: (lang: string): string => table(lang).title,
    useText() {
      const { i18n } = useTranslation();
      const lang = i18n.resolvedLanguage === 'th' ? 'th' : 'en';
      const t = useCallback((key: Key | 'title', vars?: Vars) => format(table(lang)[key], vars), [lang]);
      return { t, lang };
    },
  };
}
