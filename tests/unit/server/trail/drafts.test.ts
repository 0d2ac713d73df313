/**
 * Drafts on the server (mock-server/trail/drafts.ts): a user's own drafts of a create form, decided as
 * creating a record of the resource, unvalidated but kept to the schema's fields and within a size limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../../src/schema';
import { DRAFT_MAX_BYTES, DRAFTS, DRAFTS_PER_LIST_MAX } from '../../../../src/schema/records/drafts';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

let srv: TestServer;
const tokens: Record<string, string> = {};

async function call(user: string, method: string, path: string, body?: unknown, lang = 'en') {
  tokens[user] ??= await srv.login(user);
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', 'accept-language': lang },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

beforeAll(async () => {
  const files = structuredClone(FIXTURE_FILES);
  const orders = files.find((f) => f.file === 'orders.json')!.json as Record<string, unknown>;
  orders.drafts = true;
  srv = await startTestServer({ registry: loadSchemas(files) });
});
afterAll(() => srv.close());

const partial = { customer: 'Khun Somsri', lines: [{ person: null, price: '12.5', qty: '' }] };

describe('own drafts only', () => {
  it('stores an incomplete form for its author, who alone lists, changes and deletes it', async () => {
    const made = await call('sales', 'POST', 'orders/drafts', {
      values: { ...partial, grandTotal: 5, id: 9 },
      username: 'admin',
    });
    expect(made.status).toBe(201);
    // Not validated (the line has no person, the price is text), but only fields are kept.
    expect(made.body).toMatchObject({
      resource: 'orders',
      username: 'sales',
      title: 'Khun Somsri',
      values: { ...partial, grandTotal: 5 },
    });
    expect(made.body.values.id).toBeUndefined();
    const id = made.body.id as number;

    expect((await call('sales', 'GET', 'orders/drafts')).body.map((d: Body) => d.id)).toEqual([id]);
    // Another user who may create orders neither sees it nor reaches it (404, as if it did not exist).
    expect((await call('admin', 'GET', 'orders/drafts')).body).toEqual([]);
    expect((await call('admin', 'PUT', `orders/drafts/${id}`, { values: { customer: 'Mine' } })).status).toBe(404);
    expect((await call('admin', 'DELETE', `orders/drafts/${id}`)).status).toBe(404);
    expect(srv.app.store.get(DRAFTS, id)?.title).toBe('Khun Somsri');

    const changed = await call('sales', 'PUT', `orders/drafts/${id}`, { values: { customer: 'Khun Somchai' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, username: 'sales', title: 'Khun Somchai', values: { customer: 'Khun Somchai' } });
    expect((await call('sales', 'DELETE', `orders/drafts/${id}`)).status).toBe(200);
    expect(srv.app.store.get(DRAFTS, id)).toBeUndefined();
    expect((await call('sales', 'GET', 'orders/drafts')).body).toEqual([]);
  });

  it('does not reach a draft of another resource through this one', async () => {
    const made = await call('sales', 'POST', 'orders/drafts', { values: partial });
    expect((await call('sales', 'DELETE', `memos/drafts/${made.body.id}`)).status).toBe(404);
    expect((await call('sales', 'DELETE', `orders/drafts/${made.body.id}`)).status).toBe(200);
  });
});

describe('the create decision', () => {
  it('refuses a user who may not create the resource (staff lacks OrderManual Create)', async () => {
    expect((await call('staff', 'GET', 'orders/drafts')).status).toBe(403);
    expect((await call('staff', 'POST', 'orders/drafts', { values: partial })).status).toBe(403);
  });

  it('answers 404 for a resource that keeps no drafts', async () => {
    const answer = await call('staff', 'GET', 'memos/drafts', undefined, 'th');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('แบบฟอร์มนี้ไม่มีการบันทึกฉบับร่าง');
  });
});

describe('limits', () => {
  it('refuses a draft larger than the limit with 413, and values that are not an object with 400', async () => {
    const big = await call('sales', 'POST', 'orders/drafts', { values: { customer: 'x'.repeat(DRAFT_MAX_BYTES) } });
    expect(big.status).toBe(413);
    expect(big.body.errors.values).toMatch(/at most 64 KB/);
    expect((await call('sales', 'POST', 'orders/drafts', { values: ['a'] })).status).toBe(400);
    expect((await call('sales', 'GET', 'orders/drafts')).body).toEqual([]);
  });

  it(`keeps at most ${DRAFTS_PER_LIST_MAX} drafts per user and resource (409 past it)`, async () => {
    for (let i = 0; i < DRAFTS_PER_LIST_MAX; i++)
      expect((await call('sales', 'POST', 'orders/drafts', { values: { customer: `C${i}` } })).status).toBe(201);
    const over = await call('sales', 'POST', 'orders/drafts', { values: { customer: 'one too many' } });
    expect(over.status).toBe(409);
    // Another user has room of their own.
    expect((await call('admin', 'POST', 'orders/drafts', { values: { customer: 'admin' } })).status).toBe(201);
    const mine = (await call('sales', 'GET', 'orders/drafts')).body as Body[];
    expect(mine).toHaveLength(DRAFTS_PER_LIST_MAX);
    expect(mine[0].title).toBe(`C${DRAFTS_PER_LIST_MAX - 1}`);
  });
});
