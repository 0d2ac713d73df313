/**
 * A list's state as data (src/schema/lists/filters.ts), at its edges: which fields a saved view or a bulk
 * "all matching" may filter and sort by, the limits on filters, values and sorters, the search, and the
 * sentence each problem gives.
 */
import { describe, expect, it } from 'vitest';
import {
  checkFilters,
  checkSorters,
  FILTER_TEXT_MAX,
  FILTER_VALUES_MAX,
  FILTERS_MAX,
  filteredStates,
  SORTERS_MAX,
} from '../../../src/schema/lists/filters';
import { resourceSchema, type ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';

const text = (en: string) => ({ en, th: `${en}-th` });
const options = (...values: string[]) => values.map((value) => ({ value, label: text(value) }));

/** One field of every kind a list treats differently: text, a choice, several choices, yes/no, a number, a file, a child table. */
const things: ResourceSchema = resourceSchema.parse({
  name: 'things',
  label: text('Thing'),
  pluralLabel: text('Things'),
  area: 'sales',
  route: '/apps/sales/thing',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text', label: text('Title') },
    { name: 'colour', type: 'select', label: text('Colour'), options: options('red', 'blue') },
    { name: 'tags', type: 'multiselect', label: text('Tags'), options: options('a', 'b') },
    { name: 'hurry', type: 'boolean', label: text('Urgent') },
    { name: 'amount', type: 'number', label: text('Amount') },
    { name: 'attachment', type: 'file', label: text('Attachment') },
    { name: 'lines', type: 'table', label: text('Lines'), fields: [{ name: 'item', type: 'text', label: text('Item') }] },
  ],
});
const memos = loadSchemaDir().byName.get('memos')!;
const NONE = new Set<string>();

const filters = (input: unknown, opts?: { search?: boolean }) => checkFilters(things, input, NONE, opts);
const sorters = (input: unknown) => checkSorters(things, input, NONE);
/** One filter on its own: what is kept and what is said. */
const one = (filter: unknown, opts?: { search?: boolean }) => filters([filter], opts);

describe('checkFilters: which fields', () => {
  it('takes the record stamps, createdBy, updatedAt and createdAt included', () => {
    for (const field of ['id', 'createdAt', 'updatedAt', 'createdBy']) {
      expect(one({ field, operator: 'eq', value: '1' }), field).toEqual({
        value: [{ field, operator: 'eq', value: '1' }],
        problems: [],
      });
    }
  });

  it('takes text, choices, several choices, yes/no and numbers, but not files or child tables', () => {
    for (const field of ['title', 'colour', 'tags', 'hurry', 'amount'])
      expect(one({ field, operator: 'eq', value: '1' }).problems, field).toEqual([]);
    expect(one({ field: 'attachment', operator: 'eq', value: 'x' }).problems).toEqual([
      'filters[0]: "attachment" is not a field of things you may filter by',
    ]);
    expect(one({ field: 'lines', operator: 'eq', value: 'x' })).toEqual({
      value: [],
      problems: ['filters[0]: "lines" is not a field of things you may filter by'],
    });
  });

  it('refuses a field the user may not read', () => {
    expect(checkFilters(things, [{ field: 'amount', operator: 'gte', value: 1 }], new Set(['amount'])).problems).toEqual([
      'filters[0]: "amount" is not a field of things you may filter by',
    ]);
  });
});

