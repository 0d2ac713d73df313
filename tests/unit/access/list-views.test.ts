/**
 * Saved list views' rules (src/access/list-views.ts) and the list state they hold (src/schema/lists/filters.ts): every
 * message in both languages, the limits at their edges, names compared without case or space, and what
 * sanitizeSettings keeps of stored settings.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  checkListView,
  columnChoices,
  defaultColumns,
  defaultSettings,
  LIST_VIEWS,
  ownsView,
  sameSettings,
  sanitizeSettings,
  VIEW_NAME_MAX,
  viewNameKey,
  VIEWS_PER_LIST_MAX,
  visibleColumns,
} from '../../../src/access';
import { checkFilters, checkSorters, filteredStates, filtersToParams } from '../../../src/schema';
import { FILTER_TEXT_MAX } from '../../../src/schema/lists/filters';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';

const registry = loadSchemaDir();
const memos = registry.byName.get('memos')!;
const purchaseRequests = registry.byName.get('purchaseRequests')!;
const NONE = new Set<string>();

const body = (extra: Record<string, unknown> = {}) => ({
  name: ' Pending IT ',
  filters: [
    { field: 'category', operator: 'eq', value: 'it' },
    { field: 'hurry', operator: 'eq', value: '' },
  ],
  search: ' printer ',
  sorters: [{ field: 'title', order: 'asc' }],
  columns: ['title', 'status', 'type'],
  pageSize: 'all',
  isDefault: true,
  ...extra,
});
const ctx = { hidden: NONE, lang: 'en', others: [] };
const good = { name: 'Mine', columns: ['title'], pageSize: 10 };

const errorsOf = (body: Record<string, unknown>, lang = 'en', others: { id: number; name: string }[] = []) =>
  checkListView(memos, body, { hidden: NONE, lang, others }).errors;

describe('checkListView', () => {
  it('keeps a valid view, trimmed, blank filter values dropped', () => {
    expect(checkListView(memos, body(), ctx)).toEqual({
      value: {
        resource: 'memos',
        name: 'Pending IT',
        isDefault: true,
        filters: [{ field: 'category', operator: 'eq', value: 'it' }],
        search: 'printer',
        sorters: [{ field: 'title', order: 'asc' }],
        columns: ['title', 'status', 'type'],
        pageSize: 'all',
      },
      errors: {},
    });
  });

  it('defaults what a body leaves out: no search, 10 rows, not the default', () => {
    const { value } = checkListView(memos, { name: 'Bare', columns: ['title'] }, ctx);
    expect(value).toMatchObject({ filters: [], search: '', sorters: [], pageSize: 10, isDefault: false });
  });

  it('refuses a name another of the user’s views of the list has, but not the view’s own', () => {
    const others = [{ id: 4, name: 'pending it' }];
    expect(checkListView(memos, body(), { ...ctx, others }).errors).toEqual({
      name: 'You already have a view named "Pending IT" on this list',
    });
    expect(checkListView(memos, body(), { ...ctx, others, selfId: 4 }).errors).toEqual({});
  });

  it('limits how many views a list keeps, for new views only', () => {
    const others = Array.from({ length: VIEWS_PER_LIST_MAX }, (_, i) => ({ id: i + 1, name: `V${i}` }));
    expect(checkListView(memos, body(), { ...ctx, others }).errors.views).toMatch(/at most 30 views/);
    expect(checkListView(memos, body(), { ...ctx, others, selfId: 1 }).errors).toEqual({});
  });

  it('names each problem, in Thai when asked', () => {
    const bad = checkListView(
      memos,
      { name: 'x'.repeat(61), columns: ['title', 'title'], pageSize: 15, search: 3, isDefault: 1, filters: {}, sorters: [{}] },
      { ...ctx, lang: 'th' },
    );
    expect(bad.value).toBeNull();
    expect(bad.errors).toEqual({
      name: 'ชื่อมุมมองต้องไม่เกิน 60 ตัวอักษร',
      columns: 'มุมมองต้องแสดงอย่างน้อยหนึ่งคอลัมน์ และไม่ซ้ำกัน',
      pageSize: 'จำนวนแถวต่อหน้าต้องเป็น 2, 3, 5, 10, 20, 25, 50, 100 หรือ all',
      search: 'คำค้นหาต้องเป็นข้อความไม่เกิน 200 ตัวอักษร',
      isDefault: 'isDefault ต้องเป็น true หรือ false',
      filters: 'filters must be a list of { field, operator, value }',
      sorters: 'sorters[0] must be { field, order }',
    });
  });

  it('accepts only columns and filters of fields the user may read, and no child table as a column', () => {
    const hidden = new Set(['type']);
    expect(checkListView(memos, body(), { ...ctx, hidden }).errors).toEqual({ columns: '"type" is not a column of this list' });
    const filtered = checkListView(
      memos,
      body({ columns: ['title'], filters: [{ field: 'type', operator: 'eq', value: 'x' }] }),
      {
        ...ctx,
        hidden,
      },
    );
    expect(filtered.errors.filters).toMatch(/"type" is not a field of memos you may filter by/);
    expect(checkListView(purchaseRequests, body({ filters: [], sorters: [], columns: ['items'] }), ctx).errors.columns).toBe(
      '"items" is not a column of this list',
    );
  });
});

describe('ownership and settings', () => {
  it('a view is its user’s alone', () => {
    expect(ownsView({ username: 'staff' }, testUser('Staff', 'E3'))).toBe(true);
    expect(ownsView({ username: 'staff' }, testUser('Sales', 'E4'))).toBe(false);
    expect(ownsView({ username: 'staff' }, null)).toBe(false);
  });

  it('starts a list from the schema: its list columns and default sort', () => {
    expect(defaultSettings(memos)).toEqual({
      filters: [],
      search: '',
      sorters: [{ field: 'createdAt', order: 'desc' }],
      columns: ['no', 'title', 'category', 'approveBy', 'status'],
      pageSize: 10,
    });
    expect(columnChoices(purchaseRequests).map((f) => f.name)).not.toContain('items');
  });

  it('shows a view’s columns the user can still see, in its order, else the defaults', () => {
    expect(visibleColumns(memos, ['status', 'gone', 'title'])).toEqual(['status', 'title']);
    expect(visibleColumns(memos, ['gone'])).toEqual(defaultColumns(memos));
    expect(visibleColumns(memos, null)).toEqual(defaultColumns(memos));
  });

  it('tells whether a list shows exactly what a view says', () => {
    const a = defaultSettings(memos);
    expect(sameSettings(a, { ...a, search: ' ' })).toBe(true);
    expect(sameSettings(a, { ...a, columns: [...a.columns].reverse() })).toBe(false);
    expect(sameSettings(a, { ...a, pageSize: 20 })).toBe(false);
    expect(sameSettings(a, { ...a, filters: [{ field: 'status', operator: 'eq', value: 'draft' }] })).toBe(false);
  });
});

describe('list filters', () => {
  it('become the json-server query the list sends', () => {
    const params = filtersToParams([
      { field: 'q', operator: 'eq', value: 'printer' },
      { field: 'status', operator: 'in', value: ['draft', 'pending'] },
      { field: 'title', operator: 'contains', value: '(' },
      { field: 'amount', operator: 'gte', value: 10 },
      { field: 'amount', operator: 'lte', value: 20 },
      { field: 'type', operator: 'ne', value: 'x' },
      { field: 'hurry', operator: 'eq', value: '' },
    ]);
    expect(params.toString()).toBe('q=printer&status=draft&status=pending&title_like=%28&amount_gte=10&amount_lte=20&type_ne=x');
  });

  it('are checked for shape, field and operator; the search only where asked', () => {
    expect(checkFilters(memos, [{ field: 'q', operator: 'eq', value: 'x' }], NONE).problems).toEqual([
      'filters[0]: the search is not a filter here',
    ]);
    expect(checkFilters(memos, [{ field: 'q', operator: 'eq', value: 'x' }], NONE, { search: true }).problems).toEqual([]);
    expect(checkFilters(memos, [{ field: 'id', operator: 'in', value: [1, 2] }], NONE).value).toEqual([
      { field: 'id', operator: 'in', value: [1, 2] },
    ]);
    expect(checkFilters(memos, [{ field: 'attachment', operator: 'eq', value: 'a' }], NONE).problems[0]).toMatch(/may filter by/);
    expect(checkFilters(memos, [{ field: 'title', operator: 'regex', value: 'a' }], NONE).problems[0]).toMatch(
      /operator must be/,
    );
    expect(checkFilters(memos, [{ field: 'title', operator: 'eq', value: { $ne: 1 } }], NONE).problems[0]).toMatch(
      /value must be/,
    );
    expect(
      checkFilters(
        memos,
        Array.from({ length: 51 }, () => ({})),
        NONE,
      ).problems,
    ).toEqual(['filters may hold at most 50 entries']);
  });

  it('sort only by single-value fields the user sees', () => {
    expect(checkSorters(memos, [{ field: 'createdAt', order: 'desc' }], NONE).value).toEqual([
      { field: 'createdAt', order: 'desc' },
    ]);
    expect(checkSorters(memos, [{ field: 'title', order: 'asc' }], new Set(['title'])).problems[0]).toMatch(/cannot sort/);
    expect(checkSorters(memos, 'title', NONE).problems[0]).toMatch(/must be a list/);
  });

  it('tell which workflow states a filtered list may hold', () => {
    expect(
      filteredStates(memos, [
        { field: 'status', operator: 'in', value: ['draft'] },
        { field: 'status', operator: 'eq', value: 'pending' },
      ]),
    ).toEqual(['draft', 'pending']);
    expect(filteredStates(memos, [{ field: 'status', operator: 'ne', value: 'draft' }])).toBeNull();
  });
});

describe('sanitizeSettings', () => {
  it('keeps what the list can still run and drops the rest', () => {
    const stale = {
      filters: [
        { field: 'category', operator: 'eq', value: 'it' },
        { field: 'gone', operator: 'eq', value: 'x' },
      ],
      search: 'printer',
      sorters: [
        { field: 'title', order: 'asc' },
        { field: 'attachment', order: 'asc' },
      ],
      columns: ['gone', 'status'],
      pageSize: 7,
    } as never;
    expect(sanitizeSettings(memos, stale)).toEqual({
      filters: [{ field: 'category', operator: 'eq', value: 'it' }],
      search: 'printer',
      sorters: [{ field: 'title', order: 'asc' }],
      columns: ['status'],
      pageSize: 10,
    });
    expect(sanitizeSettings(memos, null)).toEqual(defaultSettings(memos));
    expect(sanitizeSettings(memos, { pageSize: 'all' }).pageSize).toBe('all');
  });
});

describe('checkListView messages', () => {
  it('words every problem in English', () => {
    expect(errorsOf({ name: 'x'.repeat(VIEW_NAME_MAX + 1), columns: [], pageSize: 7, search: 5, isDefault: 'yes' })).toEqual({
      name: 'A view name has at most 60 characters',
      columns: 'A view shows at least one column, each once',
      pageSize: 'Rows per page must be one of 2, 3, 5, 10, 20, 25, 50, 100 or all',
      search: 'The search is text of at most 200 characters',
      isDefault: 'isDefault must be true or false',
    });
    expect(errorsOf({ columns: ['title', 'nope'] })).toEqual({
      name: 'Give the view a name',
      columns: '"nope" is not a column of this list',
    });
    expect(errorsOf({ ...good, name: ' MINE ' }, 'en', [{ id: 4, name: 'mine' }])).toEqual({
      name: 'You already have a view named "MINE" on this list',
    });
  });

  it('words every problem in Thai', () => {
    expect(errorsOf({ name: '', columns: [], pageSize: 7, search: 5, isDefault: 1 }, 'th')).toEqual({
      name: 'กรุณาตั้งชื่อมุมมอง',
      columns: 'มุมมองต้องแสดงอย่างน้อยหนึ่งคอลัมน์ และไม่ซ้ำกัน',
      pageSize: 'จำนวนแถวต่อหน้าต้องเป็น 2, 3, 5, 10, 20, 25, 50, 100 หรือ all',
      search: 'คำค้นหาต้องเป็นข้อความไม่เกิน 200 ตัวอักษร',
      isDefault: 'isDefault ต้องเป็น true หรือ false',
    });
    expect(errorsOf({ name: 'x'.repeat(61), columns: ['nope'] }, 'th')).toEqual({
      name: 'ชื่อมุมมองต้องไม่เกิน 60 ตัวอักษร',
      columns: '"nope" ไม่ใช่คอลัมน์ของรายการนี้',
    });
    expect(errorsOf({ ...good, name: 'a' }, 'th', [{ id: 1, name: 'A' }])).toEqual({ name: 'มีมุมมองชื่อ "a" ในรายการนี้อยู่แล้ว' });
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `v${i}` }));
    expect(errorsOf(good, 'th', many)).toEqual({
      views: 'รายการหนึ่งเก็บมุมมองได้ไม่เกิน 30 รายการ กรุณาลบมุมมองเดิมก่อน',
    });
  });

  it('takes the limits themselves: a 60-character name, a 200-character search', () => {
    expect(errorsOf({ ...good, name: 'x'.repeat(VIEW_NAME_MAX), search: 's'.repeat(FILTER_TEXT_MAX) })).toEqual({});
    expect(errorsOf({ ...good, search: 's'.repeat(FILTER_TEXT_MAX + 1) })).toEqual({
      search: 'The search is text of at most 200 characters',
    });
    expect(errorsOf({ ...good, name: 42 })).toEqual({ name: 'Give the view a name' });
  });

  it('joins several filter and sorter problems with "; "', () => {
    const errors = errorsOf({
      ...good,
      filters: [
        { field: 'nope', operator: 'eq', value: 1 },
        { field: 'gone', operator: 'eq', value: 1 },
      ],
      sorters: [
        { field: 'nope', order: 'asc' },
        { field: 'gone', order: 'asc' },
      ],
    });
    expect(errors.filters!.split('; ')).toHaveLength(2);
    expect(errors.sorters!.split('; ')).toHaveLength(2);
  });

  it('refuses a column listed twice, one that is not text, and one the user may not read', () => {
    expect(errorsOf({ ...good, columns: ['title', 'title'] }).columns).toBe('A view shows at least one column, each once');
    expect(errorsOf({ ...good, columns: 'title' }).columns).toBe('A view shows at least one column, each once');
    expect(errorsOf({ ...good, columns: [7] }).columns).toBe('"7" is not a column of this list');
    const hidden = checkListView(
      memos,
      { ...good, columns: ['title', 'status'] },
      { hidden: new Set(['status']), lang: 'en', others: [] },
    );
    expect(hidden.errors.columns).toBe('"status" is not a column of this list');
  });

  it('takes "all" rows per page and a listed size; the default size when none is given', () => {
    expect(errorsOf({ ...good, pageSize: ALL_ROWS })).toEqual({});
    expect(errorsOf({ ...good, pageSize: '10' })).toEqual({
      pageSize: 'Rows per page must be one of 2, 3, 5, 10, 20, 25, 50, 100 or all',
    });
    expect(
      checkListView(memos, { name: 'x', columns: ['title'] }, { hidden: NONE, lang: 'en', others: [] }).value?.pageSize,
    ).toBe(10);
  });
});

describe('names, storage and settings', () => {
  it('compares names without case or outer space, and stores views under one collection', () => {
    expect(viewNameKey('  Open Items ')).toBe('open items');
    expect(LIST_VIEWS).toBe('listViews');
  });

  it('keeps the columns the reader can see, in order; the defaults when none is left', () => {
    expect(visibleColumns(memos, ['status', 'nope', 'title'])).toEqual(['status', 'title']);
    expect(visibleColumns(memos, ['nope'])).toEqual(defaultColumns(memos));
    expect(visibleColumns(memos, null)).toEqual(defaultColumns(memos));
  });

  it('sanitizes stored settings: bad page sizes, long searches and non-objects give way to the defaults', () => {
    const base = defaultSettings(memos);
    expect(sanitizeSettings(memos, null)).toEqual(base);
    expect(sanitizeSettings(memos, 'junk' as never)).toEqual(base);
    expect(sanitizeSettings(memos, { pageSize: '20' as never }).pageSize).toBe(base.pageSize);
    expect(sanitizeSettings(memos, { pageSize: 7 }).pageSize).toBe(base.pageSize);
    expect(sanitizeSettings(memos, { pageSize: 50 }).pageSize).toBe(50);
    expect(sanitizeSettings(memos, { pageSize: ALL_ROWS }).pageSize).toBe(ALL_ROWS);
    expect(sanitizeSettings(memos, { search: 'q'.repeat(250) }).search).toHaveLength(FILTER_TEXT_MAX);
    expect(sanitizeSettings(memos, { search: 5 as never }).search).toBe('');
    expect(sanitizeSettings(memos, { filters: 'x' as never }).filters).toEqual([]);
  });

  it('reads the same settings as the same, whatever the search spacing or the page size type', () => {
    const base = defaultSettings(memos);
    expect(sameSettings(base, { ...base, search: `  ${base.search}  ` })).toBe(true);
    expect(sameSettings({ ...base, pageSize: 20 }, { ...base, pageSize: '20' as never })).toBe(true);
    expect(sameSettings({ ...base, pageSize: ALL_ROWS }, { ...base, pageSize: 20 })).toBe(false);
  });
});
