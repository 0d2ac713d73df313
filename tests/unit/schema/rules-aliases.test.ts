/** Record rules (`rules`) and route aliases (`aliases`): meta-schema, loader checks, validation. */
import { describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError } from '../../../src/schema/loader/loader';
import { resourceSchema, type ResourceSchema } from '../../../src/schema/meta/meta';
import { validateRecord } from '../../../src/schema/records/validate';

const text = (en: string) => ({ en, th: `${en} (th)` });
const AREAS = { file: '_areas.json', json: { areas: [{ name: 'hr', label: text('HR'), order: 1 }] } };

const weights = (over: Record<string, unknown> = {}) => ({
  name: 'assignments',
  label: text('Assignment'),
  pluralLabel: text('Assignments'),
  area: 'hr',
  route: '/apps/setting/kpi/assign',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'active', type: 'boolean' },
    {
      name: 'lines',
      type: 'table',
      fields: [
        { name: 'indicator', type: 'text' },
        { name: 'weight', type: 'percent' },
      ],
    },
  ],
  rules: [
    {
      when: { var: 'active' },
      check: { '==': [{ sum: [{ var: 'lines' }, { var: 'weight' }] }, 100] },
      field: 'lines',
      message: { en: 'The weights must total 100', th: 'น้ำหนักรวมต้องเท่ากับ 100' },
    },
  ],
  ...over,
});

function problems(...schemas: Record<string, unknown>[]): string[] {
  try {
    loadSchemas([AREAS, ...schemas.map((json) => ({ file: `${String(json.name)}.json`, json }))]);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaLoadError);
    return (error as SchemaLoadError).problems.map((p) => `${p.path}: ${p.message}`);
  }
}

describe('record rules', () => {
  const schema = resourceSchema.parse(weights()) as ResourceSchema;
  const line = (weight: number) => ({ indicator: 'x', weight });

  it('refuses a record that breaks a rule, with the message on the field, in the language asked', () => {
    const record = { title: 'Sales', active: true, lines: [line(60), line(30)] };
    expect(validateRecord(schema, record).errors).toEqual({ lines: 'The weights must total 100' });
    expect(validateRecord(schema, record, 'th').errors).toEqual({ lines: 'น้ำหนักรวมต้องเท่ากับ 100' });
    expect(validateRecord(schema, { ...record, lines: [line(60), line(40)] }).errors).toEqual({});
  });

  it('is checked only while `when` holds', () => {
    expect(validateRecord(schema, { title: 'Draft', active: false, lines: [line(10)] }).errors).toEqual({});
  });

  it('a field with its own error keeps it', () => {
    const withMin = resourceSchema.parse(
      weights({
        rules: [{ check: false, field: 'title', message: text('never') }],
        fields: [{ name: 'title', type: 'text', required: true }],
      }),
    ) as ResourceSchema;
    expect(validateRecord(withMin, {}).errors).toEqual({ title: 'Title is required' });
    expect(validateRecord(withMin, { title: 'x' }).errors).toEqual({ title: 'never' });
  });

  it('the loader checks the field and the expressions', () => {
    expect(problems(weights())).toEqual([]);
    expect(
      problems(weights({ rules: [{ check: { '==': [{ var: 'nope' }, 1] }, field: 'missing', message: text('m') }] })),
    ).toEqual(['$.rules[0].field: unknown field "missing"', '$.rules[0].check.==[0].var: unknown field "nope"']);
  });
});

describe('aliases', () => {
  it('takes paths under the route, with :id last exactly for show and edit', () => {
    expect(
      problems(weights({ aliases: { add: 'create', 'view/:id': 'show', 'form/edit/:id': 'edit', manage: 'list' } })),
    ).toEqual([]);
    // An action that is not a screen is a shape error (the other aliases are checked once it is fixed).
    expect(problems(weights({ aliases: { 'detail/:id': 'delete' } }))).toEqual([
      '$.aliases.detail/:id: expected one of list, create, edit, show, summary',
    ]);
  });

  it('reports every bad alias and a path another resource already has', () => {
    const bad = problems(weights({ aliases: { view: 'show', 'add/:id': 'create', create: 'list', '../x': 'list' } }));
    expect(bad).toEqual([
      '$.aliases["view"]: a show alias ends with "/:id"',
      '$.aliases["add/:id"]: a create alias has no ":id"',
      '$.aliases["create"]: "create" is a path of the generated screens',
      '$.aliases["../x"]: expected a path under the route such as "add" or "view/:id" (lower-case segments, ":id" last)',
    ]);
    const other = { ...weights(), name: 'levels', route: '/apps/setting/kpi/assign/manage', rules: undefined };
    expect(problems(weights({ aliases: { manage: 'list' } }), other)).toEqual([
      '$.route: route already used by assignments.json',
    ]);
  });
});
