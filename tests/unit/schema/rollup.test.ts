/**
 * Rollups (a product's stock from its movements) and the `minTotal` floor, as pure rules; the EAN-13 check
 * digit the products' barcode rule uses; and the loader's checks of both keys.
 */
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, ean13Valid } from '../../../src/schema/expression/check-digits';
import { constraintErrors } from '../../../src/schema/records/constraints';
import { loadSchemas, type SchemaFile } from '../../../src/schema/loader/loader';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { breaksMinTotal, rollupsInQuery, rollupTotals, withRollupValues } from '../../../src/schema/summary/rollup';
import { validateRecord } from '../../../src/schema/records/validate';
import type { Data } from '../../../src/schema/expression/expression';
import { FIXTURE_FILES } from '../../support/test-server';
import { loaderProblems } from '../../support/schema-files';

const L = (en: string) => ({ en, th: `${en} (th)` });

const items = {
  name: 'items',
  label: L('Item'),
  pluralLabel: L('Items'),
  area: 'hr',
  route: '/apps/hr/items',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'stock',
      type: 'computed',
      format: 'integer',
      precision: 0,
      filter: true,
      rollup: { resource: 'moves', field: 'item', sum: 'signedQty' },
    },
    { name: 'value', type: 'computed', format: 'money', rollup: { resource: 'moves', field: 'item', sum: 'amount' } },
    { name: 'outs', type: 'computed', rollup: { resource: 'moves', field: 'item', when: { '==': [{ var: 'type' }, 'out'] } } },
  ],
  seed: { count: 0 },
};
const moves = {
  name: 'moves',
  label: L('Move'),
  pluralLabel: L('Moves'),
  area: 'hr',
  route: '/apps/hr/moves',
  titleField: 'type',
  fields: [
    { name: 'item', type: 'reference', resource: 'items', required: true },
    { name: 'type', type: 'select', options: ['in', 'out', 'adjustment'], required: true },
    { name: 'quantity', type: 'integer', required: true },
    { name: 'amount', type: 'money' },
    {
      name: 'signedQty',
      type: 'computed',
      format: 'integer',
      precision: 0,
      formula: { if: [{ '==': [{ var: 'type' }, 'out'] }, { '-': [{ var: 'quantity' }] }, { var: 'quantity' }] },
    },
  ],
  constraints: [{ minTotal: { reference: 'item', sum: 'signedQty', min: 0 }, field: 'quantity', message: L('Not enough stock') }],
  seed: { count: 0 },
};

const files = (...extra: object[]): SchemaFile[] => [
  ...structuredClone(FIXTURE_FILES),
  ...extra.map((json) => ({ file: `${(json as { name: string }).name}.json`, json: structuredClone(json) })),
];

const registry = loadSchemas(files(items, moves));
const itemSchema = registry.byName.get('items') as ResourceSchema;
const moveSchema = registry.byName.get('moves') as ResourceSchema;
/** A stored move as the server keeps it: validated, its signed quantity computed. */
const move = (id: number, item: number | string, type: string, quantity: number, amount?: number): Data & { id: number } => ({
  id,
  ...validateRecord(moveSchema, { item, type, quantity, amount }).values,
});

