/**
 * DELETE with references pointing at the record (mock-server/records/on-delete.ts): restrict refuses with 409
 * and changes nothing, setNull empties, cascade removes. Each test builds its own app.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadSchemas } from '../../../../src/schema';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

const L = (en: string, th = en) => ({ en, th });
const resource = (name: string, label: [string, string, string], fields: unknown[], over: Record<string, unknown> = {}) => ({
  file: `${name}.json`,
  json: {
    name,
    label: L(label[0], label[2]),
    pluralLabel: L(label[1], label[2]),
    area: 'finance',
    route: `/apps/finance/${name}`,
    titleField: 'title',
    fields: [{ name: 'title', type: 'text', required: true }, ...fields],
    seed: { count: 0 },
    ...over,
  },
});

/** The test fixtures plus suppliers and what points at them, one rule each. */
const registry = () =>
  loadSchemas([
    ...structuredClone(FIXTURE_FILES),
    resource('suppliers', ['Supplier', 'Suppliers', 'ผู้จำหน่าย'], [], { access: { edit: { roles: ['Admin', 'HR'] } } }),
    // Restrict (the default); each user sees only their own requests.
    resource(
      'purchaseRequests',
      ['Purchase request', 'Purchase requests', 'ใบขอซื้อ'],
      [{ name: 'supplier', type: 'reference', resource: 'suppliers' }],
      { ownerField: 'createdBy', rowScope: { seeAll: { roles: ['Admin'] } } },
    ),
    resource(
      'contacts',
      ['Contact', 'Contacts', 'ผู้ติดต่อ'],
      [{ name: 'supplier', type: 'reference', resource: 'suppliers', required: true, onDelete: 'cascade' }],
    ),
    resource(
      'tenders',
      ['Tender', 'Tenders', 'ประกวดราคา'],
      [
        { name: 'preferred', type: 'reference', resource: 'suppliers', onDelete: 'setNull' },
        {
          name: 'bids',
          type: 'table',
          fields: [
            { name: 'supplier', type: 'reference', resource: 'suppliers', required: true, onDelete: 'cascade' },
            { name: 'price', type: 'money', required: true },
          ],
        },
        { name: 'total', type: 'computed', formula: { sum: [{ var: 'bids' }, { var: 'price' }] } },
      ],
    ),
  ]);

