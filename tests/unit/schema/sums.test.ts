/**
 * Sums over a list's records (src/schema/summary/sums.ts): which paths may be summed, the decimals a sum keeps,
 * the child rows a child column's sum counts, and exact totals.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, type ResourceSchema } from '../../../src/schema';
import {
  childRowTest,
  resolveSumPath,
  sumDigits,
  sumRecords,
  SUM_KEY,
  SUM_MAX,
  type SumPath,
} from '../../../src/schema/summary/sums';
import { areasFile, resourceFile } from '../../support/schema-files';

const orders: ResourceSchema = loadSchemas([
  areasFile('hr'),
  resourceFile('hr', 'people', [{ name: 'no', type: 'text' }]),
  resourceFile('hr', 'orders', [
    { name: 'no', type: 'text' },
    { name: 'customer', type: 'text' },
    { name: 'discount', type: 'money' },
    { name: 'weight', type: 'number' },
    { name: 'rate', type: 'number', precision: 1 },
    { name: 'secret', type: 'integer', access: { read: { roles: ['Admin'] } } },
    {
      name: 'lines',
      type: 'table',
      fields: [
        { name: 'person', type: 'reference', resource: 'people' },
        { name: 'price', type: 'money' },
        { name: 'qty', type: 'integer' },
        { name: 'note', type: 'text' },
      ],
    },
  ]),
]).byName.get('orders')!;

const path = (p: string) => resolveSumPath(orders, p) as SumPath;

describe('resolveSumPath', () => {
  it('names a top-level number field, and a number column of a child table with its table', () => {
    expect(path('discount')).toEqual({ path: 'discount', field: orders.fields[2] });
    const line = path('lines.price');
    expect(line.path).toBe('lines.price');
    expect(line.table).toBe('lines');
    expect(line.field.name).toBe('price');
  });

  it('says why a path cannot be summed', () => {
    expect(resolveSumPath(orders, 'nope')).toBe('unknown field "nope": expected a number field or "<table>.<column>"');
    expect(resolveSumPath(orders, 'lines.price.x')).toBe(
      'unknown field "lines.price.x": expected a number field or "<table>.<column>"',
    );
    expect(resolveSumPath(orders, 'customer')).toBe('"customer" is not a number field');
    expect(resolveSumPath(orders, 'customer.x')).toBe('"customer" is not a child table');
    expect(resolveSumPath(orders, 'lines.nope')).toBe('"lines" has no column "nope"');
    expect(resolveSumPath(orders, 'lines.note')).toBe('"lines.note" is not a number column');
    expect(resolveSumPath(orders, 'lines')).toBe('"lines" is not a number field');
    expect(resolveSumPath(orders, 'secret')).toBe('"secret" has read rules: a sum would tell what some users may not read');
  });

  it('refuses a child column with read rules', () => {
    const withRule = structuredClone(orders);
    const lines = withRule.fields.find((f) => f.name === 'lines') as { fields: { name: string; access?: unknown }[] };
    lines.fields.find((c) => c.name === 'qty')!.access = { read: { roles: ['Admin'] } };
    expect(resolveSumPath(withRule, 'lines.qty')).toBe(
      '"lines.qty" has read rules: a sum would tell what some users may not read',
    );
    expect(typeof resolveSumPath(withRule, 'lines.price')).toBe('object');
  });

  it('has one query key, three sums at most', () => {
    expect(SUM_KEY).toBe('sum');
    expect(SUM_MAX).toBe(3);
  });
});

describe('sumDigits', () => {
  it('keeps 2 decimals for money, none for whole numbers, 4 otherwise, or the field precision', () => {
    expect(sumDigits(path('discount').field)).toBe(2);
    expect(sumDigits(path('lines.qty').field)).toBe(0);
    expect(sumDigits(path('weight').field)).toBe(4);
    expect(sumDigits(path('rate').field)).toBe(1);
  });
});

describe('childRowTest', () => {
  it('counts the rows matching every equality filter on the table, any of repeated values', () => {
    const params = new URLSearchParams('lines.person=3&lines.person=4&lines.qty=2&customer=x');
    const test = childRowTest('lines', params);
    expect(test({ person: 3, qty: 2 })).toBe(true);
    expect(test({ person: 4, qty: 2 })).toBe(true);
    expect(test({ person: 5, qty: 2 })).toBe(false);
    expect(test({ person: 3, qty: 1 })).toBe(false);
    expect(test({ person: 3 })).toBe(false);
  });

  it('ignores other operators, other tables and the record filters', () => {
    const params = new URLSearchParams(
      'lines.person_ne=3&lines.qty_gte=2&lines.note_like=a&lines.price_lte=1&other.person=1&person=9',
    );
    const test = childRowTest('lines', params);
    expect(test({ person: 3, qty: 1, price: 5 })).toBe(true);
    expect(childRowTest('lines', new URLSearchParams())({})).toBe(true);
  });

  it('compares objects and empty values as text', () => {
    expect(childRowTest('lines', new URLSearchParams('lines.note='))({})).toBe(true);
    expect(childRowTest('lines', new URLSearchParams('lines.note=' + encodeURIComponent('{"a":1}')))({ note: { a: 1 } })).toBe(
      true,
    );
    expect(childRowTest('lines', new URLSearchParams('lines.note=null'))({ note: null })).toBe(false);
  });
});

describe('sumRecords', () => {
  const records = [
    {
      discount: 0.1,
      weight: 1.23456,
      lines: [
        { person: 3, price: 0.1, qty: 1 },
        { person: 4, price: 10.005, qty: 2 },
      ],
    },
    { discount: 0.2, weight: 'x', lines: [{ person: 3, price: 0.2, qty: 5 }, null, 'junk'] },
    { discount: null, lines: 'none' },
    { discount: -0.005, weight: -0.00005 },
    { discount: Number.NaN, weight: Infinity },
  ];

  it('adds money exactly, each value rounded half away from zero: 0.1 + 0.2 - 0.005 is 0.29', () => {
    expect(sumRecords([path('discount')], records)).toEqual({ discount: 0.29 });
  });

  it('adds a child column over every row without a filter, skipping rows that are not objects', () => {
    expect(sumRecords([path('lines.price'), path('lines.qty')], records)).toEqual({ 'lines.price': 10.31, 'lines.qty': 8 });
  });

  it("adds only the matching child rows: the filtered person's share", () => {
    const params = new URLSearchParams('lines.person=3');
    expect(sumRecords([path('lines.price'), path('lines.qty'), path('discount')], records, params)).toEqual({
      'lines.price': 0.3,
      'lines.qty': 6,
      discount: 0.29,
    });
  });

  it('rounds each value to the field decimals (-0.00005 to -0.0001) and skips values that are not finite numbers', () => {
    expect(sumRecords([path('weight')], records)).toEqual({ weight: 1.2345 });
  });

  it('answers zero for no records and nothing for no paths', () => {
    expect(sumRecords([path('discount')], [])).toEqual({ discount: 0 });
    expect(sumRecords([], records)).toEqual({});
  });
});
