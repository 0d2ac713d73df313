import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { sampleRecord } from '../../../../mock-server/seed/seed-sample';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';
import { loadSchemas } from '../../../../src/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;
const USERS = ['admin', 'hr', 'staff', 'sales', 'guest'];

function client(srv: () => TestServer, tokens: Record<string, string>) {
  return async (user: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${srv().api}/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body, total: res.headers.get('x-total-count') };
  };
}

/** The product schemas: the rules under test are the ones the app ships with. */
describe('server access on the product schemas', () => {
  let srv: TestServer;
  const tokens: Record<string, string> = {};
  const call = client(() => srv, tokens);
  const refs = () => new Map(srv.app.registry.resources.map((s) => [s.name, srv.app.store.list(s.name).map((r) => r.id)]));
  const sample = (resource: string, n: number) =>
    sampleRecord(srv.app.registry.byName.get(resource)!, refs(), n, srv.app.store.list(resource));
  const empCode = (username: string) => String(srv.app.store.list('users').find((u) => u.username === username)!.empCode);

  beforeAll(async () => {
    srv = await startTestServer({ registry: loadRegistry() });
    for (const u of USERS) tokens[u] = await srv.login(u);
  });
  afterAll(() => srv.close());

  it('orders need OrderManual Create: staff 403 naming it, sales allowed', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', sample('orders', 1)],
    ] as const) {
      const refused = await call('staff', method, 'orders', body);
      expect(refused.status, method).toBe(403);
      expect(refused.body.message).toMatch(/OrderManual Create/);
    }
    expect((await call('sales', 'GET', 'orders')).status).toBe(200);
    expect((await call('sales', 'POST', 'orders', sample('orders', 2))).status).toBe(201);
  });

  it('follows the role menu at once: isEdit N refuses staff PATCH, Y allows it again', async () => {
    const rows = (await call('admin', 'GET', 'menu/getAllMenu?roleId=3')).body.data as Body[];
    const suppliers = rows.find((r) => r.key === 'suppliers');
    const setEdit = (isEdit: string) => call('admin', 'PUT', 'menu', { id: suppliers.id, isEdit });
    const patch = () => call('staff', 'PATCH', 'suppliers/1', { name: srv.app.store.get('suppliers', 1)!.name });
    expect((await patch()).status).toBe(200);
    expect((await setEdit('N')).status).toBe(200);
    const refused = await patch();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/isEdit/);
    expect((await call('staff', 'DELETE', 'suppliers/1')).status).toBe(403);
    expect((await setEdit('Y')).status).toBe(200);
    expect((await patch()).status).toBe(200);
  });

  it('competency settings: staff 403, hr allowed', async () => {
    for (const r of ['competencies', 'competencyLevels', 'competencyMatrix', 'competencyEmployees']) {
      expect((await call('staff', 'GET', r)).status, r).toBe(403);
      expect((await call('hr', 'GET', r)).status, r).toBe(200);
    }
  });

  it('hides salary from staff in list and show, and refuses queries on it', async () => {
    const list = await call('staff', 'GET', 'employees?_start=0&_end=100');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(5);
    for (const row of list.body) expect(row).not.toHaveProperty('salary');
    expect((await call('staff', 'GET', 'employees/1')).body).not.toHaveProperty('salary');
    for (const user of ['hr', 'admin']) {
      const rows = (await call(user, 'GET', 'employees?_start=0&_end=100')).body as Body[];
      expect(rows.some((r) => typeof r.salary === 'number')).toBe(true);
    }
    for (const q of ['salary_gte=1', 'salary=50000', '_sort=salary'])
      expect((await call('staff', 'GET', `employees?${q}`)).status, q).toBe(400);
    expect((await call('hr', 'GET', 'employees?salary_gte=1&_sort=salary')).status).toBe(200);
  });

  it('refuses staff changing salary; hr changing another field keeps it', async () => {
    const before = srv.app.store.list('employees').find((e) => typeof e.salary === 'number')!;
    expect((await call('staff', 'PATCH', `employees/${before.id}`, { salary: 1 })).status).toBe(403);
    const patched = await call('hr', 'PATCH', `employees/${before.id}`, { position: 'Auditor' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ position: 'Auditor', salary: before.salary });
  });

  it('memos: staff sees only their own, hr all; another staff memo is 404', async () => {
    const all = srv.app.store.list('memos');
    const staff = await call('staff', 'GET', 'memos?_start=0&_end=1000');
    expect(staff.body.length).toBeGreaterThan(0);
    expect(staff.body.every((m: Body) => m.createdBy === 'staff')).toBe(true);
    expect(Number(staff.total)).toBe(all.filter((m) => m.createdBy === 'staff').length);
    const hr = await call('hr', 'GET', 'memos?_start=0&_end=1000');
    expect(Number(hr.total)).toBe(all.length);
    const other = all.find((m) => m.createdBy !== 'staff')!;
    for (const [method, path] of [
      ['GET', `memos/${other.id}`],
      ['PATCH', `memos/${other.id}`],
      ['DELETE', `memos/${other.id}`],
      ['POST', `memos/${other.id}/actions/submit`],
    ] as const)
      expect((await call('staff', method, path, method === 'PATCH' ? {} : undefined)).status, `${method} ${path}`).toBe(404);
    expect((await call('hr', 'GET', `memos/${other.id}`)).status).toBe(200);
  });

  it('assigns user permissions: admin only, validated, idempotent, effective at once', async () => {
    const grant = { docType: 'PR', action: 'Create', empCode: empCode('staff') };
    expect((await call('staff', 'POST', 'purchaseRequests', sample('purchaseRequests', 1))).status).toBe(403);
    expect((await call('staff', 'POST', 'permissions', grant)).status).toBe(403);
    expect((await call('staff', 'DELETE', `permissions/PR/Create/${empCode('admin')}`)).status).toBe(403);
    const bad = await call('admin', 'POST', 'permissions', { docType: 'PR' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('empCode');
    expect((await call('admin', 'POST', 'permissions', { ...grant, empCode: 'NOPE-1' })).status).toBe(400);

    const added = await call('admin', 'POST', 'permissions', grant);
    expect(added.status).toBe(200);
    expect(added.body.data.PR.Create).toContainEqual({ empCode: grant.empCode, fullName: expect.any(String) });
    const again = await call('admin', 'POST', 'permissions', grant);
    expect(again.body.data.PR.Create.filter((e: Body) => e.empCode === grant.empCode)).toHaveLength(1);
    expect((await call('staff', 'POST', 'purchaseRequests', sample('purchaseRequests', 2))).status).toBe(201);

    const removed = await call('admin', 'DELETE', `permissions/PR/Create/${grant.empCode}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.PR.Create.map((e: Body) => e.empCode)).not.toContain(grant.empCode);
    expect((await call('admin', 'DELETE', `permissions/PR/Create/${grant.empCode}`)).status).toBe(200);
    expect((await call('staff', 'POST', 'purchaseRequests', sample('purchaseRequests', 3))).status).toBe(403);
  });

  it('lists the features: stored ones and every one a schema names', async () => {
    const { body } = await call('staff', 'GET', 'permissions/features');
    for (const [docType, action] of [
      ['Competency', 'Manager_SPP'],
      ['Competency', 'Report'],
      ['OrderManual', 'Create'],
      ['PR', 'Approve'],
      ['PO', 'Create'],
      ['Memo', 'Approve'],
    ])
      expect(body.data).toContainEqual({ docType, action });
    expect((await call('guest', 'GET', 'roles')).body.data.map((r: Body) => r.name)).toEqual([
      'Admin',
      'HR',
      'Staff',
      'Sales',
      'Guest',
    ]);
  });

  it('gives Guest only the job application screen, and staff no competency settings', async () => {
    const guest = (await call('guest', 'GET', 'menu/5')).body.data as Body[];
    expect(guest).toHaveLength(1);
    expect(guest[0].children).toEqual([expect.objectContaining({ to: 'apps-humanresource-jobapplication', isCreate: 'Y' })]);
    const staff = JSON.stringify((await call('staff', 'GET', 'menu/3')).body.data);
    expect(staff).not.toContain('apps-setting-competency');
    expect(JSON.stringify((await call('hr', 'GET', 'menu/2')).body.data)).toContain('apps-setting-competency-martrix');
    expect((await call('staff', 'GET', 'menu/2')).status).toBe(403);
  });

  it('export is refused to Guest by the CASL rule', async () => {
    const item = { roleId: 5, key: 'announcements', title: 'Announcements', to: 'apps-announce', resource: 'announcements' };
    expect((await call('admin', 'POST', 'menu', { ...item, isView: 'Y', isExport: 'Y' })).status).toBe(201);
    expect((await call('guest', 'GET', 'announcements')).status).toBe(200);
    const refused = await call('guest', 'GET', 'announcements?_export=1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Guests may not delete or export/);
    expect((await call('staff', 'GET', 'announcements?_export=1')).status).toBe(200);
  });
});

/** A field only Admin reads, one only Admin writes: the field rules with a user who may edit the record. */
describe('field rules when the user may edit the record', () => {
  let srv: TestServer;
  const tokens: Record<string, string> = {};
  const call = client(() => srv, tokens);

  beforeAll(async () => {
    const files = structuredClone(FIXTURE_FILES);
    const people = files.find((f) => f.file === 'people.json')!.json as { fields: unknown[] };
    people.fields.push(
      { name: 'secret', type: 'text', access: { read: { roles: ['Admin'] } }, seed: 'word' },
      { name: 'grade', type: 'integer', access: { write: { roles: ['Admin'] } } },
    );
    srv = await startTestServer({ registry: loadSchemas(files) });
    for (const u of ['admin', 'hr']) tokens[u] = await srv.login(u);
  });
  afterAll(() => srv.close());

  it('keeps values the editor cannot see, and refuses values they may not write', async () => {
    const row = srv.app.store.list('people').find((p) => p.secret !== undefined && p.grade !== undefined)!;
    const patched = await call('hr', 'PATCH', `people/${row.id}`, { firstName: 'Renamed', grade: row.grade });
    expect(patched.status).toBe(200);
    expect(patched.body).not.toHaveProperty('secret');
    expect(srv.app.store.get('people', row.id)!.secret).toBe(row.secret);

    const hidden = await call('hr', 'PATCH', `people/${row.id}`, { secret: row.secret });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toEqual({ message: 'You may not change Secret', errors: { secret: 'You may not change Secret' } });
    const readOnly = await call('hr', 'POST', 'people', { firstName: 'A', lastName: 'B', email: 'ab@x.co', grade: 3 });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.errors).toHaveProperty('grade');
    expect((await call('hr', 'GET', 'people?secret_like=a')).status).toBe(400);
    expect((await call('admin', 'PATCH', `people/${row.id}`, { secret: 'x', grade: 9 })).body).toMatchObject({
      secret: 'x',
      grade: 9,
    });
  });
});
