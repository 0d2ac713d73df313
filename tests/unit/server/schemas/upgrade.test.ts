/**
 * Adding a schema to a running project: the next server start puts the new resource in every role's menu,
 * seeds it only when its schema asks (`seed`), and leaves the data already stored as it was. A new db is
 * seeded whole, `seed` or not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';
import { loadSchemas } from '../../../../src/schema';
import { DEFAULT_COUNT } from '../../../../mock-server/seed/seed';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const withoutOrders = () => loadSchemas(structuredClone(FIXTURE_FILES.filter((f) => f.file !== 'orders.json')));
const everything = () => loadSchemas(structuredClone(FIXTURE_FILES));
/** The fixtures with an orders schema that does not ask for seed rows (no `seed` key). */
const ordersWithoutSeed = () =>
  loadSchemas(
    structuredClone(FIXTURE_FILES).map((f) => {
      if (f.file !== 'orders.json') return f;
      const { seed: _seed, ...json } = f.json;
      return { ...f, json };
    }),
  );

async function get<T>(server: TestServer, token: string, path: string): Promise<T> {
  const res = await fetch(`${server.api}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe('a schema added to an existing db', () => {
  it('is seeded and added to the role menus at the next start, without touching stored rows', async () => {
    const first = await startTestServer({ registry: withoutOrders() });
    servers.push(first);
    const admin = await first.login('admin');
    const renamed = await fetch(`${first.api}/people/1`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kept' }),
    });
    expect(renamed.status).toBe(200);
    const staffBefore = await first.login('staff');
    const menuBefore = await get<{ data: { key: string; children?: { key: string }[] }[] }>(first, staffBefore, 'menu/3');
    expect(JSON.stringify(menuBefore.data)).not.toContain('"orders"');
    const peopleBefore = await get<unknown[]>(first, admin, 'people?_start=0&_end=1000');
    // Same db file, now with the orders schema.
    await first.app.store.close(); // a clean stop
    const second = await startTestServer({ registry: everything(), dbFile: first.dbFile, uploadDir: first.uploadDir });
    servers.push(second);
    const admin2 = await second.login('admin');
    const orders = await get<{ person: number }[]>(second, admin2, 'orders?_start=0&_end=1000');
    expect(orders).toHaveLength(6); // its "seed": { "count": 6 }
    expect(await get<unknown[]>(second, admin2, 'people?_start=0&_end=1000')).toEqual(peopleBefore);
    expect((await get<{ firstName: string }>(second, admin2, 'people/1')).firstName).toBe('Kept');

    const staff = await second.login('staff');
    const menu = await get<{ data: { key: string; children?: { key: string }[] }[] }>(second, staff, 'menu/3');
    const finance = menu.data.find((a) => a.key === 'area:finance');
    expect(finance?.children?.map((c) => c.key)).toEqual(expect.arrayContaining(['orders']));
    // One orders entry per role, no duplicated area.
    expect(menu.data.filter((a) => a.key === 'area:finance')).toHaveLength(1);
  });
});

describe('a schema without "seed" added to an existing db', () => {
  it('starts empty, with its menu rows, and the first record made is the first on page 1', async () => {
    const first = await startTestServer({ registry: withoutOrders() });
    servers.push(first);
    await first.app.store.close(); // a clean stop
    const menusBefore = first.app.store.list('menus').length;
    const second = await startTestServer({ registry: ordersWithoutSeed(), dbFile: first.dbFile, uploadDir: first.uploadDir });
    servers.push(second);
    expect(second.app.registry.byName.get('orders')?.seed).toBeUndefined();
    const admin = await second.login('admin');
    expect(await get<unknown[]>(second, admin, 'orders?_start=0&_end=1000')).toEqual([]);
    // Stored as an empty collection: not new again (and so not seeded) at the next start.
    expect(second.app.store.has('orders')).toBe(true);
    // The menu rows are added as for a seeded resource: one per role that a fresh seed gives one.
    expect(second.app.store.list('menus').length).toBeGreaterThan(menusBefore);
    const staff = await second.login('staff');
    const menu = await get<{ data: { key: string; children?: { key: string }[] }[] }>(second, staff, 'menu/3');
    expect(menu.data.find((a) => a.key === 'area:finance')?.children?.map((c) => c.key)).toContain('orders');

    const made = await fetch(`${second.api}/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customer: 'First customer', lines: [{ person: 1, price: 10, qty: 2 }] }),
    });
    expect(made.status).toBe(201);
    const page1 = await get<{ id: number; customer: string }[]>(second, admin, 'orders?_start=0&_end=10');
    expect(page1.map((o) => [o.id, o.customer])).toEqual([[1, 'First customer']]);

    // A restart with the same schema does not seed it either.
    await second.app.store.close(); // a clean stop
    const third = await startTestServer({ registry: ordersWithoutSeed(), dbFile: first.dbFile, uploadDir: first.uploadDir });
    servers.push(third);
    expect(third.app.store.list('orders').map((o) => o.customer)).toEqual(['First customer']);
  });

  it('is still seeded on a new db (the first start, as npm run db:reset builds it): the default count', async () => {
    const fresh = await startTestServer({ registry: ordersWithoutSeed() });
    servers.push(fresh);
    expect(fresh.app.store.list('orders')).toHaveLength(DEFAULT_COUNT);
  });
});

describe("the seed's menu rules grow (issue 29)", () => {
  it('a seeded role gets a menu row the seed now gives it and it lacks; the rows an Admin changed stay as they are', async () => {
    const first = await startTestServer({ registry: everything() });
    servers.push(first);
    const store = first.app.store;
    const staffRows = store.list('menus').filter((r) => r.roleId === 3 && !String(r.key).startsWith('area:'));
    expect(staffRows.length).toBeGreaterThan(1);
    // A db seeded before the rule gave staff its first screen (no row at all), and an Admin's change: the second screen turned off.
    const [gone, changed] = staffRows as [(typeof staffRows)[0], (typeof staffRows)[0]];
    store.remove('menus', gone.id);
    store.replace('menus', { ...changed, isView: 'N', isCreate: 'N', isEdit: 'N', isExport: 'N' });
    // A role an Admin added: not the seed's, it gets nothing.
    const extra = store.insert('roles', { name: 'Auditor', code: 'AUD' });
    await store.commit();
    await store.close(); // a clean stop

    const second = await startTestServer({ registry: everything(), dbFile: first.dbFile, uploadDir: first.uploadDir });
    servers.push(second);
    const rows = second.app.store.list('menus');
    const back = rows.filter((r) => r.roleId === 3 && r.key === gone.key);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ isView: gone.isView, isCreate: gone.isCreate, isEdit: gone.isEdit, isExport: gone.isExport });
    expect(rows.find((r) => r.id === changed.id)).toMatchObject({ isView: 'N', isCreate: 'N', isEdit: 'N', isExport: 'N' });
    expect(rows.filter((r) => r.roleId === extra.id)).toEqual([]);
    // Nothing is added twice: each (role, key) once.
    const pairs = rows.map((r) => `${String(r.roleId)}:${String(r.key)}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
