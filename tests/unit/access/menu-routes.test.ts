/** Menu rules (src/access/menu.ts): route names, the screens of a tree, and the flag an unknown action needs. */
import { describe, expect, it } from 'vitest';
import { menuAllows, menuScreens, routeName, type MenuItem } from '../../../src/access/menu';
import { testUser } from '../../support/users';

const staff = testUser('Staff', 'E3');
const tree: MenuItem[] = [
  {
    key: 'area:hr',
    title: 'HR',
    children: [
      { to: 'apps-employees', isView: 'Y' },
      { key: 'area:hr-sub', children: [{ to: 'apps-employees-leave', isView: 'N', isCreate: 'Y' }] },
    ],
  },
  { to: 'apps-ticket', isView: 'Y', isExport: 'N' },
];

describe('routeName', () => {
  it('joins the path segments with dashes, whatever slashes surround them', () => {
    expect(routeName('/apps/purchase/suppliers')).toBe('apps-purchase-suppliers');
    expect(routeName('apps/purchase/suppliers')).toBe('apps-purchase-suppliers');
    expect(routeName('//apps//purchase/suppliers/')).toBe('apps-purchase-suppliers');
    expect(routeName('/')).toBe('');
  });
});

describe('menuScreens', () => {
  it('holds every screen of the tree by route name, and no area node', () => {
    const screens = menuScreens(tree);
    expect([...screens.keys()]).toEqual(['apps-employees', 'apps-employees-leave', 'apps-ticket']);
    expect(screens.get('apps-employees-leave')?.isCreate).toBe('Y');
    expect(menuScreens(null).size).toBe(0);
    expect(menuScreens(undefined).size).toBe(0);
  });
});

describe('menuAllows', () => {
  it('finds a screen nested at any depth', () => {
    expect(menuAllows(tree, staff, '/apps/employees/leave', 'create')).toBe(true);
    expect(menuAllows(tree, staff, '/apps/employees/leave', 'list')).toBe(false);
  });

  it('asks an action it does not know for the view flag', () => {
    expect(menuAllows(tree, staff, '/apps/employees', 'print')).toBe(true);
    expect(menuAllows(tree, staff, '/apps/employees/leave', 'print')).toBe(false);
  });
});
