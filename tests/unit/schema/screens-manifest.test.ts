/**
 * The screens manifest (schemas/_screens.json, src/schema/meta/screens.ts and loader-screens.ts): the loader reads
 * it beside the schemas and refuses, with the file, the JSON path and what was expected, a screen in an unknown
 * area, a name or route taken twice, an action that is not a resource action, a label without English, a role the
 * manifest's roles do not know; `npm run schemas:check` reports the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateJsonSchemas } from '../../../scripts/lib/json-schema';
import { loadSchemas, type SchemaFile } from '../../../src/schema/loader/loader';
import { checkCandidate } from '../../../src/schema/loader/names';
import { loadSchemaDir, readSchemaFiles, SCHEMAS_DIR } from '../../../src/schema/loader/read-dir';
import { areasFile, loaderProblems, resourceFile } from '../../support/schema-files';

type Json = Record<string, unknown>;

const label = (en: string) => ({ en, th: `${en} (th)`, fr: `${en} (fr)`, ar: 'عربي' });
/** A screen in the area "sales" at /apps/<name>, listed by Admin and Sales. */
const screen = (name: string, over: Json = {}): Json => ({
  name,
  route: `/apps/${name}`,
  access: { list: { roles: ['Admin', 'Sales'] } },
  menu: { area: 'sales', label: label(name), icon: 'ShopOutlined', order: 1 },
  ...over,
});
const ROLES = [{ name: 'Admin' }, { name: 'Sales' }, { name: 'Guest', home: '/apps/sales/things/0' }];
const manifest = (screens: Json[], over: Json = {}): SchemaFile => ({
  file: '_screens.json',
  json: { home: '/apps/sales/things', roles: ROLES, screens, ...over },
});
const files = (...more: SchemaFile[]): SchemaFile[] => [
  areasFile('sales'),
  resourceFile('sales', 'things', [{ name: 'no', type: 'text' }]),
  ...more,
];
const problems = (screens: Json[], over: Json = {}) => loaderProblems(files(manifest(screens, over)));

describe('the screens manifest, loaded', () => {
  it('goes into the registry: the screens in the file order, by name, with the roles, their homes and the gates', () => {
    const gate = { routes: ['/apps/sales/things'], roles: ['Sales'], permissions: [['Things', 'Edit']] };
    const registry = loadSchemas(files(manifest([screen('zeta'), screen('alpha')], { menuGates: [gate] })));
    expect(registry.manifest.screens.map((s) => s.name)).toEqual(['zeta', 'alpha']);
    expect(registry.screensByName.get('alpha')).toBe(registry.manifest.screens[1]);
    expect(registry.manifest.roles).toEqual(ROLES);
    expect(registry.manifest.home).toBe('/apps/sales/things');
    expect(registry.manifest.menuGates).toEqual([gate]);
  });

  it('is optional: without it the registry declares no screen, no role, no gate', () => {
    const registry = loadSchemas(files());
    expect(registry.manifest).toEqual({ roles: [], menuGates: [], screens: [] });
    expect(registry.screensByName.size).toBe(0);
  });

  it("is the repository's: 16 screens, the demo roles, every label in four languages", () => {
    const registry = loadSchemaDir();
    expect(registry.manifest.screens).toHaveLength(16);
    expect(registry.manifest.roles.map((r) => r.name)).toEqual(['Admin', 'HR', 'Staff', 'Sales', 'Guest']);
    for (const s of registry.manifest.screens) expect(Object.keys(s.menu!.label), s.name).toEqual(['en', 'th', 'fr', 'ar']);
  });
});

