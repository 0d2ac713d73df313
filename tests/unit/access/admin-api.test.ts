/** The administration API's shared shapes: the flags a menu row carries, area keys, the role-menu save path. */
import { describe, expect, it } from 'vitest';
import { AREA_KEY_PREFIX, MENU_FLAGS } from '../../../src/access/admin-api';
import { FLAG_FOR_ACTION, menuAllows, type MenuItem } from '../../../src/access/menu';
import { testUser } from '../../support/users';

describe('admin API shapes', () => {
  it('a menu row carries the four flags, view first, and they are the flags the actions need', () => {
    expect(MENU_FLAGS).toEqual(['isView', 'isCreate', 'isEdit', 'isExport']);
    expect([...new Set(Object.values(FLAG_FOR_ACTION))].sort()).toEqual([...MENU_FLAGS].sort());
  });

  it('each flag of a row opens its own actions', () => {
    const staff = testUser('Staff', 'E3');
    for (const flag of MENU_FLAGS) {
      const row: MenuItem = { to: 'apps-ticket', isView: 'N', isCreate: 'N', isEdit: 'N', isExport: 'N', [flag]: 'Y' };
      const allowed = ['list', 'create', 'edit', 'export'].filter((a) => menuAllows([row], staff, '/apps/ticket', a));
      expect(allowed).toEqual([{ isView: 'list', isCreate: 'create', isEdit: 'edit', isExport: 'export' }[flag]]);
    }
  });

  it('keys an area row "area:<name>"', () => {
    expect(AREA_KEY_PREFIX).toBe('area:');
  });
});
