/**
 * Record history diffs (src/schema/diff.ts) at their edges: records with many keys, tables of one row,
 * rows kept at either end of a table, and a table emptied or filled.
 */
import { describe, expect, it } from 'vitest';
import { diffRecord, diffRows, sameData, type FieldChange } from '../../../src/schema/diff';

const cols = ['item'];
const r = (item: string) => ({ item });
const rows = (s: string) => [...s].map(r);
/** "-2" removed row 2, "+1" added row 1, "~3" changed row 3. */
const summary = (changes: FieldChange[]) =>
  changes.map((c) => `${{ added: '+', removed: '-', changed: '~' }[c.rowChange!]}${c.row}`).join(' ');

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

describe('diffRecord', () => {
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
