/** The access walk's expected answers for activities, document requests and the e-Documents library (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// Activities (communication area): every role with the screen reads them (no list requirement), only Admin and HR
// create and edit (`roles: ["Admin", "HR"]`; delete follows edit). Staff and Sales have the screen with every flag,
// so their list, export and show pass and their writes are refused by the schema (403). Guest has no menu entry and
// no record of their own: 403 throughout (export is also forbidden by the Guest CASL rule).
//
// Document requests (documents area): every signed-in user with the screen files requests (no create requirement;
// Guest's menu has only the job application, so 403). Row scope: Admin and HR see all; Staff and Sales see their
// own (createdBy), and the seed writes generated rows by every demo user, as for claims, so their list's first
// record is their own (show 200). Edit and delete: the owner (and Admin), in draft or rejected; the walk edits and
// deletes the draft it has just created, so every role that may create gets 200. Guest: the first record (a fixed
// row by admin) is outside Guest's row scope, so showing it answers 404 (as claims); writing is refused by the menu.
//
// The e-Documents library (documents area): categories and documents are written by Admin and HR only. Documents
// have a row scope: Admin and HR see all; others the documents whose category lists their role (`through`), which
// for Staff and Sales includes the first ones, so their list and show pass and writes are refused (403). Every
// category is used by a document (a restrict reference), so the walk finds none it could delete for Staff, Sales
// or Guest ('-'). Guest has no menu entry: 403, and a document by id is hidden by the scope before that (404).
export const COMMUNICATION_DOCUMENTS: ModuleTable = {
  admin: {
    activities: '200 200 200 201 200 200',
    documentRequests: '200 200 200 201 200 200',
    documentCategories: '200 200 200 201 200 200',
    eDocuments: '200 200 200 201 200 200',
  },
  hr: {
    activities: '200 200 200 201 200 200',
    documentRequests: '200 200 200 201 200 200',
    documentCategories: '200 200 200 201 200 200',
    eDocuments: '200 200 200 201 200 200',
  },
  staff: {
    activities: '200 200 200 403 403 403',
    documentRequests: '200 200 200 201 200 200',
    documentCategories: '200 200 200 403 403 403',
    eDocuments: '200 200 200 403 403 403',
  },
  sales: {
    activities: '200 200 200 403 403 403',
    documentRequests: '200 200 200 201 200 200',
    documentCategories: '200 200 200 403 403 403',
    eDocuments: '200 200 200 403 403 403',
  },
  guest: {
    activities: '403 403 403 403 403 403',
    documentRequests: '403 403 404 403 403 403',
    documentCategories: '403 403 403 403 403 403',
    eDocuments: '403 403 404 403 403 403',
  },
};
