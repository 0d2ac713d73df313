/**
 * Every words module of the shell, registered with i18next at import: src/App.tsx imports this before anything
 * renders. A new words.ts under src/shell is one import and one entry here (tests/unit/crud/words.test.ts fails
 * until it is).
 * These carry English and Thai; the French and Arabic parts (each module's words-fr.ts, words-ar.ts) are gathered in
 * ./all-words-fr.ts and ./all-words-ar.ts, loaded when that language is chosen (the loaders below).
 */
import { addLanguageLoader, addWords } from '../i18n';
import { searchWords } from './search/words';
import { shellWords } from './words';

export const SHELL_WORDS = [shellWords, searchWords];

addWords(...SHELL_WORDS);

// French and Arabic: one chunk per language, loaded when that language is chosen or saved (src/i18n, loadLanguage).
addLanguageLoader('fr', () => import('./all-words-fr').then((m) => m.SHELL_WORDS_FR));
addLanguageLoader('ar', () => import('./all-words-ar').then((m) => m.SHELL_WORDS_AR));
