/**
 * Summary aliases (`{ "screen": "summary", "groupBy": [...] }`, src/schema/summary/summary.ts): the loader's checks,
 * the grouping (empty values, references, multiselect, flags, order), one group's records, the endpoint's
 * query, and the list filters a group's count opens.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError } from '../../../src/schema/loader/loader';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import {
  groupListFilters,
  inGroup,
  parseSummaryQuery,
  summarize,
  summaryAlias,
  summaryParams,
  type GroupValue,
} from '../../../src/schema/summary/summary';

const text = (en: string) => ({ en, th: `${en} (th)` });
const AREAS = { file: '_areas.json', json: { areas: [{ name: 'it', label: text('IT'), order: 1 }] } };

const assets = (aliases: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  name: 'assets',
  label: text('Asset'),
  pluralLabel: text('Assets'),
  area: 'it',
  route: '/apps/assets',
  titleField: 'name',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'category', type: 'select', options: ['notebook', 'monitor', 'phone'] },
    { name: 'tags', type: 'multiselect', options: ['new', 'old', 'spare'] },
    { name: 'holder', type: 'reference', resource: 'people' },
    { name: 'spare', type: 'flag' },
    { name: 'leased', type: 'boolean' },
    { name: 'floor', type: 'integer' },
    { name: 'price', type: 'money' },
    { name: 'note', type: 'textarea' },
    { name: 'photo', type: 'image' },
    { name: 'cost', type: 'computed', formula: { '*': [{ var: 'price' }, 2] } },
    { name: 'code', type: 'computed', format: 'text', formula: { cat: ['A-', { var: 'name' }] } },
    { name: 'serial', type: 'text', access: { read: { roles: ['Admin'] } } },
    { name: 'parts', type: 'table', fields: [{ name: 'part', type: 'text' }] },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'inStore',
    states: ['inStore', 'inUse', 'retired'].map((value) => ({ value, label: text(value) })),
    transitions: [{ action: 'retire', label: text('Retire'), from: ['inUse'], to: 'retired', allow: { roles: ['Admin'] } }],
  },
  aliases,
  ...over,
});
const people = {
  name: 'people',
  label: text('Person'),
  pluralLabel: text('People'),
  area: 'it',
  route: '/apps/people',
  titleField: 'name',
  fields: [{ name: 'name', type: 'text' }],
};

function problems(...schemas: Record<string, unknown>[]): string[] {
  try {
    loadSchemas([AREAS, ...[people, ...schemas].map((json) => ({ file: `${String(json.name)}.json`, json }))]);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaLoadError);
    return (error as SchemaLoadError).problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  }
}

const summary = (groupBy: unknown, more: Record<string, unknown> = {}) => ({ screen: 'summary', groupBy, ...more });
const schema = (): ResourceSchema =>
  loadSchemas([AREAS, ...[people, assets({})].map((json) => ({ file: `${json.name}.json`, json }))]).byName.get('assets')!;

describe('summary aliases: the loader', () => {
  it('accepts up to three fields of the kinds a list filters by, with filters and columns, under the route or whole', () => {
    expect(
      problems(
        assets({
          summaryAsset: summary(['category', 'status']),
          '/apps/phonebook': summary(['holder', 'tags', 'spare'], { filters: { leased: false }, columns: ['name', 'floor'] }),
          byFloor: summary(['floor', 'leased', 'code']),
          named: summary(['name']),
        }),
      ),
    ).toEqual([]);
  });

  it('refuses fields a summary cannot count by, each with its JSON path', () => {
    expect(
      problems(
        assets({
          bad: summary(['nope', 'price', 'parts']),
          more: summary(['photo', 'cost', 'note']),
          hidden: summary(['serial', 'serial']),
          cols: summary(['category'], { columns: ['name', 'parts', 'gone', 'name'], filters: { category: 'tablet' } }),
        }),
      ),
    ).toEqual([
      'assets.json: $.aliases["bad"].groupBy[0]: unknown field "nope": expected a field of the schema',
      'assets.json: $.aliases["bad"].groupBy[1]: a summary cannot count by a money field: expected a select, status, flag, boolean, reference, text, date or integer field',
      'assets.json: $.aliases["bad"].groupBy[2]: a summary cannot count by a table field: expected a select, status, flag, boolean, reference, text, date or integer field',
      'assets.json: $.aliases["more"].groupBy[0]: a summary cannot count by an image field: expected a select, status, flag, boolean, reference, text, date or integer field',
      'assets.json: $.aliases["more"].groupBy[1]: a summary cannot count by a computed number: expected a select, status, flag, boolean, reference, text, date or integer field',
      'assets.json: $.aliases["more"].groupBy[2]: a summary cannot count by a textarea field: expected a select, status, flag, boolean, reference, text, date or integer field',
      'assets.json: $.aliases["hidden"].groupBy[0]: "serial" has read rules: a count would tell what some users may not read',
      'assets.json: $.aliases["hidden"].groupBy[1]: "serial" is counted by already',
      'assets.json: $.aliases["cols"].filters.category: unknown option "tablet": expected one of notebook, monitor, phone',
      'assets.json: $.aliases["cols"].columns[1]: a child table cannot be a column',
      'assets.json: $.aliases["cols"].columns[2]: unknown field "gone": expected a field of the schema',
      'assets.json: $.aliases["cols"].columns[3]: "name" is a column already',
    ]);
  });

  it('keeps groupBy to summaries and a summary to its object form with groupBy, 1 to 3 of them', () => {
    expect(
      problems(
        assets({
          plain: 'summary',
          none: { screen: 'summary' },
          empty: summary([]),
          four: summary(['name', 'category', 'tags', 'spare']),
          list: { screen: 'list', filters: { spare: 'Y' }, groupBy: ['category'], columns: ['name'] },
          'view/:id': summary(['category']),
        }),
      ),
    ).toEqual([
      'assets.json: $.aliases.none.groupBy: a summary alias needs "groupBy": the 1 to 3 fields it counts by',
      'assets.json: $.aliases.empty.groupBy: expected 1 to 3 fields to count by',
      'assets.json: $.aliases.four.groupBy: expected 1 to 3 fields to count by',
      'assets.json: $.aliases.list.groupBy: only a summary alias has "groupBy"',
      'assets.json: $.aliases.list.columns: only a summary alias has "columns"',
    ]);
    // The meaning once the shape is right: the bare name, an :id path.
    expect(problems(assets({ plain: 'summary', 'view/:id': summary(['category']) }))).toEqual([
      'assets.json: $.aliases["plain"]: a summary alias is an object: { "screen": "summary", "groupBy": [the fields it counts by] }',
      'assets.json: $.aliases["view/:id"]: a summary alias has no ":id"',
    ]);
  });

  it("takes a fixed path: another resource's route is refused", () => {
    expect(problems(assets({ '/apps/people': summary(['category']) }))).toEqual([
      'assets.json: $.aliases["/apps/people"]: route already used by people.json',
    ]);
  });

  it('reads a summary alias as data; any other alias is none', () => {
    expect(summaryAlias({ screen: 'summary', groupBy: ['category'], columns: ['name'] })).toEqual({
      groupBy: ['category'],
      filters: undefined,
      columns: ['name'],
    });
    expect(summaryAlias('list')).toBeNull();
    expect(summaryAlias({ screen: 'list', filters: { spare: 'Y' } })).toBeNull();
  });
});

describe('summarize: counts per group', () => {
  const s = schema();
  const rows = [
    { category: 'phone', holder: 2, tags: ['new', 'spare'], spare: 'N', leased: false, floor: 10, status: 'inUse', name: 'b' },
    { category: 'notebook', holder: 1, tags: [], spare: 'Y', leased: true, floor: 2, status: 'inUse', name: 'a' },
    { category: 'notebook', holder: 1, tags: ['new'], spare: 'Y', leased: true, floor: 2, status: 'retired', name: 'B' },
    { category: null, holder: null, tags: null, spare: 'N', leased: false, floor: null, status: 'inStore', name: '' },
    { category: '', holder: 2, spare: 'Y', floor: 3, status: 'inUse', name: 'ข' },
  ];
  const pairs = (groupBy: string[], titleOf?: (f: unknown, id: GroupValue) => string | undefined) =>
    summarize(s, groupBy, rows, { titleOf }).groups.map((g) => [...groupBy.map((n) => g.values[n]), g.count]);

  it('counts every distinct combination, options in their declared order, empty values (null, "") as one group, last', () => {
    expect(summarize(s, ['category', 'status'], rows)).toEqual({
      groups: [
        { values: { category: 'notebook', status: 'inUse' }, count: 1 },
        { values: { category: 'notebook', status: 'retired' }, count: 1 },
        { values: { category: 'phone', status: 'inUse' }, count: 1 },
        { values: { category: null, status: 'inStore' }, count: 1 },
        { values: { category: null, status: 'inUse' }, count: 1 },
      ],
      total: 5,
    });
    expect(summarize(s, ['category'], [])).toEqual({ groups: [], total: 0 });
  });

  it('counts a multiselect under each of its options (the groups may add up to more than the total)', () => {
    expect(pairs(['tags'])).toEqual([
      ['new', 2],
      ['spare', 1],
      [null, 3],
    ]);
    expect(summarize(s, ['tags'], rows).total).toBe(5);
  });

  it('orders yes before no, numbers as numbers, text by collation, references by title when given, else by id', () => {
    expect(pairs(['spare'])).toEqual([
      ['Y', 3],
      ['N', 2],
    ]);
    expect(pairs(['leased'])).toEqual([
      [true, 2],
      [false, 2],
      [null, 1],
    ]);
    expect(pairs(['floor'])).toEqual([
      [2, 2],
      [3, 1],
      [10, 1],
      [null, 1],
    ]);
    // Thai before English (the list's collation); case only between otherwise equal texts.
    expect(pairs(['name'])).toEqual([
      ['ข', 1],
      ['a', 1],
      ['B', 1],
      ['b', 1],
      [null, 1],
    ]);
    expect(pairs(['holder'])).toEqual([
      [1, 2],
      [2, 2],
      [null, 1],
    ]);
    const titles: Record<number, string> = { 1: 'Somchai', 2: 'Anan' };
    expect(pairs(['holder'], (_f, id) => titles[id as number])).toEqual([
      [2, 2],
      [1, 2],
      [null, 1],
    ]);
  });

  it('tells whether a record is in a group, "" standing for no value', () => {
    expect(rows.filter((r) => inGroup(s, ['category', 'status'], ['notebook', 'inUse'], r))).toEqual([rows[1]]);
    expect(rows.filter((r) => inGroup(s, ['category'], [''], r))).toEqual([rows[3], rows[4]]);
    expect(rows.filter((r) => inGroup(s, ['tags'], ['new'], r))).toEqual([rows[0], rows[2]]);
    expect(rows.filter((r) => inGroup(s, ['leased', 'floor'], ['true', '2'], r))).toEqual([rows[1], rows[2]]);
    expect(inGroup(s, ['nope'], ['x'], rows[0]!)).toBe(false);
  });
});

describe('the summary query and the list a group opens', () => {
  const s = schema();
  it("parses groupBy, _group and the list's own query; refuses paging and a bad field", () => {
    const ok = parseSummaryQuery(
      s,
      new URLSearchParams('groupBy=category&groupBy=status&status=inUse&q=x&_group=phone&_group=&_sort=name'),
    );
    expect(ok).toMatchObject({ ok: true, groupBy: ['category', 'status'], group: ['phone', ''] });
    expect(ok.ok && [...ok.listParams]).toEqual([
      ['status', 'inUse'],
      ['q', 'x'],
      ['_sort', 'name'],
    ]);
    expect(parseSummaryQuery(s, new URLSearchParams('groupBy=category'))).toMatchObject({ ok: true, group: null });
    expect(parseSummaryQuery(s, new URLSearchParams('groupBy=price&_page=2&_group=a&_group=b'))).toEqual({
      ok: false,
      message:
        'groupBy: a summary cannot count by a money field: expected a select, status, flag, boolean, reference, text, date or integer field; ' +
        '_group: expected one value per groupBy field (1), got 2; _page: "_page" is not supported by a summary: it counts every matching record',
      errors: {
        groupBy:
          'a summary cannot count by a money field: expected a select, status, flag, boolean, reference, text, date or integer field',
        _group: 'expected one value per groupBy field (1), got 2',
        _page: '"_page" is not supported by a summary: it counts every matching record',
      },
    });
  });

  it('takes up to three sums, alone or with groups, and keeps them out of the list query', () => {
    const alone = parseSummaryQuery(s, new URLSearchParams('sum=price&sum=floor&sum=price&status=inUse'));
    expect(alone.ok && alone.groupBy).toEqual([]);
    expect(alone.ok && alone.sums.map((x) => x.path)).toEqual(['price', 'floor']);
    expect(alone.ok && [...alone.listParams]).toEqual([['status', 'inUse']]);
    const grouped = parseSummaryQuery(s, new URLSearchParams('groupBy=category&sum=cost'));
    expect(grouped.ok && grouped.sums.map((x) => x.field.name)).toEqual(['cost']);
    expect(parseSummaryQuery(s, new URLSearchParams('groupBy=category'))).toMatchObject({ ok: true, sums: [] });
    expect(parseSummaryQuery(s, new URLSearchParams(''))).toMatchObject({
      ok: false,
      errors: { groupBy: 'expected 1 to 3 fields to count by, got 0' },
    });
    expect(parseSummaryQuery(s, new URLSearchParams('sum=price&groupBy=a&groupBy=b&groupBy=c&groupBy=d'))).toMatchObject({
      ok: false,
      errors: { groupBy: 'expected 0 to 3 fields to count by, got 4' },
    });
    expect(parseSummaryQuery(s, new URLSearchParams('sum=name&sum=serial&sum=parts.part'))).toEqual({
      ok: false,
      message:
        'sum: "name" is not a number field; "serial" has read rules: a sum would tell what some users may not read; "parts.part" is not a number column',
      errors: {
        sum: '"name" is not a number field; "serial" has read rules: a sum would tell what some users may not read; "parts.part" is not a number column',
      },
    });
    expect(parseSummaryQuery(s, new URLSearchParams('sum=price&sum=floor&sum=cost&sum=price'))).toMatchObject({
      ok: false,
      errors: { sum: 'at most 3 sums, got 4' },
    });
  });

  it("writes the endpoint's query in the list's dialect", () => {
    const filters = [
      { field: 'status', operator: 'in' as const, value: ['inUse', 'retired'] },
      { field: 'name', operator: 'contains' as const, value: 'x' },
    ];
    expect(summaryParams(['category', 'holder'], filters).toString()).toBe(
      'status=inUse&status=retired&name_like=x&groupBy=category&groupBy=holder',
    );
    expect(summaryParams(['category', 'holder'], [], { category: 'phone', holder: null }).toString()).toBe(
      'groupBy=category&groupBy=holder&_group=phone&_group=',
    );
  });

  it("opens a group's list: the summary's filters, each grouped field equal to the group's value; none for an empty value", () => {
    const filters = [
      { field: 'status', operator: 'in' as const, value: ['inUse', 'retired'] },
      { field: 'spare', operator: 'eq' as const, value: 'Y' },
    ];
    expect(groupListFilters(filters, { status: 'inUse', holder: 3 })).toEqual([
      { field: 'spare', operator: 'eq', value: 'Y' },
      { field: 'status', operator: 'eq', value: 'inUse' },
      { field: 'holder', operator: 'eq', value: 3 },
    ]);
    expect(groupListFilters(filters, { status: 'inUse', holder: null })).toBeNull();
  });
});
