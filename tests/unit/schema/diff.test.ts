import { describe, expect, it } from 'vitest';
import { diffRecord, diffRows, sameData, type ResourceSchema } from '../../../src/schema';

const schema = {
  fields: [
    { name: 'title', type: 'text' },
    { name: 'amount', type: 'money' },
    { name: 'tags', type: 'multiselect', options: ['a', 'b'] },
    { name: 'file', type: 'file' },
    {
      name: 'lines',
      type: 'table',
      fields: [
        { name: 'item', type: 'text' },
        { name: 'qty', type: 'integer' },
      ],
    },
  ],
} as Pick<ResourceSchema, 'fields'>;

const line = (item: string, qty: number) => ({ item, qty });

describe('sameData', () => {
  it('treats every empty value alike and ignores key order', () => {
    expect(sameData(undefined, null)).toBe(true);
    expect(sameData('', [])).toBe(true);
    expect(sameData({ url: '/a', name: 'a' }, { name: 'a', url: '/a' })).toBe(true);
    expect(sameData({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameData(1, '1')).toBe(false);
    expect(sameData(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameData(0, null)).toBe(false);
    expect(sameData(false, null)).toBe(false);
  });
});

describe('diffRecord', () => {
  it('lists only the fields that changed, with old and new, in field order', () => {
    const before = { id: 1, title: 'Old', amount: 10, tags: ['a'], updatedAt: '2025-01-01' };
    const after = { id: 1, title: 'New', amount: 10, tags: ['a', 'b'], updatedAt: '2025-02-02' };
    expect(diffRecord(schema, before, after)).toEqual([
      { field: 'title', old: 'Old', new: 'New' },
      { field: 'tags', old: ['a'], new: ['a', 'b'] },
    ]);
  });

  it('leaves out the side without a value, and sees no change from "" to null', () => {
    expect(diffRecord(schema, { title: '' }, { title: null })).toEqual([]);
    expect(diffRecord(schema, { title: 'x' }, { title: null })).toEqual([{ field: 'title', old: 'x' }]);
    expect(diffRecord(schema, { amount: null }, { amount: 0 })).toEqual([{ field: 'amount', new: 0 }]);
  });

  it('never lists system fields or keys the schema does not declare', () => {
    expect(diffRecord(schema, { id: 1, createdBy: 'a', extra: 1 }, { id: 2, createdBy: 'b', extra: 2 })).toEqual([]);
  });

  it('lists every value of a new record (before = null) and of a deleted one (after = null)', () => {
    const row = { title: 'T', amount: 5, lines: [line('x', 1)] };
    expect(diffRecord(schema, null, row)).toEqual([
      { field: 'title', new: 'T' },
      { field: 'amount', new: 5 },
      { field: 'lines', row: 1, rowChange: 'added', new: line('x', 1) },
    ]);
    expect(diffRecord(schema, row, null)).toEqual([
      { field: 'title', old: 'T' },
      { field: 'amount', old: 5 },
      { field: 'lines', row: 1, rowChange: 'removed', old: line('x', 1) },
    ]);
  });

  it('compares files by content, not key order', () => {
    const a = { file: { url: '/u/1.png', name: '1.png' } };
    expect(diffRecord(schema, a, { file: { name: '1.png', url: '/u/1.png' } })).toEqual([]);
    expect(diffRecord(schema, a, { file: { url: '/u/2.png', name: '2.png' } })).toEqual([
      { field: 'file', old: a.file, new: { url: '/u/2.png', name: '2.png' } },
    ]);
  });
});

describe('child table rows', () => {
  const cols = ['item', 'qty'];

  it('reports a changed cell with its row number (1-based) and column', () => {
    expect(diffRows('lines', cols, [line('a', 1), line('b', 2)], [line('a', 1), line('b', 5)])).toEqual([
      { field: 'lines', row: 2, rowChange: 'changed', column: 'qty', old: 2, new: 5 },
    ]);
  });

  it('reports a removed first row as removed, not as every later row changed', () => {
    expect(diffRows('lines', cols, [line('a', 1), line('b', 2), line('c', 3)], [line('b', 2), line('c', 3)])).toEqual([
      { field: 'lines', row: 1, rowChange: 'removed', old: line('a', 1) },
    ]);
  });

  it('reports an inserted row as added with its number in the new table', () => {
    expect(diffRows('lines', cols, [line('a', 1), line('c', 3)], [line('a', 1), line('b', 2), line('c', 3)])).toEqual([
      { field: 'lines', row: 2, rowChange: 'added', new: line('b', 2) },
    ]);
  });

  it('pairs rows between unchanged ones by position: changed, then removed or added', () => {
    const before = [line('a', 1), line('b', 2), line('c', 3)];
    const after = [line('a', 9), line('c', 3), line('d', 4)];
    expect(diffRows('lines', cols, before, after)).toEqual([
      { field: 'lines', row: 1, rowChange: 'changed', column: 'qty', old: 1, new: 9 },
      { field: 'lines', row: 2, rowChange: 'removed', old: line('b', 2) },
      { field: 'lines', row: 3, rowChange: 'added', new: line('d', 4) },
    ]);
  });

  it('orders changed cells by the columns, then other keys; empty cells have no side', () => {
    expect(diffRows('lines', cols, [{ note: 'x', qty: 1, item: 'a' }], [{ qty: 2, item: null }])).toEqual([
      { field: 'lines', row: 1, rowChange: 'changed', column: 'item', old: 'a' },
      { field: 'lines', row: 1, rowChange: 'changed', column: 'qty', old: 1, new: 2 },
      { field: 'lines', row: 1, rowChange: 'changed', column: 'note', old: 'x' },
    ]);
  });

  it('handles missing tables, non-row values and equal tables', () => {
    expect(diffRows('lines', cols, undefined, undefined)).toEqual([]);
    expect(diffRows('lines', cols, [line('a', 1)], [line('a', 1)])).toEqual([]);
    expect(diffRows('lines', cols, 'junk', [line('a', 1)])).toEqual([
      { field: 'lines', row: 1, rowChange: 'added', new: line('a', 1) },
    ]);
    expect(diffRows('lines', cols, [null], [])).toEqual([{ field: 'lines', row: 1, rowChange: 'removed', old: {} }]);
  });

  it('stays correct on long tables (positional pairing beyond the search limit)', () => {
    const before = Array.from({ length: 600 }, (_, i) => line(`r${i}`, i));
    const after = before.map((r, i) => (i === 599 ? line('r599', -1) : r));
    expect(diffRows('lines', cols, before, after)).toEqual([
      { field: 'lines', row: 600, rowChange: 'changed', column: 'qty', old: 599, new: -1 },
    ]);
  });
});
