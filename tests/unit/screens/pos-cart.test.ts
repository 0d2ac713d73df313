/**
 * The counter's pure parts: the cart (a scan adds a line or counts one more), the sale record, the totals by
 * the posSales schema's own formulas with the settings' VAT rate (exact to the satang, VAT included in the
 * prices), whether the payment can be taken, and the held sales kept per user.
 */
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  canPay,
  refusedProducts,
  removeLine,
  saleRecord,
  saleTotals,
  scannedCode,
  setQuantity,
  type CartLine,
} from '../../../resources/pos/cart';
import { holdSale, readHeld, takeHeld } from '../../../resources/pos/held';
import { bindSchema } from '../../../src/schema/master-data/master-data';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { validateRecord } from '../../../src/schema/records/validate';

const registry = loadSchemaDir();
const sales = registry.byName.get('posSales')!;
const at = (vatRate: number) => bindSchema(sales, { codes: new Map(), settings: { vatRate } });

const pad = { id: 1, name: 'Brake pad', barcode: '8850000000011', price: 1070 };
const plug = { id: 2, name: 'Spark plug', barcode: null, price: 64.5 };

describe('the cart', () => {
  it('adds a new product on top and counts a product scanned again once more', () => {
    let lines = addProduct([], pad);
    lines = addProduct(lines, plug);
    lines = addProduct(lines, pad);
    expect(lines).toEqual([
      { product: 2, barcode: null, name: 'Spark plug', unitPrice: 64.5, quantity: 1 },
      { product: 1, barcode: '8850000000011', name: 'Brake pad', unitPrice: 1070, quantity: 2 },
    ]);
  });

  it('sets whole quantities, removes a line at 0 and caps at the schema maximum', () => {
    const lines = addProduct(addProduct([], pad), plug);
    expect(setQuantity(lines, 1, 4.7).find((l) => l.product === 1)!.quantity).toBe(4);
    expect(setQuantity(lines, 1, 0).map((l) => l.product)).toEqual([2]);
    expect(setQuantity(lines, 1, 1e9).find((l) => l.product === 1)!.quantity).toBe(100000);
    expect(removeLine(lines, 2).map((l) => l.product)).toEqual([1]);
  });

  it('reads a scan as digits only', () => {
    expect(scannedCode(' 8850000000011 ')).toBe('8850000000011');
    expect(scannedCode('12a4')).toBeNull();
    expect(scannedCode('12')).toBeNull();
  });
});

describe('the sale', () => {
  const lines: CartLine[] = [
    { product: 1, barcode: '8850000000011', name: 'Brake pad', unitPrice: 1070, quantity: 3 },
    { product: 2, barcode: null, name: 'Spark plug', unitPrice: 64.5, quantity: 1 },
  ];
  const input = {
    lines,
    payment: { type: 'cash' as const, cashReceived: 4000 },
    customer: { name: '  ', phone: '' },
    branch: 'bangkok',
    date: '2026-11-25',
    time: '10:15',
  };

  it('is a record the posSales schema accepts, without an empty customer, cash only for cash', () => {
    const record = saleRecord(input);
    expect(record).not.toHaveProperty('customerName');
    expect(record.cashReceived).toBe(4000);
    expect(validateRecord(at(7), record, 'en').errors).toEqual({});
    const card = saleRecord({ ...input, payment: { type: 'card', cashReceived: 10 } });
    expect(card).not.toHaveProperty('cashReceived');
  });

  it('totals by the schema: VAT included in the prices, at the settings rate, exact', () => {
    const t = saleTotals(at(7), saleRecord(input));
    expect(t.grandTotal).toBe(3274.5);
    expect(t.vat).toBe(214.22);
    expect(t.subtotal).toBe(3060.28);
    expect(t.changeDue).toBe(725.5);
    expect(t.amounts.get(1)).toBe(3210);
    // 64.50 at 7 %: 4.2196… rounds to 4.22; a different rate is read from the settings.
    expect(saleTotals(at(7), saleRecord({ ...input, lines: [lines[1]!] })).vat).toBe(4.22);
    expect(saleTotals(at(10), saleRecord(input)).vat).toBe(297.68);
  });

  it('points a refusal at the products of the lines it names', () => {
    expect([...refusedProducts(lines, { 'lines.1.quantity': 'Only 0 left of Spark plug' })]).toEqual([2]);
    expect([...refusedProducts(lines, { cashReceived: 'x', 'lines.7.quantity': 'x' })]).toEqual([]);
    expect([...refusedProducts(lines, undefined)]).toEqual([]);
  });

  it('takes a payment only with lines, and cash only when enough is received', () => {
    expect(canPay([], { type: 'card', cashReceived: null }, 0)).toBe(false);
    expect(canPay(lines, { type: 'card', cashReceived: null }, 3274.5)).toBe(true);
    expect(canPay(lines, { type: 'cash', cashReceived: null }, 3274.5)).toBe(false);
    expect(canPay(lines, { type: 'cash', cashReceived: 3274.49 }, 3274.5)).toBe(false);
    expect(canPay(lines, { type: 'cash', cashReceived: 3274.5 }, 3274.5)).toBe(true);
  });
});

describe('held sales', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };
  const cart = addProduct([], pad);

  it('are kept per user, newest first, and taken out when resumed', () => {
    const s = memory();
    holdSale(s, 'sales', { at: '2026-11-25T03:00:00Z', lines: cart, customer: { name: 'A', phone: '' } });
    const list = holdSale(s, 'sales', {
      at: '2026-11-25T03:05:00Z',
      lines: addProduct(cart, plug),
      customer: { name: '', phone: '' },
    });
    expect(list.map((h) => h.lines.length)).toEqual([2, 1]);
    expect(readHeld(s, 'admin')).toEqual([]);
    const { sale, list: left } = takeHeld(s, 'sales', list[1]!.id);
    expect(sale?.customer.name).toBe('A');
    expect(left).toHaveLength(1);
    expect(readHeld(s, 'sales')).toHaveLength(1);
  });

  it('read a broken storage value as none', () => {
    const s = memory();
    s.setItem('pos.held.sales', '{not json');
    expect(readHeld(s, 'sales')).toEqual([]);
    s.setItem('pos.held.sales', JSON.stringify([{ id: 'x', lines: [{ product: 'bad' }] }]));
    expect(readHeld(s, 'sales')).toEqual([]);
  });
});
