/**
 * `GET <resource>/summary` with the dashboards' terms (mock-server/records/summary.ts over src/schema/summary/terms.ts):
 * sales per day and per child-table column with the column's sums added per group, after the list's filters;
 * 400 for a term it cannot count by; 403 as the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile } from '../../../../src/schema';
import { apiCaller, FIXTURE_FILES, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

function registry() {
  const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- editing fixture JSON
  const orders = files.find((f) => f.file === 'orders.json')!.json as any;
  orders.fields.push({ name: 'date', type: 'date' });
  return loadSchemas(files);
}

let srv: TestServer;
const call = apiCaller(() => srv);
beforeAll(async () => {
  srv = await startTestServer({ registry: registry() });
});
afterAll(() => srv.close());

const order = (date: string, lines: [number, number, number][]) => ({
  customer: `c ${date}`,
  date,
  lines: lines.map(([person, price, qty]) => ({ person, price, qty })),
});

describe('summary terms over the API', () => {
  it('sums sales per day and per child column (only the rows of that value), after the filters', async () => {
    const range = 'date_gte=2031-01-01&date_lte=2031-01-31';
    const before = await call('admin', 'GET', `orders/summary?groupBy=date:day&sum=grandTotal&${range}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ groups: [], total: 0, sums: { grandTotal: 0 } });
    for (const o of [
      order('2031-01-05', [
        [1, 10.05, 2],
        [2, 5, 1],
      ]),
      order('2031-01-05', [[1, 0.1, 3]]),
      order('2031-01-20', [[3, 7, 1]]),
      order('2031-02-01', [[1, 1000, 1]]),
    ]) {
      const created = await call('admin', 'POST', 'orders', o);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const byDay = await call('admin', 'GET', `orders/summary?groupBy=date:day&sum=grandTotal&${range}`);
    expect(byDay.body.total).toBe(3);
    expect(byDay.body.sums).toEqual({ grandTotal: 32.4 });
    expect(byDay.body.groups.map((g: JsonBody) => [g.values['date:day'], g.count, g.sums.grandTotal])).toEqual([
      ['2031-01-05', 2, 25.4],
      ['2031-01-20', 1, 7],
    ]);
    const byPerson = await call('admin', 'GET', `orders/summary?groupBy=lines.person&sum=lines.total&sum=lines.qty&${range}`);
    // Reference groups come sorted by the person's name: compared here by id.
    expect(Object.fromEntries(byPerson.body.groups.map((g: JsonBody) => [g.values['lines.person'], [g.count, g.sums]]))).toEqual({
      1: [2, { 'lines.total': 20.4, 'lines.qty': 5 }],
      2: [1, { 'lines.total': 5, 'lines.qty': 1 }],
      3: [1, { 'lines.total': 7, 'lines.qty': 1 }],
    });
    // The records of one group, as the list answers them.
    const rows = await call('admin', 'GET', `orders/summary?groupBy=lines.person&_group=2&${range}`);
    expect(rows.body.rows.map((r: JsonBody) => r.customer)).toEqual(['c 2031-01-05']);
    // The month of February: the range filter left it out above; a month group sees it.
    const byMonth = await call('admin', 'GET', 'orders/summary?groupBy=date:month&sum=grandTotal&date_gte=2031-01-01');
    expect(byMonth.body.groups.map((g: JsonBody) => [g.values['date:month'], g.sums.grandTotal])).toEqual([
      ['2031-01', 32.4],
      ['2031-02', 1000],
    ]);
  });

  it('400 for a term it cannot count by; 403 for a caller who may not list', async () => {
    const bad = await call('admin', 'GET', 'orders/summary?groupBy=customer:month');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.groupBy).toContain('"customer" is not a date field');
    const price = await call('admin', 'GET', 'orders/summary?groupBy=lines.price');
    expect(price.status).toBe(400);
    expect(price.body.message).toContain('cannot count by a money field');
    const denied = await call('guest', 'GET', 'orders/summary?groupBy=date:day');
    expect(denied.status).toBe(403);
  });
});
