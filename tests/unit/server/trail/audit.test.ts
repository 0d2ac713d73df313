/**
 * The audit log: entries for sign-ins, creates, updates, deletes and workflow actions, written in the
 * same flush as the change; read as the `audit` resource (schemas/audit.json) by Admin only, written
 * by nobody through the API (`writable: false`). Every test starts its own server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auditRecord, REDACTED } from '../../../../mock-server/trail/audit';
import { Store } from '../../../../mock-server/store/store';
import { DEMO_PASSWORDS, FIXTURE_FILES, startTestServer, writeStored, type TestServer } from '../../../support/test-server';
import { SCHEMAS_DIR } from '../../../../src/schema/loader/read-dir';
import { buildAbility, decideRequest, type AccessContext, type UserData } from '../../../../src/access';
import { loadSchemas, type AuditEntry, type ResourceSchema, type SchemaFile } from '../../../../src/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

/** The fixture schemas plus the product's audit schema (and the administration area it lives in). */
function auditRegistry() {
  const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
  const areas = files.find((f) => f.file === '_areas.json')!.json as { areas: unknown[] };
  areas.areas.push({ name: 'administration', label: { en: 'Administration', th: 'ผู้ดูแลระบบ' }, order: 9 });
  files.push({ file: 'audit.json', json: JSON.parse(readFileSync(join(SCHEMAS_DIR, 'audit.json'), 'utf8')) as unknown });
  return loadSchemas(files);
}

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function server(options: Parameters<typeof startTestServer>[0] = {}) {
  const srv = await startTestServer({ registry: auditRegistry(), ...options });
  servers.push(srv);
  const tokens: Record<string, string> = {};
  const call = async (user: string, method: string, path: string, body?: unknown) => {
    tokens[user] ??= await srv.login(user);
    const res = await fetch(`${srv.api}/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, total: res.headers.get('x-total-count'), body: (await res.json()) as Body };
  };
  const entries = () => srv.app.store.list('audit') as unknown as AuditEntry[];
  const last = () => entries().at(-1)!;
  return { srv, call, entries, last, tokens };
}

const memo = { title: 'New laptops for sales', category: 'it', amount: 1200, approveBy: 2 };

describe('entries', () => {
  it('records sign-ins, failed ones too, with username, name and address', async () => {
    const { srv, entries } = await server();
    await srv.login('admin');
    for (const username of ['hr', 'nobody'])
      await fetch(`${srv.api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ` ${username} `, password: 'wrong' }),
      });
    const admin = srv.app.store.list('users').find((u) => u.username === 'admin')!;
    const hr = srv.app.store.list('users').find((u) => u.username === 'hr')!;
    expect(entries().map(({ id: _id, at: _at, ...e }) => e)).toEqual([
      { username: 'admin', name: admin.fullName, address: '127.0.0.1', action: 'login' },
      { username: 'hr', name: hr.fullName, address: '127.0.0.1', action: 'loginFailed' },
      { username: 'nobody', name: '', address: '127.0.0.1', action: 'loginFailed' },
    ]);
    for (const e of entries()) expect(Date.parse(e.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a create with every value set, in the same flush as the record', async () => {
    const { srv, call, last } = await server();
    const created = await call('staff', 'POST', 'memos', memo);
    expect(created.status).toBe(201);
    const staff = srv.app.store.list('users').find((u) => u.username === 'staff')!;
    expect(last()).toMatchObject({
      action: 'create',
      resource: 'memos',
      recordId: created.body.id,
      username: 'staff',
      name: staff.fullName,
      address: '127.0.0.1',
      at: created.body.createdAt,
    });
    expect(last().changes).toEqual(
      expect.arrayContaining([
        { field: 'title', new: memo.title },
        { field: 'no', new: created.body.no },
        { field: 'status', new: 'draft' },
      ]),
    );
    // Acknowledged means on disk, the entry with it.
    const onDisk = (await srv.stored()) as unknown as { audit: AuditEntry[] };
    expect(onDisk.audit.some((e) => e.action === 'create' && e.recordId === created.body.id)).toBe(true);
  });

  it('records an update with the changed fields only, old and new', async () => {
    const { call, last } = await server();
    const { body } = await call('staff', 'POST', 'memos', memo);
    const patched = await call('staff', 'PATCH', `memos/${body.id}`, { ...memo, title: 'Fewer laptops', amount: '900' });
    expect(patched.status).toBe(200);
    expect(last()).toMatchObject({ action: 'update', resource: 'memos', recordId: body.id, username: 'staff' });
    expect(last().changes).toEqual([
      { field: 'title', old: memo.title, new: 'Fewer laptops' },
      { field: 'amount', old: 1200, new: 900 },
    ]);
  });

  it('records child-table rows added, removed and changed', async () => {
    const { call, last } = await server();
    const A = { person: 1, price: 10, qty: 1 };
    const B = { person: 2, price: 20, qty: 1 };
    const C = { person: 3, price: 30, qty: 1 };
    const D = { person: 4, price: 40, qty: 1 };
    const { body } = await call('sales', 'POST', 'orders', { customer: 'ACME', lines: [A, B, C] });
    expect((await call('sales', 'PATCH', `orders/${body.id}`, { lines: [{ ...A, qty: 3 }, C, D] })).status).toBe(200);
    expect(last().changes).toEqual([
      { field: 'lines', row: 1, rowChange: 'changed', column: 'qty', old: 1, new: 3 },
      { field: 'lines', row: 1, rowChange: 'changed', column: 'total', old: 10, new: 30 },
      { field: 'lines', row: 2, rowChange: 'removed', old: { ...B, total: 20 } },
      { field: 'lines', row: 3, rowChange: 'added', new: { ...D, total: 40 } },
      { field: 'grandTotal', old: 60, new: 100 },
    ]);
  });

  it('records a delete with the values the record held, and keeps the record entries', async () => {
    const { srv, call, entries } = await server();
    const { body } = await call('staff', 'POST', 'memos', memo);
    await call('staff', 'PATCH', `memos/${body.id}`, { title: 'Renamed memo' });
    expect((await call('staff', 'DELETE', `memos/${body.id}`)).status).toBe(200);
    expect(srv.app.store.get('memos', body.id)).toBeUndefined();
    const own = entries().filter((e) => e.resource === 'memos' && e.recordId === body.id);
    expect(own.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(own[2]!.changes).toEqual(expect.arrayContaining([{ field: 'title', old: 'Renamed memo' }]));
    expect(own[2]!.changes!.every((c) => !('new' in c))).toBe(true);
  });

  it('records a workflow action with from, to and comment', async () => {
    const { call, last } = await server();
    const { body } = await call('staff', 'POST', 'memos', memo);
    expect((await call('staff', 'POST', `memos/${body.id}/actions/submit`, { comment: 'please' })).status).toBe(200);
    expect(last()).toMatchObject({
      action: 'submit',
      resource: 'memos',
      recordId: body.id,
      username: 'staff',
      from: 'draft',
      to: 'pending',
      comment: 'please',
      changes: [{ field: 'status', old: 'draft', new: 'pending' }],
    });
    // A refused call changes nothing and writes nothing.
    const count = (await call('admin', 'GET', 'audit?_start=0&_end=1')).total;
    expect((await call('staff', 'POST', `memos/${body.id}/actions/approve`)).status).toBe(403);
    expect((await call('admin', 'GET', 'audit?_start=0&_end=1')).total).toBe(count);
  });

  it('never holds a password, a hash or a token', async () => {
    const { srv, call, entries, tokens } = await server();
    for (const user of Object.keys(DEMO_PASSWORDS)) await call(user, 'GET', 'auth/me');
    await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin12345-typo' }),
    });
    const { body } = await call('staff', 'POST', 'memos', memo);
    await call('staff', 'PATCH', `memos/${body.id}`, { title: 'Another title' });
    const text = JSON.stringify(entries());
    for (const secret of [
      ...Object.values(DEMO_PASSWORDS),
      'admin12345-typo',
      'scrypt$',
      'passwordHash',
      'sig=',
      ...Object.values(tokens),
    ])
      expect(text).not.toContain(secret);
  });

  it('redacts a field or column whose name says it holds a secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    dirs.push(dir);
    const store = Store.open(join(dir, 'db.json'), () => ({}));
    const schema = {
      name: 'keys',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'apiToken', type: 'text' },
        { name: 'rows', type: 'table', fields: [{ name: 'clientSecret', type: 'text' }] },
      ],
    } as unknown as ResourceSchema;
    const actor = { user: { username: 'admin', fullName: 'A' } };
    auditRecord(store, actor, 'create', schema, 1, null, { label: 'x', apiToken: 't0ps3cret', rows: [{ clientSecret: 'shh' }] });
    expect(store.list('audit')[0]!.changes).toEqual([
      { field: 'label', new: 'x' },
      { field: 'apiToken', new: REDACTED },
      { field: 'rows', row: 1, rowChange: 'added', new: { clientSecret: REDACTED } },
    ]);
  });
});

