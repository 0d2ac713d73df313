import { describe, expect, it } from 'vitest';
import {
  filterMenu as filterMenuWith,
  gateKeepsFromRole,
  menuAllows,
  passesMenuGate,
  routeName,
  routeNeedsMenuEntry,
  type MenuItem,
} from '../../../src/access/menu';
import type { PermissionData, UserData } from '../../../src/access/types';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';

/** The menu gates are data: the manifest's (schemas/_screens.json), the competency settings' one. */
const GATES = loadSchemaDir().manifest.menuGates;
const [COMPETENCY] = GATES;
const filterMenu = (m: readonly MenuItem[] | null, u: UserData | null, p: PermissionData | null) =>
  filterMenuWith(m, u, p, GATES);

const user = testUser;
const admin = user('Admin', 'E1');
const hr = user('HR', 'E2');
const staff = user('Staff', 'E3');
const hrWithout = user('HR', 'E9');

const screen = (to: string, flags: Partial<Record<'isView' | 'isCreate' | 'isEdit' | 'isExport', 'Y' | 'N'>> = {}): MenuItem => ({
  to,
  isView: 'Y',
  isCreate: 'Y',
  isEdit: 'Y',
  isExport: 'Y',
  ...flags,
});
const menu: MenuItem[] = [
  {
    key: 'area:performance',
    children: [
      screen('apps-setting-competency'),
      screen('apps-setting-competency-level'),
      screen('apps-setting-competency-martrix'),
      screen('apps-setting-competency-emp'),
    ],
  },
  { key: 'area:hr', children: [screen('apps-employees'), screen('apps-setting-competency-emp')] },
  { key: 'area:purchase', children: [screen('apps-purchase-suppliers', { isEdit: 'N', isExport: 'N' })] },
];
const routes = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.to ? [i.to] : []), ...routes(i.children ?? [])]);

describe('menu filtering (spec section 5)', () => {
  const perms = (...actions: string[]): PermissionData => ({
    Competency: Object.fromEntries(actions.map((a) => [a, [{ empCode: 'E2' }]])),
  });

  it('Admin sees the full menu', () => {
    expect(filterMenu(menu, admin, null)).toEqual(menu);
  });
  for (const action of ['Edit', 'View', 'Report'])
    it(`HR with Competency ${action} sees the full menu`, () => {
      expect(filterMenu(menu, hr, perms(action))).toEqual(menu);
    });
  it('HR without those permissions loses the four competency settings; the emptied parent is dropped', () => {
    const filtered = filterMenu(menu, hrWithout, perms('Edit'));
    expect(routes(filtered)).toEqual(['apps-employees', 'apps-purchase-suppliers']);
    expect(filtered.map((i) => i.key)).toEqual(['area:hr', 'area:purchase']);
  });
  it('HR holding only Competency Manager_SPP still loses them (only Edit, View, Report count for the menu)', () => {
    expect(routes(filterMenu(menu, hr, perms('Manager_SPP')))).not.toContain('apps-setting-competency');
  });
  it('staff loses them whatever they hold', () => {
    expect(passesMenuGate(COMPETENCY!, staff, { Competency: { Edit: [{ empCode: 'E3' }] } })).toBe(false);
    expect(routes(filterMenu(menu, staff, null))).toEqual(['apps-employees', 'apps-purchase-suppliers']);
  });
  it('no menu is an empty menu', () => {
    expect(filterMenu(null, staff, null)).toEqual([]);
  });
  it('the one gate of the manifest is the four competency settings, for HR holding Competency Edit, View or Report', () => {
    expect(GATES).toEqual([
      {
        routes: [
          '/apps/setting/competency',
          '/apps/setting/competency/level',
          '/apps/setting/competency/martrix',
          '/apps/setting/competency/emp',
        ],
        roles: ['HR'],
        permissions: [
          ['Competency', 'Edit'],
          ['Competency', 'View'],
          ['Competency', 'Report'],
        ],
      },
    ]);
    expect(COMPETENCY!.routes.map(routeName)).toEqual([
      'apps-setting-competency',
      'apps-setting-competency-level',
      'apps-setting-competency-martrix',
      'apps-setting-competency-emp',
    ]);
    expect(passesMenuGate(COMPETENCY!, admin, null)).toBe(true);
    expect(passesMenuGate(COMPETENCY!, hr, perms('View'))).toBe(true);
    expect(passesMenuGate(COMPETENCY!, hr, null)).toBe(false);
  });
  it('without gates nobody loses anything', () => {
    expect(filterMenuWith(menu, staff, null, [])).toEqual(menu);
  });
  it("a gate keeps its routes out of the seeded menus of the roles it does not name, never out of the Admin's", () => {
    for (const route of COMPETENCY!.routes) {
      expect(gateKeepsFromRole(GATES, 'Admin', route)).toBe(false);
      expect(gateKeepsFromRole(GATES, 'HR', route)).toBe(false);
      expect(gateKeepsFromRole(GATES, 'hr', route)).toBe(false);
      expect(gateKeepsFromRole(GATES, 'Staff', route)).toBe(true);
      expect(gateKeepsFromRole(GATES, 'Sales', route)).toBe(true);
    }
    expect(gateKeepsFromRole(GATES, 'Staff', '/apps/setting/competency/other')).toBe(false);
    expect(gateKeepsFromRole(GATES, 'Staff', '/apps/employees')).toBe(false);
  });
});

describe('menu flags per action (spec section 6)', () => {
  it('maps list/show to isView, create to isCreate, edit/delete to isEdit, export to isExport', () => {
    const route = '/apps/purchase/suppliers';
    expect(routeName(route)).toBe('apps-purchase-suppliers');
    expect(menuAllows(menu, staff, route, 'list')).toBe(true);
    expect(menuAllows(menu, staff, route, 'show')).toBe(true);
    expect(menuAllows(menu, staff, route, 'create')).toBe(true);
    expect(menuAllows(menu, staff, route, 'import')).toBe(true);
    expect(menuAllows(menu, staff, route, 'edit')).toBe(false);
    expect(menuAllows(menu, staff, route, 'delete')).toBe(false);
    expect(menuAllows(menu, staff, route, 'export')).toBe(false);
  });
  it('a route missing from the menu is refused, except for Admin', () => {
    expect(menuAllows(menu, staff, '/apps/order/order', 'list')).toBe(false);
    expect(menuAllows(menu, admin, '/apps/order/order', 'list')).toBe(true);
    expect(menuAllows(null, staff, '/apps/employees', 'list')).toBe(false);
  });
});

describe('route rule (spec section 6)', () => {
  it('needs a menu entry unless the route has an id parameter or a query', () => {
    expect(routeNeedsMenuEntry(false, '')).toBe(true);
    expect(routeNeedsMenuEntry(false, '?')).toBe(true);
    expect(routeNeedsMenuEntry(true, '')).toBe(false);
    expect(routeNeedsMenuEntry(false, '?tab=2')).toBe(false);
  });
});
