/**
 * The orders' `pack` transition over the API with the real schemas: it runs only with the scanned barcodes
 * of every line (`scanCheck`, resolved through each line's product); a wrong code, a surplus or a short scan
 * is refused with the per-line result and changes nothing; a complete scan packs the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '../../../../src/schema/expression/check-digits';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
const call = apiCaller(() => srv);
let seq = 0;

const ean = (n: number): string => {
  const first12 = `885${String(Date.now() % 1e6).padStart(6, '0')}${String(n).padStart(3, '0')}`;
  return first12 + ean13CheckDigit(first12);
};

async function product(): Promise<JsonBody> {
  seq += 1;
  const made = await call('admin', 'POST', 'products', {
    code: `PP-T-${seq}-${Date.now()}`,
    barcode: ean(seq),
    name: `Pick test ${seq}`,
    unit: 'piece',
    price: 100,
  });
  expect(made.status).toBe(201);
  return made.body;
}

/** A rechecked order with these lines, as admin. */
async function rechecked(lines: [JsonBody, number][]): Promise<JsonBody> {
  const made = await call('admin', 'POST', 'orders', {
    date: '2026-11-25',
    customer: 'Somchai Pick',
    tel: '0812345678',
    paymentType: 'cash',
    branch: 'bangkok',
    deliveryMethod: 'pickup',
    lines: lines.map(([p, qty]) => ({ product: p.id, price: p.price, qty })),
  });
  expect(made.status).toBe(201);
  const done = await call('admin', 'POST', `orders/${made.body.id}/actions/recheck`, {});
  expect(done.status).toBe(200);
  expect(done.body.data.status).toBe('rechecked');
  return done.body.data;
}

const historyOf = (id: number) => srv.app.store.list('audit').filter((e) => e.resource === 'orders' && e.recordId === id);

beforeAll(async () => {
  srv = await startTestServer({ registry: loadSchemaDir() });
});
afterAll(() => srv.close());

describe('pack with scanCheck', () => {
  it('refuses an empty or missing scan with the message, and changes nothing', async () => {
    const a = await product();
    const order = await rechecked([[a, 1]]);
    for (const body of [{}, { scanned: [] }]) {
      const res = await call('admin', 'POST', `orders/${order.id}/actions/pack`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter at least one barcode.');
    }
    expect((await call('admin', 'POST', `orders/${order.id}/actions/pack`, { scanned: 'x' })).status).toBe(400);
    expect((await call('admin', 'GET', `orders/${order.id}`)).body.status).toBe('rechecked');
  });

  it('refuses a wrong code, a surplus and a short scan with the per-line result, writing nothing', async () => {
    const [a, b] = [await product(), await product()];
    const order = await rechecked([
      [a, 2],
      [b, 1],
    ]);
    const before = await call('admin', 'GET', `orders/${order.id}`);
    const trail = historyOf(order.id).length;

    const wrong = await call('admin', 'POST', `orders/${order.id}/actions/pack`, {
      scanned: [a.barcode, a.barcode, b.barcode, '4006381333931'],
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.scan.unknown).toEqual(['4006381333931']);
    expect(wrong.body.scan.lines.map((l: JsonBody) => [l.code, l.picked, l.ordered])).toEqual([
      [a.barcode, 2, 2],
      [b.barcode, 1, 1],
    ]);

    const surplus = await call('admin', 'POST', `orders/${order.id}/actions/pack`, {
      scanned: [a.barcode, a.barcode, a.barcode, b.barcode],
    });
    expect(surplus.status).toBe(409);
    expect(surplus.body.scan.surplus).toEqual([a.barcode]);

    const short = await call('admin', 'POST', `orders/${order.id}/actions/pack`, { scanned: [a.barcode, b.barcode] });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('The scanned codes do not match: 2 of 3 picked, 0 unknown, 0 surplus');

    const after = await call('admin', 'GET', `orders/${order.id}`);
    expect(after.body).toEqual(before.body);
    expect(historyOf(order.id).length).toBe(trail);
  });

  it('packs on a complete scan, in any order, and records the transition', async () => {
    const [a, b] = [await product(), await product()];
    const order = await rechecked([
      [a, 2],
      [b, 1],
    ]);
    const res = await call('admin', 'POST', `orders/${order.id}/actions/pack`, {
      scanned: [a.barcode, b.barcode, ` ${a.barcode}\n`],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('packed');
    expect(historyOf(order.id).some((e) => e.action === 'pack')).toBe(true);
  });

  it('still decides who and from which state first: sales may not pack, a packed order cannot be packed again', async () => {
    const a = await product();
    const order = await rechecked([[a, 1]]);
    expect((await call('sales', 'POST', `orders/${order.id}/actions/pack`, { scanned: [a.barcode] })).status).toBe(403);
    expect((await call('admin', 'POST', `orders/${order.id}/actions/pack`, { scanned: [a.barcode] })).status).toBe(200);
    expect((await call('admin', 'POST', `orders/${order.id}/actions/pack`, { scanned: [a.barcode] })).status).toBe(409);
  });
});