describe('the loader refuses', () => {
  it('a menu entry in an area _areas.json does not have', () => {
    expect(problems([screen('pos', { menu: { area: 'nowhere', label: label('POS') } })])).toEqual([
      '_screens.json: $.screens[0].menu.area: unknown area "nowhere": expected one of sales (_areas.json)',
    ]);
  });

  it('a name declared twice', () => {
    expect(problems([screen('pos'), screen('pos', { route: '/apps/pos2' })])).toEqual([
      '_screens.json: $.screens[1].name: duplicate screen "pos" (also $.screens[0])',
    ]);
  });

  it("a resource's name (a can() on it would decide the schema, not the screen)", () => {
    expect(problems([screen('things')])).toEqual([
      '_screens.json: $.screens[0].name: "things" is a resource\'s name (things.json): a screen needs a name of its own',
    ]);
  });

  it('a route declared twice, or taken by a schema', () => {
    expect(problems([screen('pos'), screen('till', { route: '/apps/pos' })])).toEqual([
      '_screens.json: $.screens[1].route: route already used by the screen "pos" ($.screens[0])',
    ]);
    expect(problems([screen('pos', { route: '/apps/sales/things' })])).toEqual([
      '_screens.json: $.screens[0].route: route already used by things.json',
    ]);
  });

  it('an action that is not a resource action, and a screen offering none', () => {
    expect(problems([screen('pos', { access: { list: {}, approve: { roles: ['Admin'] } } })])).toEqual([
      '_screens.json: $.screens[0].access.approve: unknown action "approve": expected one of list, show, create, edit, delete, export',
    ]);
    expect(problems([screen('pos', { access: {} })])).toEqual([
      '_screens.json: $.screens[0].access: a screen offers at least one action (an action missing here is denied to everyone)',
    ]);
  });

  it('a menu label without English (or Thai); French and Arabic may be left out', () => {
    const { en: _en, ...noEnglish } = label('POS');
    expect(problems([screen('pos', { menu: { area: 'sales', label: noEnglish } })])).toEqual([
      '_screens.json: $.screens[0].menu.label.en: a menu label needs its English text ("en")',
    ]);
    expect(problems([screen('pos', { menu: { area: 'sales', label: { ...label('POS'), en: '' } } })])).toEqual([
      '_screens.json: $.screens[0].menu.label.en: a menu label needs its English text ("en")',
    ]);
    expect(problems([screen('pos', { menu: { area: 'sales', label: { en: 'POS' } } })])).toEqual([
      '_screens.json: $.screens[0].menu.label.th: a menu label needs its Thai text ("th")',
    ]);
    expect(problems([screen('pos', { menu: { area: 'sales', label: { en: 'POS', th: 'ขาย' } } })])).toEqual([]);
  });

  it("a role the manifest's roles do not know, in a screen's access or a gate; none are checked without the list", () => {
    const boss = screen('pos', { access: { list: { roles: ['Admin', 'Boss'] }, export: { roles: ['sales'] } } });
    const gate = { routes: ['/apps/pos'], roles: ['Chief'], permissions: [['Pos', 'View']] };
    expect(problems([boss], { menuGates: [gate] })).toEqual([
      '_screens.json: $.screens[0].access.list.roles[1]: unknown role "Boss": expected one of Admin, Sales, Guest ($.roles)',
      '_screens.json: $.menuGates[0].roles[0]: unknown role "Chief": expected one of Admin, Sales, Guest ($.roles)',
    ]);
    expect(problems([boss], { roles: undefined, home: undefined, menuGates: [gate] })).toEqual([]);
  });

  it('a role listed twice (names compare as the access rules compare them: case aside)', () => {
    expect(problems([screen('pos')], { roles: [...ROLES, { name: 'admin' }] })).toEqual([
      '_screens.json: $.roles[3].name: duplicate role "admin" (also $.roles[0])',
    ]);
  });

  it('a gate or a home that names no route of the app', () => {
    const gate = { routes: ['/apps/sales/nothing'], roles: ['Sales'], permissions: [['Things', 'Edit']] };
    expect(
      problems([screen('pos')], {
        menuGates: [gate],
        home: '/apps/elsewhere',
        roles: [{ name: 'Admin', home: '/apps/pos/7' }, { name: 'Sales', home: '/apps/posx' }, ROLES[2]],
      }),
    ).toEqual([
      '_screens.json: $.menuGates[0].routes[0]: unknown route "/apps/sales/nothing": expected a schema\'s or a screen\'s route',
      '_screens.json: $.home: unknown route "/apps/elsewhere": expected a schema\'s or a screen\'s route, or a path below one',
      '_screens.json: $.roles[1].home: unknown route "/apps/posx": expected a schema\'s or a screen\'s route, or a path below one',
    ]);
  });

  it('an icon that is not an @ant-design/icons icon (when the caller can tell)', () => {
    const isIcon = (name: string) => name === 'ShopOutlined';
    expect(() =>
      loadSchemas(files(manifest([screen('pos', { menu: { area: 'sales', label: label('POS'), icon: 'Shop' } })])), { isIcon }),
    ).toThrow(
      '_screens.json: $.screens[0].menu.icon: unknown icon "Shop": expected an @ant-design/icons name such as "TagsOutlined"',
    );
  });

  it('a malformed entry, with the path of what is wrong', () => {
    expect(problems([screen('Pos', { route: 'apps/pos', colour: 'red' })])).toEqual([
      '_screens.json: $.screens[0].name: a screen name is camelCase, starting with a lower-case letter',
      '_screens.json: $.screens[0].route: a route looks like /apps/area/screen',
      '_screens.json: $.screens[0]: unknown key(s) "colour"',
    ]);
  });

  it('every problem of the manifest and of the schemas in one error', () => {
    const bad = resourceFile('sales', 'others', [{ name: 'no', type: 'text' }], { titleField: 'x' });
    expect(loaderProblems([...files(manifest([screen('pos', { access: { approve: {} } })])), bad])).toEqual([
      'others.json: $.titleField: unknown field "x"',
      '_screens.json: $.screens[0].access.approve: unknown action "approve": expected one of list, show, create, edit, delete, export',
    ]);
  });
});

