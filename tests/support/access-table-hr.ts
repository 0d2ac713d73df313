/** The access walk's expected answers for probation evaluations and interview evaluation forms (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

export const HR_PEOPLE: ModuleTable = {
  admin: {},
  hr: {},
  staff: {},
  sales: {},
  guest: {},
};
