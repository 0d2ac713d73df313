/** The access walk's expected answers for activities and document requests (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

export const COMMUNICATION_DOCUMENTS: ModuleTable = {
  admin: {},
  hr: {},
  staff: {},
  sales: {},
  guest: {},
};
