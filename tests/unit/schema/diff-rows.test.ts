/** Record history details (src/schema/diff.ts): equal data, row matching in child tables, long tables, column order. */
import { describe, expect, it } from 'vitest';
import { diffRecord, diffRows, sameData, type FieldChange } from '../../../src/schema/diff';
import type { ResourceSchema } from '../../../src/schema/meta';

const cols = ['item'];
const r = (item: string) => ({ item });
const rows = (s: string) => [...s].map(r);
/** A compact view of the changes: "-2" removed row 2, "+1" added row 1, "~3" changed row 3. */
const summary = (changes: FieldChange[]) =>
  changes.map((c) => `${{ added: '+', removed: '-', changed: '~' }[c.rowChange!]}${c.row}`).join(' ');

describe('sameData', () => {
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
