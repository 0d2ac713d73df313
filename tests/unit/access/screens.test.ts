/** The declared hand-written screens (schemas/_screens.json, in the registry): routes, actions and who may take them. */
import { describe, expect, it } from 'vitest';
import { meetsRequirement } from '../../../src/access/rules';
import { screenNamed } from '../../../src/access/screens';
import { defaultMenuRows } from '../../../mock-server/menu';
import { roleMenuFlags, roleScreenFlags } from '../../../mock-server/seed-access';
import { loadRegistry } from '../../../mock-server/schemas';
import { testUser } from '../../support/users';

const REGISTRY = loadRegistry();
const SCREENS = REGISTRY.manifest.screens;
const GATES = REGISTRY.manifest.menuGates;
const screen = (name: string) => screenNamed(REGISTRY, name);
const ADMIN_SCREENS = SCREENS.filter((s) => s.adminArea);

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
