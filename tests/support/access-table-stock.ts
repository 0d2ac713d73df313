/** The access walk's expected answers for stock movements and the IT store (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// Stock movements (sales area): Admin, Sales and HR read them (access.list, which show and export follow); Admin and
// the Stock Adjust permission (admin, sales) record them; only Admin edits and deletes (delete follows edit). Staff has
// the screen in its menu but not the role: 403 for everything, by id included; the guest has no menu.
// IT store items: read by every role with the menu, written by Admin or ITStore Manage (admin only).
// IT store movements: Admin and ITStore Manage only, reading too.
// Products: every seeded product now has stock movements pointing at it (restrict), so the walk finds no product
// the guest could even try to delete ('-').
export const STOCK: ModuleTable = {
  admin: {
    stockMovements: '200 200 200 201 200 200',
    itItems: '200 200 200 201 200 200',
    itStockMovements: '200 200 200 201 200 200',
  },
  hr: {
    stockMovements: '200 200 200 403 403 403',
    itItems: '200 200 200 403 403 403',
    itStockMovements: '403 403 403 403 403 403',
  },
  staff: {
    stockMovements: '403 403 403 403 403 403',
    itItems: '200 200 200 403 403 403',
    itStockMovements: '403 403 403 403 403 403',
  },
  sales: {
    stockMovements: '200 200 200 201 403 403',
    itItems: '200 200 200 403 403 403',
    itStockMovements: '403 403 403 403 403 403',
  },
  guest: {
    products: '403 403 403 403 403 403',
    stockMovements: '403 403 403 403 403 403',
    itItems: '403 403 403 403 403 403',
    itStockMovements: '403 403 403 403 403 403',
  },
};
