/** What the schema loader refuses in a resource's fields and settings: shape errors from the meta-schema, meaning errors, naming patterns. */
import { describe, expect, it } from 'vitest';
import { schemaFile as file, problemsOf } from '../../support/schema-files';
import { expectOnly, resource, text, withFields } from './loader-fixtures';

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
    const { defaultSorters } = await import('../../../src/schema/meta/describe');
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
