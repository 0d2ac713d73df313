/** A signed-in user for the pure access tests: the role names the user (admin, hr, ...) and is its code, unless given. */
import type { MenuItem } from '../../src/access/menu';
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

/** A role menu that opens every screen of `registry` with every flag, `flags` overriding them. */
export const openMenu = (registry: { resources: readonly { route: string }[] }, flags: Partial<MenuItem> = {}): MenuItem[] =>
  registry.resources.map((r) => ({
    to: r.route.slice(1).split('/').join('-'),
    isView: 'Y',
    isCreate: 'Y',
    isEdit: 'Y',
    isExport: 'Y',
    ...flags,
  }));
