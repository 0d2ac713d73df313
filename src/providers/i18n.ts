/**
 * Refine's i18n provider over i18next, so Refine's own buttons and notifications translate too. A locale change goes
 * through src/i18n's `changeLanguage`, which loads French or Arabic words before it switches.
 */
import type { I18nProvider } from '@refinedev/core';
import i18n, { changeLanguage } from '../i18n';

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const params = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
    const text = i18n.t(key, { ...params, defaultValue: defaultMessage ?? (typeof options === 'string' ? options : key) });
    return String(text);
  },
  changeLocale: (lang: string) => changeLanguage(lang),
  getLocale: () => i18n.resolvedLanguage ?? i18n.language,
};
