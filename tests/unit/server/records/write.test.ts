import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES, startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
const tokens: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

async function call(user: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

const memo = (extra: Record<string, unknown> = {}) => ({
  title: 'New laptops for sales',
  category: 'it',
  amount: '12,500.5',
  approveBy: 2,
  ...extra,
});

beforeAll(async () => {
  srv = await startTestServer();
  for (const u of ['admin', 'hr', 'staff', 'sales', 'guest']) tokens[u] = await srv.login(u);
});
afterAll(() => srv.close());

describe('create', () => {
  it('answers 400 with an error per field when required fields are missing', async () => {
    const { status, body } = await call('staff', 'POST', 'memos', { category: 'nope' });
    expect(status).toBe(400);
    expect(body.message).toBe('Validation failed');
    expect(body.errors).toEqual({
      title: 'Title is required',
      category: expect.stringMatching(/^Category must be one of/),
      approveBy: 'Approver is required',
    });
  });

  it('answers in Thai when asked', async () => {
    const { body } = await call('staff', 'POST', 'memos', {}, { 'accept-language': 'th-TH,th;q=0.9' });
    expect(body.errors.title).toBe('กรุณากรอกเรื่อง');
  });

  it('assigns id, document number, initial status, stamps and owner; coerces and drops unknown keys', async () => {
    const year = new Date().getFullYear();
    const before = srv.app.store
      .list('memos')
      .map((r) => r.no as string)
      .filter((n) => n.startsWith(`MEMO-${year}-`));
    const { status, body } = await call('staff', 'POST', 'memos', memo({ id: 999, createdBy: 'admin', hacked: true }));
    expect(status).toBe(201);
    expect(body.id).not.toBe(999);
    expect(body.no).toBe(`MEMO-${year}-${String(before.length + 1).padStart(4, '0')}`);
    expect(body).toMatchObject({ status: 'draft', createdBy: 'staff', amount: 12500.5 });
    expect(body.hacked).toBeUndefined();
    expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60000);
    const second = await call('staff', 'POST', 'memos', memo());
    expect(second.body.no).toBe(`MEMO-${year}-${String(before.length + 2).padStart(4, '0')}`);
  });

  it('refuses a client-chosen workflow state and references to missing records', async () => {
    expect((await call('staff', 'POST', 'memos', memo({ status: 'approved' }))).status).toBe(409);
    const bad = await call('staff', 'POST', 'memos', memo({ approveBy: 4242 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ approveBy: 'Approver must point to an existing record' });
  });

  it('checks references inside child tables and recomputes formulas', async () => {
    const { status, body } = await call('sales', 'POST', 'orders', {
      customer: 'ACME',
      lines: [
        { person: 1, price: 10, qty: 3, total: 1 },
        { person: 2, price: '2.5', qty: 2 },
      ],
    });
    expect(status).toBe(201);
    expect(body.lines.map((l: Body) => l.total)).toEqual([30, 5]);
    expect(body.grandTotal).toBe(35);
    const bad = await call('sales', 'POST', 'orders', { customer: 'ACME', lines: [{ person: 9999, price: 1, qty: 1 }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['lines.0.person']);
  });

  it('keeps unique fields unique', async () => {
    const existing = srv.app.store.get('people', 1)!;
    const { status, body } = await call('hr', 'POST', 'people', {
      firstName: 'A',
      lastName: 'B',
      email: String(existing.email).toUpperCase(),
    });
    expect(status).toBe(400);
    expect(body.errors.email).toMatch(/already used/);
  });

  it('refuses writes the caller has no right to, naming the missing right', async () => {
    const guest = await call('guest', 'POST', 'memos', memo());
    expect(guest.status).toBe(403);
    expect(guest.body.message).toMatch(/isCreate/); // Guest's menu lacks the screen: the first missing right
    const noPermission = await call('hr', 'POST', 'orders', { customer: 'ACME', lines: [{ person: 1, price: 1, qty: 1 }] });
    expect(noPermission.status).toBe(403);
    expect(noPermission.body.message).toMatch(/OrderManual Create/);
    expect((await call('staff', 'POST', 'people', { firstName: 'A', lastName: 'B', email: 'a@b.co' })).status).toBe(403);
  });

  it('answers 400 to invalid JSON and 413 to a body over 1 MB', async () => {
    const broken = await call('staff', 'POST', 'memos', '{"title": "x",');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/Invalid JSON/);
    expect((await call('staff', 'POST', 'memos', '[1,2]')).status).toBe(400);
    const big = await call('staff', 'POST', 'memos', JSON.stringify(memo({ title: 'x'.repeat(1_100_000) })));
    expect(big.status).toBe(413);
  });

  it('answers 400 to text holding the NUL character, in a value or a key, and stores nothing', async () => {
    const before = srv.app.store.list('memos').length;
    for (const body of [memo({ title: 'Nul \u0000 inside' }), { ...memo(), ['k\u0000']: 'x' }]) {
      const answer = await call('staff', 'POST', 'memos', JSON.stringify(body));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Text may not contain the NUL character (\\u0000)');
    }
    // Written as an escape in the JSON text, not a NUL: an ordinary title.
    expect((await call('staff', 'POST', 'memos', JSON.stringify(memo({ title: 'Literal \\u0000 text' })))).status).toBe(201);
    expect(srv.app.store.list('memos')).toHaveLength(before + 1);
  });
});

describe('update, delete and workflow', () => {
  it('merges a PATCH, refuses direct status changes, and follows the workflow', async () => {
    const created = (await call('staff', 'POST', 'memos', memo())).body;
    const patched = await call('staff', 'PATCH', `memos/${created.id}`, { title: 'Updated title', status: 'draft' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Updated title', category: 'it', no: created.no, status: 'draft' });

    const direct = await call('staff', 'PATCH', `memos/${created.id}`, { status: 'approved' });
    expect(direct.status).toBe(409);
    expect(direct.body.message).toMatch(/actions/);
    expect((await call('staff', 'PATCH', `memos/${created.id}`, { no: 'MEMO-1999-0001' })).status).toBe(409);
    expect((await call('staff', 'PATCH', `memos/${created.id}`, { title: 'x' })).status).toBe(400);

    // Only the owner (or Admin) may edit or submit.
    expect((await call('sales', 'PATCH', `memos/${created.id}`, { title: 'Not mine' })).status).toBe(403);
    expect((await call('sales', 'POST', `memos/${created.id}/actions/submit`)).status).toBe(403);
    const submitted = await call('staff', 'POST', `memos/${created.id}/actions/submit`, { comment: 'please' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('pending');
    expect((await call('staff', 'POST', `memos/${created.id}/actions/submit`)).status).toBe(409);

    // Not editable once pending.
    expect((await call('staff', 'PATCH', `memos/${created.id}`, { title: 'Too late' })).status).toBe(409);
    expect((await call('staff', 'DELETE', `memos/${created.id}`)).status).toBe(409);

    // Approve needs Admin or the Memo Approve permission (hr holds it, staff does not).
    const refused = await call('staff', 'POST', `memos/${created.id}/actions/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Memo Approve/);
    const approved = await call('hr', 'POST', `memos/${created.id}/actions/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect((await call('hr', 'POST', `memos/${created.id}/actions/approve`)).status).toBe(409);
    expect((await call('hr', 'POST', `memos/${created.id}/actions/teleport`)).status).toBe(404);

    const audit = srv.app.store.list('audit').filter((a) => a.resource === 'memos' && a.recordId === created.id);
    expect(audit.filter((a) => a.from !== undefined).map((a) => [a.action, a.from, a.to, a.username])).toEqual([
      ['submit', 'draft', 'pending', 'staff'],
      ['approve', 'pending', 'approved', 'hr'],
    ]);
  });

  it('PUT replaces (a partial body misses required fields), PATCH merges, and DELETE answers {}', async () => {
    const created = (await call('staff', 'POST', 'memos', memo())).body;
    const put = await call('staff', 'PUT', `memos/${created.id}`, { category: 'general' });
    expect(put.status).toBe(400);
    expect(Object.keys(put.body.errors)).toEqual(expect.arrayContaining(['title', 'approveBy']));
    const patch = await call('staff', 'PATCH', `memos/${created.id}`, { category: 'general' });
    expect(patch.body).toMatchObject({ title: 'New laptops for sales', category: 'general' });
    const del = await call('staff', 'DELETE', `memos/${created.id}`);
    expect(del).toEqual({ status: 200, body: {} });
    expect((await call('staff', 'GET', `memos/${created.id}`)).status).toBe(404);
  });

  it('has acknowledged writes in the store of record, what a restart reads back', async () => {
    const created = (await call('staff', 'POST', 'memos', memo({ title: 'Durable memo ทดสอบ' }))).body;
    // Acknowledged means on disk: in the snapshot plus its journal, or committed in PostgreSQL.
    const onDisk = (await srv.stored()) as { memos: Body[] };
    expect(onDisk.memos.find((m) => m.id === created.id)).toEqual(created);
  });

  it.skipIf(ON_POSTGRES)('folds the journal into a readable db file at a clean stop, with no temp files left', async () => {
    const created = (await call('staff', 'POST', 'memos', memo({ title: 'Durable memo ทดสอบ' }))).body;
    await srv.app.store.close();
    const text = readFileSync(srv.dbFile, 'utf8');
    expect((JSON.parse(text) as { memos: Body[] }).memos.find((m) => m.id === created.id)).toEqual(created);
    expect(text).toContain('ทดสอบ'); // not \u-escaped
    expect(text.split('\n').length).toBeGreaterThan(50); // one row per line, not one giant line
    expect(readdirSync(srv.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serialises concurrent writes: every acknowledged one is on disk with a distinct number', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => call('staff', 'POST', 'memos', memo({ title: `Burst ${i}` }))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const numbers = results.map((r) => r.body.no);
    expect(new Set(numbers).size).toBe(25);
    const onDisk = ((await srv.stored()) as { memos: Body[] }).memos.map((m) => m.no);
    for (const n of numbers) expect(onDisk).toContain(n);
  });
});
