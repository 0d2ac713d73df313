/**
 * The Arabic words of every words module of the pages (src/pages): one chunk, loaded by the loader
 * ./all-words.ts names when Arabic is chosen (src/i18n, `loadLanguage`). A new words.ts under src/pages adds its
 * `words-ar.ts` here (tests/unit/crud/words.test.ts fails until it does).
 */
import { accountWords } from './account/words-ar';
import { pagesWords } from './words-ar';

export const PAGES_WORDS_AR = [pagesWords, accountWords];
