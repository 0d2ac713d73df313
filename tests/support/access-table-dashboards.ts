/** The access walk's expected answers for the dashboards' budgets (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// Budgets (purchase area, schemas/budgets.json): read by Admin or the PR Approve permission (seeded to admin and hr,
// the demo's purchase approver), written by Admin only; every other demo user gets 403 for everything, by id included.
const NONE = '403 403 403 403 403 403';
export const DASHBOARDS: ModuleTable = {
  admin: { budgets: '200 200 200 201 200 200' },
  hr: { budgets: '200 200 200 403 403 403' },
  staff: { budgets: NONE },
  sales: { budgets: NONE },
  guest: { budgets: NONE },
};
