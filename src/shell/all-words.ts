/**
 * Every words module of the shell, registered with i18next at import: src/App.tsx imports this before anything
 * renders. A new words.ts under src/shell is one import and one entry here (tests/unit/crud/words.test.ts fails
 * until it is).
 */
import { addWords } from '../i18n';
import { searchWords } from './search/words';
import { shellWords } from './words';

export const SHELL_WORDS = [shellWords, searchWords];

addWords(...SHELL_WORDS);
