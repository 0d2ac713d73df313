/** A compact language picker for pages without the header (login); it switches through src/i18n's `changeLanguage`. */
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../i18n';

export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <Segmented
      aria-label={t('header.language')}
      size="small"
      value={i18n.resolvedLanguage}
      options={LANGUAGES.map((l) => ({ value: l.code, label: l.code.toUpperCase() }))}
      onChange={(code) => void changeLanguage(String(code))}
    />
  );
}
