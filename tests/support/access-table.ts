/**
 * The answers the mock server must give each demo user, written from the schemas' access rules, the
 * seeded role menus (mock-server/seed/seed-access.ts) and the special permissions of the README, not from
 * the code under test. Per schema: list, export, show (one record by id), create, edit, delete, as HTTP
 * statuses; '-' where the walk found nothing to try it on. Used by tests/unit/server/access/access-walk.test.ts.
 */
export type Statuses = string;
/** One module's rows: per demo user, per schema of that module. */
export type ModuleTable = Record<'admin' | 'hr' | 'staff' | 'sales' | 'guest', Record<string, Statuses>>;

import { PERFORMANCE } from './access-table-performance';
import { COMMUNICATION_DOCUMENTS } from './access-table-communication';
import { HR_PEOPLE } from './access-table-hr';
import { STOCK } from './access-table-stock';
import { POS } from './access-table-pos';
import { FINANCE } from './access-table-finance';
import { HEARTS } from './access-table-hearts';
import { DASHBOARDS } from './access-table-dashboards';

const BASE: Record<string, Record<string, Statuses>> = {
  // Admin: everything, except writing the audit log (written by the server only, `writable: false`).
  // Expense claims (every user but Guest files their own; row scope: Claim Approve (admin, hr) and Claim Pay see
  // all; Staff and Sales see their own, and the seed writes rows by every demo user, so the list's first record is
  // their own), assets (read by every role with a menu, written
  // with Asset Edit: admin) and the master data (code types, system management, tag hierarchy: administration area,
  // Admin only; system management is one record, edited but never created or deleted) follow the same rules per user below.
  admin: {
    competencies: '200 200 200 201 200 200',
    competencyLevels: '200 200 200 201 200 200',
    competencyMatrix: '200 200 200 201 200 200',
    competencyEmployees: '200 200 200 201 200 200',
    accessRules: '200 200 200 201 200 200',
    audit: '200 200 200 403 403 403',
    // The accounts (issue 38): Admin only; HR only when granted Account Manage, which the seed does not.
    users: '200 200 200 201 200 200',
    announcements: '200 200 200 201 200 200',
    employees: '200 200 200 201 200 200',
    jobApplications: '200 200 200 201 200 200',
    memos: '200 200 200 201 200 200',
    orders: '200 200 200 201 200 200',
    invoices: '200 200 200 201 200 200',
    products: '200 200 200 201 200 200',
    purchaseOrders: '200 200 200 201 200 200',
    purchaseRequests: '200 200 200 201 200 200',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 201 200 200',
    claims: '200 200 200 201 200 200',
    assets: '200 200 200 201 200 200',
    codeTypes: '200 200 200 201 200 200',
    systemSettings: '200 200 200 403 200 403',
    tagHierarchy: '200 200 200 201 200 200',
    meetings: '200 200 200 201 200 200',
    broadcasts: '200 200 200 201 200 200',
    probationLevels: '200 200 200 201 200 200',
    courseEnrolments: '200 200 200 201 200 200',
  },
  // HR: the whole menu but the administration area; no OrderManual Create (orders), no PO or PR Create; purchase
  // requests of their own only (edit: owner).
  hr: {
    competencies: '200 200 200 201 200 200',
    competencyLevels: '200 200 200 201 200 200',
    competencyMatrix: '200 200 200 201 200 200',
    competencyEmployees: '200 200 200 201 200 200',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    users: '403 403 403 403 403 403',
    announcements: '200 200 200 201 200 200',
    employees: '200 200 200 201 200 200',
    jobApplications: '200 200 200 201 200 200',
    memos: '200 200 200 201 200 200',
    orders: '403 403 403 403 403 403',
    invoices: '403 403 403 403 403 403',
    products: '200 200 200 201 200 200',
    purchaseOrders: '200 200 200 403 403 403',
    // hr approves purchase requests (PR Approve): sees everyone's, and the walk's delete then falls on another's (edit: owner).
    purchaseRequests: '200 200 200 403 200 403',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 201 200 200',
    claims: '200 200 200 201 200 200',
    assets: '200 200 200 403 403 403',
    codeTypes: '403 403 403 403 403 403',
    systemSettings: '403 403 403 403 403 403',
    tagHierarchy: '403 403 403 403 403 403',
    meetings: '200 200 200 201 200 200',
    broadcasts: '200 200 200 403 403 403',
    probationLevels: '200 200 200 201 200 200',
    courseEnrolments: '200 200 200 201 200 200',
  },
  // Staff: no competency settings (../shared/spec/staff-app-spec.md §5) and no administration area; may read announcements and
  // employees but not write them; job applications are HR's and their applicant's (record 1 is admin's: show is refused);
  // memos with Memo Create; no orders, no purchase orders; own purchase requests only; training courses read-only.
  // '-': nothing free to delete (every competency and level is used by another record).
  staff: {
    competencies: '403 403 403 403 403 403',
    competencyLevels: '403 403 403 403 403 403',
    competencyMatrix: '403 403 403 403 403 403',
    competencyEmployees: '403 403 403 403 403 403',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    users: '403 403 403 403 403 403',
    announcements: '200 200 200 403 403 403',
    employees: '200 200 200 403 403 403',
    jobApplications: '403 403 403 403 403 403',
    memos: '200 200 200 201 200 200',
    orders: '403 403 403 403 403 403',
    invoices: '403 403 403 403 403 403',
    products: '200 200 200 201 200 200',
    purchaseOrders: '403 403 403 403 403 403',
    purchaseRequests: '200 200 200 403 200 200',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 403 403 403',
    claims: '200 200 200 201 200 200',
    assets: '200 200 200 403 403 403',
    codeTypes: '403 403 403 403 403 403',
    systemSettings: '403 403 403 403 403 403',
    tagHierarchy: '403 403 403 403 403 403',
    meetings: '200 200 200 201 200 200',
    broadcasts: '200 200 200 403 403 403',
    probationLevels: '403 403 403 403 403 403',
    courseEnrolments: '200 200 200 201 200 200',
  },
  // Sales: as Staff, plus orders (OrderManual Create) and reading purchase orders; no job applications.
  sales: {
    competencies: '403 403 403 403 403 403',
    competencyLevels: '403 403 403 403 403 403',
    competencyMatrix: '403 403 403 403 403 403',
    competencyEmployees: '403 403 403 403 403 403',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    users: '403 403 403 403 403 403',
    announcements: '200 200 200 403 403 403',
    employees: '200 200 200 403 403 403',
    jobApplications: '403 403 403 403 403 403',
    memos: '200 200 200 201 200 200',
    orders: '200 200 200 201 200 200',
    invoices: '200 200 200 201 200 200',
    products: '200 200 200 201 200 200',
    purchaseOrders: '200 200 200 403 403 403',
    purchaseRequests: '200 200 200 403 200 200',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 403 403 403',
    claims: '200 200 200 201 200 200',
    assets: '200 200 200 403 403 403',
    codeTypes: '403 403 403 403 403 403',
    systemSettings: '403 403 403 403 403 403',
    tagHierarchy: '403 403 403 403 403 403',
    meetings: '200 200 200 201 200 200',
    broadcasts: '200 200 200 403 403 403',
    probationLevels: '403 403 403 403 403 403',
    courseEnrolments: '200 200 200 201 200 200',
  },
  // Course enrolments: every signed-in role but the guest enrols (own rows; Admin and HR see all, as claims).
  // Meetings: every signed-in role but the guest has the screen and books; each edits and deletes the booking it
  // made (owner = createdBy), the walk edits the fresh one. Broadcasts: read by all signed in, written by Admin and
  // IT only (no demo IT user). Probation levels: HR settings, Admin and HR only.
  // Guest: only sends a job application; no record of anyone else by id either (403 outside the menu,
  // 404 where row scope hides it). The first seeded announcement is inactive, hidden from readers (shownWhile): 404.
  guest: {
    competencies: '403 403 403 403 403 403',
    competencyLevels: '403 403 403 403 403 403',
    competencyMatrix: '403 403 403 403 403 403',
    competencyEmployees: '403 403 403 403 403 403',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    users: '403 403 403 403 403 403',
    announcements: '403 403 404 403 403 403',
    employees: '403 403 403 403 403 403',
    jobApplications: '403 403 403 201 403 403',
    memos: '403 403 404 403 403 403',
    orders: '403 403 403 403 403 403',
    invoices: '403 403 403 403 403 403',
    products: '403 403 403 403 403 403',
    purchaseOrders: '403 403 403 403 403 403',
    purchaseRequests: '403 403 404 403 403 -',
    suppliers: '403 403 403 403 403 403',
    tickets: '403 403 403 403 403 403',
    trainingCourses: '403 403 403 403 403 403',
    claims: '403 403 404 403 403 403',
    assets: '403 403 403 403 403 403',
    codeTypes: '403 403 403 403 403 403',
    systemSettings: '403 403 403 403 403 403',
    tagHierarchy: '403 403 403 403 403 403',
    meetings: '403 403 403 403 403 403',
    broadcasts: '403 403 403 403 403 403',
    probationLevels: '403 403 403 403 403 403',
    courseEnrolments: '403 403 404 403 403 403',
  },
};

/** The base table with each module's rows (one file per module, so modules are declared side by side). */
export const EXPECTED: Record<string, Record<string, Statuses>> = Object.fromEntries(
  Object.entries(BASE).map(([user, rows]) => [
    user,
    {
      ...rows,
      ...[PERFORMANCE, COMMUNICATION_DOCUMENTS, HR_PEOPLE, STOCK, FINANCE, POS, HEARTS, DASHBOARDS].reduce(
        (all, m) => ({ ...all, ...m[user as keyof ModuleTable] }),
        {},
      ),
    },
  ]),
);
