/**
 * The Arabic words of every words module of the generated screens (src/crud): one chunk, loaded by the loader
 * ./all-words.ts names when Arabic is chosen (src/i18n, `loadLanguage`). A new words.ts under src/crud adds its
 * `words-ar.ts` here (tests/unit/crud/words.test.ts fails until it does).
 */
import { accountsWords } from './accounts/words-ar';
import { bulkWords } from './bulk/words-ar';
import { commentsWords } from './comments/words-ar';
import { conflictWords } from './form/conflict/words-ar';
import { createFromWords } from './create-from/words-ar';
import { draftsWords } from './drafts/words-ar';
import { formWords } from './form/words-ar';
import { historyWords } from './history/words-ar';
import { importWords } from './import/words-ar';
import { listWords } from './list/words-ar';
import { masterDataWords } from './master-data/words-ar';
import { noticesWords } from './notices/words-ar';
import { printWords } from './print/words-ar';
import { summaryWords } from './summary/words-ar';
import { viewsWords } from './views/words-ar';
import { crudWords } from './words-ar';

export const CRUD_WORDS_AR = [
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
