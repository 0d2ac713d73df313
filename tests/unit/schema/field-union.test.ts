/** `Field` is a discriminated union on `type` (src/schema/meta/meta.ts): in TypeScript and in the loader. */
import { describe, expect, it } from 'vitest';
import { childField, field, FIELD_TYPES, TYPED_FIELD_KEYS, type ChildField, type Field } from '../../../src/schema/meta/meta';
import { FIELD_KEY_TYPES } from '../../../src/schema/meta/typed-keys';
import { problemsOf, things } from '../../support/schema-files';

/** The least each type needs to be a valid field. */
const MINIMAL: Record<(typeof FIELD_TYPES)[number], Record<string, unknown>> = {
  text: {},
  textarea: {},
  richtext: {},
  integer: {},
  number: {},
  money: {},
  percent: {},
  boolean: {},
  flag: {},
  date: {},
  datetime: {},
  time: {},
  monthYear: {},
  select: { options: ['a'] },
  multiselect: { options: ['a'] },
  reference: { resource: 'things' },
  email: {},
  phone: {},
  url: {},
  barcode: {},
  file: {},
  image: {},
  table: { fields: [{ name: 'c', type: 'text' }] },
  computed: { formula: 1 },
  status: {},
};

describe('the field union', () => {
  it('has a variant for every field type, and columns take every type but table', () => {
    for (const type of FIELD_TYPES) {
      expect(field.safeParse({ name: 'x', type, ...MINIMAL[type] }).success, type).toBe(true);
      expect(childField.safeParse({ name: 'x', type, ...MINIMAL[type] }).success, type).toBe(type !== 'table');
    }
    expect(field.safeParse({ name: 'x', type: 'colour' }).success).toBe(false);
  });

  it('names the types that take a key', () => {
    expect(TYPED_FIELD_KEYS.get('options')).toEqual(['select', 'multiselect']);
    expect(TYPED_FIELD_KEYS.get('resource')).toEqual(['reference']);
    expect(TYPED_FIELD_KEYS.get('precision')).toEqual(['integer', 'number', 'money', 'percent', 'computed']);
    expect(TYPED_FIELD_KEYS.has('name')).toBe(false);
    expect(TYPED_FIELD_KEYS.has('type')).toBe(false);
    // The browser's copy (the schema editor's, without zod) is the same table.
    expect(new Map(FIELD_KEY_TYPES)).toEqual(new Map(TYPED_FIELD_KEYS));
  });

  it('refuses a key of another type, naming the types that take it', () => {
    expect(problemsOf(things([{ name: 'kind', type: 'text', options: ['a'], accept: 'image/*', colour: 1 }]))).toEqual([
      { file: 'things.json', path: '$.fields[1].options', message: 'only a select or multiselect field has "options"' },
      { file: 'things.json', path: '$.fields[1].accept', message: 'only a file or image field has "accept"' },
      { file: 'things.json', path: '$.fields[1]', message: 'unknown key(s) "colour"' },
    ]);
  });

  it('is checked by TypeScript: a select without options or a reference without a target does not compile', () => {
    // @ts-expect-error a select needs its options
    const select: Field = { name: 'kind', type: 'select' };
    // @ts-expect-error a reference needs the resource it points to
    const reference: Field = { name: 'owner', type: 'reference' };
    // @ts-expect-error tables cannot be nested
    const nested: ChildField = { name: 'rows', type: 'table', fields: [] };
    // Generic code may still read any key on any field: absent keys read as undefined.
    const plain: Field = { name: 'note', type: 'text' };
    expect([select.options, reference.resource, nested.type, plain.options, plain.precision]).toEqual([
      undefined,
      undefined,
      'table',
      undefined,
      undefined,
    ]);
  });
});

describe('every problem of a file in one run', () => {
  it('checks the meaning of the well-shaped parts when another part is malformed', () => {
    const problems = problemsOf(
      things(
        [
          { name: 'kind', type: 'select' },
          { name: 'owner', type: 'reference', resource: 'people' },
          { name: 'note', type: 'text', section: 'nowhere' },
          { name: 'n', type: 'integer', min: 3, max: 1, colour: 'red' },
        ],
        { titleField: 'missing', route: 'apps/things' },
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'things.json', path: '$.fields[1].options', message: 'a select field needs options' },
        { file: 'things.json', path: '$.fields[4]', message: 'unknown key(s) "colour"' },
        { file: 'things.json', path: '$.route', message: 'a route looks like /apps/area/screen' },
        { file: 'things.json', path: '$.fields[2].resource', message: 'unknown resource "people"' },
        { file: 'things.json', path: '$.fields[3].section', message: 'unknown section "nowhere"' },
        { file: 'things.json', path: '$.titleField', message: 'unknown field "missing"' },
      ]),
    );
    // The malformed integer field is not checked further (its min > max waits for its shape to be fixed).
    expect(problems).toHaveLength(6);
  });

  it('a malformed field still counts as a name, and a malformed workflow does not make status fields undriven', () => {
    const status = { name: 'state', type: 'status' };
    const workflow = { field: 'state', initial: 'draft', states: 'draft', transitions: [] };
    expect(problemsOf(things([{ name: 'kind', type: 'select' }, status], { titleField: 'kind', workflow }))).toEqual([
      { file: 'things.json', path: '$.fields[1].options', message: 'a select field needs options' },
      { file: 'things.json', path: '$.workflow.states', message: expect.stringMatching(/expected array/) },
      { file: 'things.json', path: '$.workflow.transitions', message: expect.stringMatching(/at least 1|>=1/i) },
    ]);
  });
});
