/** The pure rules of a record's history (src/schema/records/history.ts): the page asked for, the order, which life of an id, a deleted record, with their edge cases. */
import { describe, expect, it } from 'vitest';
import {
  type AuditEntry,
  currentLife,
  diffRecord,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  historyKind,
  lastKnownRecord,
  newestFirst,
  newestFirstOf,
  parseHistoryQuery,
  type ResourceSchema,
} from '../../../src/schema';

const query = (qs: string) => parseHistoryQuery(new URLSearchParams(qs));

const entry = (id: number, at: string, action = 'update', extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at,
  username: 'u',
  name: 'U',
  action,
  ...extra,
});
const ids = (list: readonly AuditEntry[]) => list.map((e) => e.id);

describe('parseHistoryQuery', () => {
  it('reads _start and _end, and defaults to the first page of HISTORY_PAGE_SIZE', () => {
    expect(query('')).toEqual({ ok: true, query: { start: 0, end: HISTORY_PAGE_SIZE } });
    expect(query('_start=20&_end=40')).toEqual({ ok: true, query: { start: 20, end: 40 } });
    expect(query('_start=5')).toEqual({ ok: true, query: { start: 5, end: 5 + HISTORY_PAGE_SIZE } });
    expect(query('_start=5&_limit=3')).toEqual({ ok: true, query: { start: 5, end: 8 } });
  });

  it('reads _page and _limit (pages count from 1)', () => {
    expect(query('_page=3&_limit=10')).toEqual({ ok: true, query: { start: 20, end: 30 } });
    expect(query('_page=2')).toEqual({ ok: true, query: { start: HISTORY_PAGE_SIZE, end: 2 * HISTORY_PAGE_SIZE } });
    expect(query('_page=0&_limit=5')).toEqual({ ok: true, query: { start: 0, end: 5 } });
  });

  it('cuts a range to HISTORY_PAGE_MAX entries and an end before the start to an empty page', () => {
    expect(query('_start=10&_end=100000')).toEqual({ ok: true, query: { start: 10, end: 10 + HISTORY_PAGE_MAX } });
    expect(query('_start=10&_end=3')).toEqual({ ok: true, query: { start: 10, end: 10 } });
  });

  it('reads kind=record or kind=workflow', () => {
    expect(query('kind=workflow&_end=5')).toEqual({ ok: true, query: { start: 0, end: 5, kind: 'workflow' } });
    expect(query('kind=record')).toMatchObject({ ok: true, query: { kind: 'record' } });
  });

  it('refuses unknown keys, malformed numbers and unknown kinds, naming them', () => {
    expect(query('_sort=at')).toEqual({ ok: false, message: expect.stringContaining('"_sort"') });
    expect(query('_start=-1')).toEqual({ ok: false, message: expect.stringContaining('_start') });
    expect(query('_end=1.5')).toEqual({ ok: false, message: expect.stringContaining('_end') });
    expect(query('_limit=')).toEqual({ ok: false, message: expect.stringContaining('_limit') });
    expect(query('kind=login')).toEqual({ ok: false, message: expect.stringContaining('kind') });
    expect(query('kind=record&kind=workflow')).toMatchObject({ ok: false });
  });

  it('names the kinds it takes when refusing one', () => {
    expect(parseHistoryQuery(new URLSearchParams('kind=login'))).toEqual({
      ok: false,
      message: 'kind must be one of record, workflow',
    });
  });
});

