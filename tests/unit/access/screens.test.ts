/**
 * The declared hand-written screens (schemas/_screens.json, in the registry) and the contract of each: its route,
 * where its menu entry sits and what it says in the four languages, and who may take each action it offers (a role,
 * or a special permission), decided as the browser and the server decide it (decideScreen). Every other action is
 * refused, to the Admin too.
 */
import { describe, expect, it } from 'vitest';
import { defaultMenuRows } from '../../../mock-server/access/menu';
import { loadRegistry } from '../../../mock-server/schemas/schemas';
import { roleMenuFlags, roleScreenFlags } from '../../../mock-server/seed/seed-access';
import { decideScreen } from '../../../src/access/decide';
import { routeName } from '../../../src/access/menu';
import { meetsRequirement } from '../../../src/access/rules';
import { screensInArea as inArea, screenNamed } from '../../../src/access/screens';
import type { PermissionData } from '../../../src/access/types';
import type { ResourceAction } from '../../../src/schema/meta/meta';
import { testUser } from '../../support/users';

const REGISTRY = loadRegistry();
const SCREENS = REGISTRY.manifest.screens;
const GATES = REGISTRY.manifest.menuGates;
const screen = (name: string) => screenNamed(REGISTRY, name);
const ADMIN_SCREENS = SCREENS.filter((s) => s.adminArea);
const screensInArea = (area: string) => inArea(REGISTRY, area);
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
  /** Its menu entry: [area, order, icon, English, Thai, French and Arabic label]. */
  menu: [string, number, string, string, string, string, string];
  /** An Administration screen (`adminArea`): its entry is the Admin's, seeded into no role's menu. */
  admin?: true;
  may: Partial<Record<ResourceAction, Who>>;
}
const ADMIN: Who = { roles: ['Admin'] };

