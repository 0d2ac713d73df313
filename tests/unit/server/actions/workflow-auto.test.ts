/**
 * Workflow steps the server takes by itself (`workflow.auto`, src/schema/workflow/auto.ts) on the real
 * purchase orders: goods received in two parts move the order to partially received, then received, each
 * step in the trail; a line cannot receive more than was ordered; past "open" only the received
 * quantities may change. And the pure rule and its loader checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { autoStep, autoTargets, loadSchemas } from '../../../../src/schema';
import { areasFile, loaderProblems, resourceFile, text } from '../../../support/schema-files';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

const call = apiCaller(() => srv);

async function order(): Promise<JsonBody> {
  const created = await call('admin', 'POST', 'purchaseOrders', {
    supplier: srv.app.store.list('suppliers')[0]!.id,
    orderDate: '2026-11-20',
    paymentTerm: srv.app.registry.byName.get('purchaseOrders')!.fields.find((f) => f.name === 'paymentTerm')!.default ?? 'net30',
    lines: [
      { description: 'Toner HP 26A', qty: 10, unitPrice: 2450.5 },
      { description: 'Paper A4 80g', qty: 4, unitPrice: 115 },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const receive = (id: number, lines: JsonBody[], ...received: number[]) =>
  call('admin', 'PATCH', `purchaseOrders/${id}`, { lines: lines.map((l, i) => ({ ...l, received: received[i] })) });

describe('a purchase order received in two parts', () => {
  it('moves to partially received, then received, and the trail says so', async () => {
    const po = await order();
    expect(po.status).toBe('open');
    const first = await receive(po.id, po.lines, 6, 4);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'partiallyReceived', receivedPercent: 71 });
    // Past "open" the ordered quantities are fixed; the received ones are not.
    const qty = await call('admin', 'PATCH', `purchaseOrders/${po.id}`, {
      lines: first.body.lines.map((l: JsonBody) => ({ ...l, qty: 20 })),
    });
    expect(qty.status).toBe(403);
    expect(qty.body.message).toBe('You may not change Items: Qty (row 1) now');
    const over = await receive(po.id, first.body.lines, 11, 4);
    expect(over.status).toBe(400);
    expect(over.body.errors.lines).toBe('A line cannot receive more than was ordered');
    const second = await receive(po.id, first.body.lines, 10, 4);
    expect(second.body).toMatchObject({ status: 'received', receivedPercent: 100 });
    // Received is not editable any more; it is closed by hand.
    expect((await receive(po.id, second.body.lines, 9, 4)).status).toBe(409);
    expect((await call('admin', 'POST', `purchaseOrders/${po.id}/actions/close`, {})).body.data.status).toBe('closed');

    const trail = await call('admin', 'GET', `purchaseOrders/${po.id}/history?kind=workflow`);
    expect((trail.body as JsonBody[]).map((e) => [e.action, e.from, e.to]).reverse()).toEqual([
      ['partlyReceived', 'open', 'partiallyReceived'],
      ['allReceived', 'partiallyReceived', 'received'],
      ['close', 'received', 'closed'],
    ]);
  });

  it('goes straight to received when everything comes at once, and never starts there', async () => {
    const po = await order();
    expect((await receive(po.id, po.lines, 10, 4)).body.status).toBe('received');
    const refused = await call('admin', 'POST', 'purchaseOrders', { ...po, id: undefined, poNo: undefined, status: 'received' });
    expect(refused.status).toBe(409);
    // Seeded orders are never in a state only the data can reach.
    const seeded = srv.app.registry.byName.get('purchaseOrders')!.seed!.count!;
    const states = srv.app.store
      .list('purchaseOrders')
      .filter((r) => r.id <= seeded)
      .map((r) => r.status);
    expect(states).toHaveLength(seeded);
    expect(states.filter((s) => s === 'received' || s === 'partiallyReceived')).toEqual([]);
  });
});

describe('autoStep and the loader', () => {
  const states = ['a', 'b', 'c'].map((value) => ({ value, label: text(value) }));
  const wf = (auto: unknown[]) => ({
    field: 'status',
    initial: 'a',
    states,
    transitions: [{ action: 'go', label: text('Go'), from: ['a'], to: 'c', allow: {} }],
    auto,
  });
  const files = (auto: unknown[]) => [
    areasFile('x'),
    resourceFile(
      'x',
      'things',
      [
        { name: 'no', type: 'text' },
        { name: 'n', type: 'integer' },
        { name: 'status', type: 'status' },
      ],
      {
        workflow: wf(auto),
      },
    ),
  ];
  const rules = [
    { action: 'toC', label: text('C'), from: ['a', 'b'], to: 'c', when: { '>=': [{ var: 'n' }, 10] } },
    { action: 'toB', label: text('B'), from: ['a'], to: 'b', when: { '>': [{ var: 'n' }, 0] } },
  ];
  const things = loadSchemas(files(rules)).byName.get('things')!;

  it('takes the first rule that holds from the current state, none that stays in place', () => {
    expect(autoStep(things, { status: 'a', n: 3 })).toEqual({ action: 'toB', from: 'a', to: 'b' });
    expect(autoStep(things, { status: 'a', n: 12 })).toEqual({ action: 'toC', from: 'a', to: 'c' });
    expect(autoStep(things, { n: 3 })).toEqual({ action: 'toB', from: 'a', to: 'b' });
    expect(autoStep(things, { status: 'b', n: 3 })).toBeUndefined();
    expect(autoStep(things, { status: 'c', n: 30 })).toBeUndefined();
    expect(autoStep(things, { status: 'a', n: 0 })).toBeUndefined();
    expect([...autoTargets(things)]).toEqual(['c', 'b']);
  });

  it('checks states, names and fields', () => {
    expect(loaderProblems(files([{ action: 'go', label: text('Go'), from: ['z'], to: 'y', when: { var: 'nope' } }]))).toEqual([
      'things.json: $.workflow.auto[0].from[0]: unknown state "z"',
      'things.json: $.workflow.auto[0].to: unknown state "y"',
      'things.json: $.workflow.auto[0].action: duplicate action "go"',
      'things.json: $.workflow.auto[0].when.var: unknown field "nope"',
    ]);
  });
});
