/** The access walk's expected answers for Super Heart and rewards (see access-table.ts for the format). */
import type { ModuleTable } from './access-table';

// Hearts: every signed-in role but the guest has the screen, reads every heart (recognition is public) and sends
// (the sender is always the caller: only Admin writes it); only Admin edits or deletes; export is HR's and Admin's.
// Points ledger and reward transactions: row scope, own rows (the employee, or createdBy) unless HR or Admin; the
// ledger is written by HR and Admin (adjustments) and by postings; transactions are created by everyone (a
// redemption), edited by Admin only. The guest has no menu: 403, but by id the row scope answers first (404, as
// claims). Rewards: read by all signed in, written by HR and Admin; every seeded reward has transactions pointing at
// it (restrict), so the walk finds none the others could even try to delete ('-'). System settings: HR has the screen with view
// and edit only (the Super Heart limits; every other field is the Admin's), so no export.
export const HEARTS: ModuleTable = {
  admin: {
    hearts: '200 200 200 201 200 200',
    pointEntries: '200 200 200 201 200 200',
    rewards: '200 200 200 201 200 200',
    rewardTransactions: '200 200 200 201 200 200',
  },
  hr: {
    hearts: '200 200 200 201 403 403',
    pointEntries: '200 200 200 201 403 403',
    rewards: '200 200 200 201 200 200',
    rewardTransactions: '200 200 200 201 403 403',
    systemSettings: '200 403 200 403 200 403',
  },
  staff: {
    hearts: '200 403 200 201 403 403',
    pointEntries: '200 200 200 403 403 403',
    rewards: '200 200 200 403 403 403',
    rewardTransactions: '200 200 200 201 403 403',
  },
  sales: {
    hearts: '200 403 200 201 403 403',
    pointEntries: '200 200 200 403 403 403',
    rewards: '200 200 200 403 403 403',
    rewardTransactions: '200 200 200 201 403 403',
  },
  guest: {
    hearts: '403 403 403 403 403 403',
    pointEntries: '403 403 404 403 403 403',
    rewards: '403 403 403 403 403 403',
    rewardTransactions: '403 403 404 403 403 403',
  },
};