describe('checkFilters: the list itself', () => {
  it('nothing (undefined or null) is no filter and no problem', () => {
    expect(filters(undefined)).toEqual({ value: [], problems: [] });
    expect(filters(null)).toEqual({ value: [], problems: [] });
  });

  it('anything but a list keeps nothing', () => {
    expect(filters({ field: 'title', operator: 'eq', value: 'x' })).toEqual({
      value: [],
      problems: ['filters must be a list of { field, operator, value }'],
    });
  });

  it(`holds up to ${FILTERS_MAX} filters; one more keeps none of them`, () => {
    const f = { field: 'title', operator: 'contains', value: 'a' };
    const atMost = filters(Array.from({ length: FILTERS_MAX }, () => f));
    expect(atMost.problems).toEqual([]);
    expect(atMost.value).toHaveLength(FILTERS_MAX);
    expect(filters(Array.from({ length: FILTERS_MAX + 1 }, () => f))).toEqual({
      value: [],
      problems: ['filters may hold at most 50 entries'],
    });
  });

  it('names each entry that is not { field, operator, value }, and keeps the good ones', () => {
    const shape = (i: number) => `filters[${i}] must be { field, operator, value }`;
    expect(
      filters([
        null,
        'title',
        ['title', 'eq', 'x'],
        {},
        { operator: 'eq', value: 'x' },
        { field: 'title', value: 'x' },
        { field: 1, operator: 'eq', value: 'x' },
        { field: 'title', operator: 1, value: 'x' },
        { field: 'title', operator: 'eq', value: 'x' },
      ]),
    ).toEqual({
      value: [{ field: 'title', operator: 'eq', value: 'x' }],
      problems: [0, 1, 2, 3, 4, 5, 6, 7].map(shape),
    });
  });

  it('names the operators there are', () => {
    expect(one({ field: 'title', operator: 'like', value: 'x' }).problems).toEqual([
      'filters[0]: operator must be one of eq, ne, contains, gte, lte, in',
    ]);
  });
});

describe('checkFilters: values', () => {
  it('takes text, numbers and yes/no, alone or in a list; blank values are dropped', () => {
    expect(
      filters([
        { field: 'hurry', operator: 'eq', value: true },
        { field: 'hurry', operator: 'ne', value: false },
        { field: 'amount', operator: 'gte', value: 0 },
        { field: 'tags', operator: 'in', value: ['a', '', 'b'] },
        { field: 'title', operator: 'eq', value: '' },
        { field: 'colour', operator: 'in', value: [''] },
      ]),
    ).toEqual({
      value: [
        { field: 'hurry', operator: 'eq', value: true },
        { field: 'hurry', operator: 'ne', value: false },
        { field: 'amount', operator: 'gte', value: 0 },
        { field: 'tags', operator: 'in', value: ['a', 'b'] },
      ],
      problems: [],
    });
  });

  it(`text of at most ${FILTER_TEXT_MAX} characters`, () => {
    const atMost = 'x'.repeat(FILTER_TEXT_MAX);
    expect(one({ field: 'title', operator: 'contains', value: atMost }).value).toEqual([
      { field: 'title', operator: 'contains', value: atMost },
    ]);
    expect(one({ field: 'title', operator: 'contains', value: `${atMost}x` })).toEqual({
      value: [],
      problems: ['filters[0]: value must be text (at most 200 characters), a number or yes/no, or a list of them'],
    });
    expect(one({ field: 'title', operator: 'in', value: ['a', `${atMost}x`] }).value).toEqual([]);
  });

  it('refuses what is not a plain value: objects, nothing, lists in a list, numbers that are not finite', () => {
    for (const value of [{ $ne: 1 }, null, [['a']], ['a', ['b']], [{ length: 1 }], ['a', null], Number.NaN, Infinity])
      expect(one({ field: 'title', operator: 'in', value }), JSON.stringify(value)).toEqual({
        value: [],
        problems: ['filters[0]: value must be text (at most 200 characters), a number or yes/no, or a list of them'],
      });
  });

  it(`takes up to ${FILTER_VALUES_MAX} values in one filter`, () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    expect(one({ field: 'title', operator: 'in', value: values(FILTER_VALUES_MAX) }).value).toEqual([
      { field: 'title', operator: 'in', value: values(FILTER_VALUES_MAX) },
    ]);
    expect(one({ field: 'title', operator: 'in', value: values(FILTER_VALUES_MAX + 1) })).toEqual({
      value: [],
      problems: ['filters[0]: at most 100 values'],
    });
  });
});

