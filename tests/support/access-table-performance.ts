/** The access walk's expected answers for indicators, indicator groups, KPI levels and assignments (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

export const PERFORMANCE: ModuleTable = {
  admin: {},
  hr: {},
  staff: {},
  sales: {},
  guest: {},
};
