/** The declared hand-written screens (src/access/screens.ts): routes, actions and who may take them. */
import { describe, expect, it } from 'vitest';
import { meetsRequirement } from '../../../src/access/rules';
import { SCREENS, SCREENS_BY_NAME, screen } from '../../../src/access/screens';
import { defaultMenuRows } from '../../../mock-server/menu';
import { roleMenuFlags, roleScreenFlags } from '../../../mock-server/seed-access';
import { loadRegistry } from '../../../mock-server/schemas';
import { testUser } from '../../support/users';

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
      expect(SCREENS_BY_NAME.get(s.name)).toBe(s);
    }
    expect(SCREENS_BY_NAME.size).toBe(SCREENS.length);
    expect(() => screen('auditLog')).toThrow('Screen "auditLog" is not declared in src/access/screens.ts');
  });
});

describe('the screens with a menu entry', () => {
  const registry = loadRegistry();
  const areas = new Set(registry.areas.map((a) => a.name));
  const menuScreens = SCREENS.filter((s) => s.menu);

  it('sit in a known area, on a route no schema or other screen takes, with English and Thai labels', () => {
    const routes = new Set(registry.resources.map((r) => r.route));
    for (const s of menuScreens) {
      expect(areas.has(s.menu!.area), `${s.name}: area "${s.menu!.area}"`).toBe(true);
      expect(routes.has(s.route), `${s.name}: route ${s.route}`).toBe(false);
      routes.add(s.route);
      expect(s.menu!.label.en && s.menu!.label.th).toBeTruthy();
      expect(s.adminArea).toBeFalsy();
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
      (r) => roleMenuFlags('HR', r),
      (x) => roleScreenFlags('HR', x),
    );
    for (const s of menuScreens) {
      const siblings = hr.filter((r) => r.parentKey === `area:${s.menu!.area}`).map((r) => r.key);
      const schemas = registry.resources.filter((r) => r.area === s.menu!.area && roleMenuFlags('HR', r)).length;
      expect(siblings.indexOf(s.name)).toBeGreaterThanOrEqual(schemas);
    }
  });
});