describe('GET audit', () => {
  it('answers Admin in the json-server dialect: filters, date range, sort, pages, X-Total-Count', async () => {
    const { call } = await server();
    const { body } = await call('staff', 'POST', 'memos', memo);
    await call('staff', 'PATCH', `memos/${body.id}`, { title: 'Second title' });
    await call('hr', 'POST', 'memos', memo);
    const all = await call('admin', 'GET', 'audit?_sort=at&_order=desc&_start=0&_end=100');
    expect(all.status).toBe(200);
    expect(Number(all.total)).toBe(all.body.length);
    expect(all.body.map((e: AuditEntry) => e.at)).toEqual([...all.body.map((e: AuditEntry) => e.at)].sort().reverse());

    const staffCreates = await call('admin', 'GET', 'audit?username=staff&action=create&resource=memos');
    expect(staffCreates.total).toBe('1');
    expect(staffCreates.body[0]).toMatchObject({ recordId: body.id, username: 'staff' });
    expect((await call('admin', 'GET', 'audit?username_like=STA&action=update')).total).toBe('1');
    expect((await call('admin', 'GET', 'audit?action=login')).total).toBe('3');

    const today = new Date().toISOString().slice(0, 10);
    expect((await call('admin', 'GET', `audit?at_gte=${today}&at_lte=${today}T23:59:59.999&_start=0&_end=2`)).total).toBe(
      all.total,
    );
    expect((await call('admin', 'GET', 'audit?at_lte=2000-01-01T23:59:59.999')).total).toBe('0');
    const page = await call('admin', 'GET', 'audit?_sort=at&_order=asc&_start=1&_end=3');
    expect(page.body).toHaveLength(2);
    expect(page.total).toBe(all.total);
    expect((await call('admin', 'GET', `audit/${all.body[0].id}`)).body).toEqual(all.body[0]);
  });

  it('answers 403 to everyone else, for the list and for one entry', async () => {
    const { call } = await server();
    await call('admin', 'GET', 'auth/me');
    for (const user of ['hr', 'staff', 'sales', 'guest']) {
      expect((await call(user, 'GET', 'audit')).status, user).toBe(403);
      expect((await call(user, 'GET', 'audit/1')).status, user).toBe(403);
      expect((await call(user, 'GET', 'audit?_export=1')).status, user).toBe(403);
    }
  });

  it('refuses every write, Admin included, and the entries stay as they were', async () => {
    const { srv, call } = await server();
    for (const user of ['admin', 'staff']) await call(user, 'GET', 'auth/me');
    const before = JSON.stringify(srv.app.store.list('audit'));
    const writes = [
      await call('admin', 'POST', 'audit', { username: 'ghost', action: 'login' }),
      await call('admin', 'PATCH', 'audit/1', { username: 'ghost' }),
      await call('admin', 'PUT', 'audit/1', { username: 'ghost' }),
      await call('admin', 'DELETE', 'audit/1'),
      await call('staff', 'DELETE', 'audit/1'),
    ];
    for (const w of writes) expect(w.status).toBe(403);
    expect(writes[0]!.body.message).toMatch(/written by the system only/);
    expect(JSON.stringify(srv.app.store.list('audit'))).toBe(before);
  });
});

