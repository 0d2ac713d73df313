/**
 * The French words of every words module of the generated screens (src/crud): one chunk, loaded by the loader
 * ./all-words.ts names when French is chosen (src/i18n, `loadLanguage`). A new words.ts under src/crud adds its
 * `words-fr.ts` here (tests/unit/crud/words.test.ts fails until it does).
 */
import { accountsWords } from './accounts/words-fr';
import { bulkWords } from './bulk/words-fr';
import { commentsWords } from './comments/words-fr';
import { conflictWords } from './form/conflict/words-fr';
import { createFromWords } from './create-from/words-fr';
import { draftsWords } from './drafts/words-fr';
import { formWords } from './form/words-fr';
import { historyWords } from './history/words-fr';
import { importWords } from './import/words-fr';
import { listWords } from './list/words-fr';
import { masterDataWords } from './master-data/words-fr';
import { noticesWords } from './notices/words-fr';
import { printWords } from './print/words-fr';
import { summaryWords } from './summary/words-fr';
import { viewsWords } from './views/words-fr';
import { crudWords } from './words-fr';

export const CRUD_WORDS_FR = [
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
