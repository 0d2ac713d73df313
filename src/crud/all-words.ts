/**
 * Every words module of the generated screens, registered with i18next at import: src/App.tsx imports this before
 * anything renders. A new words.ts under src/crud is one import and one entry here (tests/unit/crud/words.test.ts
 * fails until it is).
 * These carry English and Thai; the French and Arabic parts (each module's words-fr.ts, words-ar.ts) are gathered in
 * ./all-words-fr.ts and ./all-words-ar.ts, loaded when that language is chosen (the loaders below).
 */
import { addLanguageLoader, addWords } from '../i18n';
import { accountsWords } from './accounts/words';
import { bulkWords } from './bulk/words';
import { commentsWords } from './comments/words';
import { conflictWords } from './form/conflict/words';
import { createFromWords } from './create-from/words';
import { draftsWords } from './drafts/words';
import { formWords } from './form/words';
import { historyWords } from './history/words';
import { importWords } from './import/words';
import { listWords } from './list/words';
import { masterDataWords } from './master-data/words';
import { noticesWords } from './notices/words';
import { printWords } from './print/words';
import { summaryWords } from './summary/words';
import { viewsWords } from './views/words';
import { crudWords } from './words';

export const CRUD_WORDS = [
  crudWords,
  listWords,
  formWords,
  bulkWords,
  viewsWords,
  commentsWords,
  createFromWords,
  historyWords,
  importWords,
  printWords,
  summaryWords,
  noticesWords,
  draftsWords,
  masterDataWords,
  conflictWords,
  accountsWords,
];

addWords(...CRUD_WORDS);

// French and Arabic: one chunk per language, loaded when that language is chosen or saved (src/i18n, loadLanguage).
addLanguageLoader('fr', () => import('./all-words-fr').then((m) => m.CRUD_WORDS_FR));
addLanguageLoader('ar', () => import('./all-words-ar').then((m) => m.CRUD_WORDS_AR));
