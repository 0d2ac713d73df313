/**
 * Records' versions (mock-server/records/versions.ts, src/schema/records/version.ts): every record answer carries its
 * version in ETag; PATCH, PUT, a workflow step and a row action take If-Match, and a stale one is a 412 naming who
 * changed which fields since, with the record as the caller may read it; without If-Match a write goes on as in
 * json-server, and a malformed one is a 400. Two saves made from the same version: exactly one passes.
 * Runs on the journal and (the `postgres` project) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../../src/schema';
import { parseIfMatch, recordVersion } from '../../../../src/schema/records/version';
import { FIXTURE_FILES, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

const L = (en: string) => ({ en, th: en });

/** Bills: a workflow step, a row action, and a note only Admin reads. */
const BILLS = {
  file: 'bills.json',
  json: {
    name: 'bills',
    label: L('Bill'),
    pluralLabel: L('Bills'),
    area: 'finance',
    route: '/apps/test/bills',
    titleField: 'title',
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'phone', type: 'text' },
      { name: 'adminNote', type: 'text', access: { read: { roles: ['Admin'] } } },
      { name: 'status', type: 'status' },
      {
        name: 'lines',
        type: 'table',
        fields: [
          { name: 'item', type: 'text', required: true },
          { name: 'paid', type: 'boolean', default: false, readOnly: true, access: { write: { roles: ['Admin'] } } },
        ],
        rowActions: [
          {
            action: 'markPaid',
            label: L('Mark paid'),
            when: { '!': { var: 'paid' } },
            allow: { roles: ['Admin'] },
            set: { paid: true },
          },
        ],
      },
    ],
    workflow: {
      field: 'status',
      initial: 'draft',
      editableIn: ['draft', 'open'],
      states: [
        { value: 'draft', label: L('Draft') },
        { value: 'open', label: L('Open') },
      ],
      transitions: [{ action: 'open', label: L('Open'), from: ['draft'], to: 'open', allow: { roles: ['Admin', 'HR'] } }],
    },
    access: { create: { roles: ['Admin', 'HR'] }, edit: { roles: ['Admin', 'HR'] } },
    seed: { count: 0 },
  },
};

let srv: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  srv = await startTestServer({ registry: loadSchemas([...structuredClone(FIXTURE_FILES), BILLS]) });
});
afterAll(() => srv.close());

interface Answer {
  status: number;
  body: JsonBody;
  etag: string | null;
}

