/**
 * The schema loader (src/schema/loader/loader.ts, src/schema/loader/read-dir.ts): a valid set, the set as a whole, the error it
 * throws, files given with a directory, checks that must not fire on valid schemas, and the schemas on disk.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateJsonSchemas, staleJsonSchemas } from '../../../scripts/lib/json-schema';
import { loadSchemas, SchemaLoadError } from '../../../src/schema/loader/loader';
import { loadSchemaDir, readSchemaFiles, schemaFileNames, SCHEMAS_DIR } from '../../../src/schema/loader/read-dir';
import { AREAS, schemaFile as file, problemsOf } from '../../support/schema-files';
import { expectOnly, type Json, resource, text, withFields } from './loader-fixtures';

describe('loadSchemas: a valid set', () => {
  it('returns resources sorted by order then name, areas sorted by order, and a name index', () => {
    const reg = loadSchemas([
      AREAS,
      file(resource('beta', { order: 1 })),
      file(resource('alpha', { order: 1, route: '/apps/sales/alpha' })),
      file(resource('first', { order: 0, area: 'hr', route: '/apps/hr/first' })),
    ]);
    expect(reg.resources.map((r) => r.name)).toEqual(['first', 'alpha', 'beta']);
    expect(reg.areas.map((a) => a.name)).toEqual(['hr', 'sales']);
    expect(reg.byName.get('alpha')?.route).toBe('/apps/sales/alpha');
  });

  it('fills optionsFrom "resources" with every resource after the listed options', () => {
    const reg = loadSchemas([
      AREAS,
      file(
        withFields('rules', [
          { name: 'screen', type: 'select', options: [{ value: 'all', label: text('All') }], optionsFrom: 'resources' },
        ]),
      ),
      file(resource('things')),
    ]);
    const screen = reg.byName.get('rules')?.fields.find((f) => f.name === 'screen');
    expect(screen?.options).toEqual([
      { value: 'all', label: text('All') },
      { value: 'rules', label: text('rules list') },
      { value: 'things', label: text('things list') },
    ]);
  });

  it('accepts a file given with a directory path', () => {
    expect(() => loadSchemas([AREAS, { file: 'schemas/things.json', json: resource('things') }])).not.toThrow();
  });

  it('formats the error message as file: path: message, one line per problem', () => {
    try {
      loadSchemas([AREAS, file(resource('things', { titleField: 'nope' }))]);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe('Invalid schema:\n  things.json: $.titleField: unknown field "nope"');
    }
  });
});

describe('loadSchemas: the set', () => {
  it('areas file missing', () => {
    expect(() => loadSchemas([file(resource('things'))])).toThrow(SchemaLoadError);
    try {
      loadSchemas([file(resource('things'))]);
    } catch (error) {
      expect((error as SchemaLoadError).problems).toEqual([
        { file: '_areas.json', path: '$', message: 'the menu areas file is missing' },
      ]);
    }
  });

  it('a bad areas file', () => {
    try {
      loadSchemas([
        { file: '_areas.json', json: { areas: [{ name: 'sales', label: text('Sales') }] } },
        file(resource('things')),
      ]);
      expect.unreachable();
    } catch (error) {
      expect((error as SchemaLoadError).problems).toContainEqual({
        file: '_areas.json',
        path: '$.areas[0].order',
        message: 'Invalid input: expected number, received undefined',
      });
    }
  });

  it('unknown area', () => {
    expectOnly(problemsOf(file(resource('things', { area: 'warehouse' }))), 'things.json', '$.area', 'unknown area "warehouse"');
  });

  it('duplicate route names the file that has it first', () => {
    expectOnly(
      problemsOf(file(resource('alpha', { route: '/apps/sales/same' })), file(resource('beta', { route: '/apps/sales/same' }))),
      'beta.json',
      '$.route',
      'route already used by alpha.json',
    );
  });

  it('reports several errors in several files together, and loads nothing', () => {
    const problems = problemsOf(
      file(resource('alpha', { titleField: 'x', area: 'nowhere' })),
      file(
        withFields('beta', [
          { name: 'kind', type: 'select' },
          { name: 'n', type: 'integer', min: 3, max: 1 },
        ]),
      ),
      file(resource('gamma', { extra: 1 })),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'alpha.json', path: '$.titleField', message: 'unknown field "x"' },
        { file: 'alpha.json', path: '$.area', message: 'unknown area "nowhere"' },
        { file: 'beta.json', path: '$.fields[1].options', message: 'a select field needs options' },
        { file: 'beta.json', path: '$.fields[2].min', message: 'min is greater than max' },
        { file: 'gamma.json', path: '$', message: 'unknown key(s) "extra"' },
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});

describe('the error', () => {
  it('lists several problems under "Invalid schemas", one line each, and is named SchemaLoadError', () => {
    let caught: unknown;
    try {
      loadSchemas([AREAS, file(resource('things', { titleField: 'nope', defaultSort: { field: 'gone', order: 'asc' } }))]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SchemaLoadError);
    expect((caught as Error).name).toBe('SchemaLoadError');
    expect((caught as Error).message).toBe(
      'Invalid schemas:\n  things.json: $.titleField: unknown field "nope"\n  things.json: $.defaultSort.field: unknown field "gone"',
    );
  });

  it('says what a union expected when the value fits none of its kinds', () => {
    expect(problemsOf(file(withFields('things', [{ name: 'kind', type: 'select', options: [5] }])))).toEqual([
      { file: 'things.json', path: '$.fields[1].options[0]', message: 'expected string or object' },
    ]);
  });

  it('names every unknown key', () => {
    expect(problemsOf(file(resource('things', { colour: 'red', size: 2 })))).toEqual([
      { file: 'things.json', path: '$', message: 'unknown key(s) "colour", "size"' },
    ]);
  });

  it('expects the name of the file without its final .json', () => {
    expect(problemsOf(file(resource('things'), 'things.jsonc'))).toEqual([
      { file: 'things.jsonc', path: '$.name', message: 'expected "things.jsonc" (the file name)' },
    ]);
  });
});

describe('checks that must not fire on valid schemas', () => {
  it('a lone min, max, minLength or maxLength, and equal bounds, are fine', () => {
    expect(
      problemsOf(
        file(
          withFields('things', [
            { name: 'a', type: 'integer', min: 5 },
            { name: 'b', type: 'integer', max: -5 },
            { name: 'c', type: 'integer', min: 3, max: 3 },
            { name: 'd', type: 'text', minLength: 4 },
            { name: 'e', type: 'text', maxLength: 1 },
            { name: 'f', type: 'text', minLength: 2, maxLength: 2 },
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('columns on a non-table field are reported once, not checked as a table', () => {
    const columns = [
      { name: 'a', type: 'text' },
      { name: 'a', type: 'table' },
    ];
    expect(problemsOf(file(withFields('things', [{ name: 'note', type: 'text', fields: columns }])))).toEqual([
      { file: 'things.json', path: '$.fields[1].fields', message: 'only a table field has "fields"' },
    ]);
  });
});

describe('files given with a directory', () => {
  it('are known and reported by their base name, the areas file too', () => {
    expect(() =>
      loadSchemas([
        { file: 'schemas/_areas.json', json: AREAS.json },
        { file: 'schemas/things.json', json: resource('things') },
      ]),
    ).not.toThrow();
    try {
      loadSchemas([
        { file: 'schemas/_areas.json', json: AREAS.json },
        { file: 'schemas/things.json', json: resource('things', { titleField: 'nope' }) },
      ]);
      expect.unreachable();
    } catch (error) {
      expect((error as SchemaLoadError).problems).toEqual([
        { file: 'things.json', path: '$.titleField', message: 'unknown field "nope"' },
      ]);
    }
  });
});

describe('schemas on disk', () => {
  const dirs: string[] = [];
  const tempDir = (files: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('the real schemas in schemas/ all load', () => {
    const names = schemaFileNames();
    expect(names).toContain('_areas.json');
    expect(names).toContain('_screens.json');
    expect(names).not.toContain('schema.json');
    expect(names).not.toContain('areas.schema.json');
    expect(names).not.toContain('screens.schema.json');
    const registry = loadSchemaDir();
    // Every file but the areas and the screens manifest is a resource.
    expect(registry.resources.length).toBe(names.length - 2);
    expect(registry.areas.length).toBeGreaterThan(0);
    expect(registry.manifest.screens.length).toBeGreaterThan(0);
    for (const r of registry.resources) expect(registry.areas.some((a) => a.name === r.area)).toBe(true);
  });

  it('schemas/schema.json, areas.schema.json and screens.schema.json are up to date', () => {
    expect(staleJsonSchemas(SCHEMAS_DIR)).toEqual([]);
  });

  it('the generated JSON Schemas are deterministic and describe the recursive expression type', () => {
    const a = generateJsonSchemas();
    const b = generateJsonSchemas();
    expect(a).toEqual(b);
    const schema = JSON.parse(a.find((g) => g.file === 'schema.json')!.text) as Json;
    const defs = schema.definitions as Record<string, Json>;
    expect(JSON.stringify(defs.expression)).toContain('"$ref":"#/definitions/expression"');
    expect((schema.required as string[]).sort()).toEqual([
      'area',
      'fields',
      'label',
      'name',
      'pluralLabel',
      'route',
      'titleField',
    ]);
    const areas = JSON.parse(a.find((g) => g.file === 'areas.schema.json')!.text) as Json;
    expect(areas.required).toEqual(['areas']);
  });

  it('invalid JSON is reported with the file name, line and column, for every broken file', () => {
    const dir = tempDir({
      '_areas.json': JSON.stringify(AREAS.json),
      'good.json': '{}',
      'bad.json': '{\n  "name": "bad",\n}',
      'empty.json': '',
    });
    try {
      readSchemaFiles(dir);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaLoadError);
      const problems = (error as SchemaLoadError).problems;
      expect(problems.map((p) => p.file)).toEqual(['bad.json', 'empty.json']);
      expect(problems[0]!.path).toBe('$');
      expect(problems[0]!.message).toMatch(/^invalid JSON at line 3, column 1: /);
      expect(problems[1]!.message).toMatch(/^invalid JSON: Unexpected end of JSON input/);
    }
  });

  it('reads only .json files, sorted, skipping the generated JSON Schemas', () => {
    const dir = tempDir({
      'b.json': '{}',
      'a.json': '{}',
      'schema.json': '{}',
      'areas.schema.json': '{}',
      'notes.md': '#',
      '_areas.json': '{}',
    });
    expect(readSchemaFiles(dir).map((f) => f.file)).toEqual(['_areas.json', 'a.json', 'b.json']);
  });

  describe('scripts/schemas-check.ts', () => {
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schemas-check.ts', dir], { encoding: 'utf8' });
    const generated = () => Object.fromEntries(generateJsonSchemas().map((g) => [g.file, g.text]));

    it('prints "N schemas OK", and warns of each label without French or Arabic by file and path (issue 29)', () => {
      const dir = tempDir({
        ...generated(),
        '_areas.json': JSON.stringify(AREAS.json),
        'things.json': JSON.stringify(resource('things')),
      });
      const r = run(dir);
      // These fixtures carry English and Thai only: valid, each label named once, and the run still passes.
      expect(r.stderr).toContain('warning: things.json: $.label: no French (fr), no Arabic (ar)\n');
      expect(r.stderr).toContain('warning: _areas.json: $.areas[0].label: no French (fr), no Arabic (ar)\n');
      expect(
        r.stderr
          .split('\n')
          .filter(Boolean)
          .every((line) => line.startsWith('warning: ') || / without every language: /.test(line)),
      ).toBe(true);
      expect(r.stdout).toMatch(/^1 schemas OK/);
      expect(r.status).toBe(0);
    });

    it('exits 1 with file and parse error, no stack trace, on invalid JSON', () => {
      const dir = tempDir({ ...generated(), '_areas.json': JSON.stringify(AREAS.json), 'things.json': '{ "name": ' });
      const r = run(dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/things\.json: \$: invalid JSON/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });

    it('exits 1 with file, JSON path and expectation on a bad schema', () => {
      const dir = tempDir({
        ...generated(),
        '_areas.json': JSON.stringify(AREAS.json),
        'things.json': JSON.stringify(resource('things', { titleField: 'x' })),
      });
      const r = run(dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('things.json: $.titleField: unknown field "x"');
    });

    it('exits 1 when schema.json is out of date', () => {
      const dir = tempDir({
        ...generated(),
        'schema.json': '{"type":"object"}',
        '_areas.json': JSON.stringify(AREAS.json),
        'things.json': JSON.stringify(resource('things')),
      });
      const r = run(dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/schemas\/schema\.json is out of date/);
    });
  });
});
