/**
 * `GET <resource>/:id/history` (mock-server/trail/history.ts) and transition comments (workflow.ts): newest
 * first, paged with X-Total-Count, decided as showing the record (row scope included), fields the caller
 * may not read left out; a required comment refused when missing, and kept in the history when given.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile } from '../../../../src/schema';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

/** The fixture schemas with a field only Admin and HR may read, memos seen by their owners only, and a reject that needs a reason. */
function registry() {
  const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- editing fixture JSON
  const json = (name: string) => files.find((f) => f.file === `${name}.json`)!.json as any;
  json('people').fields.push({ name: 'salary', type: 'money', access: { read: { roles: ['Admin', 'HR'] } } });
  const memos = json('memos');
  memos.rowScope = { seeAll: { roles: ['Admin', 'HR'] } };
  memos.workflow.states.push({ value: 'rejected', label: { en: 'Rejected', th: 'ไม่อนุมัติ' } });
  memos.workflow.transitions.push({
    action: 'reject',
    label: { en: 'Reject', th: 'ไม่อนุมัติ' },
    from: ['pending'],
    to: 'rejected',
    allow: { roles: ['Admin'] },
    comment: 'required',
  });
  return loadSchemas(files);
}

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server() {
  const srv = await startTestServer({ registry: registry() });
  servers.push(srv);
  const tokens: Record<string, string> = {};
  const call = async (user: string, method: string, path: string, body?: unknown, lang = 'en') => {
    tokens[user] ??= await srv.login(user);
    const res = await fetch(`${srv.api}/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', 'accept-language': lang },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, total: res.headers.get('x-total-count'), body: (await res.json()) as Body };
  };
  return { srv, call };
}

const memo = { title: 'New laptops for sales', category: 'it', amount: 1200, approveBy: 2 };

describe('GET <resource>/:id/history', () => {
  it('answers the entries of that record only, newest first, paged, with X-Total-Count', async () => {
    const { call } = await server();
    const { body: a } = await call('staff', 'POST', 'memos', memo);
    await call('staff', 'POST', 'memos', { ...memo, title: 'Another memo' });
    for (let i = 1; i <= 5; i++) expect((await call('staff', 'PATCH', `memos/${a.id}`, { amount: 1200 + i })).status).toBe(200);

    const first = await call('staff', 'GET', `memos/${a.id}/history?_start=0&_end=2`);
    expect(first.status).toBe(200);
    expect(first.total).toBe('6');
    expect(first.body.map((e: Body) => e.changes[0].new)).toEqual([1205, 1204]);
    expect(first.body[0]).toMatchObject({ username: 'staff', action: 'update', kind: 'record' });
    expect(first.body[0].name).toBeTruthy();
    expect(Date.parse(first.body[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(first.body[0]).not.toHaveProperty('address');

    const rest = await call('staff', 'GET', `memos/${a.id}/history?_start=2&_end=10`);
    expect(rest.total).toBe('6');
    expect(rest.body.map((e: Body) => e.action)).toEqual(['update', 'update', 'update', 'create']);
    expect((await call('staff', 'GET', `memos/${a.id}/history?_page=2&_limit=4`)).body).toHaveLength(2);
    expect((await call('staff', 'GET', `memos/${a.id}/history`)).body).toHaveLength(6);
  });

  it('refuses an unknown query key and a malformed number with 400', async () => {
    const { call } = await server();
    const bad = await call('admin', 'GET', 'people/1/history?_sort=at');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/_sort/);
    expect((await call('admin', 'GET', 'people/1/history?_end=x')).status).toBe(400);
    expect((await call('admin', 'GET', 'people/1/history?kind=login')).status).toBe(400);
  });

  it('is decided as showing the record: 404 outside the row scope, for a record that never was, 401 signed out', async () => {
    const { srv, call } = await server();
    const { body } = await call('staff', 'POST', 'memos', memo);
    expect((await call('sales', 'GET', `memos/${body.id}`)).status).toBe(404);
    expect((await call('sales', 'GET', `memos/${body.id}/history`)).status).toBe(404);
    expect((await call('hr', 'GET', `memos/${body.id}/history`)).status).toBe(200);
    expect((await call('admin', 'GET', 'memos/999999/history')).status).toBe(404);
    expect((await fetch(`${srv.api}/memos/${body.id}/history`)).status).toBe(401);
    // The guest may not show people at all.
    expect((await call('guest', 'GET', 'people/1')).status).toBe(403);
    expect((await call('guest', 'GET', 'people/1/history')).status).toBe(403);
  });

  it('leaves out changes of fields the caller may not read, and updates of nothing else', async () => {
    const { call } = await server();
    const person = (await call('hr', 'GET', 'people/1')).body;
    expect((await call('hr', 'PATCH', 'people/1', { salary: 41000 })).status).toBe(200);
    expect((await call('hr', 'PATCH', 'people/1', { salary: 42000, lastName: 'Renamed' })).status).toBe(200);

    const hr = await call('hr', 'GET', 'people/1/history');
    expect(hr.body.map((e: Body) => e.changes)).toEqual([
      [
        { field: 'lastName', old: person.lastName, new: 'Renamed' },
        { field: 'salary', old: 41000, new: 42000 },
      ],
      [{ field: 'salary', old: person.salary, new: 41000 }],
    ]);
    const staff = await call('staff', 'GET', 'people/1/history');
    expect(staff.status).toBe(200);
    expect(staff.total).toBe('1');
    expect(staff.body.map((e: Body) => e.changes)).toEqual([[{ field: 'lastName', old: person.lastName, new: 'Renamed' }]]);
    expect(JSON.stringify(staff.body)).not.toMatch(/salary|4[12]000/);
  });

  it("keeps a deleted record's history for those who could show it", async () => {
    const { call } = await server();
    const { body } = await call('staff', 'POST', 'memos', memo);
    expect((await call('staff', 'DELETE', `memos/${body.id}`)).status).toBe(200);
    expect((await call('staff', 'GET', `memos/${body.id}`)).status).toBe(404);
    const own = await call('staff', 'GET', `memos/${body.id}/history`);
    expect(own.status).toBe(200);
    expect(own.body.map((e: Body) => e.action)).toEqual(['delete', 'create']);
    expect((await call('admin', 'GET', `memos/${body.id}/history`)).status).toBe(200);
    expect((await call('sales', 'GET', `memos/${body.id}/history`)).status).toBe(404);
  });
});

describe('transition comments', () => {
  async function pendingMemo() {
    const s = await server();
    const { body } = await s.call('staff', 'POST', 'memos', memo);
    expect((await s.call('staff', 'POST', `memos/${body.id}/actions/submit`)).status).toBe(200);
    return { ...s, id: body.id as number };
  }

  it('refuses a reject without a reason with 400 naming the comment, in the caller language, and changes nothing', async () => {
    const { call, id } = await pendingMemo();
    for (const body of [undefined, {}, { comment: '  ' }]) {
      const refused = await call('admin', 'POST', `memos/${id}/actions/reject`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Comment is required', errors: { comment: 'Comment is required' } });
    }
    const thai = await call('admin', 'POST', `memos/${id}/actions/reject`, {}, 'th');
    expect(thai.body.errors).toEqual({ comment: 'กรุณากรอกความคิดเห็น' });
    expect((await call('admin', 'GET', `memos/${id}`)).body.status).toBe('pending');
    expect((await call('admin', 'GET', `memos/${id}/history?kind=workflow`)).total).toBe('1');
  });

  it('keeps the reason in the workflow trail of the history', async () => {
    const { call, id } = await pendingMemo();
    const done = await call('admin', 'POST', `memos/${id}/actions/reject`, { comment: ' Budget is closed ' });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('rejected');
    const trail = await call('staff', 'GET', `memos/${id}/history?kind=workflow`);
    expect(trail.total).toBe('2');
    expect(trail.body[0]).toMatchObject({
      action: 'reject',
      kind: 'workflow',
      username: 'admin',
      from: 'pending',
      to: 'rejected',
      comment: 'Budget is closed',
      changes: [{ field: 'status', old: 'pending', new: 'rejected' }],
    });
    expect(trail.body[1]).toMatchObject({ action: 'submit', from: 'draft', to: 'pending' });
    expect(trail.body[1]).not.toHaveProperty('comment');
  });

  it('refuses a comment on an action that takes none; the state check comes first', async () => {
    const { call, id } = await pendingMemo();
    const refused = await call('admin', 'POST', `memos/${id}/actions/approve`, { comment: 'ok' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.comment).toBe('This action takes no comment');
    expect((await call('admin', 'POST', `memos/${id}/actions/submit`, {})).status).toBe(409);
    expect((await call('staff', 'POST', `memos/${id}/actions/reject`, {})).status).toBe(403);
  });
});
