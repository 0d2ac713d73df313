/** The pure rules of a record's history (src/schema/history.ts), pinned on edge cases: order, the life of an id, a deleted record. */
import { describe, expect, it } from 'vitest';
import {
  currentLife,
  lastKnownRecord,
  newestFirst,
  newestFirstOf,
  parseHistoryQuery,
  type AuditEntry,
  type ResourceSchema,
} from '../../../src/schema';

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
  it('names the kinds it takes when refusing one', () => {
    expect(parseHistoryQuery(new URLSearchParams('kind=login'))).toEqual({
      ok: false,
      message: 'kind must be one of record, workflow',
    });
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

describe('currentLife', () => {
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
    expect(lastKnownRecord(schema, log)).toMatchObject({ title: 'New life' });
  });

  it('is the bare record when the delete lists no changes', () => {
    expect(lastKnownRecord(schema, [entry(1, 'a', 'create', { username: 'staff' }), entry(2, 'b', 'delete')])).toEqual({
      createdBy: 'staff',
    });
  });

  it('leaves absent a field whose delete change records no old value', () => {
    const record = lastKnownRecord(schema, [
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
    expect(lastKnownRecord(schema, [entry(1, 'a', 'delete', { changes: numbered })])).toEqual({
      lines: [{ item: 'a' }, { item: 'b' }],
    });
    const unnumbered = [
      { field: 'lines', rowChange: 'removed' as const, old: { item: 'a' } },
      { field: 'lines', rowChange: 'removed' as const, old: { item: 'b' } },
    ];
    expect(lastKnownRecord(schema, [entry(1, 'a', 'delete', { changes: unnumbered })])).toEqual({
      lines: [{ item: 'a' }, { item: 'b' }],
    });
  });

  it('takes only whole removed rows of a table, not a changed cell', () => {
    const changes = [
      { field: 'lines', row: 1, rowChange: 'changed' as const, column: 'item', old: 'x', new: 'y' },
      { field: 'title', old: 'T' },
    ];
    expect(lastKnownRecord(schema, [entry(1, 'a', 'delete', { changes })])).toStrictEqual({ title: 'T' });
  });

  it('leaves out the rows of a table the schema no longer has', () => {
    const changes = [
      { field: 'parts', row: 1, rowChange: 'removed' as const, old: { item: 'a' } },
      { field: 'title', old: 'T' },
    ];
    expect(lastKnownRecord(schema, [entry(1, 'a', 'delete', { changes })])).toStrictEqual({ title: 'T' });
  });
});
