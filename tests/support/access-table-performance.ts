/** The access walk's expected answers for indicators, indicator groups, KPI levels, assignments and performance reviews (see access-table.ts for the format). */
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
// KPI assignments and performance reviews have a row scope: Admin and HR see all; others the rows whose
// employee or evaluator is their own employee record (`me`). Staff is employee 3 and Sales employee 4 of the
// seeded 2026 assignments and reviews; Guest (employee 5) is in none, so a record by id is 404 for Guest (the
// scope hides it before the menu is asked) and there is nothing to delete ('-'). Reviews are edited by Admin,
// HR and the review's employee or evaluator, in the states before the evaluator's result: Sales' seeded
// review waits for its evaluator (selfAssessed), so Sales may still edit it (200). By Staff's turn the walk's
// earlier users have moved Staff's draft review through its workflow, so the edit is refused as a state
// conflict (409), not as access. Only Admin and HR create and delete reviews. Staff's one assignment is the
// source of that review, whose link cannot be emptied once it is past editing, so the walk finds no assignment
// Staff could try to delete ('-'); Sales' can be, and is refused (403).

export const PERFORMANCE: ModuleTable = {
  admin: { indicatorGroups: FULL, indicators: FULL, kpiLevels: FULL, kpiAssignments: FULL, performanceReviews: FULL },
  hr: { indicatorGroups: FULL, indicators: FULL, kpiLevels: FULL, kpiAssignments: FULL, performanceReviews: FULL },
  staff: {
    indicatorGroups: READ_ONLY,
    indicators: READ_ONLY,
    kpiLevels: READ_ONLY,
    kpiAssignments: '200 200 200 403 403 403',
    performanceReviews: '200 200 200 403 409 403',
  },
  sales: {
    indicatorGroups: READ_ONLY,
    indicators: READ_ONLY,
    kpiLevels: READ_ONLY,
    kpiAssignments: READ_ONLY,
    performanceReviews: '200 200 200 403 200 403',
  },
  guest: {
    indicatorGroups: NONE,
    indicators: NONE,
    kpiLevels: NONE,
    kpiAssignments: '403 403 404 403 403 -',
    performanceReviews: '403 403 404 403 403 403',
  },
};
