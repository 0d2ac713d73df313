/**
 * The expression operators both ways (src/schema/expression/expression.ts): comparisons at their edges (which text is a point
 * in time: the ISO forms a date or datetime field stores, docs/SCHEMA.md; which compares as a number), coercions,
 * truth, loose equality, readPath, sum, cat and empty.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, readPath } from '../../../src/schema/expression/expression';

const ev = (expr: unknown, data: Record<string, unknown> = {}) => evaluate(expr, data);

describe('comparisons, both ways', () => {
  it('> is true only when the left is larger', () => {
    expect(ev({ '>': [2, 1] })).toBe(true);
    expect(ev({ '>': [1, 2] })).toBe(false);
    expect(ev({ '>': [1, 1] })).toBe(false);
    expect(ev({ '>': [{ var: 'total' }, 1000] }, { total: '1,000' })).toBe(false);
  });

  it('compares two dates or datetimes as points in time, offsets included', () => {
    const end = (startAt: string, endAt: string) => ev({ '>': [{ var: 'endAt' }, { var: 'startAt' }] }, { startAt, endAt });
    expect(end('2026-11-02T09:00:00+07:00', '2026-11-02T10:00:00+07:00')).toBe(true);
    expect(end('2026-11-02T10:00:00+07:00', '2026-11-02T09:00:00+07:00')).toBe(false);
    expect(end('2026-11-02T10:00:00+07:00', '2026-11-02T10:00:00+07:00')).toBe(false);
    // 09:00 in Bangkok is 02:00 UTC: 03:00Z is after it, although it reads smaller.
    expect(end('2026-11-02T09:00:00+07:00', '2026-11-02T03:00:00Z')).toBe(true);
    expect(ev({ '<=': ['2026-01-31', '2026-02-01'] })).toBe(true);
    expect(ev({ '>=': ['2026-01-31', '2026-02-01'] })).toBe(false);
    // Numbers and numeric strings still compare as numbers; a date beside a number is not a date comparison.
    expect(ev({ '>': ['10', '9'] })).toBe(true);
    expect(ev({ '>': ['2026-01-31', 5] })).toBe(false);
  });

  it('< is true only when the left is smaller', () => {
    expect(ev({ '<': [1, 2] })).toBe(true);
    expect(ev({ '<': [2, 1] })).toBe(false);
    expect(ev({ '<': [2, 2] })).toBe(false);
  });

  it('<= is true when the left is smaller or equal', () => {
    expect(ev({ '<=': [1, 2] })).toBe(true);
    expect(ev({ '<=': [2, 2] })).toBe(true);
    expect(ev({ '<=': [3, 2] })).toBe(false);
  });

  it('>= is true when the left is larger or equal', () => {
    expect(ev({ '>=': [3, 2] })).toBe(true);
    expect(ev({ '>=': [2, 2] })).toBe(true);
    expect(ev({ '>=': [1, 2] })).toBe(false);
  });
});

describe('numbers from other values', () => {
  it('reads numeric text, true as 1, and anything else (lists, objects, blank text) as 0', () => {
    expect(ev({ '+': ['2.5', 1] })).toBe(3.5);
    expect(ev({ '+': [' 7 ', 1] })).toBe(8);
    expect(ev({ '+': [true, 1] })).toBe(2);
    expect(ev({ '+': [false, 1] })).toBe(1);
    expect(ev({ '+': [{ var: 'tags' }, 1] }, { tags: ['5'] })).toBe(1);
    expect(ev({ '+': [{ var: 'obj' }, 1] }, { obj: { a: 1 } })).toBe(1);
    expect(ev({ '+': ['  ', 1] })).toBe(1);
    expect(ev({ '+': ['abc', 1] })).toBe(1);
  });
});

describe('truth', () => {
  it('a list is true when it has items', () => {
    expect(ev({ '!!': { var: 'tags' } }, { tags: ['a'] })).toBe(true);
    expect(ev({ '!!': { var: 'tags' } }, { tags: [] })).toBe(false);
    expect(ev({ if: [{ var: 'tags' }, 'some', 'none'] }, { tags: ['a'] })).toBe('some');
  });
});

describe('loose equality', () => {
  it('null equals only null and nothing, on either side', () => {
    expect(ev({ '==': [null, 0] })).toBe(false);
    expect(ev({ '==': [null, ''] })).toBe(false);
    expect(ev({ '==': [0, null] })).toBe(false);
    expect(ev({ '==': [null] })).toBe(true);
    expect(ev({ '==': [0] })).toBe(false);
    expect(ev({ '==': [undefined, 0] })).toBe(false);
    expect(ev({ '==': [undefined, null] })).toBe(true);
    expect(ev({ '!=': [null, 0] })).toBe(true);
  });

  it('compares as numbers when either side is a number', () => {
    expect(ev({ '==': [1, '1.0'] })).toBe(true);
    expect(ev({ '==': ['1.0', 1] })).toBe(true);
    expect(ev({ '==': ['1.0', '1'] })).toBe(false);
  });
});

describe('readPath', () => {
  it('stops at values that are not objects', () => {
    expect(readPath({ a: 'abc' }, 'a.length')).toBeUndefined();
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath({ a: 5 }, 'a.toFixed')).toBeUndefined();
    expect(readPath({ a: { b: 0 } }, 'a.b')).toBe(0);
  });

  it('var with a null or missing name reads the whole data', () => {
    const data = { x: 1 };
    expect(ev({ var: null }, data)).toEqual(data);
    expect(ev({ var: [] }, data)).toEqual(data);
    expect(ev({ var: '' }, data)).toEqual(data);
  });
});

describe('sum, cat and empty', () => {
  it('sum gives a per-row formula each record; a row that is not a record reads as an empty one', () => {
    expect(ev({ sum: [{ var: 'lines' }, { var: 'qty' }] }, { lines: [{ qty: 2 }, { qty: 3 }] })).toBe(5);
    expect(ev({ sum: [{ var: 'lines' }, { '+': [{ var: '' }, 1] }] }, { lines: [5, 'x', null] })).toBe(3);
    expect(ev({ sum: [{ var: 'lines' }] }, { lines: [5, '2', null] })).toBe(7);
  });

  it('cat writes nothing for null and undefined', () => {
    expect(ev({ cat: ['a', null, undefined, 0, false, 'b'] })).toBe('a0falseb');
  });

  it('empty is true for nothing, null, empty text and an empty list', () => {
    expect(ev({ empty: [] })).toBe(true);
    expect(ev({ empty: [undefined] })).toBe(true);
    expect(ev({ empty: [null] })).toBe(true);
    expect(ev({ empty: [''] })).toBe(true);
    expect(ev({ empty: { var: 'tags' } }, { tags: [] })).toBe(true);
    expect(ev({ empty: [0] })).toBe(false);
    expect(ev({ empty: [' '] })).toBe(false);
  });
});

describe('dates and datetimes compare as points in time', () => {
  it('a datetime without seconds or offset, as a datetime field may hold it', () => {
    expect(ev({ '<': ['2026-05-01T09:30', '2026-05-01T10:00'] })).toBe(true);
    expect(ev({ '>': ['2026-05-01T09:30', '2026-05-01T10:00'] })).toBe(false);
    expect(ev({ '>': ['2026-05-02T10:00', '2026-05-01'] })).toBe(true);
  });

  it('a datetime with seconds but no offset', () => {
    expect(ev({ '>': ['2026-05-01T09:30:15', '2026-05-01T09:30:05'] })).toBe(true);
  });

  it('a datetime with fractions of a second', () => {
    expect(ev({ '<': ['2026-05-01T10:00:00.250Z', '2026-05-01T10:00:00.500Z'] })).toBe(true);
    expect(ev({ '>': ['2026-05-01T10:00:00.250Z', '2026-05-01T10:00:00.500Z'] })).toBe(false);
    expect(ev({ '>': ['2026-05-01T10:00:00.5', '2026-05-01T10:00:00'] })).toBe(true);
  });
});

describe('anything else compares as a number', () => {
  it('numeric text, even where a date parser would read a year or a month', () => {
    expect(ev({ '>': ['100', '2'] })).toBe(true);
    expect(ev({ '<': ['100', '2'] })).toBe(false);
    expect(ev({ '>': ['100', 2] })).toBe(true);
  });

  it('a missing or empty date is neither before nor after a date', () => {
    for (const start of [undefined, null, '']) {
      const data = { start, end: '2026-05-01' };
      expect(ev({ '<': [{ var: 'start' }, { var: 'end' }] }, data), String(start)).toBe(false);
      expect(ev({ '>': [{ var: 'start' }, { var: 'end' }] }, data), String(start)).toBe(false);
    }
  });

  it('a number beside a date is not a date comparison', () => {
    expect(ev({ '<': [5, '2026-05-01'] })).toBe(false);
    expect(ev({ '>': ['2026-05-01', 5] })).toBe(false);
  });

  it('text with a date in it, or a date in another layout, is not a point in time', () => {
    // Only the ISO forms compare as dates: other layouts would be read differently by each browser.
    expect(ev({ '>': ['2026-05-02 10:00', '2026-05-01'] })).toBe(false);
    expect(ev({ '>': ['Sat 2026-05-02', '2026-05-01'] })).toBe(false);
    expect(ev({ '>': ['2026-05-02x', '2026-05-01'] })).toBe(false);
  });

  it('a list holding one date is a list, not a date', () => {
    expect(ev({ '>': [{ var: 'days' }, '2026-05-01'] }, { days: ['2026-05-02'] })).toBe(false);
  });
});