describe('checkFilters: the search', () => {
  const refused = ['filters[0]: the search must be text of at most 200 characters'];

  it(`is one text (eq) of at most ${FILTER_TEXT_MAX} characters, where a search is asked for`, () => {
    const atMost = 'p'.repeat(FILTER_TEXT_MAX);
    expect(one({ field: 'q', operator: 'eq', value: atMost }, { search: true })).toEqual({
      value: [{ field: 'q', operator: 'eq', value: atMost }],
      problems: [],
    });
    expect(one({ field: 'q', operator: 'eq', value: `${atMost}p` }, { search: true })).toEqual({ value: [], problems: refused });
  });

  it('any other operator or value is refused', () => {
    for (const f of [
      { field: 'q', operator: 'contains', value: 'printer' },
      { field: 'q', operator: 'in', value: 'printer' },
      { field: 'q', operator: 'eq', value: 5 },
      { field: 'q', operator: 'eq', value: true },
      { field: 'q', operator: 'eq', value: ['printer', 'paper'] },
    ])
      expect(one(f, { search: true }), JSON.stringify(f)).toEqual({ value: [], problems: refused });
  });
});

describe('checkSorters', () => {
  it('nothing (undefined or null) is no sort and no problem', () => {
    expect(sorters(undefined)).toEqual({ value: [], problems: [] });
    expect(sorters(null)).toEqual({ value: [], problems: [] });
  });

  it('anything but a list keeps nothing', () => {
    expect(sorters({ field: 'title', order: 'asc' })).toEqual({
      value: [],
      problems: ['sorters must be a list of { field, order }'],
    });
  });

  it(`holds up to ${SORTERS_MAX} sorters; one more keeps none of them`, () => {
    const five = ['title', 'colour', 'hurry', 'amount', 'createdAt'].map((field) => ({ field, order: 'asc' }));
    expect(sorters(five)).toEqual({ value: five, problems: [] });
    expect(sorters([...five, { field: 'id', order: 'desc' }])).toEqual({
      value: [],
      problems: ['sorters may hold at most 5 entries'],
    });
  });

  it('sorts by the stamps and single-value fields, not by several choices, files or child tables', () => {
    for (const field of ['id', 'createdAt', 'updatedAt', 'createdBy', 'title', 'colour', 'hurry', 'amount'])
      expect(sorters([{ field, order: 'desc' }]), field).toEqual({ value: [{ field, order: 'desc' }], problems: [] });
    expect(
      sorters([
        { field: 'tags', order: 'asc' },
        { field: 'attachment', order: 'asc' },
        { field: 'lines', order: 'asc' },
      ]),
    ).toEqual({
      value: [],
      problems: [
        'sorters[0]: cannot sort things by "tags"',
        'sorters[1]: cannot sort things by "attachment"',
        'sorters[2]: cannot sort things by "lines"',
      ],
    });
  });

  it('the order is asc or desc', () => {
    expect(
      sorters([{ field: 'title', order: 'up' }, { field: 'amount', order: 'ASC' }, { field: 'colour' }, null, { order: 'asc' }]),
    ).toEqual({
      value: [],
      problems: [
        'sorters[0]: order must be asc or desc',
        'sorters[1]: order must be asc or desc',
        'sorters[2]: order must be asc or desc',
        'sorters[3] must be { field, order }',
        'sorters[4] must be { field, order }',
      ],
    });
  });
});

describe('filteredStates', () => {
  it('reads only the filters on the workflow field', () => {
    expect(
      filteredStates(memos, [
        { field: 'category', operator: 'eq', value: 'it' },
        { field: 'type', operator: 'in', value: ['internal'] },
        { field: 'status', operator: 'eq', value: 'draft' },
      ]),
    ).toEqual(['draft']);
    expect(filteredStates(memos, [{ field: 'category', operator: 'eq', value: 'it' }])).toBeNull();
  });
});
