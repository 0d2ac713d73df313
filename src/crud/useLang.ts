import { useTranslation } from 'react-i18next';

/** The translate function, i18next itself and the current language code ('en', 'th', ...). */
export function useLang() {
  const { t, i18n } = useTranslation();
  return { t, i18n, lang: i18n.resolvedLanguage ?? i18n.language ?? 'en' };
}

/** DOM id for a field path: labels point at it with htmlFor, so getByLabel finds the control. */
export const fieldDomId = (path: string): string => `field-${path.replace(/\./g, '_')}`;
