/**
 * The Arabic words of every words module of the shell (src/shell): one chunk, loaded by the loader
 * ./all-words.ts names when Arabic is chosen (src/i18n, `loadLanguage`). A new words.ts under src/shell adds its
 * `words-ar.ts` here (tests/unit/crud/words.test.ts fails until it does).
 */
import { searchWords } from './search/words-ar';
import { shellWords } from './words-ar';

export const SHELL_WORDS_AR = [shellWords, searchWords];