describe('EAN-13 check digit', () => {
  it('accepts a barcode whose last digit is right, and makes that digit', () => {
    expect(ean13Valid('8850999320014')).toBe(true); // a real Thai product barcode
    expect(ean13Valid('4006381333931')).toBe(true);
    expect(ean13CheckDigit('885099932001')).toBe(4);
    expect(ean13CheckDigit('885000000001')).toBe(0);
    expect(ean13Valid('8850000000010')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(ean13Valid('8850999320015')).toBe(false);
    expect(ean13Valid('8850000000011')).toBe(false);
    expect(ean13Valid('885099932001')).toBe(false);
    expect(ean13Valid('88509993200140')).toBe(false);
    expect(ean13Valid('885099932001A')).toBe(false);
    expect(ean13Valid('8850 99932001')).toBe(false);
  });
});

describe('stock from movements', () => {
  it('in 10, out 3, adjustment -2 gives 5; other items do not count; an item without movements has 0', () => {
    const rows = [move(1, 1, 'in', 10), move(2, 1, 'out', 3), move(3, 1, 'adjustment', -2), move(4, 2, 'in', 7)];
    expect(rows.map((r) => r.signedQty)).toEqual([10, -3, -2, 7]);
    const totals = rollupTotals({ resource: 'moves', field: 'item', sum: 'signedQty' }, rows, [1, 3], 0);
    expect([...totals]).toEqual([
      ['1', 5],
      ['3', 0],
    ]);
  });

  it('sets every rollup of the answered records in one call: sums exact to the satang, counts with `when`', () => {
    const rows = [
      move(1, 1, 'in', 10, 0.1),
      move(2, '1', 'out', 3, 0.2), // a reference stored as text counts for the same record
      move(3, 2, 'out', 1, 1.005),
      move(4, 2, 'out', 1, 2.675),
    ];
    const records = [
      { id: 1, title: 'Brake pad' },
      { id: 2, title: 'Oil filter' },
      { id: 3, title: 'Spark plug' },
    ];
    const answered = withRollupValues(itemSchema, records, () => rows);
    expect(answered).toEqual([
      { id: 1, title: 'Brake pad', stock: 7, value: 0.3, outs: 1 },
      { id: 2, title: 'Oil filter', stock: -2, value: 3.69, outs: 2 },
      { id: 3, title: 'Spark plug', stock: 0, value: 0, outs: 0 },
    ]);
    expect(records[0]).toEqual({ id: 1, title: 'Brake pad' }); // copies: the stored rows are untouched
  });

  it('is never stored: the validator drops a rollup value sent by a client', () => {
    const { values, errors } = validateRecord(itemSchema, { title: 'Brake pad', stock: 999, value: 5 });
    expect(errors).toEqual({});
    expect(values).toEqual({ title: 'Brake pad' });
  });

  it('knows when a list query filters or sorts by a rollup', () => {
    expect(rollupsInQuery(itemSchema, new URLSearchParams('stock_lte=5&_sort=title'))).toEqual(['stock']);
    expect(rollupsInQuery(itemSchema, new URLSearchParams('_sort=value,title&_order=desc,asc'))).toEqual(['value']);
    expect(rollupsInQuery(itemSchema, new URLSearchParams('title_like=stock'))).toEqual([]);
  });
});

describe('minTotal', () => {
  const stored = [move(1, 1, 'in', 10), move(2, 1, 'out', 3), move(3, 2, 'in', 1)];
  const c = moveSchema.constraints![0]! as Parameters<typeof breaksMinTotal>[1];
  const next = (item: number, type: string, quantity: number) => validateRecord(moveSchema, { item, type, quantity }).values;

  it('refuses an out past the stock, allows taking it to exactly 0', () => {
    expect(breaksMinTotal(moveSchema, c, next(1, 'out', 8), null, stored)).toBe(true);
    expect(breaksMinTotal(moveSchema, c, next(1, 'out', 7), null, stored)).toBe(false);
    expect(breaksMinTotal(moveSchema, c, next(1, 'adjustment', -8), null, stored)).toBe(true);
    expect(breaksMinTotal(moveSchema, c, next(3, 'in', 1), null, stored)).toBe(false);
  });

  it('checks both items when an update moves a record, and a delete', () => {
    // Moving the "in 1" of item 2 to item 1: item 2 falls from 1 to 0 (fine); moving "in 10" away from item 1: 7 -> -3.
    expect(breaksMinTotal(moveSchema, c, { ...stored[2]!, item: 1 }, stored[2]!, stored)).toBe(false);
    expect(breaksMinTotal(moveSchema, c, { ...stored[0]!, item: 2 }, stored[0]!, stored)).toBe(true);
    expect(breaksMinTotal(moveSchema, c, null, stored[0]!, stored)).toBe(true);
    expect(breaksMinTotal(moveSchema, c, null, stored[1]!, stored)).toBe(false);
  });

  it('lets a total already below the floor rise, and puts the message on its field', () => {
    const below = [move(1, 1, 'out', 5)];
    expect(breaksMinTotal(moveSchema, c, next(1, 'in', 2), null, below)).toBe(false);
    expect(breaksMinTotal(moveSchema, c, next(1, 'out', 1), null, below)).toBe(true);
    const ctx = { rows: () => stored, get: () => undefined };
    expect(constraintErrors(moveSchema, next(1, 'out', 8), null, ctx, 'en')).toEqual({ quantity: 'Not enough stock' });
    expect(constraintErrors(moveSchema, next(1, 'out', 7), null, ctx, 'th')).toEqual({});
  });
});

describe('the loader', () => {
  const problems = (itemFields: object[], moveOver: object = {}) =>
    loaderProblems(files({ ...items, fields: [{ name: 'title', type: 'text' }, ...itemFields] }, { ...moves, ...moveOver }));

  it('accepts the fixtures', () => {
    expect(problems([])).toEqual([]);
  });

  it('names the source, the reference, the sum and `when` problems', () => {
    expect(
      problems([
        { name: 'a', type: 'computed', rollup: { resource: 'cars', field: 'item' } },
        { name: 'b', type: 'computed', rollup: { resource: 'moves', field: 'type' } },
        { name: 'c', type: 'computed', rollup: { resource: 'moves', field: 'item', sum: 'type' } },
        { name: 'd', type: 'computed', rollup: { resource: 'moves', field: 'item', when: { '==': [{ var: 'kind' }, 1] } } },
        { name: 'e', type: 'computed', formula: 1, rollup: { resource: 'moves', field: 'item' } },
        { name: 'f', type: 'computed', search: true, rollup: { resource: 'moves', field: 'item' } },
        { name: 'g', type: 'computed' },
        { name: 'h', type: 'computed', rollup: { resource: 'moves', field: 'item', sum: 'stock' } },
      ]),
    ).toEqual([
      'items.json: $.fields[7].formula: a computed field needs a formula',
      'items.json: $.fields[1].rollup.resource: unknown resource "cars"',
      'items.json: $.fields[2].rollup.field: "moves.type" must be a reference to "items"',
      'items.json: $.fields[3].rollup.sum: "type" is not a number field',
      'items.json: $.fields[4].rollup.when.==[0].var: unknown field "kind"',
      'items.json: $.fields[5].rollup: a field is either a rollup or has a formula, not both',
      'items.json: $.fields[6].search: a rollup is computed when answered: the quick search does not look into it',
      'items.json: $.fields[8].rollup.sum: unknown field "stock": expected a number field or "<table>.<column>"',
    ]);
  });

  it('checks minTotal names', () => {
    expect(
      problems([], {
        constraints: [{ minTotal: { reference: 'type', sum: 'nope', min: 0 }, field: 'quantity', message: L('x') }],
      }),
    ).toEqual([
      'moves.json: $.constraints[0].minTotal.reference: expected a reference field, got "type"',
      'moves.json: $.constraints[0].minTotal.sum: unknown field "nope": expected a number field or "<table>.<column>"',
    ]);
  });
});