describe('createdOn: records made on a hand-written screen', () => {
  const made = (createdOn: string) =>
    loaderProblems([
      areasFile('sales'),
      resourceFile('sales', 'things', [{ name: 'no', type: 'text' }], { createdOn }),
      manifest([screen('pos')]),
    ]);
  it('names a route of the manifest, or the loader says which route no screen has', () => {
    expect(made('/apps/pos')).toEqual([]);
    expect(made('/apps/till')).toEqual(['things.json: $.createdOn: no hand-written screen has the route "/apps/till"']);
  });
  it("the product's POS receipts are made on the counter", () => {
    expect(loadSchemaDir().byName.get('posSales')!.createdOn).toBe('/apps/pos');
  });
});

describe('the schema editor', () => {
  it("refuses a new schema named as a screen, naming the manifest's entry", () => {
    const current = files(manifest([screen('pos')]));
    const check = checkCandidate(current, 'pos', {
      ...(resourceFile('sales', 'pos', [{ name: 'no', type: 'text' }]).json as Json),
    });
    expect(check).toEqual({
      ok: false,
      errors: [
        {
          path: '$',
          message: '_screens.json: $.screens[0].name: "pos" is a resource\'s name (pos.json): a screen needs a name of its own',
        },
      ],
    });
  });
});

describe('npm run schemas:check', () => {
  const tempDir = (entries: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'screens-manifest-'));
    for (const [name, text] of Object.entries(entries)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const generated = () => Object.fromEntries(generateJsonSchemas().map((g) => [g.file, g.text]));
  const run = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schemas-check.ts', dir], { encoding: 'utf8' });
  const asFiles = (list: SchemaFile[]) => Object.fromEntries(list.map((f) => [f.file, JSON.stringify(f.json)]));

  it('counts the screens of a good manifest', () => {
    const r = run(tempDir({ ...generated(), ...asFiles(files(manifest([screen('pos'), screen('till')]))) }));
    // Only the warnings of labels without French or Arabic (these fixtures carry English and Thai).
    expect(
      r.stderr.split('\n').filter((line) => line && !line.startsWith('warning: ') && !/ without every language: /.test(line)),
    ).toEqual([]);
    expect(r.stdout).toBe('1 schemas OK (1 areas, 2 hand-written screens)\n');
    expect(r.status).toBe(0);
  });

  it("reports the manifest's problems with file and JSON path, and exits 1", () => {
    const bad = [screen('pos', { menu: { area: 'nowhere', label: label('POS') } }), screen('pos', { access: { approve: {} } })];
    const r = run(tempDir({ ...generated(), ...asFiles(files(manifest(bad))) }));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('_screens.json: $.screens[0].menu.area: unknown area "nowhere"');
    expect(r.stderr).toContain('_screens.json: $.screens[1].name: duplicate screen "pos" (also $.screens[0])');
    expect(r.stderr).toContain('_screens.json: $.screens[1].access.approve: unknown action "approve"');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("passes on the repository's schemas directory, whose manifest is read like the schemas", () => {
    expect(readSchemaFiles(SCHEMAS_DIR).some((f) => f.file === '_screens.json')).toBe(true);
    const r = run(SCHEMAS_DIR);
    expect(r.stdout).toMatch(/^\d+ schemas OK \(11 areas, 16 hand-written screens\)\n$/);
    expect(r.status).toBe(0);
  });
});
