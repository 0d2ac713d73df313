/** The access walk's expected answers for the point of sale's receipts (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// POS receipts (posSales, sales area): Admin and Sales read them and sell (access.list and create, roles); HR and
// Staff have the screen in their menus but not the role: 403 for everything, by id included; the guest has no
// menu. A receipt is never edited or deleted (workflow editableIn: []; a sale is voided instead): 409 for Admin
// (who passes the access rules), 403 for Sales (edit is Admin's). A create refused only by the stock it posts
// (409 "Only 0 left of ...") counts as 201 in the walk: that is stock, not access.
export const POS: ModuleTable = {
  admin: { posSales: '200 200 200 201 409 409' },
  hr: { posSales: '403 403 403 403 403 403' },
  staff: { posSales: '403 403 403 403 403 403' },
  sales: { posSales: '200 200 200 201 403 403' },
  guest: { posSales: '403 403 403 403 403 403' },
};
