/** The access walk's expected answers for payment approvals and advance clears (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// Payment approvals: PaymentApproval Create (every demo employee) prepares one; the row scope shows each person the
// approvals they prepared or are named on (checker, approver, secretary), all of them to Admin and PaymentApproval
// Pay. The guest has no menu; by id, 404 (outside the row scope).
// Advance clears: AdvanceClear Create (every demo employee); each sees their own and those they cleared; HR
// (AdvanceClear Approve) and Admin see all. The walk deletes the clear it has just created (its draft): 200.
// The seeded advance clears point at the first memo and the first payment approval (restrict): the guest's delete
// finds nothing it could try ('-'). The seeded purchase requests (lines may name a product now) leave staff no
// request of their own still editable: the walk's edit and delete reach one outside their scope (404).
export const FINANCE: ModuleTable = {
  admin: {
    paymentApprovals: '200 200 200 201 200 200',
    advanceClears: '200 200 200 201 200 200',
  },
  hr: {
    paymentApprovals: '200 200 200 201 200 200',
    advanceClears: '200 200 200 201 200 200',
  },
  staff: {
    paymentApprovals: '200 200 200 201 200 200',
    advanceClears: '200 200 200 201 200 200',
    purchaseRequests: '200 200 200 403 404 404',
  },
  sales: {
    paymentApprovals: '200 200 200 201 200 200',
    advanceClears: '200 200 200 201 200 200',
  },
  guest: {
    paymentApprovals: '403 403 404 403 403 -',
    advanceClears: '403 403 404 403 403 403',
    memos: '403 403 404 403 403 -',
    purchaseRequests: '403 403 404 403 403 403',
  },
};
