/**
 * i18next set-up: one `translation` namespace per language. It starts with the words of this layer (Refine's,
 * ./words.ts; a failed call's, ./errors.ts), in all four languages; each upper layer adds its own with `addWords`
 * where it is assembled (src/crud/all-words.ts, src/shell/all-words.ts, src/pages/all-words.ts, imported by
 * src/App.tsx before anything renders). Those carry English and Thai; French and Arabic load on demand (issue 28):
 * each layer names a loader per language with `addLanguageLoader` (a dynamic import of its `all-words-fr.ts` or
 * `all-words-ar.ts`, one chunk each), `loadLanguage` runs a language's loaders once, and `changeLanguage` (every
 * language switch goes through it) loads before it switches; src/main.tsx loads a saved French or Arabic before the
 * first render. Schema labels carry their own languages.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_TITLE } from '../config';
import { errorsWords } from './errors';
import { refineWords } from './words';

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
  if (typeof document === 'undefined') return; // unit tests of the words run without a page
  const lang = LANGUAGES.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = lang?.dir ?? 'ltr';
}

i18n.on('languageChanged', (code) => {
  applyToDocument(code);
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_KEY, code);
});

/**
 * A words module: `{ en: {...}, th: {...}, fr?: {...}, ar?: {...} }`, each key under its feature's name
 * (`linked.commentSaved`). A language a module does not carry falls back to English key by key (fallbackLng). An
 * upper layer's module gives English and Thai; its French and Arabic parts are modules of one language each
 * (`{ fr: {...} }`, in a `words-fr.ts` beside it), registered when that language loads.
 */
export type Words = Partial<Record<LanguageCode, object>>;

/**
 * This layer's words are in the resources from the set-up on: with inline resources i18next picks the saved
 * language at once, and `resolvedLanguage` (antd's locale, the direction, every screen's `lang`) is only a
 * language it then has words for.
 */
const OWN_WORDS: Words[] = [refineWords, errorsWords];

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    LANGUAGES.map((l) => [l.code, { translation: structuredClone(Object.assign({}, ...OWN_WORDS.map((w) => w[l.code]))) }]),
  ),
  lng: savedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

const registered: Words[] = [];

/**
 * Merges words modules into every language's `translation` resources, each module once. The merge is deep, so two
 * modules may fill one key's branches (`site.search` from the shell, `site.register` from the pages); a key
 * given twice keeps the later text (tests/unit/crud/words.test.ts allows none).
 */
export function addWords(...modules: Words[]): void {
  for (const words of modules) {
    if (registered.includes(words)) continue;
    registered.push(words);
    for (const [lang, texts] of Object.entries(words)) i18n.addResourceBundle(lang, 'translation', texts, true, true);
  }
}

/**
 * Every words module registered so far, this layer's first, then the French and Arabic parts of the languages
 * loaded: the one list the words test checks against the files.
 */
export const registeredWords = (): readonly Words[] => registered;

addWords(...OWN_WORDS); // listed with the others; merging the same texts again changes nothing
applyToDocument(i18n.language);

/** A layer's words in one language, loaded on demand: the modules of a dynamically imported chunk. */
export type LanguageLoader = () => Promise<readonly Words[]>;

interface Loading {
  code: string;
  load: LanguageLoader;
  /** Set once it started; cleared when it failed, so a later call tries again. */
  done?: Promise<void>;
}

const loaders: Loading[] = [];

/** Names where a layer's words of `code` (French or Arabic) come from; `loadLanguage(code)` runs it, once. */
export function addLanguageLoader(code: LanguageCode, load: LanguageLoader): void {
  loaders.push({ code, load });
}

/**
 * Loads a language's words: runs each of its loaders not yet run and merges what they bring with `addWords` (the same
 * deep merge, each module once). Resolves when every loader of the language has merged: at once for a language
 * that has none (English, Thai: their words are in the first chunk). When a loader fails, the others still merge, the
 * call rejects once all have settled, and the next call tries the failed one again.
 */
export function loadLanguage(code: string): Promise<void> {
  const runs = loaders
    .filter((l) => l.code === code)
    .map(
      (l) =>
        (l.done ??= l.load().then(
          (modules) => addWords(...modules),
          (error: unknown) => {
            l.done = undefined;
            throw error;
          },
        )),
    );
  if (runs.length === 0) return Promise.resolve();
  return Promise.allSettled(runs).then((results) => {
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
}

let chosen: string | undefined;

/**
 * Switches to a language once its words are in (`loadLanguage`), so no screen draws half in English. Every language
 * switch goes through it (the header, the login page's switch, Refine's `changeLocale`). Of two quick choices the
 * later one wins, whichever loads first; a language that failed to load is not switched to.
 */
export async function changeLanguage(code: string): Promise<void> {
  chosen = code;
  await loadLanguage(code);
  if (chosen !== code) return;
  await i18n.changeLanguage(code);
}

export default i18n;