async function send(user: string, method: string, path: string, body?: unknown, ifMatch?: string): Promise<Answer> {
  tokens[user] ??= await srv.login(user);
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens[user]}`,
      'content-type': 'application/json',
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as JsonBody, etag: res.headers.get('etag') };
}

const ETAG = /^"[0-9a-z]{22}"$/;

describe('the version of a record', () => {
  it('is the same for equal data whatever the order of its keys, and differs for another value', () => {
    expect(recordVersion({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(recordVersion({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(recordVersion({ a: 1, b: 2 })).not.toBe(recordVersion({ a: 1, b: 3 }));
    expect(recordVersion({ a: [1, 2] })).not.toBe(recordVersion({ a: [2, 1] }));
  });

  it('reads If-Match: absent, any, a list of versions (weak ones too), malformed', () => {
    expect(parseIfMatch(undefined)).toEqual({ kind: 'absent' });
    expect(parseIfMatch('*')).toEqual({ kind: 'any' });
    expect(parseIfMatch('"abc", W/"def"')).toEqual({ kind: 'versions', versions: ['abc', 'def'] });
    expect(parseIfMatch('"a b"')).toEqual({ kind: 'malformed' });
    expect(parseIfMatch('')).toEqual({ kind: 'malformed' });
  });
});

describe('ETag and If-Match on a record', () => {
  it('answers GET, POST and PATCH with the version, which follows every write', async () => {
    const shown = await send('hr', 'GET', 'people/1');
    expect(shown.status).toBe(200);
    expect(shown.etag).toMatch(ETAG);
    expect(shown.etag).toBe(`"${recordVersion(srv.app.store.get('people', 1))}"`);
    const again = await send('admin', 'GET', 'people/1');
    expect(again.etag).toBe(shown.etag);

    const saved = await send('hr', 'PATCH', 'people/1', { lastName: 'Saetang' }, shown.etag!);
    expect(saved.status).toBe(200);
    expect(saved.etag).toMatch(ETAG);
    expect(saved.etag).not.toBe(shown.etag);
    expect((await send('hr', 'GET', 'people/1')).etag).toBe(saved.etag);
    // The store of record gives the same version (another process reading it: PostgreSQL's jsonb reorders keys).
    const stored = (await srv.stored()).people as { id: number }[];
    expect(`"${recordVersion(stored.find((r) => r.id === 1))}"`).toBe(saved.etag);

    const created = await send('admin', 'POST', 'people', {
      firstName: 'Version',
      lastName: 'Test',
      email: 'version.test@example.com',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.etag).toBe((await send('admin', 'GET', `people/${created.body.id}`)).etag);
    // json-server's nested create answers with its version too.
    const nested = await send('admin', 'POST', 'people/1/memos', { title: 'Nested memo', category: 'general' });
    expect(nested.status, JSON.stringify(nested.body)).toBe(201);
    expect(nested.etag).toBe((await send('admin', 'GET', `memos/${nested.body.id}`)).etag);
  });

  it('refuses a stale If-Match with 412 naming who changed which fields since, and the record as it is', async () => {
    const opened = await send('admin', 'GET', 'people/2');
    const hr = await send('hr', 'PATCH', 'people/2', { lastName: 'Changed-by-HR' }, opened.etag!);
    expect(hr.status).toBe(200);

    const stale = await send('admin', 'PATCH', 'people/2', { firstName: 'Somchai' }, opened.etag!);
    expect(stale.status).toBe(412);
    expect(stale.etag).toBe(hr.etag);
    expect(stale.body.version).toBe(hr.etag!.slice(1, -1));
    expect(stale.body.current).toMatchObject({ id: 2, lastName: 'Changed-by-HR' });
    expect(stale.body.changes).toEqual([
      { by: { username: 'hr', name: expect.any(String) }, at: expect.any(String), action: 'update', fields: ['lastName'] },
    ]);
    expect(stale.body.message).toMatch(/after you opened it/);
    expect(srv.app.store.get('people', 2)!.firstName).not.toBe('Somchai');

    // Keeping theirs over it: the version the 412 named lets the save through.
    const over = await send('admin', 'PATCH', 'people/2', { firstName: 'Somchai' }, stale.etag!);
    expect(over.status).toBe(200);
    expect(over.body).toMatchObject({ lastName: 'Changed-by-HR', firstName: 'Somchai' });
  });

  it('takes PUT with If-Match too; without If-Match a write goes on; a malformed one is a 400', async () => {
    const opened = await send('admin', 'GET', 'people/3');
    expect((await send('hr', 'PATCH', 'people/3', { lastName: 'Other' })).status).toBe(200);
    const { id: _id, ...values } = opened.body as Record<string, unknown>;
    expect((await send('admin', 'PUT', 'people/3', { ...values, firstName: 'X' }, opened.etag!)).status).toBe(412);
    const bare = await send('admin', 'PATCH', 'people/3', { firstName: 'Noversion' });
    expect(bare.status).toBe(200);
    expect(bare.etag).toMatch(ETAG);
    expect((await send('admin', 'PATCH', 'people/3', { firstName: 'Y' }, '*')).status).toBe(200);
    const malformed = await send('admin', 'PATCH', 'people/3', { firstName: 'Z' }, '"not a version!"');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/If-Match/);
    expect(srv.app.store.get('people', 3)!.firstName).toBe('Y');
  });

  it('lets exactly one of two saves made from the same version through', async () => {
    const opened = await send('hr', 'GET', 'people/4');
    const answers = await Promise.all([
      send('hr', 'PATCH', 'people/4', { age: 31 }, opened.etag!),
      send('admin', 'PATCH', 'people/4', { age: 42 }, opened.etag!),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const won = answers.find((a) => a.status === 200)!;
    expect(srv.app.store.get('people', 4)!.age).toBe(won.body.age);
  });
});

async function bill(): Promise<Answer> {
  const created = await send('hr', 'POST', 'bills', { title: 'Office chairs', lines: [{ item: 'Chair' }, { item: 'Desk' }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.etag).toMatch(ETAG);
  return created;
}

describe('workflow steps and row actions take If-Match', () => {
  it('refuses a step taken on a copy someone changed since, then takes it on the current version', async () => {
    const created = await bill();
    const id = created.body.id as number;
    const edited = await send('admin', 'PATCH', `bills/${id}`, { phone: '021234567' }, created.etag!);
    expect(edited.status).toBe(200);
    const stale = await send('hr', 'POST', `bills/${id}/actions/open`, {}, created.etag!);
    expect(stale.status).toBe(412);
    expect(stale.body.changes).toMatchObject([{ by: { username: 'admin' }, action: 'update', fields: ['phone'] }]);
    expect(srv.app.store.get('bills', id)!.status).toBe('draft');
    const taken = await send('hr', 'POST', `bills/${id}/actions/open`, {}, edited.etag!);
    expect(taken.status).toBe(200);
    expect(taken.body.data.status).toBe('open');
    expect(taken.etag).toMatch(ETAG);
    expect(taken.etag).toBe((await send('hr', 'GET', `bills/${id}`)).etag);
  });

  it('refuses a row action on a stale copy', async () => {
    const created = await bill();
    const id = created.body.id as number;
    const first = await send('admin', 'POST', `bills/${id}/rows/lines/0/markPaid`, {}, created.etag!);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await send('admin', 'POST', `bills/${id}/rows/lines/1/markPaid`, {}, created.etag!);
    expect(stale.status).toBe(412);
    expect(stale.body.changes).toMatchObject([{ by: { username: 'admin' }, action: 'markPaid', fields: ['lines'] }]);
    expect((srv.app.store.get('bills', id)!.lines as JsonBody[]).map((r) => r.paid === true)).toEqual([true, false]);
    const fresh = await send('admin', 'POST', `bills/${id}/rows/lines/1/markPaid`, {}, first.etag!);
    expect(fresh.status).toBe(200);
    expect(fresh.etag).toMatch(ETAG);
  });
});

describe('fields the caller may not read', () => {
  it('never leave the server in a 412, and a change of only those does not stop the write', async () => {
    const created = await bill();
    const id = created.body.id as number;
    const hidden = await send('admin', 'PATCH', `bills/${id}`, { adminNote: 'pay late' }, created.etag!);
    expect(hidden.status).toBe(200);
    // HR cannot read the note nor write it: their save from the older copy goes on, the note stays.
    const hr = await send('hr', 'PATCH', `bills/${id}`, { phone: '020000000' }, created.etag!);
    expect(hr.status).toBe(200);
    expect(srv.app.store.get('bills', id)).toMatchObject({ phone: '020000000', adminNote: 'pay late' });

    const both = await send('admin', 'PATCH', `bills/${id}`, { adminNote: 'pay now', title: 'Chairs' }, hr.etag!);
    expect(both.status).toBe(200);
    const stale = await send('hr', 'PATCH', `bills/${id}`, { phone: '029999999' }, hr.etag!);
    expect(stale.status).toBe(412);
    expect(stale.body.changes).toMatchObject([{ by: { username: 'admin' }, fields: ['title'] }]);
    expect(stale.body.current.title).toBe('Chairs');
    expect(JSON.stringify(stale.body)).not.toMatch(/pay now|adminNote/);
  });
});
