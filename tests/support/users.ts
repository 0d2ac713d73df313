/** A signed-in user for the pure access tests: the role names the user (admin, hr, ...) and is its code, unless given. */
import type { UserData } from '../../src/access/types';

export const testUser = (role: string, empCode: string, username = role.toLowerCase(), roleCode = role): UserData => ({
  id: 1,
  username,
  fullName: role,
  empCode,
  role,
  roleCode,
  roleId: 1,
});
