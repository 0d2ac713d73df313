/**
 * The schema loader (src/schema/loader.ts): how problems are reported, the checks that must not fire on
 * valid schemas, naming patterns, files given with a directory, and generated options.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError } from '../../../src/schema/loader';
import { AREAS, problemsOf, schemaFile as file } from '../../support/schemas';

type Json = Record<string, unknown>;
const text = (en: string) => ({ en, th: `${en} (th)` });

const resource = (name: string, over: Json = {}): Json => ({
  name,
  label: text(name),
  pluralLabel: text(`${name} list`),
  area: 'sales',
  route: `/apps/sales/${name}`,
  titleField: 'title',
  fields: [{ name: 'title', type: 'text' }],
  ...over,
});
const withFields = (name: string, fields: Json[], over: Json = {}) =>
  resource(name, { fields: [{ name: 'title', type: 'text' }, ...fields], ...over });

const workflow = (actions: [string, string][]): Json => ({
  field: 'status',
  initial: 'draft',
  states: [
    { value: 'draft', label: text('Draft') },
    { value: 'done', label: text('Done') },
  ],
  transitions: actions.map(([action, label]) => ({ action, label: text(label), from: ['draft'], to: 'done', allow: {} })),
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

describe('naming patterns', () => {
  const named = (pattern: string) =>
    problemsOf(file(withFields('things', [{ name: 'code', type: 'text' }], { naming: { field: 'code', pattern } })));

  it('a counter is a token of # only', () => {
    expect(named('T-{YYYY}-{###}')).toEqual([]);
    for (const token of ['A#', '#A'])
      expect(named(`T-{${token}}`)).toEqual([
        { file: 'things.json', path: '$.naming.pattern', message: 'expected a counter such as {####}' },
        {
          file: 'things.json',
          path: '$.naming.pattern',
          message: `unknown token(s) {${token}}: expected {YYYY}, {YY}, {MM}, {DD}, {$settings.<field>} or a counter {###}`,
        },
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

describe('generated options', () => {
  it('optionsFrom "workflowActions" lists each workflow action once, with the label of its first resource', () => {
    const reg = loadSchemas([
      AREAS,
      file(withFields('rules', [{ name: 'action', type: 'select', optionsFrom: 'workflowActions' }])),
      file(
        withFields('memos', [{ name: 'status', type: 'status' }], {
          workflow: workflow([
            ['approve', 'Approve memo'],
            ['reject', 'Reject'],
          ]),
        }),
      ),
      file(withFields('orders', [{ name: 'status', type: 'status' }], { workflow: workflow([['approve', 'Approve order']]) })),
    ]);
    expect(reg.byName.get('rules')!.fields[1]!.options).toEqual([
      { value: 'approve', label: text('Approve memo') },
      { value: 'reject', label: text('Reject') },
    ]);
  });

  it('optionsFrom "resources" without options of its own lists every resource', () => {
    const reg = loadSchemas([
      AREAS,
      file(withFields('rules', [{ name: 'screen', type: 'select', optionsFrom: 'resources' }])),
      file(resource('things')),
    ]);
    expect(reg.byName.get('rules')!.fields[1]!.options).toEqual([
      { value: 'rules', label: text('rules list') },
      { value: 'things', label: text('things list') },
    ]);
  });

  it('does not repeat a value the field lists itself, as a string or as an object', () => {
    const reg = loadSchemas([
      AREAS,
      file(
        withFields('rules', [
          {
            name: 'screen',
            type: 'multiselect',
            options: ['things', { value: 'rules', label: text('These rules') }],
            optionsFrom: 'resources',
          },
        ]),
      ),
      file(resource('things')),
      file(resource('others')),
    ]);
    expect(reg.byName.get('rules')!.fields[1]!.options).toEqual([
      'things',
      { value: 'rules', label: text('These rules') },
      { value: 'others', label: text('others list') },
    ]);
  });
});
