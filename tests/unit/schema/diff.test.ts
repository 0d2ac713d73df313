/**
 * Record history diffs (src/schema/records/diff.ts): equal data (records with many keys too), row matching in child tables,
 * long tables, column order, tables of one row, rows kept at either end of a table, and a table emptied or filled.
 */
import { describe, expect, it } from 'vitest';
import { diffRecord, diffRows, type ResourceSchema, sameData } from '../../../src/schema';
import type { FieldChange } from '../../../src/schema/records/diff';

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
const cols = ['item'];
const r = (item: string) => ({ item });
const rows = (s: string) => [...s].map(r);

/** A compact view of the changes: "-2" removed row 2, "+1" added row 1, "~3" changed row 3. */
const summary = (changes: FieldChange[]) =>
  changes.map((c) => `${{ added: '+', removed: '-', changed: '~' }[c.rowChange!]}${c.row}`).join(' ');

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

  it('a list with an extra empty entry is a different list', () => {
    expect(sameData(['a', null], ['a'])).toBe(false);
    expect(sameData(['a'], { 0: 'a' })).toBe(false);
    expect(sameData([1, 23], [12, 3])).toBe(false);
    expect(sameData([[1], [2]], [[1, 2]])).toBe(false);
  });

  it('ignores the order of many keys, nested too', () => {
    const a = { e: 5, d: 4, c: 3, b: 2, a: 1, f: { z: 1, y: 2, x: [{ q: 1, p: 2 }] } };
    const b = { a: 1, f: { x: [{ p: 2, q: 1 }], y: 2, z: 1 }, b: 2, c: 3, d: 4, e: 5 };
    expect(sameData(a, b)).toBe(true);
    expect(sameData(a, { ...b, c: 4 })).toBe(false);
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

  it('a table field lists its rows; other fields one change each, in field order', () => {
    const schema = {
      fields: [
        { name: 'title', type: 'text' },
        { name: 'lines', type: 'table', fields: [{ name: 'item', type: 'text' }] },
      ],
    } as never;
    expect(diffRecord(schema, { title: 'a', lines: rows('ab') }, { title: 'b', lines: rows('b') })).toEqual([
      { field: 'title', old: 'a', new: 'b' },
      { field: 'lines', row: 1, rowChange: 'removed', old: r('a') },
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

describe('row matching', () => {
  it('a row inserted first is added, the others stay', () => {
    expect(diffRows('lines', cols, rows('bc'), rows('abc'))).toEqual([
      { field: 'lines', row: 1, rowChange: 'added', new: r('a') },
    ]);
  });

  it('rows removed at the end are removed, with their numbers in the old table', () => {
    expect(diffRows('lines', cols, rows('xyx'), rows('x'))).toEqual([
      { field: 'lines', row: 2, rowChange: 'removed', old: r('y') },
      { field: 'lines', row: 3, rowChange: 'removed', old: r('x') },
    ]);
    expect(summary(diffRows('lines', cols, rows('ab'), rows('abc')))).toBe('+3');
  });

  it('finds the longest run of rows left as they were', () => {
    expect(summary(diffRows('lines', cols, rows('abcdef'), rows('axcyef')))).toBe('~2 ~4');
    expect(summary(diffRows('lines', cols, rows('abcd'), rows('bcda')))).toBe('-1 +4');
    expect(summary(diffRows('lines', cols, rows('abcabc'), rows('cab')))).toBe('-1 -2 -6');
    expect(summary(diffRows('lines', cols, rows('aab'), rows('ab')))).toBe('-2');
    expect(summary(diffRows('lines', cols, rows('xaby'), rows('abz')))).toBe('-1 ~3');
    expect(summary(diffRows('lines', cols, rows('kab'), rows('abk')))).toBe('-1 +3');
    expect(summary(diffRows('lines', cols, rows('xab'), rows('abyy')))).toBe('-1 +3 +4');
  });

  it('when two rows swap places, the first is reported removed and added after the other', () => {
    expect(diffRows('lines', cols, rows('abcd'), rows('bacd'))).toEqual([
      { field: 'lines', row: 1, rowChange: 'removed', old: r('a') },
      { field: 'lines', row: 2, rowChange: 'added', new: r('a') },
    ]);
  });

  it('after an unchanged row, pairs the rest by position and reports what is left over', () => {
    expect(diffRows('lines', cols, rows('kxy'), rows('kz'))).toEqual([
      { field: 'lines', row: 2, rowChange: 'changed', column: 'item', old: 'x', new: 'z' },
      { field: 'lines', row: 3, rowChange: 'removed', old: r('y') },
    ]);
    expect(summary(diffRows('lines', cols, rows('kx'), rows('kzy')))).toBe('~2 +3');
  });

  it('a row that is not a record is an empty row', () => {
    expect(diffRows('lines', cols, ['junk', 5], [])).toEqual([
      { field: 'lines', row: 1, rowChange: 'removed', old: {} },
      { field: 'lines', row: 2, rowChange: 'removed', old: {} },
    ]);
  });
});

describe('long tables', () => {
  const table = (n: number, from = 0) => Array.from({ length: n }, (_, i) => r(`r${i + from}`));

  it('up to 500 x 500 rows, a removed first row is found', () => {
    expect(summary(diffRows('lines', cols, table(500), table(500, 1)))).toBe('-1 +500');
  });

  it('beyond that the rows are paired by position', () => {
    const changes = diffRows('lines', cols, table(600), table(600, 1));
    expect(changes).toHaveLength(600);
    expect(changes[0]).toEqual({ field: 'lines', row: 1, rowChange: 'changed', column: 'item', old: 'r0', new: 'r1' });
    expect(changes.every((c) => c.rowChange === 'changed')).toBe(true);
  });
});

describe('diffRecord on a child table', () => {
  it("orders a row's changed cells by the table's columns", () => {
    const schema = {
      fields: [
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
    expect(diffRecord(schema, { lines: [{ qty: 1, item: 'a' }] }, { lines: [{ qty: 2, item: 'b' }] })).toEqual([
      { field: 'lines', row: 1, rowChange: 'changed', column: 'item', old: 'a', new: 'b' },
      { field: 'lines', row: 1, rowChange: 'changed', column: 'qty', old: 1, new: 2 },
    ]);
  });
});

describe('sameData on records with many keys', () => {
  const keys = Array.from({ length: 150 }, (_, i) => `k${String(i).padStart(3, '0')}`);
  const record = (order: readonly string[], change?: string) =>
    Object.fromEntries(order.map((k) => [k, k === change ? 'changed' : k.toUpperCase()]));
  const scrambled = keys.map((_, i) => keys[(i * 97) % keys.length]!);

  it('any order of the same keys and values is the same data', () => {
    expect(sameData(record(keys), record([...keys].reverse()))).toBe(true);
    expect(sameData(record(keys), record(scrambled))).toBe(true);
  });

  it('one value changed anywhere is different data', () => {
    for (const k of [keys[0]!, keys[74]!, keys[149]!]) expect(sameData(record(keys), record(scrambled, k)), k).toBe(false);
  });

  it('tells apart keys that would run together', () => {
    expect(sameData({ a: 1, b: 2 }, { a: 1, b: 2, c: null })).toBe(true);
    expect(sameData({ a: 12 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData({ a: '1,"b":2' }, { a: 1, b: 2 })).toBe(false);
  });
});

describe('rows kept at either end', () => {
  it('one row on each side: changed in place, or the same', () => {
    expect(diffRows('lines', cols, rows('a'), rows('b'))).toEqual([
      { field: 'lines', row: 1, rowChange: 'changed', column: 'item', old: 'a', new: 'b' },
    ]);
    expect(diffRows('lines', cols, rows('a'), rows('a'))).toEqual([]);
  });

  it('the last row kept, rows before it changed, added or removed', () => {
    expect(summary(diffRows('lines', cols, rows('xz'), rows('yz')))).toBe('~1');
    expect(summary(diffRows('lines', cols, rows('z'), rows('xyz')))).toBe('+1 +2');
    expect(summary(diffRows('lines', cols, rows('xyz'), rows('z')))).toBe('-1 -2');
  });

  it('the first row kept, rows after it added or removed', () => {
    expect(summary(diffRows('lines', cols, rows('a'), rows('axy')))).toBe('+2 +3');
    expect(summary(diffRows('lines', cols, rows('axy'), rows('a')))).toBe('-2 -3');
  });

  it('a table emptied or filled lists every row', () => {
    expect(summary(diffRows('lines', cols, rows('abc'), []))).toBe('-1 -2 -3');
    expect(summary(diffRows('lines', cols, undefined, rows('ab')))).toBe('+1 +2');
  });
});
