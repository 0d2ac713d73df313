/**
 * Rollups on the server: computed from the stored movements when records are answered (list, show, export,
 * a write's answer), filtered and sorted like numbers, never stored; the `minTotal` floor refuses an
 * oversell, lets exactly one of two concurrent outs of the last item through, and holds on delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile } from '../../src/schema/loader';
import { apiCaller, FIXTURE_FILES, startTestServer, type TestServer } from '../support/test-server';

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
      rollup: { resource: 'moves', field: 'item', sum: 'signedQty' },
    },
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
    {
      name: 'signedQty',
      type: 'computed',
      format: 'integer',
      precision: 0,
      formula: { if: [{ '==': [{ var: 'type' }, 'out'] }, { '-': [{ var: 'quantity' }] }, { var: 'quantity' }] },
    },
  ],
  constraints: [
    {
      minTotal: { reference: 'item', sum: 'signedQty', min: 0 },
      field: 'quantity',
      message: { en: 'Not enough stock', th: 'สต็อกไม่พอ' },
    },
  ],
  seed: { count: 0 },
};
const files = (): SchemaFile[] => [
  ...structuredClone(FIXTURE_FILES),
  ...[items, moves].map((json) => ({ file: `${json.name}.json`, json: structuredClone(json) })),
];

let srv: TestServer;
const call = apiCaller(() => srv);
const ids: Record<string, number> = {};

beforeAll(async () => {
  srv = await startTestServer({ registry: loadSchemas(files()) });
  for (const title of ['Brake pad', 'Oil filter', 'Spark plug']) {
    const { status, body } = await call('admin', 'POST', 'items', { title, stock: 999 });
    expect(status).toBe(201);
    expect(body.stock).toBe(0); // a value sent is ignored: nothing moved yet
    ids[title] = body.id;
  }
  for (const [title, type, quantity] of [
    ['Brake pad', 'in', 10],
    ['Brake pad', 'out', 3],
    ['Brake pad', 'adjustment', -2],
    ['Oil filter', 'in', 1],
    ['Spark plug', 'in', 20],
  ] as const)
    expect((await call('admin', 'POST', 'moves', { item: ids[title], type, quantity })).status).toBe(201);
});
afterAll(() => srv.close());

describe('a rollup when records are answered', () => {
  it('is in the show, the list and the export, and never in the stored row', async () => {
    expect((await call('admin', 'GET', `items/${ids['Brake pad']}`)).body).toMatchObject({ title: 'Brake pad', stock: 5 });
    const list = await call('admin', 'GET', 'items?_sort=title&_order=asc');
    expect(list.body.map((r: { title: string; stock: number }) => [r.title, r.stock])).toEqual([
      ['Brake pad', 5],
      ['Oil filter', 1],
      ['Spark plug', 20],
    ]);
    const exported = await call('admin', 'GET', 'items?_export=1&_sort=title&_order=asc');
    expect(exported.body.map((r: { stock: number }) => r.stock)).toEqual([5, 1, 20]);
    expect(srv.app.store.get('items', ids['Brake pad']!)).not.toHaveProperty('stock');
  });

  it('filters and sorts like a number, over every row in scope', async () => {
    const low = await call('admin', 'GET', 'items?stock_lte=5&_sort=stock&_order=desc');
    expect(low.body.map((r: { title: string }) => r.title)).toEqual(['Brake pad', 'Oil filter']);
    const top = await call('admin', 'GET', 'items?_sort=stock&_order=desc&_start=0&_end=1');
    expect(top.body.map((r: { title: string; stock: number }) => [r.title, r.stock])).toEqual([['Spark plug', 20]]);
  });

  it('follows a new movement at once, and an edit answer carries it', async () => {
    expect((await call('admin', 'POST', 'moves', { item: ids['Spark plug'], type: 'out', quantity: 4 })).status).toBe(201);
    const edited = await call('admin', 'PATCH', `items/${ids['Spark plug']}`, { title: 'Spark plug NGK', stock: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Spark plug NGK', stock: 16 });
  });
});

describe('minTotal', () => {
  it('refuses an out past the stock with the message on its field, in the caller language', async () => {
    const over = await call('admin', 'POST', 'moves', { item: ids['Brake pad'], type: 'out', quantity: 6 });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ quantity: 'Not enough stock' });
    const adjust = await call('admin', 'POST', 'moves', { item: ids['Brake pad'], type: 'adjustment', quantity: -6 });
    expect(adjust.status).toBe(400);
    expect((await call('admin', 'POST', 'moves', { item: ids['Brake pad'], type: 'out', quantity: 5 })).status).toBe(201);
    expect((await call('admin', 'GET', `items/${ids['Brake pad']}`)).body.stock).toBe(0);
  });

  it('of two concurrent outs of the last item, exactly one succeeds', async () => {
    const [a, b] = await Promise.all([
      call('admin', 'POST', 'moves', { item: ids['Oil filter'], type: 'out', quantity: 1 }),
      call('admin', 'POST', 'moves', { item: ids['Oil filter'], type: 'out', quantity: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.status === 400)!.body.errors).toEqual({ quantity: 'Not enough stock' });
    expect((await call('admin', 'GET', `items/${ids['Oil filter']}`)).body.stock).toBe(0);
  });

  it('holds on delete and on an edit that moves a movement to another item', async () => {
    const ins = (await call('admin', 'GET', `moves?item=${ids['Oil filter']}&type=in`)).body as { id: number }[];
    const refused = await call('admin', 'DELETE', `moves/${ins[0]!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Not enough stock');
    const moved = await call('admin', 'PATCH', `moves/${ins[0]!.id}`, { item: ids['Brake pad'] });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ quantity: 'Not enough stock' });
    expect((await call('admin', 'GET', `items/${ids['Oil filter']}`)).body.stock).toBe(0);
  });
});
