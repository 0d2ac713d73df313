/**
 * Adding a schema to a running project: the next server start seeds the new resource and puts it in
 * every role's menu, and leaves the data already stored as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../support/test-server';
import { loadSchemas } from '../../src/schema';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const withoutOrders = () => loadSchemas(structuredClone(FIXTURE_FILES.filter((f) => f.file !== 'orders.json')));
const everything = () => loadSchemas(structuredClone(FIXTURE_FILES));

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
    await first.app.store.commit();
    const second = await startTestServer({ registry: everything(), dbFile: first.dbFile, uploadDir: first.uploadDir });
    servers.push(second);
    const admin2 = await second.login('admin');
    const orders = await get<{ person: number }[]>(second, admin2, 'orders?_start=0&_end=1000');
    expect(orders.length).toBeGreaterThan(0);
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
