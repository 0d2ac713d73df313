/**
 * json-server 0.17.4's HTTP dialect on our resources (issue 14, part 1): nested routes, PUT replaces and
 * PATCH merges, 201 with Location, the Link header of `_page`, exposed headers, `_delay`, and CORS for
 * the configured origins only. In-process server on the product schemas.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, originTest, takeDelay } from '../../../../mock-server/http/app';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { sampleRecord } from '../../../../mock-server/seed/seed-sample';
import { startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

let srv: TestServer;
const tokens: Record<string, string> = {};

async function call(user: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(path.startsWith('http') ? path : `${srv.api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body, headers: res.headers, total: res.headers.get('x-total-count') };
}

const refs = () => new Map(srv.app.registry.resources.map((s) => [s.name, srv.app.store.list(s.name).map((r) => r.id)]));
const sample = (resource: string, n: number) =>
  sampleRecord(srv.app.registry.byName.get(resource)!, refs(), n, srv.app.store.list(resource));
const ids = (rows: Body[]) => rows.map((r: Body) => r.id as number);

beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
  for (const u of ['admin', 'staff', 'hr']) tokens[u] = await srv.login(u);
}, 60_000);
afterAll(() => srv.close());

describe('json-server HTTP dialect', () => {
  it('GET /:parent/:id/:child lists the children by the schema reference, as the child list would', async () => {
    const supplier = (await call('admin', 'POST', 'suppliers', sample('suppliers', 1))).body;
    for (let n = 0; n < 3; n++)
      expect(
        (await call('admin', 'POST', 'purchaseRequests', { ...sample('purchaseRequests', n), supplier: supplier.id })).status,
      ).toBe(201);
    const nested = await call('admin', 'GET', `suppliers/${supplier.id}/purchaseRequests?_sort=id&_order=desc`);
    const flat = await call('admin', 'GET', `purchaseRequests?supplier=${supplier.id}&_sort=id&_order=desc`);
    expect(nested.status).toBe(200);
    expect(nested.body).toHaveLength(3);
    expect(nested.body).toEqual(flat.body);
    expect(nested.total).toBe('3');
    expect(nested.body.every((r: Body) => r.supplier === supplier.id)).toBe(true);
    // The list dialect on top: paging and X-Total-Count.
    const paged = await call('admin', 'GET', `suppliers/${supplier.id}/purchaseRequests?_sort=id&_order=desc&_page=2&_limit=2`);
    expect(ids(paged.body)).toEqual(ids(flat.body).slice(2, 4));
    expect(paged.total).toBe('3');
    // The child list's relations too: `_expand` replaces the reference by the record.
    const expanded = await call('admin', 'GET', `suppliers/${supplier.id}/purchaseRequests?_expand=supplier&_limit=1`);
    expect(expanded.body[0].supplier).toMatchObject({ id: supplier.id, name: supplier.name });
    // Row scope of the child: staff sees none of the admin's requests.
    const staff = await call('staff', 'GET', `suppliers/${supplier.id}/purchaseRequests`);
    expect(staff).toMatchObject({ status: 200, body: [], total: '0' });
    // Unknown query field: 400 as on the list.
    expect((await call('admin', 'GET', `suppliers/${supplier.id}/purchaseRequests?nope=1`)).status).toBe(400);
    // Several reference fields to the parent: any of them counts.
    const employee = srv.app.store.list('tickets').find((t) => t.assignee)!.assignee as number;
    const tickets = await call('admin', 'GET', `employees/${employee}/tickets?_limit=1000`);
    const expected = srv.app.store
      .list('tickets')
      .filter((t) => t.requester === employee || t.assignee === employee)
      .map((t) => t.id);
    expect(ids(tickets.body).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    // No such parent, a parent outside the caller's rows, no relation: 404.
    expect((await call('admin', 'GET', 'suppliers/999999/purchaseRequests')).status).toBe(404);
    const pr = nested.body[0];
    expect((await call('admin', 'GET', `purchaseRequests/${pr.id}/purchaseOrders`)).status).toBe(200);
    expect((await call('staff', 'GET', `purchaseRequests/${pr.id}/purchaseOrders`)).status).toBe(404);
    const unrelated = await call('admin', 'GET', `suppliers/${supplier.id}/tickets`);
    expect(unrelated.status).toBe(404);
    expect(unrelated.body.message).toBe('No field of tickets refers to suppliers');
  });

  it('POST /:parent/:id/:child creates the child with the reference set, through the same checks', async () => {
    const supplier = srv.app.store.list('suppliers')[0]!;
    const body = { ...sample('purchaseRequests', 7), supplier: undefined };
    const made = await call('admin', 'POST', `suppliers/${supplier.id}/purchaseRequests`, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.supplier).toBe(supplier.id);
    expect(made.headers.get('location')).toBe(`${srv.api}/purchaseRequests/${made.body.id}`);
    // Same checks as POST /purchaseRequests: validation and access.
    expect((await call('admin', 'POST', `suppliers/${supplier.id}/purchaseRequests`, { title: '' })).status).toBe(400);
    expect((await call('staff', 'POST', `suppliers/${supplier.id}/purchaseRequests`, body)).status).toBe(403);
    expect((await call('admin', 'POST', `suppliers/999999/purchaseRequests`, body)).status).toBe(404);
    // Several reference fields to the parent: the body names the one meant.
    const employee = srv.app.store.list('employees')[0]!.id;
    const ticket = { ...sample('tickets', 3), requester: undefined, assignee: undefined };
    const ambiguous = await call('admin', 'POST', `employees/${employee}/tickets`, ticket);
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.message).toMatch(/requester, assignee/);
    const named = await call('admin', 'POST', `employees/${employee}/tickets`, { ...ticket, assignee: employee });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect(named.body.assignee).toBe(employee);
  });

  it('PUT replaces the record: omitted fields cleared or defaulted, server-owned fields kept', async () => {
    const made = (
      await call('admin', 'POST', 'purchaseRequests', {
        ...sample('purchaseRequests', 11),
        reason: 'Old reason',
        vatMode: 'inclusive',
      })
    ).body;
    const { department, neededBy, items } = made;
    const put = await call('admin', 'PUT', `purchaseRequests/${made.id}`, {
      title: 'Replaced',
      department,
      neededBy,
      items,
      prNo: made.prNo,
      status: made.status,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.title).toBe('Replaced');
    expect(put.body).not.toHaveProperty('reason'); // cleared
    expect(put.body.vatMode).toBe('exclusive'); // its default
    expect(put.body).toMatchObject({
      id: made.id,
      prNo: made.prNo,
      status: made.status,
      createdAt: made.createdAt,
      createdBy: made.createdBy,
    });
    expect(srv.app.store.get('purchaseRequests', made.id)).not.toHaveProperty('reason');
    // A required field left out is a 400, as on create.
    const missing = await call('admin', 'PUT', `purchaseRequests/${made.id}`, { department, neededBy, items });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('title');
  });

  it('PATCH merges (and is what @refinedev/simple-rest sends for update)', async () => {
    const made = (await call('admin', 'POST', 'purchaseRequests', { ...sample('purchaseRequests', 12), reason: 'Kept' })).body;
    const patched = await call('admin', 'PATCH', `purchaseRequests/${made.id}`, { title: 'Only the title' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Only the title', reason: 'Kept', items: made.items });
    const dist = readFileSync('node_modules/@refinedev/simple-rest/dist/index.mjs', 'utf8');
    expect(dist).toMatch(/update: async[\s\S]{0,200}const requestMethod = method \?\? "patch"/);
  });

  it('POST answers 201 with the new record URL in Location', async () => {
    const made = await call('admin', 'POST', 'suppliers', sample('suppliers', 2));
    expect(made.status).toBe(201);
    const location = made.headers.get('location')!;
    expect(location).toBe(`${srv.api}/suppliers/${made.body.id}`);
    expect((await call('admin', 'GET', location)).body).toEqual(made.body);
  });

  it('_page answers a Link header (first, prev, next, last) as json-server writes it', async () => {
    const total = srv.app.store.list('suppliers').length;
    const last = Math.ceil(total / 5);
    const { headers, body } = await call('admin', 'GET', 'suppliers?_page=2&_limit=5');
    expect(body).toHaveLength(5);
    const url = (page: number) => `<${srv.api}/suppliers?_page=${page}&_limit=5>`;
    expect(headers.get('link')).toBe(
      `${url(1)}; rel="first", ${url(1)}; rel="prev", ${url(3)}; rel="next", ${url(last)}; rel="last"`,
    );
    const first = (await call('admin', 'GET', 'suppliers?_page=1&_limit=5')).headers.get('link')!;
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next"');
    expect((await call('admin', 'GET', 'suppliers?_page=1&_limit=100000')).headers.get('link')).toBeNull(); // one page
    expect((await call('admin', 'GET', 'suppliers?_limit=5')).headers.get('link')).toBeNull(); // no _page
  });

  it('Access-Control-Expose-Headers lists X-Total-Count and Link on every list', async () => {
    const origin = { origin: 'http://localhost:5173' };
    const pr = srv.app.store.list('purchaseRequests')[0]!;
    for (const path of ['suppliers?_page=1', `purchaseRequests/${pr.id}/history`, `suppliers/${pr.supplier}/purchaseRequests`]) {
      const exposed = (await call('admin', 'GET', path, undefined, origin)).headers.get('access-control-expose-headers');
      expect(exposed, path).toMatch(/X-Total-Count, Link/);
    }
  });

  it('_delay=<ms> delays any API answer, capped at 10 s; a bad value is a 400', async () => {
    const started = performance.now();
    const slow = await call('admin', 'GET', 'suppliers?_delay=300&_limit=1');
    expect(slow.status).toBe(200);
    expect(slow.body).toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    const me = await call('admin', 'GET', 'auth/me?_delay=50');
    expect(me.status).toBe(200);
    for (const bad of ['abc', '-5', '1e3', ''])
      expect((await call('admin', 'GET', `suppliers?_delay=${bad}`)).status, bad).toBe(400);
    expect(MAX_DELAY_MS).toBe(10_000);
    expect(takeDelay(new URL('http://x/a?_delay=99999'))).toBe(10_000);
    const url = new URL('http://x/a?_delay=20&q=1');
    expect(takeDelay(url)).toBe(20);
    expect(url.search).toBe('?q=1'); // taken out of the query the list reads
  });

  it('CORS only for configured origins (CORS_ORIGINS, localhost by default)', async () => {
    const ask = async (server: TestServer, origin: string) =>
      (await fetch(`${server.origin}/health`, { headers: { origin } })).headers.get('access-control-allow-origin');
    expect(await ask(srv, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(await ask(srv, 'http://127.0.0.1:4161')).toBe('http://127.0.0.1:4161');
    expect(await ask(srv, 'https://evil.example')).toBeNull();
    const configured = await startTestServer({ corsOrigins: ['https://staff.example.com'] });
    try {
      expect(await ask(configured, 'https://staff.example.com')).toBe('https://staff.example.com');
      expect(await ask(configured, 'http://localhost:5173')).toBeNull();
    } finally {
      await configured.close();
    }
    const fromEnv = originTest(' https://a.example , https://b.example/'.split(','));
    expect([fromEnv('https://a.example'), fromEnv('https://b.example'), fromEnv('http://localhost:3000')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
