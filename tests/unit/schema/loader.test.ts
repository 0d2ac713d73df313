import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError, type SchemaProblem } from '../../../src/schema/loader';
import { generateJsonSchemas, staleJsonSchemas } from '../../../scripts/lib/json-schema';
import { loadSchemaDir, readSchemaFiles, schemaFileNames, SCHEMAS_DIR } from '../../../src/schema/read-dir';
import { AREAS, problemsOf, schemaFile as file } from '../../support/schemas';

type Json = Record<string, unknown>;

const text = (en: string) => ({ en, th: `${en} (th)` });

/** A small valid resource; `over` replaces top-level keys. */
function resource(name: string, over: Json = {}): Json {
  return {
    name,
    label: text(name),
    pluralLabel: text(`${name}s`),
    area: 'sales',
    route: `/apps/sales/${name}`,
    titleField: 'title',
    fields: [{ name: 'title', type: 'text' }],
    ...over,
  };
}

/** A valid resource with the given fields (title first). */
const withFields = (name: string, fields: Json[], over: Json = {}) =>
  resource(name, { fields: [{ name: 'title', type: 'text' }, ...fields], ...over });

/** Loads the files (areas added) and returns the problems; [] when they load. */
/** Expects exactly one problem, at `path` in `fileName`, with a message matching `message`. */
function expectOnly(problems: SchemaProblem[], fileName: string, path: string, message: RegExp | string): void {
  expect(problems).toHaveLength(1);
  const [p] = problems;
  expect(p!.file).toBe(fileName);
  expect(p!.path).toBe(path);
  if (typeof message === 'string') expect(p!.message).toBe(message);
  else expect(p!.message).toMatch(message);
}

const workflowFor = (over: Json = {}): Json => ({
  field: 'status',
  initial: 'draft',
  states: [
    { value: 'draft', label: text('Draft') },
    { value: 'done', label: text('Done') },
  ],
  transitions: [{ action: 'finish', label: text('Finish'), from: ['draft'], to: 'done', allow: { roles: ['Admin'] } }],
  ...over,
});

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
      { value: 'rules', label: text('ruless') },
      { value: 'things', label: text('thingss') },
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

describe('loadSchemas: shape errors from the meta-schema', () => {
  it('missing key', () => {
    const { label: _label, ...json } = resource('things');
    expectOnly(problemsOf(file(json)), 'things.json', '$.label', /expected object, received undefined/);
  });

  it('missing key inside a localized text', () => {
    expectOnly(problemsOf(file(resource('things', { label: { en: 'Thing' } }))), 'things.json', '$.label.th', /expected string/);
  });

  it('wrong type', () => {
    expectOnly(
      problemsOf(file(resource('things', { order: 'first' }))),
      'things.json',
      '$.order',
      /expected number, received string/,
    );
  });

  it('unknown key at the top and inside a field', () => {
    expectOnly(problemsOf(file(resource('things', { colour: 'red' }))), 'things.json', '$', 'unknown key(s) "colour"');
    expectOnly(
      problemsOf(file(resource('things', { fields: [{ name: 'title', type: 'text', hidden: true }] }))),
      'things.json',
      '$.fields[0]',
      'unknown key(s) "hidden"',
    );
  });

  it('bad enum: field type, sort order, access action', () => {
    expectOnly(
      problemsOf(file(resource('things', { fields: [{ name: 'title', type: 'txt' }] }))),
      'things.json',
      '$.fields[0].type',
      /^expected one of text, textarea, richtext, .*status$/,
    );
    expectOnly(
      problemsOf(file(resource('things', { defaultSort: { field: 'title', order: 'up' } }))),
      'things.json',
      '$.defaultSort.order',
      'expected one of asc, desc',
    );
    expectOnly(
      problemsOf(file(resource('things', { access: { update: {} } }))),
      'things.json',
      '$.access',
      'unknown key(s) "update"',
    );
  });

  it('a union names what it expected: option objects need a label, span is 1 or 2', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'kind', type: 'select', options: [{ value: 'a' }] }]))),
      'things.json',
      '$.fields[1].options[0].label',
      /expected object/,
    );
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'note', type: 'text', span: 3 }]))),
      'things.json',
      '$.fields[1].span',
      /1.*2/,
    );
  });

  it('bad resource name and bad route', () => {
    const problems = problemsOf(file(resource('Things', { route: '/things' }), 'Things.json'));
    expect(problems).toEqual([
      { file: 'Things.json', path: '$.name', message: 'a resource name is camelCase, starting with a lower-case letter' },
      { file: 'Things.json', path: '$.route', message: 'a route looks like /apps/area/screen' },
    ]);
  });

  it('bad field name', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: '2nd-title', type: 'text' }]))),
      'things.json',
      '$.fields[1].name',
      'a field name is letters, digits and _ and starts with a letter',
    );
  });

  it('an expression object with two operator keys', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'note', type: 'text', visibleIf: { '==': [1, 1], '!=': [1, 2] } }]))),
      'things.json',
      '$.fields[1].visibleIf',
      'an expression object must have exactly one operator key',
    );
  });

  it('a resource with no fields', () => {
    expectOnly(problemsOf(file(resource('things', { fields: [] }))), 'things.json', '$.fields', /at least 1|>=1/i);
  });
});

