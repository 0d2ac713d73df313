/**
 * The contract of each declared hand-written screen (src/access/screens.ts): its route, where its menu entry
 * sits and what it says, and who may take each action it offers (a role, or a special permission), decided
 * as the browser and the server decide it (decideScreen). Every other action is refused, to the Admin too.
 */
import { describe, expect, it } from 'vitest';
import { decideScreen } from '../../../src/access/decide';
import { routeName } from '../../../src/access/menu';
import { SCREENS, screen, screensInArea } from '../../../src/access/screens';
import type { PermissionData } from '../../../src/access/types';
import type { ResourceAction } from '../../../src/schema/meta';
import { testUser } from '../../support/users';

const ROLES = ['Admin', 'HR', 'Staff', 'Sales', 'Guest'] as const;
const ACTIONS: readonly ResourceAction[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];
const STAFF = ['Admin', 'HR', 'Staff', 'Sales'];
const EVERYONE = [...ROLES];

/** Who may take an action: these roles, and anyone holding `permission` (docType, action). */
interface Who {
  roles: readonly string[];
  permission?: [string, string];
}
interface Contract {
  route: string;
  /** 'admin': the Administration area; else [area, order, icon, English label, Thai label]. */
  menu: 'admin' | [string, number, string, string, string];
  may: Partial<Record<ResourceAction, Who>>;
}

const ADMIN: Who = { roles: ['Admin'] };
const CONTRACT: Record<string, Contract> = {
  masterMenu: { route: '/apps/master/menu', menu: 'admin', may: { list: ADMIN } },
  roleMenu: { route: '/apps/master/rolemenu', menu: 'admin', may: { list: ADMIN, edit: ADMIN } },
  userPermissions: { route: '/apps/master/permission', menu: 'admin', may: { list: ADMIN, edit: ADMIN } },
  schemaEditor: { route: '/apps/master/schemas', menu: 'admin', may: { list: ADMIN, edit: ADMIN } },
  dashboardStatus: {
    route: '/apps/dashboard/status',
    menu: ['communication', 0, 'DashboardOutlined', 'My dashboard', 'แดชบอร์ดของฉัน'],
    may: { list: { roles: STAFF } },
  },
  saleSummary: {
    route: '/apps/salesummary',
    menu: ['sales', 10, 'LineChartOutlined', 'Sale summary', 'สรุปยอดขาย'],
    may: { list: { roles: ['Admin', 'Sales'], permission: ['OrderManual', 'Create'] } },
  },
  costControl: {
    route: '/apps/sppcostcontrol',
    menu: ['purchase', 10, 'FundOutlined', 'Cost control', 'ควบคุมต้นทุน'],
    may: { list: { roles: ['Admin'], permission: ['PR', 'Approve'] } },
  },
  hrHome: {
    route: '/apps/humanresource/home',
    menu: ['hr', 0, 'HomeOutlined', 'HR home', 'หน้าหลักงานบุคคล'],
    may: { list: { roles: ['Admin', 'HR'] } },
  },
  reports: {
    route: '/apps/report',
    menu: ['documents', 10, 'BarChartOutlined', 'Reports', 'รายงาน'],
    may: { list: { roles: STAFF } },
  },
  pos: {
    route: '/apps/pos',
    menu: ['sales', 1, 'ShoppingCartOutlined', 'Point of sale', 'ขายหน้าร้าน'],
    may: { list: { roles: ['Admin', 'Sales'] }, create: { roles: ['Admin', 'Sales'] } },
  },
  posStock: {
    route: '/apps/pos/stock',
    menu: ['sales', 2, 'DatabaseOutlined', 'Stock levels', 'สต็อกคงเหลือ'],
    may: { list: { roles: ['Admin', 'Sales', 'HR'] } },
  },
  orderPickPack: {
    route: '/apps/orderpickpack',
    menu: ['sales', 3, 'ScanOutlined', 'Pick and pack', 'หยิบและแพ็คสินค้า'],
    may: { list: { roles: ['Admin'], permission: ['OrderPickPack', 'Pack'] } },
  },
  barcodeValidation: {
    route: '/apps/barcodevalidation',
    menu: ['sales', 4, 'BarcodeOutlined', 'Barcode validation', 'ตรวจสอบบาร์โค้ด'],
    may: { list: { roles: ['Admin', 'Sales'] } },
  },
  corevalueView: {
    route: '/apps/corevalue/view',
    menu: ['recognition', 1, 'HeartOutlined', 'Super Heart', 'ซูเปอร์ฮาร์ท'],
    may: { list: { roles: EVERYONE } },
  },
  corevalueReport: {
    route: '/apps/corevalue/report',
    menu: ['recognition', 2, 'BarChartOutlined', 'Super Heart report', 'รายงานซูเปอร์ฮาร์ท'],
    may: { list: { roles: ['Admin', 'HR'] }, export: { roles: ['Admin', 'HR'] } },
  },
  rewardsCatalogue: {
    route: '/apps/rewards',
    menu: ['recognition', 3, 'GiftOutlined', 'Rewards', 'แลกของรางวัล'],
    may: { list: { roles: EVERYONE } },
  },
};

