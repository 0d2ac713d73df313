/**
 * Filters on a child-table column (`lines.person=3`: the records one of whose rows matches; mock-server/query/query.ts)
 * and the summary's sums (`sum=lines.qty`: over the matching child rows only; mock-server/records/summary.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
const call = apiCaller(() => srv);
const ids: number[] = [];
let anna: number;
let ben: number;

beforeAll(async () => {
  srv = await startTestServer();
  const person = async (firstName: string) =>
    (await call('admin', 'POST', 'people', { firstName, lastName: 'Child', email: `${firstName}@filters.test` })).body
      .id as number;
  anna = await person('anna');
  ben = await person('ben');
  const order = async (customer: string, lines: { person: number; price: number; qty: number }[]) => {
    const res = await call('admin', 'POST', 'orders', { customer, lines });
    expect(res.status).toBe(201);
    ids.push(res.body.id as number);
  };
  await order('filters-1', [
    { person: anna, price: 0.1, qty: 1 },
    { person: ben, price: 5, qty: 2 },
  ]);
  await order('filters-2', [{ person: anna, price: 0.2, qty: 3 }]);
  await order('filters-3', [{ person: ben, price: 7.5, qty: 4 }]);
});
afterAll(() => srv.close());

const customers = async (query: string) => {
  const res = await call('admin', 'GET', `orders?customer_like=filters-&_sort=customer&${query}`);
  return res.status === 200 ? (res.body as { customer: string }[]).map((o) => o.customer) : res;
};

describe('a list filtered by a child-table column', () => {
  it('answers the records one of whose rows matches, any of repeated values', async () => {
    expect(await customers(`lines.person=${anna}`)).toEqual(['filters-1', 'filters-2']);
    expect(await customers(`lines.person=${ben}`)).toEqual(['filters-1', 'filters-3']);
    expect(await customers(`lines.person=${anna}&lines.person=${ben}`)).toEqual(['filters-1', 'filters-2', 'filters-3']);
  });

  it('takes the operators: _ne when no row has the value, _gte, _lte and _like on a row', async () => {
    expect(await customers(`lines.person_ne=${anna}`)).toEqual(['filters-3']);
    expect(await customers('lines.qty_gte=3')).toEqual(['filters-2', 'filters-3']);
    expect(await customers('lines.price_lte=0.1')).toEqual(['filters-1']);
    expect(await customers(`lines.person_like=${ben}`)).toEqual(['filters-1', 'filters-3']);
  });

  it('combines child filters with the record filters, each on any row', async () => {
    expect(await customers(`lines.person=${anna}&lines.qty_gte=2`)).toEqual(['filters-1', 'filters-2']);
    expect(await customers(`lines.person=${ben}&customer=filters-3`)).toEqual(['filters-3']);
  });

  it('refuses an unknown column, a bad number and a sort by a child column with 400', async () => {
    const unknown = await call('admin', 'GET', 'orders?lines.nope=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown query parameter "lines.nope": it is not a field of orders');
    const number = await call('admin', 'GET', 'orders?lines.qty=x');
    expect(number.status).toBe(400);
    expect(number.body.message).toBe('lines.qty must be a number, got "x"');
    const sort = await call('admin', 'GET', 'orders?_sort=lines.qty');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('Cannot sort by "lines.qty": it is not a field of orders');
  });
});

describe('sums in the summary', () => {
  it("adds a child column over the matching rows only: one person's share", async () => {
    const res = await call('admin', 'GET', `orders/summary?lines.person=${anna}&sum=lines.qty&sum=lines.price`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.sums).toEqual({ 'lines.qty': 4, 'lines.price': 0.3 });
    expect(res.body.groups).toEqual([{ values: {}, count: 2, sums: { 'lines.qty': 4, 'lines.price': 0.3 } }]);
  });

  it('adds per group and over all, every row when the table is not filtered', async () => {
    const res = await call('admin', 'GET', 'orders/summary?customer_like=filters-&groupBy=customer&sum=lines.qty');
    expect(res.status).toBe(200);
    expect(res.body.sums).toEqual({ 'lines.qty': 10 });
    expect(res.body.groups.map((g: { values: { customer: string }; sums: unknown }) => [g.values.customer, g.sums])).toEqual([
      ['filters-1', { 'lines.qty': 3 }],
      ['filters-2', { 'lines.qty': 3 }],
      ['filters-3', { 'lines.qty': 4 }],
    ]);
  });

  it('answers no sums unless asked, and 400 for a sum it cannot make', async () => {
    const plain = await call('admin', 'GET', 'orders/summary?groupBy=customer');
    expect(plain.status).toBe(200);
    expect(plain.body.sums).toBeUndefined();
    expect(plain.body.groups[0].sums).toBeUndefined();
    const bad = await call('admin', 'GET', 'orders/summary?sum=customer');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ sum: '"customer" is not a number field' });
  });

  it('is decided as the list: 403 for a user who may not list', async () => {
    expect((await call('staff', 'GET', `orders/summary?sum=lines.qty`)).status).toBe(403);
  });
});
