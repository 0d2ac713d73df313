/**
 * Every words module of the pages, registered with i18next at import: src/App.tsx imports this before anything
 * renders. A new words.ts under src/pages is one import and one entry here (tests/unit/crud/words.test.ts fails
 * until it is).
 * These carry English and Thai; the French and Arabic parts (each module's words-fr.ts, words-ar.ts) are gathered in
 * ./all-words-fr.ts and ./all-words-ar.ts, loaded when that language is chosen (the loaders below).
 */
import { addLanguageLoader, addWords } from '../i18n';
import { accountWords } from './account/words';
import { pagesWords } from './words';

export const PAGES_WORDS = [pagesWords, accountWords];

addWords(...PAGES_WORDS);

// French and Arabic: one chunk per language, loaded when that language is chosen or saved (src/i18n, loadLanguage).
addLanguageLoader('fr', () => import('./all-words-fr').then((m) => m.PAGES_WORDS_FR));
addLanguageLoader('ar', () => import('./all-words-ar').then((m) => m.PAGES_WORDS_AR));
