/**
 * Saved list views (src/access/list-views.ts), pinned where the main tests leave room: every message in
 * both languages, the limits at their edges, names compared without case or space, and what
 * sanitizeSettings keeps of stored settings.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  checkListView,
  defaultColumns,
  defaultSettings,
  LIST_VIEWS,
  sameSettings,
  sanitizeSettings,
  VIEW_NAME_MAX,
  viewNameKey,
  visibleColumns,
} from '../../../src/access';
import { FILTER_TEXT_MAX } from '../../../src/schema/list-filters';
import { loadSchemaDir } from '../../../src/schema/read-dir';

const memos = loadSchemaDir().byName.get('memos')!;
const NONE = new Set<string>();
const good = { name: 'Mine', columns: ['title'], pageSize: 10 };
const errorsOf = (body: Record<string, unknown>, lang = 'en', others: { id: number; name: string }[] = []) =>
  checkListView(memos, body, { hidden: NONE, lang, others }).errors;

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
