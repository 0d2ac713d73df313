/**
 * Every words module of the pages, registered with i18next at import: src/App.tsx imports this before anything
 * renders. A new words.ts under src/pages is one import and one entry here (tests/unit/crud/words.test.ts fails
 * until it is).
 */
import { addWords } from '../i18n';
import { pagesWords } from './words';

export const PAGES_WORDS = [pagesWords];

addWords(...PAGES_WORDS);
