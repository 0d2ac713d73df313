/**
 * Saved list views on the server (mock-server/trail/views.ts): each user's own, for lists they may open,
 * naming only fields they may read; validated with clear 400s; one default per user and list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_VIEWS } from '../../../../src/access';
import { loadSchemas } from '../../../../src/schema';
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

const view = (extra: Record<string, unknown> = {}) => ({
  resource: 'memos',
  name: 'Pending IT',
  filters: [{ field: 'category', operator: 'eq', value: 'it' }],
  search: 'laptop',
  sorters: [{ field: 'title', order: 'asc' }],
  columns: ['title', 'status'],
  pageSize: 20,
  ...extra,
});

beforeAll(async () => {
  const files = structuredClone(FIXTURE_FILES);
  const people = files.find((f) => f.file === 'people.json')!.json as { fields: unknown[] };
  people.fields.push({ name: 'secret', type: 'text', access: { read: { roles: ['Admin'] } }, seed: 'word' });
  srv = await startTestServer({ registry: loadSchemas(files) });
});
afterAll(() => srv.close());

describe('own views only', () => {
  it('stores a view for its owner, who alone lists, changes and deletes it', async () => {
    const made = await call('staff', 'POST', LIST_VIEWS, view({ id: 99, username: 'admin' }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...view(), username: 'staff', isDefault: false });
    expect(made.body.id).not.toBe(99);
    const id = made.body.id as number;

    expect((await call('staff', 'GET', `${LIST_VIEWS}?resource=memos`)).body.map((v: Body) => v.id)).toContain(id);
    // Another user neither sees it nor reaches it by id (404, as if it did not exist).
    expect((await call('sales', 'GET', `${LIST_VIEWS}?resource=memos`)).body).toEqual([]);
    expect((await call('sales', 'PUT', `${LIST_VIEWS}/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await call('sales', 'DELETE', `${LIST_VIEWS}/${id}`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `${LIST_VIEWS}/${id}`)).status).toBe(404);
    expect(srv.app.store.get(LIST_VIEWS, id)?.name).toBe('Pending IT');

    const renamed = await call('staff', 'PUT', `${LIST_VIEWS}/${id}`, { name: 'IT, pending', username: 'sales' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ ...view(), name: 'IT, pending', username: 'staff' });
    expect((await call('staff', 'DELETE', `${LIST_VIEWS}/${id}`)).status).toBe(200);
    expect(srv.app.store.get(LIST_VIEWS, id)).toBeUndefined();
  });

  it('needs the list right of the resource', async () => {
    // Orders are listed only with the OrderManual Create permission (sales has it, staff does not).
    const refused = await call(
      'staff',
      'POST',
      LIST_VIEWS,
      view({ resource: 'orders', filters: [], sorters: [], columns: ['customer'] }),
    );
    expect(refused.status).toBe(403);
    expect((await call('staff', 'GET', `${LIST_VIEWS}?resource=orders`)).status).toBe(403);
    const sales = await call(
      'sales',
      'POST',
      LIST_VIEWS,
      view({ resource: 'orders', filters: [], sorters: [], columns: ['customer'] }),
    );
    expect(sales.status).toBe(201);
    expect((await call('sales', 'GET', LIST_VIEWS)).body.map((v: Body) => v.resource)).toContain('orders');
  });

  it('keeps one default per user and list', async () => {
    const a = await call('hr', 'POST', LIST_VIEWS, view({ name: 'A', isDefault: true }));
    const b = await call('hr', 'POST', LIST_VIEWS, view({ name: 'B', isDefault: true }));
    const other = await call('admin', 'POST', LIST_VIEWS, view({ name: 'A', isDefault: true }));
    expect([a.status, b.status, other.status]).toEqual([201, 201, 201]);
    const defaults = async (user: string) =>
      (await call(user, 'GET', `${LIST_VIEWS}?resource=memos`)).body.filter((v: Body) => v.isDefault).map((v: Body) => v.name);
    expect(await defaults('hr')).toEqual(['B']);
    expect(await defaults('admin')).toEqual(['A']);
    await call('hr', 'PUT', `${LIST_VIEWS}/${a.body.id}`, { isDefault: true });
    expect(await defaults('hr')).toEqual(['A']);
    expect(await defaults('admin')).toEqual(['A']);
  });
});

describe('validation', () => {
  it('answers 400 naming each problem', async () => {
    const bad = await call('staff', 'POST', LIST_VIEWS, {
      resource: 'memos',
      name: ' ',
      filters: [{ field: 'nope', operator: 'eq', value: 1 }],
      sorters: [{ field: 'title', order: 'up' }],
      columns: [],
      pageSize: 7,
      isDefault: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Give the view a name',
      filters: 'filters[0]: "nope" is not a field of memos you may filter by',
      sorters: 'sorters[0]: order must be asc or desc',
      columns: 'A view shows at least one column, each once',
      pageSize: 'Rows per page must be one of 2, 3, 5, 10, 20, 25, 50, 100 or all',
      isDefault: 'isDefault must be true or false',
    });
    expect(bad.body.message).toContain('Give the view a name');
  });

  it('refuses an unknown list, a taken name and a filter the list query refuses, in Thai when asked', async () => {
    expect((await call('staff', 'POST', LIST_VIEWS, view({ resource: 'nope' }))).status).toBe(400);
    expect((await call('staff', 'POST', LIST_VIEWS, view({ name: 'Taken' }))).status).toBe(201);
    const taken = await call('staff', 'POST', LIST_VIEWS, view({ name: ' taken ' }), 'th');
    expect(taken.status).toBe(400);
    expect(taken.body.errors.name).toBe('มีมุมมองชื่อ "taken" ในรายการนี้อยู่แล้ว');
    const range = await call(
      'staff',
      'POST',
      LIST_VIEWS,
      view({
        name: 'Skills',
        resource: 'people',
        filters: [{ field: 'skills', operator: 'gte', value: 'sql' }],
        sorters: [],
        columns: ['firstName'],
      }),
    );
    expect(range.status).toBe(400);
    expect(range.body.errors.filters).toMatch(/skills_gte is not possible/);
  });

  it('names only fields the user may read', async () => {
    const secretColumn = await call('hr', 'POST', LIST_VIEWS, {
      ...view({ resource: 'people', filters: [], sorters: [] }),
      columns: ['firstName', 'secret'],
    });
    expect(secretColumn.status).toBe(400);
    expect(secretColumn.body.errors.columns).toBe('"secret" is not a column of this list');
    const secretFilter = await call('hr', 'POST', LIST_VIEWS, {
      ...view({ resource: 'people', sorters: [], columns: ['firstName'] }),
      filters: [{ field: 'secret', operator: 'contains', value: 'a' }],
    });
    expect(secretFilter.status).toBe(400);
    const admin = await call('admin', 'POST', LIST_VIEWS, {
      ...view({ resource: 'people', filters: [], sorters: [] }),
      columns: ['firstName', 'secret'],
    });
    expect(admin.status).toBe(201);
  });

  it('refuses moving a view to another list, and ids that are not ids', async () => {
    const made = await call('staff', 'POST', LIST_VIEWS, view({ name: 'Stays' }));
    const moved = await call('staff', 'PUT', `${LIST_VIEWS}/${made.body.id}`, { resource: 'people' });
    expect(moved.status).toBe(400);
    expect((await call('staff', 'DELETE', `${LIST_VIEWS}/abc`)).status).toBe(404);
  });
});
