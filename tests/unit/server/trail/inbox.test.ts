/**
 * `GET inbox` on the product schemas: a memo moves through the author's, then the approver's inbox;
 * the route is signed-in only, strict about its query, and follows the role menu at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

describe('GET inbox', () => {
  let srv: TestServer;
  const tokens: Record<string, string> = {};
  const call = async (user: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${srv.api}/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const inbox = async (user: string) => {
    const res = await call(user, 'GET', 'inbox?limit=100');
    expect(res.status).toBe(200);
    return res.body.data as { total: number; resources: { resource: string; count: number; items: Body[] }[] };
  };
  const itemOf = async (user: string, resource: string, id: number) =>
    (await inbox(user)).resources.find((g) => g.resource === resource)?.items.find((i) => i.id === id);

  beforeAll(async () => {
    srv = await startTestServer({ registry: loadRegistry() });
    for (const u of ['admin', 'hr', 'staff', 'sales']) tokens[u] = await srv.login(u);
  });
  afterAll(() => srv.close());

  it('a memo waits for its author while a draft, then for the approver it names (not the Admin) while pending, then for nobody', async () => {
    // HR's own employee record is the approver the memo names.
    const hrCode = srv.app.store.list('users').find((u) => u.username === 'hr')!.empCode;
    const approver = srv.app.store.list('employees').find((e) => e.empCode === hrCode)!.id;
    const created = await call('staff', 'POST', 'memos', {
      title: 'Inbox test memo',
      category: 'general',
      type: 'internal',
      description: 'Please approve',
      approveBy: approver,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await itemOf('staff', 'memos', id)).toMatchObject({
      title: 'Inbox test memo',
      state: 'draft',
      actions: ['submit'],
    });
    expect(await itemOf('hr', 'memos', id)).toBeUndefined();
    expect(await itemOf('admin', 'memos', id)).toBeUndefined();

    expect((await call('staff', 'POST', `memos/${id}/actions/submit`)).status).toBe(200);
    expect(await itemOf('staff', 'memos', id)).toBeUndefined();
    expect(await itemOf('hr', 'memos', id)).toEqual({
      id,
      title: 'Inbox test memo',
      number: created.body.no,
      state: 'pending',
      actions: ['approve'],
      at: expect.any(String),
    });
    // The Admin may approve it too (the rule lists the role), but it names HR: it does not wait for the Admin.
    for (const user of ['admin', 'sales']) expect(await itemOf(user, 'memos', id), user).toBeUndefined();

    expect((await call('hr', 'POST', `memos/${id}/actions/approve`)).status).toBe(200);
    for (const user of ['staff', 'hr', 'admin']) expect(await itemOf(user, 'memos', id), user).toBeUndefined();
  });

  it('counts agree with the stored rows, newest first, and the total is their sum', async () => {
    const { total, resources } = await inbox('hr');
    // HR approves the pending memos that name HR (except those HR wrote: segregation of duties) and submits the
    // drafts and rejected memos they wrote.
    const hrCode = srv.app.store.list('users').find((u) => u.username === 'hr')!.empCode;
    const hrId = srv.app.store.list('employees').find((e) => e.empCode === hrCode)!.id;
    const waiting = srv.app.store
      .list('memos')
      .filter(
        (m) =>
          (m.status === 'pending' && m.approveBy === hrId && m.createdBy !== 'hr') ||
          (['draft', 'rejected'].includes(String(m.status)) && m.createdBy === 'hr'),
      );
    const memos = resources.find((g) => g.resource === 'memos')!;
    expect(memos.count).toBe(waiting.length);
    expect(memos.items.filter((i) => i.state === 'pending').length).toBeGreaterThan(0);
    const ats = memos.items.map((i) => String(i.at));
    expect(ats).toEqual([...ats].sort().reverse());
    expect(total).toBe(resources.reduce((n, g) => n + g.count, 0));
  });

  it('limit caps the items, not the counts; other keys and bad limits are 400; anonymous is 401', async () => {
    const one = await call('admin', 'GET', 'inbox?limit=1');
    expect(one.status).toBe(200);
    for (const g of one.body.data.resources as Body[]) expect(g.items.length).toBe(Math.min(1, g.count));
    expect((await inbox('admin')).total).toBe(one.body.data.total);
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'user=hr'])
      expect((await call('admin', 'GET', `inbox?${q}`)).status, q).toBe(400);
    expect((await fetch(`${srv.api}/inbox`)).status).toBe(401);
  });

  it('follows the role menu at once: without the memo screen HR waits for no memo', async () => {
    expect((await inbox('hr')).resources.some((g) => g.resource === 'memos')).toBe(true);
    const rows = (await call('admin', 'GET', 'menu/getAllMenu?roleId=2')).body.data as Body[];
    const memos = rows.find((r) => r.key === 'memos');
    expect((await call('admin', 'PUT', 'menu', { id: memos.id, isView: 'N' })).status).toBe(200);
    expect((await inbox('hr')).resources.some((g) => g.resource === 'memos')).toBe(false);
    expect((await call('admin', 'PUT', 'menu', { id: memos.id, isView: 'Y' })).status).toBe(200);
    expect((await inbox('hr')).resources.some((g) => g.resource === 'memos')).toBe(true);
  });
});