/** Runs `test` against a fresh server with signed-in admin, hr and staff. */
async function withServer(test: (srv: TestServer, call: Call) => Promise<void>): Promise<void> {
  const srv = await startTestServer({ registry: registry() });
  try {
    const tokens: Record<string, string> = {};
    for (const u of ['admin', 'hr', 'staff']) tokens[u] = await srv.login(u);
    const call: Call = async (user, method, path, body, headers = {}) => {
      const res = await fetch(`${srv.api}/${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Body };
    };
    await test(srv, call);
  } finally {
    await srv.close();
  }
}
type Call = (
  user: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: Body }>;

async function created(call: Call, user: string, path: string, body: unknown): Promise<Body> {
  const res = await call(user, 'POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('DELETE and the references to the record', () => {
  it('restrict: 409 naming the count (rows the user cannot see included), and nothing changes', () =>
    withServer(async (srv, call) => {
      const supplier = await created(call, 'admin', 'suppliers', { title: 'Siam Parts' });
      await created(call, 'staff', 'purchaseRequests', { title: 'Paper', supplier: supplier.id });
      await created(call, 'admin', 'purchaseRequests', { title: 'Toner', supplier: supplier.id });
      const contact = await created(call, 'admin', 'contacts', { title: 'Khun Somchai', supplier: supplier.id });
      const tender = await created(call, 'admin', 'tenders', { title: 'Desks', preferred: supplier.id, bids: [] });
      expect((await call('hr', 'GET', 'purchaseRequests')).body).toEqual([]); // hr sees neither request

      const store = srv.app.store;
      const disk = await srv.stored();
      const auditCount = store.list('audit').length;
      const commit = vi.spyOn(store, 'commit');
      const refused = await call('hr', 'DELETE', `suppliers/${supplier.id}`);
      expect(refused).toEqual({
        status: 409,
        body: { message: 'Used by 2 purchase requests', references: [{ resource: 'purchaseRequests', count: 2 }] },
      });
      const thai = await call('hr', 'DELETE', `suppliers/${supplier.id}`, undefined, { 'accept-language': 'th' });
      expect(thai.body.message).toBe('ถูกใช้งานอยู่ใน ใบขอซื้อ 2 รายการ');

      // Kept, with everything the delete would have touched, and nothing written.
      expect(commit).not.toHaveBeenCalled();
      expect(await srv.stored()).toEqual(disk);
      expect(store.list('audit')).toHaveLength(auditCount);
      expect(store.get('suppliers', supplier.id)).toBeDefined();
      expect(store.get('contacts', contact.id)).toEqual(contact);
      expect(store.get('tenders', tender.id)).toEqual(tender);
      expect((await call('hr', 'GET', `suppliers/${supplier.id}`)).status).toBe(200);
    }));

  it('setNull: the referring field is emptied and the change audited', () =>
    withServer(async (srv, call) => {
      const [a, b] = [
        await created(call, 'admin', 'suppliers', { title: 'A' }),
        await created(call, 'admin', 'suppliers', { title: 'B' }),
      ];
      const mine = await created(call, 'admin', 'tenders', { title: 'Chairs', preferred: a.id });
      const other = await created(call, 'admin', 'tenders', { title: 'Desks', preferred: b.id });
      expect(await call('hr', 'DELETE', `suppliers/${a.id}`)).toEqual({ status: 200, body: {} });

      const store = srv.app.store;
      expect(store.get('suppliers', a.id)).toBeUndefined();
      expect(store.get('tenders', mine.id)).toMatchObject({ title: 'Chairs', preferred: null });
      expect(store.get('tenders', other.id)).toEqual(other);
      const onDisk = (await srv.stored()) as unknown as { tenders: Body[] };
      expect(onDisk.tenders.find((t) => t.id === mine.id).preferred).toBeNull();
      const entry = store.list('audit').find((e) => e.resource === 'tenders' && e.action === 'update');
      expect(entry).toMatchObject({ username: 'hr', recordId: mine.id, changes: [{ field: 'preferred', old: a.id }] });
    }));

  it('cascade: referring records go, and a child-table column loses its rows (totals recomputed)', () =>
    withServer(async (srv, call) => {
      const [a, b] = [
        await created(call, 'admin', 'suppliers', { title: 'A' }),
        await created(call, 'admin', 'suppliers', { title: 'B' }),
      ];
      const gone = await created(call, 'admin', 'contacts', { title: 'Of A', supplier: a.id });
      const kept = await created(call, 'admin', 'contacts', { title: 'Of B', supplier: b.id });
      const tender = await created(call, 'admin', 'tenders', {
        title: 'Desks',
        bids: [
          { supplier: a.id, price: 100 },
          { supplier: b.id, price: 90 },
        ],
      });
      expect(tender.total).toBe(190);
      expect((await call('admin', 'DELETE', `suppliers/${a.id}`)).status).toBe(200);

      const store = srv.app.store;
      expect(store.get('contacts', gone.id)).toBeUndefined();
      expect(store.get('contacts', kept.id)).toEqual(kept);
      expect(store.get('tenders', tender.id)).toMatchObject({ bids: [{ supplier: b.id, price: 90 }], total: 90 });
      const deletes = store.list('audit').filter((e) => e.action === 'delete');
      expect(deletes.map((e) => [e.resource, e.recordId])).toEqual([
        ['suppliers', a.id],
        ['contacts', gone.id],
      ]);
      expect(deletes[1]!.comment).toMatch(/suppliers/);
    }));
});
