/**
 * The answers the mock server must give each demo user, written from the schemas' access rules, the
 * seeded role menus (mock-server/seed-access.ts) and the special permissions of the README, not from
 * the code under test. Per schema: list, export, show (one record by id), create, edit, delete, as HTTP
 * statuses; '-' where the walk found nothing to try it on. Used by tests/unit/server-access-walk.test.ts.
 */
export type Statuses = string;

export const EXPECTED: Record<string, Record<string, Statuses>> = {
  // Admin: everything, except writing the audit log (written by the server only, `writable: false`).
  admin: {
    competencies: '200 200 200 201 200 200',
    competencyLevels: '200 200 200 201 200 200',
    competencyMatrix: '200 200 200 201 200 200',
    competencyEmployees: '200 200 200 201 200 200',
    accessRules: '200 200 200 201 200 200',
    audit: '200 200 200 403 403 403',
    announcements: '200 200 200 201 200 200',
    employees: '200 200 200 201 200 200',
    jobApplications: '200 200 200 201 200 200',
    memos: '200 200 200 201 200 200',
    orders: '200 200 200 201 200 200',
    products: '200 200 200 201 200 200',
    purchaseOrders: '200 200 200 201 200 200',
    purchaseRequests: '200 200 200 201 200 200',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 201 200 200',
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
    announcements: '200 200 200 201 200 200',
    employees: '200 200 200 201 200 200',
    jobApplications: '200 200 200 201 200 200',
    memos: '200 200 200 201 200 200',
    orders: '403 403 403 403 403 403',
    products: '200 200 200 201 200 200',
    purchaseOrders: '200 200 200 403 403 403',
    purchaseRequests: '200 200 200 403 200 200',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 201 200 200',
  },
  // Staff: no competency settings (spec section 5) and no administration area; may read announcements and
  // employees but not write them; job applications are HR's (record 1 is staff's own, so show passes); memos with
  // Memo Create; no orders, no purchase orders; own purchase requests only; training courses read-only.
  // '-': nothing free to delete (every competency and level is used by another record).
  staff: {
    competencies: '403 403 403 403 403 -',
    competencyLevels: '403 403 403 403 403 -',
    competencyMatrix: '403 403 403 403 403 403',
    competencyEmployees: '403 403 403 403 403 403',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    announcements: '200 200 200 403 403 403',
    employees: '200 200 200 403 403 403',
    jobApplications: '403 403 200 403 403 403',
    memos: '200 200 200 201 200 200',
    orders: '403 403 403 403 403 403',
    products: '200 200 200 201 200 200',
    purchaseOrders: '403 403 403 403 403 403',
    purchaseRequests: '200 200 200 403 200 -',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 403 403 403',
  },
  // Sales: as Staff, plus orders (OrderManual Create) and reading purchase orders; no job applications.
  sales: {
    competencies: '403 403 403 403 403 -',
    competencyLevels: '403 403 403 403 403 -',
    competencyMatrix: '403 403 403 403 403 403',
    competencyEmployees: '403 403 403 403 403 403',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    announcements: '200 200 200 403 403 403',
    employees: '200 200 200 403 403 403',
    jobApplications: '403 403 403 403 403 403',
    memos: '200 200 200 201 200 200',
    orders: '200 200 200 201 200 200',
    products: '200 200 200 201 200 200',
    purchaseOrders: '200 200 200 403 403 403',
    purchaseRequests: '200 200 200 403 200 200',
    suppliers: '200 200 200 201 200 200',
    tickets: '200 200 200 201 200 200',
    trainingCourses: '200 200 200 403 403 403',
  },
  // Guest: only sends a job application; no record of anyone else by id either (403 outside the menu,
  // 404 where row scope hides it).
  guest: {
    competencies: '403 403 403 403 403 -',
    competencyLevels: '403 403 403 403 403 -',
    competencyMatrix: '403 403 403 403 403 403',
    competencyEmployees: '403 403 403 403 403 403',
    accessRules: '403 403 403 403 403 403',
    audit: '403 403 403 403 403 403',
    announcements: '403 403 403 403 403 403',
    employees: '403 403 403 403 403 403',
    jobApplications: '403 403 403 201 403 403',
    memos: '403 403 404 403 403 403',
    orders: '403 403 403 403 403 403',
    products: '403 403 403 403 403 403',
    purchaseOrders: '403 403 403 403 403 403',
    purchaseRequests: '403 403 404 403 403 -',
    suppliers: '403 403 403 403 403 403',
    tickets: '403 403 403 403 403 403',
    trainingCourses: '403 403 403 403 403 403',
  },
};
