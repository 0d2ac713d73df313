/**
 * The pure `scanCheck` rules (src/schema/records/scan-check.ts): the rows' codes through a reference, each scan filling
 * the first open row carrying its code, unknown codes and surplus, the body's checks, and the loader's checks.
 */
import { describe, expect, it } from 'vitest';
import { checkScan, checkScannedBody, scanCheckProblems, scanLines, type ResourceSchema } from '../../../src/schema';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';

const registry = loadSchemaDir();
const orders = registry.byName.get('orders')!;
const rule = orders.workflow!.transitions.find((t) => t.action === 'pack')!.scanCheck!;
const products: Record<number, { barcode?: string }> = {
  1: { barcode: '8850000000011' },
  2: { barcode: '8850000000028' },
  3: {},
};
const lookup = (resource: string, id: unknown) => (resource === 'products' ? products[Number(id)] : undefined);
const order = {
  lines: [
    { product: 1, qty: 2 },
    { product: 2, qty: 1 },
  ],
};

describe('scanLines', () => {
  it('reads each row code through the reference and its quantity', () => {
    expect(rule).toEqual({ table: 'lines', code: 'product.barcode', quantity: 'qty' });
    expect(scanLines(orders, rule, order, lookup)).toEqual([
      { index: 0, code: '8850000000011', ordered: 2 },
      { index: 1, code: '8850000000028', ordered: 1 },
    ]);
  });
  it('gives no code to a row whose product has none or is gone, and once per row without a quantity', () => {
    const lines = scanLines(
      orders,
      { table: 'lines', code: 'product.barcode' },
      { lines: [{ product: 3 }, { product: 9 }] },
      lookup,
    );
    expect(lines).toEqual([
      { index: 0, code: null, ordered: 1 },
      { index: 1, code: null, ordered: 1 },
    ]);
  });
});

describe('checkScan', () => {
  const lines = scanLines(orders, rule, order, lookup);
  it('is complete when every row is picked exactly', () => {
    const r = checkScan(lines, ['8850000000011', ' 8850000000028 ', '8850000000011']);
    expect(r.complete).toBe(true);
    expect(r.lines.map((l) => [l.picked, l.ordered])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });
  it('reports a row short, an unknown code and a surplus', () => {
    const r = checkScan(lines, ['8850000000011', '1234567890128', '8850000000028', '8850000000028']);
    expect(r.complete).toBe(false);
    expect(r.lines.map((l) => l.picked)).toEqual([1, 1]);
    expect(r.unknown).toEqual(['1234567890128']);
    expect(r.surplus).toEqual(['8850000000028']);
  });
  it('fills rows sharing a code in order', () => {
    const r = checkScan(
      [
        { index: 0, code: 'A', ordered: 1 },
        { index: 1, code: 'A', ordered: 2 },
      ],
      ['A', 'A', 'A'],
    );
    expect(r.lines.map((l) => l.picked)).toEqual([1, 2]);
    expect(r.complete).toBe(true);
  });
  it('lets a row without a code (a product with no barcode) be checked by eye: it does not hold the rest back', () => {
    const rows = [
      { index: 0, code: null, ordered: 1 },
      { index: 1, code: 'A', ordered: 1 },
    ];
    expect(checkScan(rows, ['X']).complete).toBe(false); // X is no row's code
    expect(checkScan(rows, ['A']).complete).toBe(true);
    expect(checkScan(rows, []).complete).toBe(false); // A still to pick
  });
});

describe('checkScannedBody', () => {
  const lines = scanLines(orders, rule, order, lookup);
  it('refuses a missing or empty list with the spec message, in Thai too', () => {
    expect(checkScannedBody(lines, {}, 'en')).toMatchObject({
      ok: false,
      status: 400,
      message: 'Please enter at least one barcode.',
    });
    expect(checkScannedBody(lines, { scanned: ['  '] }, 'en')).toMatchObject({ status: 400 });
    expect(checkScannedBody(lines, { scanned: [] }, 'th')).toMatchObject({
      status: 400,
      message: 'กรุณากรอกบาร์โค้ดอย่างน้อยหนึ่งรายการ',
    });
  });
  it('refuses a body that is not a list of codes', () => {
    expect(checkScannedBody(lines, { scanned: 'abc' }, 'en')).toMatchObject({
      status: 400,
      message: '"scanned" must be a list of codes',
    });
    expect(checkScannedBody(lines, { scanned: [{}] }, 'en')).toMatchObject({ status: 400 });
  });
  it('answers a mismatch with 409 and the counts', () => {
    const r = checkScannedBody(lines, { scanned: ['8850000000011', '999'] }, 'en');
    expect(r).toMatchObject({ ok: false, status: 409 });
    expect(!r.ok && r.message).toBe('The scanned codes do not match: 1 of 3 picked, 1 unknown, 0 surplus');
  });
  it('passes a complete scan', () => {
    expect(checkScannedBody(lines, { scanned: ['8850000000011', '8850000000011', '8850000000028'] }, 'en').ok).toBe(true);
  });
});

describe('scanCheckProblems', () => {
  const withRule = (scanCheck: unknown) => {
    const copy = structuredClone(orders) as ResourceSchema;
    copy.workflow!.transitions[0]!.scanCheck = scanCheck as never;
    return scanCheckProblems(copy, registry.byName);
  };
  it('accepts the orders schema as declared', () => {
    expect(scanCheckProblems(orders, registry.byName)).toEqual([]);
  });
  it('names a wrong table, column, path or quantity', () => {
    expect(withRule({ table: 'customer', code: 'x' })[0]!.message).toBe('"customer" is not a table field');
    expect(withRule({ table: 'lines', code: 'nope' })[0]!.message).toBe('"nope" is not a column of lines');
    expect(withRule({ table: 'lines', code: 'qty.barcode' })[0]!.message).toBe('"qty" is not a reference column');
    expect(withRule({ table: 'lines', code: 'product.nope' })[0]!.message).toBe('products has no field "nope"');
    expect(withRule({ table: 'lines', code: 'product.barcode', quantity: 'product' })[0]!.message).toBe(
      '"product" is not a numeric column of lines',
    );
  });
});
