/** The expression operators both ways, their coercions, and what checkExpression finds (src/schema/expression.ts). */
import { describe, expect, it } from 'vitest';
import { checkExpression, evaluate, readPath } from '../../../src/schema/expression';

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

describe('checkExpression', () => {
  const vars = new Set(['price', 'qty', 'lines']);

  it('finds an unknown field under a single argument that is not in a list ({"!": {"var": "typo"}})', () => {
    expect(checkExpression({ '!': { var: 'typo' } }, vars)).toEqual([{ path: '.![0].var', message: 'unknown field "typo"' }]);
    expect(checkExpression({ '!!': { var: 'price' } }, vars)).toEqual([]);
  });

  it('accepts null and other literals', () => {
    expect(checkExpression(null, vars)).toEqual([]);
    expect(checkExpression({ '==': [null, { var: 'qty' }] }, vars)).toEqual([]);
  });

  it('leaves the second argument of count, like the per-row formula of sum, to the table', () => {
    expect(checkExpression({ count: [{ var: 'lines' }, { var: 'column' }] }, vars)).toEqual([]);
    expect(checkExpression({ count: [{ var: 'rows' }] }, vars)).toEqual([
      { path: '.count[0].var', message: 'unknown field "rows"' },
    ]);
  });

  it('gives the path of a problem in the per-row formula', () => {
    expect(checkExpression({ sum: [{ var: 'lines' }, { '*': [{ like: 1 }] }] }, vars)).toMatchObject([{ path: '.sum[1].*[0]' }]);
    expect(checkExpression({ sum: [{ var: 'lines' }] }, vars)).toEqual([]);
  });
});