describe('order and kind', () => {
  it('sorts newest first, entries of the same instant by the order of writing, latest first', () => {
    const list = [
      entry(1, '2025-01-01T10:00:00.000Z'),
      entry(3, '2025-01-02T10:00:00.000Z'),
      entry(2, '2025-01-02T10:00:00.000Z'),
    ];
    expect([...list].sort(newestFirst).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('turns a log written in time order around without sorting, and sorts one that is not', () => {
    const inOrder = [entry(1, '2025-01-01'), entry(2, '2025-01-02'), entry(3, '2025-01-02')];
    expect(newestFirstOf(inOrder).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(inOrder.map((e) => e.id)).toEqual([1, 2, 3]);
    // Moved from an old log: written later, dated earlier.
    const moved = [entry(1, '2025-03-01'), entry(2, '2025-01-01'), entry(3, '2025-02-01')];
    expect(newestFirstOf(moved).map((e) => e.id)).toEqual([1, 3, 2]);
  });

  it('calls an entry with a target state a workflow entry, any other a record entry', () => {
    expect(historyKind(entry(1, 'x', 'reject', { from: 'pending', to: 'rejected' }))).toBe('workflow');
    expect(historyKind(entry(1, 'x', 'update'))).toBe('record');
  });
});

describe('currentLife', () => {
  const life = [entry(1, 'a', 'create'), entry(2, 'b', 'update'), entry(3, 'c', 'delete')];
  const next = [entry(4, 'd', 'create'), entry(5, 'e', 'update')];

  it('gives a record that exists the entries after the last delete of its id', () => {
    expect(currentLife([...life, ...next], true).map((e) => e.id)).toEqual([4, 5]);
    expect(currentLife(next, true).map((e) => e.id)).toEqual([4, 5]);
  });

  it('gives a deleted record the entries of its last life, up to its delete', () => {
    expect(currentLife(life, false).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(currentLife([...life, entry(4, 'd', 'create'), entry(6, 'f', 'delete')], false).map((e) => e.id)).toEqual([4, 6]);
    expect(currentLife(next, false)).toEqual([]);
  });

  it('when the log starts with a delete (of an earlier record of that id), the record that exists owns what follows it', () => {
    const log = [entry(1, 'a', 'delete'), entry(2, 'b', 'create'), entry(3, 'c', 'update')];
    expect(ids(currentLife(log, true))).toEqual([2, 3]);
  });

  it('a deleted record whose log holds only its delete has that one entry', () => {
    expect(ids(currentLife([entry(1, 'a', 'delete')], false))).toEqual([1]);
  });
});

describe('lastKnownRecord', () => {
  const schema = {
    fields: [
      { name: 'title', type: 'text' },
      { name: 'amount', type: 'money' },
      { name: 'lines', type: 'table', fields: [{ name: 'item', type: 'text' }] },
    ],
  } as Pick<ResourceSchema, 'fields'>;

  it('rebuilds a deleted record from its delete entry, with createdBy from its create entry', () => {
    const held = { title: 'T', amount: 5, lines: [{ item: 'a' }, { item: 'b' }] };
    const entries = [
      entry(1, 'a', 'create', { username: 'staff', changes: diffRecord(schema, null, held) }),
      entry(2, 'b', 'delete', { username: 'admin', changes: diffRecord(schema, held, null) }),
    ];
    expect(lastKnownRecord(schema, entries)).toEqual({ ...held, createdBy: 'staff' });
  });

  it('is null without a delete, and has no createdBy without a create', () => {
    expect(lastKnownRecord(schema, [entry(1, 'a', 'create')])).toBeNull();
    expect(lastKnownRecord(schema, [entry(2, 'b', 'delete', { changes: [{ field: 'title', old: 'T' }] })])).toEqual({
      title: 'T',
    });
  });

  const notedSchema = {
    fields: [
      { name: 'title', type: 'text' },
      { name: 'note', type: 'text' },
      { name: 'lines', type: 'table', fields: [{ name: 'item', type: 'text' }] },
    ],
  } as Pick<ResourceSchema, 'fields'>;

  it('takes the values of the last delete when the id was deleted twice', () => {
    const log = [
      entry(1, 'a', 'create', { username: 'first' }),
      entry(2, 'b', 'delete', { changes: [{ field: 'title', old: 'Old life' }] }),
      entry(3, 'c', 'create', { username: 'second' }),
      entry(4, 'd', 'delete', { changes: [{ field: 'title', old: 'New life' }] }),
    ];
    expect(lastKnownRecord(notedSchema, log)).toMatchObject({ title: 'New life' });
  });

  it('is the bare record when the delete lists no changes', () => {
    expect(lastKnownRecord(notedSchema, [entry(1, 'a', 'create', { username: 'staff' }), entry(2, 'b', 'delete')])).toEqual({
      createdBy: 'staff',
    });
  });

  it('leaves absent a field whose delete change records no old value', () => {
    const record = lastKnownRecord(notedSchema, [
      entry(1, 'a', 'delete', { changes: [{ field: 'title', old: 'T' }, { field: 'note' }] }),
    ]);
    expect(record).toStrictEqual({ title: 'T' });
    expect(record).not.toHaveProperty('note');
  });

  it('rebuilds the rows of a table in row order from its removed rows, numbered or not', () => {
    const numbered = [
      { field: 'lines', row: 2, rowChange: 'removed' as const, old: { item: 'b' } },
      { field: 'lines', row: 1, rowChange: 'removed' as const, old: { item: 'a' } },
    ];
    expect(lastKnownRecord(notedSchema, [entry(1, 'a', 'delete', { changes: numbered })])).toEqual({
      lines: [{ item: 'a' }, { item: 'b' }],
    });
    const unnumbered = [
      { field: 'lines', rowChange: 'removed' as const, old: { item: 'a' } },
      { field: 'lines', rowChange: 'removed' as const, old: { item: 'b' } },
    ];
    expect(lastKnownRecord(notedSchema, [entry(1, 'a', 'delete', { changes: unnumbered })])).toEqual({
      lines: [{ item: 'a' }, { item: 'b' }],
    });
  });

  it('takes only whole removed rows of a table, not a changed cell', () => {
    const changes = [
      { field: 'lines', row: 1, rowChange: 'changed' as const, column: 'item', old: 'x', new: 'y' },
      { field: 'title', old: 'T' },
    ];
    expect(lastKnownRecord(notedSchema, [entry(1, 'a', 'delete', { changes })])).toStrictEqual({ title: 'T' });
  });

  it('leaves out the rows of a table the schema no longer has', () => {
    const changes = [
      { field: 'parts', row: 1, rowChange: 'removed' as const, old: { item: 'a' } },
      { field: 'title', old: 'T' },
    ];
    expect(lastKnownRecord(notedSchema, [entry(1, 'a', 'delete', { changes })])).toStrictEqual({ title: 'T' });
  });
});

describe('newest first', () => {
  it('puts the later written of two entries of the same instant first, whichever is compared first', () => {
    const [a, b] = [entry(2, '2025-01-02T10:00:00.000Z'), entry(3, '2025-01-02T10:00:00.000Z')];
    expect(newestFirst(a, b)).toBeGreaterThan(0);
    expect(newestFirst(b, a)).toBeLessThan(0);
    expect(newestFirst(a, a)).toBe(0);
  });

  it('keeps a list that is already newest first, and turns around a two-entry log', () => {
    const newest = [entry(3, '2025-01-03'), entry(2, '2025-01-02'), entry(1, '2025-01-01')];
    expect(ids(newestFirstOf(newest))).toEqual([3, 2, 1]);
    expect(ids(newestFirstOf([entry(1, '2025-01-01'), entry(2, '2025-01-02')]))).toEqual([2, 1]);
    expect(ids(newestFirstOf([entry(1, '2025-01-01')]))).toEqual([1]);
    expect(newestFirstOf([])).toEqual([]);
  });
});
