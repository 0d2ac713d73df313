/**
 * Refine's i18n provider over i18next, so Refine's own buttons and notifications translate too. A locale change goes
 * through src/i18n's `changeLanguage`, which loads French or Arabic words before it switches.
 *
 * Refine names a resource in its notifications ("Memo created") by translating `<identifier>.<identifier>` with the
 * code made singular as the default ("memo"): for a schema of the registry that key answers the schema's singular
 * label in the reader's language (`resourceWord`), so every resource's toast names the thing, not the code.
 */
import type { I18nProvider } from '@refinedev/core';
import i18n, { changeLanguage } from '../i18n';
import { amidThai } from '../i18n/spacing';
import { localize } from '../schema/meta/describe';
import { getRegistry } from './registry';

const RESOURCE_KEY = /^([^.]+)\.\1$/;

/** The schema's singular label for Refine's `<name>.<name>` key, set apart by spaces in Thai text; else undefined. */
export function resourceWord(key: string, lang: string): string | undefined {
  const name = RESOURCE_KEY.exec(key)?.[1];
  const schema = name === undefined ? undefined : getRegistry().byName.get(name);
  if (!schema) return undefined;
  const label = localize(schema.label, lang, name);
  return lang === 'th' ? amidThai(label) : label;
}

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const lang = i18n.resolvedLanguage ?? i18n.language;
    const word = resourceWord(key, lang);
    if (word !== undefined) return word;
    const params = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
    const text = i18n.t(key, { ...params, defaultValue: defaultMessage ?? (typeof options === 'string' ? options : key) });
    return String(text);
  },
  changeLocale: (lang: string) => changeLanguage(lang),
  getLocale: () => i18n.resolvedLanguage ?? i18n.language,
};