const CONTRACT: Record<string, Contract> = {
  masterMenu: {
    route: '/apps/master/menu',
    menu: ['administration', 1, 'MenuOutlined', 'Menu management', 'จัดการเมนู', 'Gestion des menus', 'إدارة القوائم'],
    admin: true,
    may: { list: ADMIN },
  },
  roleMenu: {
    route: '/apps/master/rolemenu',
    menu: ['administration', 2, 'SettingOutlined', 'Role menu', 'เมนูตามบทบาท', 'Menu par rôle', 'قائمة الأدوار'],
    admin: true,
    may: { list: ADMIN, edit: ADMIN },
  },
  userPermissions: {
    route: '/apps/master/permission',
    menu: [
      'administration',
      3,
      'UserSwitchOutlined',
      'Assign User Permissions',
      'กำหนดสิทธิ์ผู้ใช้',
      'Attribuer les autorisations',
      'تعيين صلاحيات المستخدمين',
    ],
    admin: true,
    may: { list: ADMIN, edit: ADMIN },
  },
  schemaEditor: {
    route: '/apps/master/schemas',
    menu: ['administration', 4, 'DatabaseOutlined', 'Schema editor', 'แก้ไขสคีมา', 'Éditeur de schémas', 'محرر المخططات'],
    admin: true,
    may: { list: ADMIN, edit: ADMIN },
  },
  dashboardStatus: {
    route: '/apps/dashboard/status',
    menu: ['communication', 0, 'DashboardOutlined', 'My dashboard', 'แดชบอร์ดของฉัน', 'Mon tableau de bord', 'لوحة معلوماتي'],
    may: { list: { roles: STAFF } },
  },
  saleSummary: {
    route: '/apps/salesummary',
    menu: ['sales', 10, 'LineChartOutlined', 'Sale summary', 'สรุปยอดขาย', 'Synthèse des ventes', 'ملخص المبيعات'],
    may: { list: { roles: ['Admin', 'Sales'], permission: ['OrderManual', 'Create'] } },
  },
  costControl: {
    route: '/apps/sppcostcontrol',
    menu: ['purchase', 10, 'FundOutlined', 'Cost control', 'ควบคุมต้นทุน', 'Contrôle des coûts', 'مراقبة التكاليف'],
    may: { list: { roles: ['Admin'], permission: ['PR', 'Approve'] } },
  },
  hrHome: {
    route: '/apps/humanresource/home',
    menu: ['hr', 0, 'HomeOutlined', 'HR home', 'หน้าหลักงานบุคคล', 'Accueil RH', 'الصفحة الرئيسية للموارد البشرية'],
    may: { list: { roles: ['Admin', 'HR'] } },
  },
  reports: {
    route: '/apps/report',
    menu: ['documents', 10, 'BarChartOutlined', 'Reports', 'รายงาน', 'Rapports', 'التقارير'],
    may: { list: { roles: STAFF } },
  },
  pos: {
    route: '/apps/pos',
    menu: ['sales', 1, 'ShoppingCartOutlined', 'Point of sale', 'ขายหน้าร้าน', 'Point de vente', 'نقطة البيع'],
    may: { list: { roles: ['Admin', 'Sales'] }, create: { roles: ['Admin', 'Sales'] } },
  },
  posStock: {
    route: '/apps/pos/stock',
    menu: ['sales', 2, 'DatabaseOutlined', 'Stock levels', 'สต็อกคงเหลือ', 'Niveaux de stock', 'مستويات المخزون'],
    may: { list: { roles: ['Admin', 'Sales', 'HR'] } },
  },
  orderPickPack: {
    route: '/apps/orderpickpack',
    menu: ['sales', 3, 'ScanOutlined', 'Pick and pack', 'หยิบและแพ็คสินค้า', 'Préparation de commandes', 'تجهيز الطلبات وتغليفها'],
    may: { list: { roles: ['Admin'], permission: ['OrderPickPack', 'Pack'] } },
  },
  barcodeValidation: {
    route: '/apps/barcodevalidation',
    menu: [
      'sales',
      4,
      'BarcodeOutlined',
      'Barcode validation',
      'ตรวจสอบบาร์โค้ด',
      'Validation des codes-barres',
      'التحقق من الباركود',
    ],
    may: { list: { roles: ['Admin', 'Sales'] } },
  },
  corevalueView: {
    route: '/apps/corevalue/view',
    menu: ['recognition', 1, 'HeartOutlined', 'Super Heart', 'ซูเปอร์ฮาร์ท', 'Super Heart', 'سوبر هارت'],
    may: { list: { roles: EVERYONE } },
  },
  corevalueReport: {
    route: '/apps/corevalue/report',
    menu: [
      'recognition',
      2,
      'BarChartOutlined',
      'Super Heart report',
      'รายงานซูเปอร์ฮาร์ท',
      'Rapport Super Heart',
      'تقرير سوبر هارت',
    ],
    may: { list: { roles: ['Admin', 'HR'] }, export: { roles: ['Admin', 'HR'] } },
  },
  rewardsCatalogue: {
    route: '/apps/rewards',
    menu: ['recognition', 3, 'GiftOutlined', 'Rewards', 'แลกของรางวัล', 'Récompenses', 'المكافآت'],
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

describe('the administration screens', () => {
  it('are declared with their routes, in the Administration area', () => {
    expect(ADMIN_SCREENS.map(({ name, route, adminArea }) => ({ name, route, adminArea }))).toEqual([
      { name: 'masterMenu', route: '/apps/master/menu', adminArea: true },
      { name: 'roleMenu', route: '/apps/master/rolemenu', adminArea: true },
      { name: 'userPermissions', route: '/apps/master/permission', adminArea: true },
      { name: 'schemaEditor', route: '/apps/master/schemas', adminArea: true },
    ]);
  });

  it('have their menu entries under Administration, in this order, and no role is seeded with them (the Admin needs none)', () => {
    expect(ADMIN_SCREENS.map((s) => [s.name, s.menu?.area, s.menu?.icon, s.menu?.order])).toEqual([
      ['masterMenu', 'administration', 'MenuOutlined', 1],
      ['roleMenu', 'administration', 'SettingOutlined', 2],
      ['userPermissions', 'administration', 'UserSwitchOutlined', 3],
      ['schemaEditor', 'administration', 'DatabaseOutlined', 4],
    ]);
    for (const role of ['Admin', 'HR', 'Staff', 'Sales', 'Guest']) {
      const rows = defaultMenuRows(
        REGISTRY,
        1,
        () => null,
        (x) => roleScreenFlags(role, x),
      );
      for (const s of ADMIN_SCREENS)
        expect(
          rows.some((r) => r.key === s.name),
          `${role}: ${s.name}`,
        ).toBe(false);
    }
  });

  it('offer list (and edit where they change something) to the Admin role only', () => {
    expect(Object.keys(screen('masterMenu').access)).toEqual(['list']);
    expect(Object.keys(screen('roleMenu').access)).toEqual(['list', 'edit']);
    expect(Object.keys(screen('userPermissions').access)).toEqual(['list', 'edit']);
    for (const s of ADMIN_SCREENS)
      for (const req of Object.values(s.access)) {
        expect(req).toEqual({ roles: ['Admin'] });
        expect(meetsRequirement(req, testUser('Admin', 'E1'), null).allowed).toBe(true);
        expect(meetsRequirement(req, testUser('HR', 'E2'), null)).toEqual({ allowed: false, reason: 'This needs role Admin' });
      }
  });

  it('are found by name, and an undeclared name is a programming error', () => {
    for (const s of SCREENS) {
      expect(screen(s.name)).toBe(s);
      expect(REGISTRY.screensByName.get(s.name)).toBe(s);
    }
    expect(REGISTRY.screensByName.size).toBe(SCREENS.length);
    expect(() => screen('auditLog')).toThrow('Screen "auditLog" is not declared in schemas/_screens.json');
  });
});

describe('the screens with a menu entry', () => {
  const registry = REGISTRY;
  const areas = new Set(registry.areas.map((a) => a.name));
  /** Every declared screen has a menu entry; the ones outside Administration are seeded into the roles' menus. */
  const menuScreens = SCREENS.filter((s) => s.menu && !s.adminArea);

  it('sit in a known area, on a route no schema or other screen takes, labelled in English, Thai, French and Arabic', () => {
    expect(SCREENS.every((s) => s.menu)).toBe(true);
    expect(menuScreens.length).toBe(SCREENS.length - ADMIN_SCREENS.length);
    const routes = new Set(registry.resources.map((r) => r.route));
    for (const s of SCREENS) {
      expect(areas.has(s.menu!.area), `${s.name}: area "${s.menu!.area}"`).toBe(true);
      expect(routes.has(s.route), `${s.name}: route ${s.route}`).toBe(false);
      routes.add(s.route);
      const { en, th, fr, ar } = s.menu!.label;
      expect(en && th && fr && ar, s.name).toBeTruthy();
      // Arabic in Arabic script; French differs from English but for the programme's name (Super Heart).
      expect(ar, s.name).toMatch(/^[\u0600-\u06FF\s]+$/);
      if (en !== 'Super Heart') expect(fr, s.name).not.toBe(en);
    }
  });

  it("are in every role's seeded menu but Guest's, under their area, after the area's schemas", () => {
    for (const s of menuScreens) {
      for (const role of ['Admin', 'HR', 'Staff', 'Sales']) {
        const rows = defaultMenuRows(
          registry,
          1,
          () => null,
          (x) => roleScreenFlags(role, x),
        );
        const row = rows.find((r) => r.key === s.name);
        expect(row, `${role}: ${s.name}`).toMatchObject({ parentKey: `area:${s.menu!.area}`, path: s.route, isView: 'Y' });
      }
      const guest = defaultMenuRows(
        registry,
        1,
        () => null,
        (x) => roleScreenFlags('Guest', x),
      );
      expect(guest.some((r) => r.key === s.name)).toBe(false);
    }
    const hr = defaultMenuRows(
      registry,
      1,
      (r) => roleMenuFlags('HR', r, GATES),
      (x) => roleScreenFlags('HR', x),
    );
    for (const s of menuScreens) {
      const siblings = hr.filter((r) => r.parentKey === `area:${s.menu!.area}`).map((r) => r.key);
      const schemas = registry.resources.filter((r) => r.area === s.menu!.area && roleMenuFlags('HR', r, GATES)).length;
      expect(siblings.indexOf(s.name)).toBeGreaterThanOrEqual(schemas);
    }
  });
});

describe('the declared screens', () => {
  it('are exactly these, on these routes', () => {
    expect(SCREENS.map((s) => [s.name, s.route])).toEqual(Object.entries(CONTRACT).map(([name, c]) => [name, c.route]));
  });

  it('sit under their area (the Administration screens marked so) with their icon, place and label in four languages', () => {
    for (const [name, c] of Object.entries(CONTRACT)) {
      const s = screen(name);
      expect(s.adminArea, name).toBe(c.admin);
      const [area, order, icon, en, th, fr, ar] = c.menu;
      expect(s.menu, name).toEqual({ area, order, icon, label: { en, th, fr, ar } });
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

  it('lists the Administration screens in theirs', () => {
    expect(screensInArea('administration').map((s) => s.name)).toEqual([
      'masterMenu',
      'roleMenu',
      'userPermissions',
      'schemaEditor',
    ]);
  });

  it('lists nothing for an area without screens', () => {
    expect(screensInArea('nowhere')).toEqual([]);
    expect(screensInArea('admin')).toEqual([]);
    expect(screensInArea('')).toEqual([]);
  });
});
