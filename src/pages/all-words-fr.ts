/**
 * The French words of every words module of the pages (src/pages): one chunk, loaded by the loader
 * ./all-words.ts names when French is chosen (src/i18n, `loadLanguage`). A new words.ts under src/pages adds its
 * `words-fr.ts` here (tests/unit/crud/words.test.ts fails until it does).
 */
import { accountWords } from './account/words-fr';
import { pagesWords } from './words-fr';

export const PAGES_WORDS_FR = [pagesWords, accountWords];