describe('the audit schema', () => {
  const registry = auditRegistry();
  const audit = registry.byName.get('audit')!;
  const user = (role: string): UserData => ({
    id: 1,
    username: role.toLowerCase(),
    fullName: role,
    empCode: 'E1',
    role,
    roleCode: role,
    roleId: 1,
  });
  const ctx = (role: string): AccessContext => ({
    user: user(role),
    perms: {},
    menu: [{ key: 'audit', title: 'Audit', path: '/apps/master/audit', isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }],
    ability: buildAbility([{ action: 'manage', subject: 'all' }]),
  });

  it('offers Admin list, show and export and no write action (the browser hides the buttons)', () => {
    const record = { id: 1, action: 'login' };
    for (const action of ['list', 'show', 'export'])
      expect(decideRequest(ctx('Admin'), registry, 'audit', action).allowed).toBe(true);
    for (const action of ['create', 'edit', 'delete'])
      expect(decideRequest(ctx('Admin'), registry, 'audit', action, { record })).toEqual({
        allowed: false,
        reason: 'These records are written by the system only',
      });
    expect(decideRequest(ctx('HR'), registry, 'audit', 'list').allowed).toBe(false);
  });

  it('lists the sign-in, write and workflow actions as filter options, and every resource', () => {
    const options = (name: string) =>
      (audit.fields.find((f) => f.name === name)!.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
    expect(options('action')).toEqual([
      'login',
      'loginFailed',
      'create',
      'update',
      'delete',
      'import',
      'register',
      'schemaChange',
      'logout',
      'loginRefused',
      'sessionRefused',
      'sessionEnded',
      'passwordChanged',
      'passwordChangeFailed',
      'passwordCode',
      'accountDisabled',
      'accountEnabled',
      'submit',
      'approve',
    ]);
    expect(options('resource').sort()).toEqual(registry.resources.map((r) => r.name).sort());
    expect(audit.seed?.count).toBe(0);
  });

  it('is in the Admin menu only, without create or edit flags', async () => {
    const { call } = await server();
    const adminMenu = (await call('admin', 'GET', 'menu/1')).body.data as { key: string; children?: Body[] }[];
    const entry = adminMenu.flatMap((a) => a.children ?? []).find((c) => c.key === 'audit');
    expect(entry).toMatchObject({ path: '/apps/master/audit', isView: 'Y', isCreate: 'N', isEdit: 'N', isExport: 'Y' });
    const staffMenu = JSON.stringify((await call('staff', 'GET', 'menu/3')).body.data);
    expect(staffMenu).not.toContain('"audit"');
    expect(staffMenu).not.toContain('area:administration');
  });
});

describe('an old db', () => {
  it('gets its workflow steps from auditLog moved into audit, and the audit screen in the Admin menu, once', async () => {
    const { srv: first } = await server();
    // An old db: one plain file, no journal (a clean stop folds it in).
    await first.app.store.close();
    const state = (await first.stored()) as Record<string, Body>;
    delete state.audit;
    state.menus = (state.menus as { key: string }[]).filter((m) => m.key !== 'audit');
    state.auditLog = [
      {
        id: 1,
        resource: 'memos',
        recordId: 3,
        action: 'submit',
        from: 'draft',
        to: 'pending',
        by: 'staff',
        at: '2025-03-01T10:00:00.000Z',
        comment: 'ok',
      },
    ];
    await writeStored(first.dbFile, state, first.app.registry);

    const { srv: second, call } = await server({ dbFile: first.dbFile, uploadDir: first.uploadDir });
    expect(second.app.store.has('auditLog')).toBe(false);
    const staff = second.app.store.list('users').find((u) => u.username === 'staff')!;
    expect(second.app.store.list('audit')[0]).toEqual({
      id: 1,
      at: '2025-03-01T10:00:00.000Z',
      username: 'staff',
      name: staff.fullName,
      action: 'submit',
      resource: 'memos',
      recordId: 3,
      from: 'draft',
      to: 'pending',
      comment: 'ok',
    });
    expect((await call('admin', 'GET', 'audit?action=submit')).total).toBe('1');
    await second.app.store.close();
    const { srv: third } = await server({ dbFile: first.dbFile, uploadDir: first.uploadDir });
    expect(third.app.store.list('menus').filter((m) => m.key === 'audit')).toHaveLength(1);
  });
});
