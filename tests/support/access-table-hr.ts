/** The access walk's expected answers for probation evaluations and interview evaluation forms (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// Probation evaluations: every role but the guest has the screen (hr area, all flags); Admin and HR create and edit
// (delete follows edit). Row scope: Admin and HR see all, everyone else only the evaluations they own (createdBy).
// Every seeded evaluation is owned by admin (fixed rows), so Staff and Sales list an empty page, and the record the
// walk opens by id is outside their scope (404); the guest has no menu entry (list, export, create: 403) and gets 404
// by id as well. Create, edit and delete are refused by role (403) before any record is looked up.
// Interview evaluations: Admin and HR only, reading too (access.list, which show and export follow), so Staff, Sales
// and the guest get 403 for everything, by id included.
export const HR_PEOPLE: ModuleTable = {
  admin: {
    probationEvaluations: '200 200 200 201 200 200',
    interviewEvaluations: '200 200 200 201 200 200',
  },
  hr: {
    probationEvaluations: '200 200 200 201 200 200',
    interviewEvaluations: '200 200 200 201 200 200',
  },
  staff: {
    probationEvaluations: '200 200 404 403 403 403',
    interviewEvaluations: '403 403 403 403 403 403',
  },
  sales: {
    probationEvaluations: '200 200 404 403 403 403',
    interviewEvaluations: '403 403 403 403 403 403',
  },
  guest: {
    probationEvaluations: '403 403 404 403 403 403',
    interviewEvaluations: '403 403 403 403 403 403',
  },
};
