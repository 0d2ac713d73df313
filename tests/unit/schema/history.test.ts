/** The pure rules of a record's history (src/schema/history.ts): the page asked for, the order, which life of an id, a deleted record. */
import { describe, expect, it } from 'vitest';
import {
  currentLife,
  diffRecord,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  historyKind,
  lastKnownRecord,
  newestFirst,
  newestFirstOf,
  parseHistoryQuery,
  type AuditEntry,
  type ResourceSchema,
} from '../../../src/schema';

const query = (qs: string) => parseHistoryQuery(new URLSearchParams(qs));

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
});

const entry = (id: number, at: string, action = 'update', extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at,
  username: 'u',
  name: 'U',
  action,
  ...extra,
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
});
