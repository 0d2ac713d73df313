/** i18next set-up: shell texts plus the generated screens' texts; schema labels carry their own languages. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_TITLE } from '../config';
import { crudTranslations } from './crud';
import { historyTranslations } from './history';
import { listsTranslations } from './lists';
import { en } from './en';
import { fr } from './fr';
import { ar } from './ar';
import { linkedTranslations } from './linked';
import { importTranslations } from './import';
import { printInboxTranslations } from './print-inbox';
import { noticesTranslations } from './notices';
import { summaryTranslations } from './summary';
import { draftsTranslations } from './drafts';
import { masterDataTranslations } from './master-data';
import { layoutTranslations } from './layout';
import { listsFormsTranslations } from './listsforms';
import { a11yTranslations } from './a11y';
import { pagesTranslations } from './pages';
import { errorsTranslations } from './errors';
import { th } from './th';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'th', label: 'ไทย', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_KEY = `${APP_TITLE}-language`;

function savedLanguage(): LanguageCode {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.some((l) => l.code === saved) ? (saved as LanguageCode) : 'en';
}

/** Sets the document language and direction, as ../shared/spec/staff-app-spec.md §4 asks on every change. */
function applyToDocument(code: string): void {
  const lang = LANGUAGES.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = lang?.dir ?? 'ltr';
}

i18n.on('languageChanged', (code) => {
  applyToDocument(code);
  localStorage.setItem(LANGUAGE_KEY, code);
});

/**
 * Every translation module, `{ en: {...}, th: {...}, fr?: {...}, ar?: {...} }`. A language a module does not
 * carry falls back to English key by key (fallbackLng). A new module is one import and one entry here.
 */
const MODULES: Partial<Record<string, Record<string, unknown>>>[] = [
  { en, th, fr, ar },
  errorsTranslations,
  crudTranslations,
  linkedTranslations,
  importTranslations,
  historyTranslations,
  printInboxTranslations,
  listsTranslations,
  summaryTranslations,
  noticesTranslations,
  draftsTranslations,
  masterDataTranslations,
  pagesTranslations,
  layoutTranslations,
  listsFormsTranslations,
  a11yTranslations,
];

const merged = (code: string): Record<string, unknown> =>
  Object.assign({}, ...MODULES.map((m) => m[code] ?? {})) as Record<string, unknown>;

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l.code, { translation: merged(l.code) }])),
  lng: savedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyToDocument(i18n.language);

export default i18n;
