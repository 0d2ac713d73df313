/**
 * The French words of every words module of the shell (src/shell): one chunk, loaded by the loader
 * ./all-words.ts names when French is chosen (src/i18n, `loadLanguage`). A new words.ts under src/shell adds its
 * `words-fr.ts` here (tests/unit/crud/words.test.ts fails until it does).
 */
import { searchWords } from './search/words-fr';
import { shellWords } from './words-fr';

export const SHELL_WORDS_FR = [shellWords, searchWords];