describe('loadSchemas: meaning errors', () => {
  it('unknown section', () => {
    expectOnly(
      problemsOf(
        file(
          withFields('things', [{ name: 'note', type: 'text', section: 'extra' }], {
            sections: [{ name: 'main', label: text('Main') }],
          }),
        ),
      ),
      'things.json',
      '$.fields[1].section',
      'unknown section "extra"',
    );
  });

  it('select and multiselect without options', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'kind', type: 'select' }]))),
      'things.json',
      '$.fields[1].options',
      'a select field needs options',
    );
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'kinds', type: 'multiselect', options: [] }]))),
      'things.json',
      '$.fields[1].options',
      'a multiselect field needs options',
    );
  });

  it('reference without a resource, or to an unknown resource', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'owner', type: 'reference' }]))),
      'things.json',
      '$.fields[1].resource',
      'a reference field needs the resource it points to',
    );
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'owner', type: 'reference', resource: 'people' }]))),
      'things.json',
      '$.fields[1].resource',
      'unknown resource "people"',
    );
    // ...and a reference to a resource of the same set loads.
    expect(
      problemsOf(
        file(withFields('things', [{ name: 'owner', type: 'reference', resource: 'people' }])),
        file(resource('people')),
      ),
    ).toEqual([]);
  });

  it('computed without formula', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'total', type: 'computed' }]))),
      'things.json',
      '$.fields[1].formula',
      'a computed field needs a formula',
    );
  });

  it('table without fields, and columns on a non-table field', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'lines', type: 'table' }]))),
      'things.json',
      '$.fields[1].fields',
      'a table field needs its columns in "fields"',
    );
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'note', type: 'text', fields: [{ name: 'x', type: 'text' }] }]))),
      'things.json',
      '$.fields[1].fields',
      'only a table field has "fields"',
    );
  });

  it('nested table', () => {
    const problems = problemsOf(
      file(withFields('things', [{ name: 'lines', type: 'table', fields: [{ name: 'sub', type: 'table' }] }])),
    );
    expect(problems).toContainEqual({
      file: 'things.json',
      path: '$.fields[1].fields[0].type',
      message: 'tables cannot be nested',
    });
  });

  it('duplicate field, and duplicate column in a table', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'title', type: 'textarea' }]))),
      'things.json',
      '$.fields[1].name',
      'duplicate field "title"',
    );
    expectOnly(
      problemsOf(
        file(
          withFields('things', [
            {
              name: 'lines',
              type: 'table',
              fields: [
                { name: 'qty', type: 'integer' },
                { name: 'qty', type: 'number' },
              ],
            },
          ]),
        ),
      ),
      'things.json',
      '$.fields[1].fields[1].name',
      'duplicate field "qty"',
    );
  });

  it('reserved field names', () => {
    for (const name of ['id', 'createdAt', 'updatedAt', 'createdBy'])
      expectOnly(
        problemsOf(file(withFields('things', [{ name, type: 'text' }]))),
        'things.json',
        '$.fields[1].name',
        `"${name}" is kept by the system`,
      );
  });

  it('unknown titleField and ownerField (createdBy is allowed as owner)', () => {
    expectOnly(
      problemsOf(file(resource('things', { titleField: 'name' }))),
      'things.json',
      '$.titleField',
      'unknown field "name"',
    );
    expectOnly(
      problemsOf(file(resource('things', { ownerField: 'author' }))),
      'things.json',
      '$.ownerField',
      'unknown field "author"',
    );
    expect(problemsOf(file(resource('things', { ownerField: 'createdBy' })))).toEqual([]);
  });

  it('naming without a counter, and naming an unknown field', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'no', type: 'text' }], { naming: { field: 'no', pattern: 'T-{YYYY}' } }))),
      'things.json',
      '$.naming.pattern',
      'expected a counter such as {####}',
    );
    expectOnly(
      problemsOf(file(resource('things', { naming: { field: 'no', pattern: 'T-{####}' } }))),
      'things.json',
      '$.naming.field',
      'unknown field "no"',
    );
  });

  it('naming with two counters, or an unknown token', () => {
    const withNo = (pattern: string) =>
      file(withFields('things', [{ name: 'no', type: 'text' }], { naming: { field: 'no', pattern } }));
    expectOnly(problemsOf(withNo('T-{###}-{##}')), 'things.json', '$.naming.pattern', 'expected one counter, found 2');
    expectOnly(
      problemsOf(withNo('T-{YYY}{M}-{####}')),
      'things.json',
      '$.naming.pattern',
      'unknown token(s) {YYY}, {M}: expected {YYYY}, {YY}, {MM}, {DD}, {$settings.<field>} or a counter {###}',
    );
    expect(problemsOf(withNo('T{YY}{MM}{DD}/{YYYY}-{#}'))).toEqual([]);
  });

  it('defaultSort on an unknown field; system fields are allowed', () => {
    expectOnly(
      problemsOf(file(resource('things', { defaultSort: { field: 'date', order: 'desc' } }))),
      'things.json',
      '$.defaultSort.field',
      'unknown field "date"',
    );
    expect(problemsOf(file(resource('things', { defaultSort: { field: 'createdAt', order: 'desc' } })))).toEqual([]);
  });

  it('defaultSort as a list: each field checked, first deciding first (defaultSorters)', async () => {
    const sorts = [
      { field: 'createdAt', order: 'desc' },
      { field: 'gone', order: 'asc' },
    ];
    expectOnly(
      problemsOf(file(resource('things', { defaultSort: sorts }))),
      'things.json',
      '$.defaultSort[1].field',
      'unknown field "gone"',
    );
    const { defaultSorters } = await import('../../../src/schema/describe');
    expect(
      defaultSorters({
        defaultSort: [
          { field: 'pinned', order: 'desc' },
          { field: 'publishDate', order: 'desc' },
        ],
      }),
    ).toEqual([
      { field: 'pinned', order: 'desc' },
      { field: 'publishDate', order: 'desc' },
    ]);
    expect(defaultSorters({ defaultSort: { field: 'title', order: 'asc' } })).toEqual([{ field: 'title', order: 'asc' }]);
    expect(defaultSorters({})).toEqual([]);
    expect(problemsOf(file(resource('things', { defaultSort: [] })))).not.toEqual([]);
  });

  describe('workflow', () => {
    const statusField = { name: 'status', type: 'status' };

    it('a correct workflow loads', () => {
      expect(problemsOf(file(withFields('things', [statusField], { workflow: workflowFor() })))).toEqual([]);
    });

    it('unknown field', () => {
      const problems = problemsOf(file(resource('things', { workflow: workflowFor() })));
      expectOnly(problems, 'things.json', '$.workflow.field', 'unknown field "status"');
    });

    it('a field that is not of type status', () => {
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'status', type: 'text' }], { workflow: workflowFor() }))),
        'things.json',
        '$.workflow.field',
        'expected a field of type "status", got "text"',
      );
    });

    it('unknown initial state', () => {
      expectOnly(
        problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ initial: 'new' }) }))),
        'things.json',
        '$.workflow.initial',
        'unknown state "new"',
      );
    });

    it('unknown from and to states', () => {
      const transitions = [{ action: 'finish', label: text('Finish'), from: ['draft', 'open'], to: 'closed', allow: {} }];
      const problems = problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ transitions }) })));
      expect(problems).toEqual([
        { file: 'things.json', path: '$.workflow.transitions[0].from[1]', message: 'unknown state "open"' },
        { file: 'things.json', path: '$.workflow.transitions[0].to', message: 'unknown state "closed"' },
      ]);
    });

    it('unknown state in editableIn', () => {
      expectOnly(
        problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ editableIn: ['draft', 'drafted'] }) }))),
        'things.json',
        '$.workflow.editableIn[1]',
        'unknown state "drafted"',
      );
    });

    it('two transitions with the same action', () => {
      const t = { action: 'finish', label: text('Finish'), from: ['draft'], to: 'done', allow: {} };
      expectOnly(
        problemsOf(
          file(withFields('things', [statusField], { workflow: workflowFor({ transitions: [t, { ...t, from: ['done'] }] }) })),
        ),
        'things.json',
        '$.workflow.transitions[1].action',
        'duplicate action "finish"',
      );
    });

    it('a bad action name', () => {
      const transitions = [{ action: 'Finish-Now', label: text('Finish'), from: ['draft'], to: 'done', allow: {} }];
      expectOnly(
        problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ transitions }) }))),
        'things.json',
        '$.workflow.transitions[0].action',
        'an action name is camelCase letters',
      );
    });

    it('status field without a workflow, in the record or in a child table', () => {
      expectOnly(
        problemsOf(file(withFields('things', [statusField]))),
        'things.json',
        '$.fields[1].type',
        'a status field needs a workflow that drives it',
      );
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'lines', type: 'table', fields: [statusField] }]))),
        'things.json',
        '$.fields[1].fields[0].type',
        'a status field needs a workflow that drives it',
      );
    });
  });

  describe('conditions and formulas', () => {
    it('unknown operator', () => {
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'note', type: 'text', visibleIf: { like: [{ var: 'title' }, 'x'] } }]))),
        'things.json',
        '$.fields[1].visibleIf',
        /^unknown operator "like", expected one of var, ==/,
      );
    });

    it('unknown var, with the path inside the expression', () => {
      expectOnly(
        problemsOf(
          file(
            withFields('things', [{ name: 'note', type: 'text', requiredIf: { and: [true, { '==': [{ var: 'kind' }, 'x'] }] } }]),
          ),
        ),
        'things.json',
        '$.fields[1].requiredIf.and[1].==[0].var',
        'unknown field "kind"',
      );
    });

    it('vars may be system fields, dotted paths of known fields, and columns inside a table', () => {
      const lines = {
        name: 'lines',
        type: 'table',
        fields: [
          { name: 'price', type: 'money' },
          { name: 'qty', type: 'integer' },
          { name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, { var: 'qty' }] } },
        ],
      };
      const fields = [
        lines,
        { name: 'when', type: 'text', visibleIf: { '!': { var: 'createdAt' } } },
        { name: 'first', type: 'computed', formula: { var: 'lines.0.total' } },
        { name: 'sum', type: 'computed', formula: { sum: [{ var: 'lines' }, { var: 'total' }] } },
      ];
      expect(problemsOf(file(withFields('things', fields)))).toEqual([]);
    });

    it('a column formula referring to an unknown column', () => {
      const lines = {
        name: 'lines',
        type: 'table',
        fields: [{ name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, 2] } }],
      };
      expectOnly(
        problemsOf(file(withFields('things', [lines]))),
        'things.json',
        '$.fields[1].fields[0].formula.*[0].var',
        'unknown field "price"',
      );
    });

    it('a var that is not a name', () => {
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'n', type: 'computed', formula: { var: 3 } }]))),
        'things.json',
        '$.fields[1].formula.var',
        'expected a field name',
      );
    });
  });

  it('bad regex pattern', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'code', type: 'text', pattern: '^[A-Z' }]))),
      'things.json',
      '$.fields[1].pattern',
      'expected a valid regular expression',
    );
  });

  it('min > max and minLength > maxLength', () => {
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'qty', type: 'integer', min: 10, max: 1 }]))),
      'things.json',
      '$.fields[1].min',
      'min is greater than max',
    );
    expectOnly(
      problemsOf(file(withFields('things', [{ name: 'code', type: 'text', minLength: 10, maxLength: 5 }]))),
      'things.json',
      '$.fields[1].minLength',
      'minLength is greater than maxLength',
    );
  });

  it('name different from the file name', () => {
    expectOnly(problemsOf(file(resource('things'), 'stuff.json')), 'stuff.json', '$.name', 'expected "stuff" (the file name)');
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

    it('prints "N schemas OK"', () => {
      const dir = tempDir({
        ...generated(),
        '_areas.json': JSON.stringify(AREAS.json),
        'things.json': JSON.stringify(resource('things')),
      });
      const r = run(dir);
      expect(r.stderr).toBe('');
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
