/**
 * The hand-written screens are decided from data: the screens manifest the registry carries (schemas/_screens.json),
 * not a list in src/access. One screen per demo role, decided as the browser decides it (decideRequest over the
 * registry) and as the server does (decideScreen over the declaration it finds in the registry); a change of the
 * data changes the decision with no code; a registry that declares no screen knows none; the roles' homes.
 */
import { describe, expect, it } from 'vitest';
import { buildAbility, decideScreen, type AccessContext } from '../../../src/access/decide';
import { routeName, type MenuItem } from '../../../src/access/menu';
import { decideRequest } from '../../../src/access/request';
import { homeRoute, screenNamed } from '../../../src/access/screens';
import type { PermissionData } from '../../../src/access/types';
import { loadSchemas, type SchemaFile, type SchemaRegistry } from '../../../src/schema/loader/loader';
import { readSchemaFiles } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';

const ROLES = ['Admin', 'HR', 'Staff', 'Sales', 'Guest'] as const;
const FILES = readSchemaFiles();
const REGISTRY = loadSchemas(structuredClone(FILES));

/** A role's menu holding every declared screen with every flag (as seeded: the declaration decides). */
const fullMenu = (registry: SchemaRegistry): MenuItem[] =>
  registry.manifest.screens.map((s) => ({ to: routeName(s.route), isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }));
const ctx = (registry: SchemaRegistry, role: string, perms: PermissionData | null = null): AccessContext => ({
  user: testUser(role, 'E7'),
  perms,
  menu: fullMenu(registry),
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});
/** Who may list the screen: the browser's decision, checked against the server's. */
const listers = (registry: SchemaRegistry, name: string): string[] =>
  ROLES.filter((role) => {
    const browser = decideRequest(ctx(registry, role), registry, name, 'list');
    const server = decideScreen(ctx(registry, role), screenNamed(registry, name), 'list');
    expect(server, `${name} ${role}`).toEqual(browser);
    return browser.allowed;
  });

describe('one screen per role, decided from the manifest', () => {
  it("the Admin's: menu management, the Admin's alone", () => {
    expect(listers(REGISTRY, 'masterMenu')).toEqual(['Admin']);
  });
  it("HR's: HR home, for HR (and the Admin)", () => {
    expect(listers(REGISTRY, 'hrHome')).toEqual(['Admin', 'HR']);
  });
  it("Staff's: my dashboard, for every staff role, not the Guest", () => {
    expect(listers(REGISTRY, 'dashboardStatus')).toEqual(['Admin', 'HR', 'Staff', 'Sales']);
  });
  it("Sales': the point of sale, for Sales (and the Admin)", () => {
    expect(listers(REGISTRY, 'pos')).toEqual(['Admin', 'Sales']);
  });
  it("the Guest's: Super Heart names no role, so its declaration lets every role list it (the Guest's seeded menu leaves it out)", () => {
    expect(listers(REGISTRY, 'corevalueView')).toEqual([...ROLES]);
  });
});

describe('a change of the data changes the decision, with no code', () => {
  const edited = (change: (screens: Record<string, unknown>[]) => void): SchemaRegistry => {
    const files: SchemaFile[] = structuredClone(FILES);
    const manifest = files.find((f) => f.file === '_screens.json')!.json as { screens: Record<string, unknown>[] };
    change(manifest.screens);
    return loadSchemas(files);
  };

  it('the point of sale given to Staff too', () => {
    const registry = edited((screens) => {
      screens.find((s) => s.name === 'pos')!.access = { list: { roles: ['Admin', 'Sales', 'Staff'] } };
    });
    expect(listers(registry, 'pos')).toEqual(['Admin', 'Staff', 'Sales']);
  });

  it('HR home opened by a permission instead of a role', () => {
    const registry = edited((screens) => {
      screens.find((s) => s.name === 'hrHome')!.access = { list: { permission: ['Competency', 'View'] } };
    });
    const holder: PermissionData = { Competency: { View: [{ empCode: 'E7' }] } };
    expect(decideRequest(ctx(registry, 'Staff', holder), registry, 'hrHome', 'list')).toEqual({ allowed: true });
    expect(decideRequest(ctx(registry, 'HR'), registry, 'hrHome', 'list')).toEqual({
      allowed: false,
      reason: 'This needs the Competency View permission',
    });
  });

  it('a screen declared in the data is decided; one left out is an unknown name, to the Admin too', () => {
    const registry = edited((screens) => {
      screens.push({ name: 'stockTake', route: '/apps/stocktake', access: { list: { roles: ['Sales'] } } });
      screens.splice(
        screens.findIndex((s) => s.name === 'rewardsCatalogue'),
        1,
      );
    });
    expect(listers(registry, 'stockTake')).toEqual(['Admin', 'Sales']);
    expect(decideRequest(ctx(registry, 'Admin'), registry, 'rewardsCatalogue', 'list')).toEqual({
      allowed: false,
      reason: 'Unknown screen "rewardsCatalogue"',
    });
  });
});

describe('where the root sends each role (the roles in the manifest)', () => {
  it('the Guest to a new job application, every other role to the announcements', () => {
    const homes = Object.fromEntries(ROLES.map((role) => [role, homeRoute(REGISTRY, { role })]));
    expect(homes).toEqual({
      Admin: '/apps/announce',
      HR: '/apps/announce',
      Staff: '/apps/announce',
      Sales: '/apps/announce',
      Guest: '/apps/humanresource/jobapplication/0',
    });
    expect(homeRoute(REGISTRY, { role: 'guest' })).toBe('/apps/humanresource/jobapplication/0');
    expect(homeRoute(REGISTRY, { role: 'Auditor' })).toBe('/apps/announce');
  });

  it('nowhere when the manifest names no home', () => {
    expect(homeRoute(loadSchemas(FILES.filter((f) => f.file !== '_screens.json')), { role: 'Staff' })).toBeUndefined();
  });
});
