/**
 * `POST purchaseOrders/from/purchaseRequests/<id>` on the product schemas (mock-server/actions/create-from.ts):
 * the purchase order is built through the declared mapping, numbered, validated, audited and linked;
 * refused in the wrong state (409), to users who may not (403) and outside the row scope (404); and
 * the browser's decision (decideRequest `createFrom:<source>`) agrees with the server's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { buildAbility, decideRequest, type AccessContext } from '../../../../src/access';
import type { AuditEntry } from '../../../../src/schema';
import { DEMO_PASSWORDS, startTestServer, type TestServer, apiCaller } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

const call = apiCaller(() => srv);

const supplierId = () => srv.app.store.list('suppliers')[0]!.id;

/** A purchase request by admin (the only demo user with PR Create), taken to `state` through its actions. */
async function request(state: 'draft' | 'pending' | 'approved', withSupplier = true) {
  const created = await call('admin', 'POST', 'purchaseRequests', {
    title: 'Toner for the second floor',
    department: 'it',
    neededBy: '2025-07-01',
    ...(withSupplier ? { supplier: supplierId() } : {}),
    items: [
      { description: 'Toner HP 26A', qty: 3, unitPrice: 2450.5 },
      { description: 'Paper A4 80g', qty: 10, unitPrice: 115 },
    ],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  if (state !== 'draft') expect((await call('admin', 'POST', `purchaseRequests/${id}/actions/submit`)).status).toBe(200);
  if (state === 'approved') expect((await call('hr', 'POST', `purchaseRequests/${id}/actions/approve`)).status).toBe(200);
  return created.body as Body;
}

const empCode = (username: string) => String(srv.app.store.list('users').find((u) => u.username === username)!.empCode);

/** What the browser holds after signing in, as the access walk builds it. */
async function browserContext(username: string): Promise<AccessContext> {
  const res = await fetch(`${srv.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORDS[username] }),
  });
  const { userData: user, userAbilityRules } = ((await res.json()) as Body).data;
  const perms = (await call(username, 'GET', 'permissions?t=json')).body.data;
  const menu = (await call(username, 'GET', `menu/${user.roleId}`)).body.data;
  return { user, perms, menu, ability: buildAbility(userAbilityRules) };
}

describe('create a purchase order from a purchase request', () => {
  it('copies the mapped fields and lines, numbers, computes, links and audits the new order', async () => {
    const pr = await request('approved');
    const before = srv.app.store.get('purchaseRequests', pr.id);
    const po = await call('admin', 'POST', `purchaseOrders/from/purchaseRequests/${pr.id}`, { orderDate: '2025-06-20' });
    expect(po.status).toBe(201);
    expect(po.body).toMatchObject({
      purchaseRequest: pr.id,
      supplier: supplierId(),
      deliveryDate: '2025-07-01',
      note: 'Toner for the second floor',
      orderDate: '2025-06-20',
      paymentTerm: 'credit30', // the field's default
      lines: [
        { description: 'Toner HP 26A', qty: 3, unitPrice: 2450.5, amount: 7351.5 },
        { description: 'Paper A4 80g', qty: 10, unitPrice: 115, amount: 1150 },
      ],
      subtotal: 8501.5,
      vat: 595.11,
      grandTotal: 9096.61,
      createdBy: 'admin',
    });
    expect(po.body.poNo).toMatch(/^PO\d{4}-\d{4}$/);
    expect(po.body.lines[0]).not.toHaveProperty('product');
    expect((await call('admin', 'GET', `purchaseOrders/${po.body.id}`)).body).toEqual(po.body);
    const audit = srv.app.store.list('audit') as unknown as AuditEntry[];
    const entry = audit.filter((e) => e.resource === 'purchaseOrders' && e.recordId === po.body.id);
    expect(entry.map((e) => e.action)).toEqual(['create']);
    expect(entry[0]!.changes).toContainEqual({ field: 'purchaseRequest', new: pr.id });
    // The back-link is the reference: the request's orders are found by querying it.
    const linked = await call('admin', 'GET', `purchaseOrders?purchaseRequest=${pr.id}`);
    expect(linked.body.map((r: Body) => r.id)).toEqual([po.body.id]);
    // The source is untouched (stored rows are replaced, never changed in place): no copy of the link on it.
    expect(srv.app.store.get('purchaseRequests', pr.id)).toBe(before);
  });

  it('answers 400 naming what the mapping leaves empty, and takes it from the body; the source wins where it has a value', async () => {
    const pr = await request('approved', false);
    const missing = await call('admin', 'POST', `purchaseOrders/from/purchaseRequests/${pr.id}`);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['orderDate', 'supplier']);
    const typed = await call('admin', 'POST', `purchaseOrders/from/purchaseRequests/${pr.id}`, {
      orderDate: '2025-06-21',
      supplier: supplierId(),
      note: 'Typed over the purpose',
      purchaseRequest: 1,
      lines: [],
    });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ supplier: supplierId(), note: 'Toner for the second floor', purchaseRequest: pr.id });
    expect(typed.body.lines).toHaveLength(2);
  });

  it('is refused (409) while the request is not approved', async () => {
    for (const state of ['draft', 'pending'] as const) {
      const pr = await request(state);
      const res = await call('admin', 'POST', `purchaseOrders/from/purchaseRequests/${pr.id}`, { orderDate: '2025-06-20' });
      expect(res.status, state).toBe(409);
      expect(res.body.message).toBe('A purchase order is made from a purchase request only while it is approved');
    }
  });

  it('is refused to users who may not create purchase orders (403) or not open the request (404), and the browser agrees', async () => {
    const pr = await request('approved');
    const path = `purchaseOrders/from/purchaseRequests/${pr.id}`;
    const record = srv.app.store.get('purchaseRequests', pr.id)!;
    const agrees = async (user: string, status: number) => {
      const ctx = await browserContext(user);
      const res = await call(user, 'POST', path, { orderDate: '2025-06-20' });
      expect(res.status, user).toBe(status);
      if (status !== 404) {
        const browser = decideRequest(ctx, srv.app.registry, 'purchaseOrders', 'createFrom:purchaseRequests', { record });
        expect(browser.allowed, user).toBe(status === 201);
      }
      return res;
    };
    // Without PR Approve (seeded to hr, the demo's purchase approver) hr cannot open admin's request (row scope).
    await call('admin', 'DELETE', `permissions/PR/Approve/${empCode('hr')}`);
    await agrees('hr', 404);
    await call('admin', 'POST', 'permissions', { docType: 'PR', action: 'Approve', empCode: empCode('hr') });
    // Now hr opens it, but may not create purchase orders.
    const refused = await agrees('hr', 403);
    expect(refused.body.message).toBe('This needs the PO Create permission or role Admin');
    await call('admin', 'POST', 'permissions', { docType: 'PO', action: 'Create', empCode: empCode('hr') });
    await agrees('hr', 201);
    await agrees('admin', 201);
    expect(srv.app.store.list('purchaseOrders').filter((r) => r.purchaseRequest === pr.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown source, an unknown record, and a resource that declares no createFrom', async () => {
    const pr = await request('approved');
    expect((await call('admin', 'POST', `purchaseOrders/from/suppliers/${supplierId()}`)).status).toBe(404);
    expect((await call('admin', 'POST', `purchaseOrders/from/purchaseRequests/999999`)).status).toBe(404);
    expect((await call('admin', 'POST', `memos/from/purchaseRequests/${pr.id}`)).status).toBe(404);
  });
});
