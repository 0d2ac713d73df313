/** The users, permissions and schemas the access rules tests share (rules.test.ts, rules-requirements.test.ts). */
import type { PermissionData } from '../../../src/access';
import { testUser } from '../../support/users';

export const hr = testUser('HR', 'E2', 'hr', 'HRM');
export const staff = testUser('Staff', 'E3', 'staff', 'STF');

export const perms: PermissionData = {
  OrderManual: { Create: [{ empCode: 'E4' }] },
  Memo: { Create: [{ empCode: 'E3' }], Approve: [{ empCode: 'E2' }] },
  PR: { Create: [{ empCode: 'E5' }] },
};
