/**
 * The spec files that run alone (playwright.config.ts, project `alone`): one at a time, against a server and database
 * of their own, beside the others. Every other spec runs in two parallel workers (project `shared`) against one API
 * and database, so a spec belongs here when it changes what other tests see or may do, or when it asserts on a figure
 * other tests change while it runs. A new spec that
 * only creates its own uniquely named records (helpers.ts `unique`) and asserts on those needs no entry.
 */
export const EXCLUSIVE_SPECS: Readonly<Record<string, string>> = {
  'access-rules.spec.ts': 'adds an access rule that forbids staff to export suppliers',
  'admin.spec.ts': "saves staff's role menu and grants staff a permission",
  'aliases.spec.ts': "compares a list's total with an API count of staff's document requests",
  'corevalue.spec.ts': 'changes the hearts-per-month setting and counts the hearts staff sent this month',
  'dashboards.spec.ts': "compares the dashboards' totals (sales, memos, headcount, budget) with the API's",
  'demo-approvers.spec.ts': "approves the newest pending purchase request, which may be another test's",
  'export.spec.ts': "compares a filtered list's total with the rows of its export",
  'import-children.spec.ts': "counts an employee's activity points, which other tests add to",
  'import-large.spec.ts': 'commits 5000 products in one request and lists them',
  'master-data.spec.ts': 'changes the VAT rate and adds a department',
  'orders-drafts.spec.ts': "deletes and counts the sales user's saved drafts, which every order form offers",
  'pos.spec.ts': 'counts all POS sales and stock movements',
  'print-inbox.spec.ts': "compares HR's bell count with HR's inbox, which other tests fill",
  'schema-editor.spec.ts': 'saves schemas: every open page reloads its menus and registry',
  'summary.spec.ts': 'compares the probation summary with the list while other tests add evaluations',
  'views-bulk.spec.ts': "saves a default view on HR's memo list and deletes HR's views",
};
