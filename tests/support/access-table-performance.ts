/** The access walk's expected answers for indicators, indicator groups, KPI levels and assignments (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// The performance module's screens are outside the administration area and are not competency settings, so the
// seeded menus give Admin, HR, Staff and Sales all four flags on each, and Guest none. Each schema leaves reading
// open to every signed-in user (no list requirement) and writes to Admin and HR (`access.create` and `access.edit`,
// delete following edit); no row scope. So Staff and Sales read all four and are refused every write, and Guest is
// refused everything: a record by id needs the menu unless it is the guest's own, and every seeded row is the
// admin's. The walk always finds something to delete: a fresh record for Admin and HR, otherwise a record nothing
// refers to (the inactive 2025 compliance group, a draft indicator no assignment uses, any level or assignment).
const READ_ONLY = '200 200 200 403 403 403';
const FULL = '200 200 200 201 200 200';
const NONE = '403 403 403 403 403 403';

export const PERFORMANCE: ModuleTable = {
  admin: { indicatorGroups: FULL, indicators: FULL, kpiLevels: FULL, kpiAssignments: FULL },
  hr: { indicatorGroups: FULL, indicators: FULL, kpiLevels: FULL, kpiAssignments: FULL },
  staff: { indicatorGroups: READ_ONLY, indicators: READ_ONLY, kpiLevels: READ_ONLY, kpiAssignments: READ_ONLY },
  sales: { indicatorGroups: READ_ONLY, indicators: READ_ONLY, kpiLevels: READ_ONLY, kpiAssignments: READ_ONLY },
  guest: { indicatorGroups: NONE, indicators: NONE, kpiLevels: NONE, kpiAssignments: NONE },
};
