/**
 * Point of sale over the API with the real schemas (posSales, products, stockMovements): a sale stores the
 * receipt and posts one "out" movement per line in the same step, so the stock drops; a sale of more than the
 * stock is refused with "Only N left of X" and writes nothing at all; twenty concurrent sales of the last five
 * items give exactly five receipts; a void puts the stock back; who may sell and void.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
const call = apiCaller(() => srv);
let seq = 0;

/** A new product (as admin) with `stock` items received. */
async function product(name: string, price: number, stock: number): Promise<JsonBody> {
  seq += 1;
  const made = await call('admin', 'POST', 'products', { code: `POS-T-${seq}-${Date.now()}`, name, unit: 'piece', price });
  expect(made.status).toBe(201);
  if (stock > 0) {
    const moved = await call('admin', 'POST', 'stockMovements', {
      date: '2026-11-20',
      product: made.body.id,
      type: 'in',
      quantity: stock,
      reason: 'Opening stock',
    });
    expect(moved.status).toBe(201);
  }
  return made.body;
}

const stockOf = async (id: number): Promise<number> => (await call('admin', 'GET', `products/${id}`)).body.totalStock;
const count = (resource: string): number => srv.app.store.list(resource).length;

const line = (p: JsonBody, quantity: number) => ({
  product: p.id,
  barcode: p.barcode ?? null,
  name: p.name,
  unitPrice: p.price,
  quantity,
});
const sale = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  date: '2026-11-25',
  time: '10:15',
  branch: 'bangkok',
  lines,
  paymentType: 'card',
  ...extra,
});

beforeAll(async () => {
  srv = await startTestServer({ registry: loadSchemaDir() });
});
afterAll(() => srv.close());

describe('a sale', () => {
  it('stores the receipt with its number, totals and cashier, and posts an "out" movement per line', async () => {
    const pad = await product('POS test brake pad', 1070, 10);
    const plug = await product('POS test spark plug', 64.5, 4);
    const { status, body } = await call(
      'sales',
      'POST',
      'posSales',
      sale([line(pad, 3), line(plug, 1)], { paymentType: 'cash', cashReceived: 4000 }),
    );
    expect(status).toBe(201);
    expect(body.receiptNo).toMatch(/^POS\d{4}-\d{5}$/);
    expect(body.status).toBe('completed');
    // Prices include VAT (7 %): 3 × 1,070 + 64.50 = 3,274.50, of which VAT 214.22 (3,274.50 × 7 / 107).
    expect(body.grandTotal).toBe(3274.5);
    expect(body.vat).toBe(214.22);
    expect(body.subtotal).toBe(3060.28);
    expect(body.changeDue).toBe(725.5);
    const sales = srv.app.store.list('users').find((u) => u.username === 'sales')!;
    expect(body.cashier).toBe(sales.employeeId);

    const moves = (await call('admin', 'GET', `stockMovements?reference=${body.receiptNo}&_sort=quantity&_order=asc`)).body;
    expect(moves.map((m: JsonBody) => [m.product, m.type, m.quantity, m.date])).toEqual([
      [plug.id, 'out', 1, '2026-11-25'],
      [pad.id, 'out', 3, '2026-11-25'],
    ]);
    expect(await stockOf(pad.id)).toBe(7);
    expect(await stockOf(plug.id)).toBe(3);
  });

  it('refuses more than the stock with "Only N left of X" and writes nothing, not even the lines that fit', async () => {
    const filter = await product('POS test oil filter', 250, 2);
    const belt = await product('POS test timing belt', 1800, 9);
    const [salesBefore, movesBefore] = [count('posSales'), count('stockMovements')];
    const { status, body } = await call('sales', 'POST', 'posSales', sale([line(belt, 1), line(filter, 3)]));
    expect(status).toBe(409);
    expect(body.message).toBe('Only 2 left of POS test oil filter');
    expect(body.errors['lines.1.quantity']).toBe('Only 2 left of POS test oil filter');
    expect(count('posSales')).toBe(salesBefore);
    expect(count('stockMovements')).toBe(movesBefore);
    expect(await stockOf(filter.id)).toBe(2);
    expect(await stockOf(belt.id)).toBe(9);
  });

  it('says it in Thai for a Thai counter', async () => {
    const p = await product('ไส้กรองทดสอบ', 120, 1);
    const token = await srv.login('sales');
    const res = await fetch(`${srv.api}/posSales`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'th' },
      body: JSON.stringify(sale([line(p, 2)])),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as JsonBody).message).toBe('ไส้กรองทดสอบ เหลือในสต็อกเพียง 1');
  });

  it('takes the unit price, name and barcode from the product, whatever the counter sends', async () => {
    const pad = await product('POS test discounted pad', 500, 5);
    const res = await call('sales', 'POST', 'posSales', sale([{ ...line(pad, 2), unitPrice: 1, name: 'Free pad' }]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lines[0]).toMatchObject({ unitPrice: 500, name: 'POS test discounted pad', amount: 1000 });
    expect(res.body.grandTotal).toBe(1000);
  });

  it('refuses cash below the grand total, and a sale without lines, with 400', async () => {
    const p = await product('POS test wiper', 300, 5);
    const short = await call('sales', 'POST', 'posSales', sale([line(p, 2)], { paymentType: 'cash', cashReceived: 599.99 }));
    expect(short.status).toBe(400);
    expect(short.body.errors.cashReceived).toBe('Cash received must be at least the grand total');
    const empty = await call('sales', 'POST', 'posSales', sale([]));
    expect(empty.status).toBe(400);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('lets exactly five of twenty concurrent sales of the last five items through', async () => {
    const p = await product('POS test last bulbs', 99, 5);
    const [salesBefore, movesBefore] = [count('posSales'), count('stockMovements')];
    // Every caller signed in first, so the twenty requests race on the sale alone.
    await call('sales', 'GET', 'posSales?_end=1');
    await call('admin', 'GET', 'posSales?_end=1');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? 'sales' : 'admin', 'POST', 'posSales', sale([line(p, 1)]))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockOf(p.id)).toBe(0);
    expect(count('posSales') - salesBefore).toBe(5);
    expect(count('stockMovements') - movesBefore).toBe(5);
    const numbers = results.filter((r) => r.status === 201).map((r) => r.body.receiptNo);
    expect(new Set(numbers).size).toBe(5);
  });
});