/** A role menu holding the screen's entry with every flag on (as seeded), so the declaration decides. */
const fullMenu = (route: string) => [
  {
    title: 'Area',
    children: [{ title: 'Screen', to: routeName(route), isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }],
  },
];
const holding = (empCode: string, [docType, action]: [string, string]): PermissionData => ({
  [docType]: { [action]: [{ empCode }] },
});
const decision = (name: string, role: string, action: ResourceAction, perms: PermissionData | null = null) =>
  decideScreen(
    { user: testUser(role, 'E7'), perms, menu: fullMenu(screen(name).route) as never, ability: null },
    screen(name),
    action,
  );
const decide = (name: string, role: string, action: ResourceAction, perms: PermissionData | null = null) =>
  decision(name, role, action, perms).allowed;
/** The refusal a user reads: who may take the action. */
const needs = ({ roles, permission }: Who) =>
  `This needs ${[...(permission ? [`the ${permission[0]} ${permission[1]} permission`] : []), `role ${roles.join(' or ')}`].join(' or ')}`;

describe('the declared screens', () => {
  it('are exactly these, on these routes', () => {
    expect(SCREENS.map((s) => [s.name, s.route])).toEqual(Object.entries(CONTRACT).map(([name, c]) => [name, c.route]));
  });

  it('sit in the Administration area, or under their area with their icon, place and English and Thai label', () => {
    for (const [name, c] of Object.entries(CONTRACT)) {
      const s = screen(name);
      if (c.menu === 'admin') {
        expect(s.adminArea, name).toBe(true);
        expect(s.menu, name).toBeUndefined();
        continue;
      }
      const [area, order, icon, en, th] = c.menu;
      expect(s.adminArea, name).toBeUndefined();
      expect(s.menu, name).toEqual({ area, order, icon, label: { en, th } });
    }
  });

  it('offer only their actions, to the roles and permission holders named, and no other action to anyone', () => {
    for (const [name, c] of Object.entries(CONTRACT)) {
      expect(Object.keys(screen(name).access), name).toEqual(Object.keys(c.may));
      for (const action of ACTIONS) {
        const who = c.may[action];
        for (const role of ROLES)
          expect(decide(name, role, action), `${name} ${action} ${role}`).toBe(who?.roles.includes(role) ?? false);
        if (!who) {
          expect(decision(name, 'Admin', action).reason).toBe(`The ${name} screen offers no ${action}`);
          continue;
        }
        if (!who.roles.includes('Guest')) expect(decision(name, 'Guest', action).reason, `${name} ${action}`).toBe(needs(who));
        if (!who.permission) continue;
        const [docType, verb] = who.permission;
        expect(decide(name, 'Staff', action, holding('E7', who.permission)), `${name} ${action} by permission`).toBe(true);
        expect(decide(name, 'Guest', action, holding('E7', who.permission)), `${name} ${action} by permission`).toBe(true);
        expect(decide(name, 'Staff', action, holding('E8', who.permission)), `${name}: another's permission`).toBe(false);
        expect(decide(name, 'Staff', action, holding('E7', [docType, `${verb}x`])), `${name}: another action`).toBe(false);
        expect(decide(name, 'Staff', action, holding('E7', [`${docType}x`, verb])), `${name}: another document`).toBe(false);
      }
    }
  });

  it('grant nothing by permission where none is named', () => {
    const every: PermissionData = { OrderManual: { Create: [{ empCode: 'E7' }] }, PR: { Approve: [{ empCode: 'E7' }] } };
    expect(decide('hrHome', 'Staff', 'list', every)).toBe(false);
    expect(decide('masterMenu', 'HR', 'list', every)).toBe(false);
  });
});

describe('screensInArea', () => {
  it("lists an area's screens in their order, whatever their order of declaration", () => {
    expect(screensInArea('sales').map((s) => s.name)).toEqual([
      'pos',
      'posStock',
      'orderPickPack',
      'barcodeValidation',
      'saleSummary',
    ]);
    expect(screensInArea('recognition').map((s) => s.name)).toEqual(['corevalueView', 'corevalueReport', 'rewardsCatalogue']);
    expect(screensInArea('hr').map((s) => s.name)).toEqual(['hrHome']);
    expect(screensInArea('communication').map((s) => s.name)).toEqual(['dashboardStatus']);
  });

  it('lists nothing for an area without screens, nor for the Administration area (its screens have no menu entry)', () => {
    expect(screensInArea('nowhere')).toEqual([]);
    expect(screensInArea('admin')).toEqual([]);
    expect(screensInArea('')).toEqual([]);
  });
});
