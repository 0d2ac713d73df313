/**
 * Comments and viewers of a record (mock-server/trail/comments.ts) on fixture schemas: memos get comments,
 * tracked views whose viewers HR sees, and a row scope (HR sees every memo, others their
 * own); people get comments only. Each test starts its own server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMENTS, VIEWS } from '../../../../mock-server/trail/comments';
import { loadSchemas, type SchemaFile } from '../../../../src/schema';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

function notesRegistry() {
  const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
  const json = (name: string) => files.find((f) => f.file === `${name}.json`)!.json as Record<string, unknown>;
  Object.assign(json('memos'), {
    comments: true,
    trackViews: { viewersVisibleTo: { roles: ['HR'] } },
    rowScope: { seeAll: { roles: ['HR'] } },
  });
  Object.assign(json('people'), { comments: true });
  return loadSchemas(files);
}

const servers: TestServer[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const s of servers.splice(0)) await s.close();
});

async function server() {
  const srv = await startTestServer({ registry: notesRegistry() });
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
  /** A memo of `owner`'s, through the API. */
  const memo = async (owner: string) => {
    const res = await call(owner, 'POST', 'memos', { title: `Memo of ${owner}`, category: 'it', approveBy: 1 });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  return { srv, call, memo };
}

describe('comments', () => {
  it('adds, lists oldest first with author and time, edits own (stamping the edit) and deletes own', async () => {
    const { srv, call, memo } = await server();
    const id = await memo('staff');
    const first = await call('staff', 'POST', `memos/${id}/comments`, { text: '  Please see https://example.com/a  ' });
    expect(first.status).toBe(201);
    const staff = srv.app.store.list('users').find((u) => u.username === 'staff')!;
    expect(first.body).toMatchObject({ resource: 'memos', recordId: id, text: 'Please see https://example.com/a' });
    expect(first.body).toMatchObject({ username: 'staff', name: staff.fullName });
    expect(Date.parse(first.body.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(first.body.editedAt).toBeUndefined();
    const second = await call('hr', 'POST', `memos/${id}/comments`, { text: 'Line one\r\nline two' });
    expect(second.body.text).toBe('Line one\nline two');

    const list = await call('staff', 'GET', `memos/${id}/comments`);
    expect(list.status).toBe(200);
    expect(list.total).toBe('2');
    expect(list.body.map((c: Body) => c.id)).toEqual([first.body.id, second.body.id]);

    const edited = await call('staff', 'PATCH', `memos/${id}/comments/${first.body.id}`, { text: 'Fixed' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: 'Fixed', at: first.body.at });
    expect(Date.parse(edited.body.editedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.at));

    expect((await call('staff', 'DELETE', `memos/${id}/comments/${first.body.id}`)).status).toBe(200);
    expect((await call('staff', 'GET', `memos/${id}/comments`)).body.map((c: Body) => c.id)).toEqual([second.body.id]);
    expect(srv.app.store.get(COMMENTS, first.body.id)).toBeUndefined();
  });

  it("refuses editing another's comment to everyone, Admin too, and deleting it to all but the author and Admin", async () => {
    const { call } = await server();
    const id = (await call('admin', 'GET', 'people?_start=0&_end=1')).body[0].id;
    const c = (await call('staff', 'POST', `people/${id}/comments`, { text: 'Mine' })).body;
    for (const who of ['hr', 'admin', 'sales']) {
      const res = await call(who, 'PATCH', `people/${id}/comments/${c.id}`, { text: 'Not yours' });
      expect(res.status, who).toBe(403);
    }
    expect((await call('hr', 'DELETE', `people/${id}/comments/${c.id}`)).status).toBe(403);
    expect((await call('staff', 'GET', `people/${id}/comments`)).body[0].text).toBe('Mine');
    expect((await call('admin', 'DELETE', `people/${id}/comments/${c.id}`)).status).toBe(200);
    expect((await call('staff', 'GET', `people/${id}/comments`)).total).toBe('0');
  });

  it('refuses empty and too long text with 400 in the request language, and accepts exactly 4,000 characters', async () => {
    const { call, memo } = await server();
    const id = await memo('staff');
    for (const body of [{}, { text: '' }, { text: ' \n\t ' }, { text: 42 }]) {
      const res = await call('staff', 'POST', `memos/${id}/comments`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Write a comment first', errors: { text: 'Write a comment first' } });
    }
    const long = await call('staff', 'POST', `memos/${id}/comments`, { text: 'ก'.repeat(4001) }, 'th');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('ความคิดเห็นยาวได้ไม่เกิน 4,000 ตัวอักษร');
    expect((await call('staff', 'POST', `memos/${id}/comments`, { text: 'ก'.repeat(4000) })).status).toBe(201);
    const c = (await call('staff', 'GET', `memos/${id}/comments`)).body[0];
    expect((await call('staff', 'PATCH', `memos/${id}/comments/${c.id}`, { text: '  ' })).status).toBe(400);
  });

  it('is read and written only by who may open the record: row scope hides it (404), no menu entry 403', async () => {
    const { call, memo } = await server();
    const id = await memo('staff');
    expect((await call('staff', 'POST', `memos/${id}/comments`, { text: 'Hi' })).status).toBe(201);
    // sales may open memos, but not staff's (row scope): as GET memos/<id> answers.
    expect((await call('sales', 'GET', `memos/${id}`)).status).toBe(404);
    expect((await call('sales', 'GET', `memos/${id}/comments`)).status).toBe(404);
    expect((await call('sales', 'POST', `memos/${id}/comments`, { text: 'Hi' })).status).toBe(404);
    expect((await call('guest', 'GET', `memos/${id}`)).status).toBe(404);
    expect((await call('guest', 'GET', `memos/${id}/comments`)).status).toBe(404);
    // The guest's menu has no people screen, and people have no row scope: 403, as GET people/<id>.
    const person = (await call('admin', 'GET', 'people?_start=0&_end=1')).body[0].id;
    expect((await call('guest', 'GET', `people/${person}`)).status).toBe(403);
    expect((await call('guest', 'GET', `people/${person}/comments`)).status).toBe(403);
    expect((await call('guest', 'POST', `people/${person}/comments`, { text: 'Hi' })).status).toBe(403);
    // HR sees every memo.
    expect((await call('hr', 'GET', `memos/${id}/comments`)).total).toBe('1');
  });

  it("keeps each record's thread apart and answers 404 for a comment of another record or an unknown id", async () => {
    const { call, memo } = await server();
    const a = await memo('staff');
    const b = await memo('staff');
    const c = (await call('staff', 'POST', `memos/${a}/comments`, { text: 'On a' })).body;
    expect((await call('staff', 'GET', `memos/${b}/comments`)).body).toEqual([]);
    expect((await call('staff', 'PATCH', `memos/${b}/comments/${c.id}`, { text: 'x' })).status).toBe(404);
    expect((await call('staff', 'DELETE', `memos/${b}/comments/${c.id}`)).status).toBe(404);
    expect((await call('staff', 'DELETE', `memos/${a}/comments/9999`)).status).toBe(404);
    expect((await call('staff', 'GET', `memos/99999/comments`)).status).toBe(404);
  });

  it('exists only where the schema declares it', async () => {
    const { call } = await server();
    const order = (await call('admin', 'GET', 'orders?_start=0&_end=1')).body[0].id;
    expect((await call('admin', 'GET', `orders/${order}/comments`)).status).toBe(404);
    expect((await call('admin', 'POST', `orders/${order}/comments`, { text: 'x' })).status).toBe(404);
    const person = (await call('admin', 'GET', 'people?_start=0&_end=1')).body[0].id;
    expect((await call('admin', 'POST', `people/${person}/views`)).status).toBe(404);
  });
});

describe('viewers', () => {
  it('counts a user once per Bangkok day, and lists each viewer with first and last view and days', async () => {
    const { call, memo, srv } = await server();
    const id = await memo('staff');
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Bangkok on 1 March, then 23:50 the same day, then 00:10 the next day (17:10 UTC).
    vi.setSystemTime(new Date('2025-03-01T16:30:00Z'));
    expect((await call('staff', 'POST', `memos/${id}/views`)).body).toEqual({ recorded: true, day: '2025-03-01' });
    vi.setSystemTime(new Date('2025-03-01T16:50:00Z'));
    expect((await call('staff', 'POST', `memos/${id}/views`)).status).toBe(200);
    expect((await call('staff', 'POST', `memos/${id}/views`)).body).toEqual({ recorded: false, day: '2025-03-01' });
    vi.setSystemTime(new Date('2025-03-01T17:10:00Z'));
    expect((await call('staff', 'POST', `memos/${id}/views`)).status).toBe(201);
    vi.setSystemTime(new Date('2025-03-01T17:20:00Z'));
    expect((await call('hr', 'POST', `memos/${id}/views`)).status).toBe(201);
    expect(srv.app.store.list(VIEWS).filter((v) => v.recordId === id)).toHaveLength(3);

    const hr = srv.app.store.list('users').find((u) => u.username === 'hr')!;
    const staff = srv.app.store.list('users').find((u) => u.username === 'staff')!;
    const viewers = await call('hr', 'GET', `memos/${id}/views`);
    expect(viewers.status).toBe(200);
    expect(viewers.total).toBe('2');
    expect(viewers.body).toEqual([
      { username: 'hr', name: hr.fullName, firstAt: '2025-03-01T17:20:00.000Z', lastAt: '2025-03-01T17:20:00.000Z', days: 1 },
      {
        username: 'staff',
        name: staff.fullName,
        firstAt: '2025-03-01T16:30:00.000Z',
        lastAt: '2025-03-01T17:10:00.000Z',
        days: 2,
      },
    ]);
  });

  it('shows the viewers to the roles the schema names (and Admin); others get 403 and see nothing, but are counted', async () => {
    const { call, memo } = await server();
    const id = await memo('staff');
    expect((await call('staff', 'POST', `memos/${id}/views`)).status).toBe(201);
    const refused = await call('staff', 'GET', `memos/${id}/views`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You may not see who opened this record. This needs role HR' });
    const seen = await call('hr', 'GET', `memos/${id}/views`);
    expect(seen.status).toBe(200);
    expect(seen.body.map((v: Body) => v.username)).toEqual(['staff']);
    expect((await call('admin', 'GET', `memos/${id}/views`)).total).toBe('1');
    // Whoever may not open the record (here: outside the row scope, 404 as GET memos/<id>) is neither counted nor told.
    expect((await call('sales', 'POST', `memos/${id}/views`)).status).toBe(404);
    expect((await call('sales', 'GET', `memos/${id}/views`)).status).toBe(404);
    expect((await call('guest', 'POST', `memos/${id}/views`)).status).toBe(404);
    expect((await call('hr', 'GET', `memos/${id}/views`)).total).toBe('1');
  });
});