describe('voiding a sale', () => {
  it('needs Admin (or POS Void) and a reason, and puts the stock back with "in" movements', async () => {
    const p = await product('POS test clutch plate', 2500, 6);
    const made = await call('sales', 'POST', 'posSales', sale([line(p, 4)]));
    expect(made.status).toBe(201);
    expect(await stockOf(p.id)).toBe(2);

    expect((await call('sales', 'POST', `posSales/${made.body.id}/actions/void`, { comment: 'Wrong item' })).status).toBe(403);
    expect((await call('admin', 'POST', `posSales/${made.body.id}/actions/void`, {})).status).toBe(400);
    const voided = await call('admin', 'POST', `posSales/${made.body.id}/actions/void`, { comment: 'Customer returned it' });
    expect(voided.status).toBe(200);
    expect(voided.body.data.status).toBe('voided');
    expect(await stockOf(p.id)).toBe(6);
    const moves = (await call('admin', 'GET', `stockMovements?reference=${made.body.receiptNo}&type=in`)).body;
    expect(moves.map((m: JsonBody) => [m.product, m.quantity])).toEqual([[p.id, 4]]);
    // Voided once: again is a conflict, and a receipt is never edited.
    expect((await call('admin', 'POST', `posSales/${made.body.id}/actions/void`, { comment: 'again' })).status).toBe(409);
    expect((await call('admin', 'PATCH', `posSales/${made.body.id}`, { customerName: 'x' })).status).toBe(409);
  });
});

describe('who may sell', () => {
  it('lets Admin and Sales sell and read the receipts; HR, Staff and Guest may not', async () => {
    const p = await product('POS test fuse', 20, 10);
    for (const who of ['hr', 'staff', 'guest']) {
      expect((await call(who, 'POST', 'posSales', sale([line(p, 1)]))).status).toBe(403);
      expect((await call(who, 'GET', 'posSales')).status).toBe(403);
    }
    expect((await call('sales', 'GET', 'posSales')).status).toBe(200);
    expect(await stockOf(p.id)).toBe(10);
  });
});
