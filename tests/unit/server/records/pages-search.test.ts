/**
 * The header's search (mock-server/records/search.ts, GET search) over the product schemas: each reader finds only
 * what their own list of that resource shows (menu, requirement, row scope) and may open; bad queries are 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { apiCaller, startTestServer, type TestServer } from '../../../support/test-server';
import { searchTargets } from '../../../../src/access/search';
import { loadSchemas, type ResourceSchema } from '../../../../src/schema';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());
const call = apiCaller(() => srv);

interface Group {
  resource: string;
  items: { id: number; title: string; code?: string }[];
  more: boolean;
}

const search = async (user: string, query: string) => call(user, 'GET', `search?${query}`);
const groupsOf = async (user: string, text: string): Promise<Group[]> => {
  const res = await search(user, `q=${encodeURIComponent(text)}&limit=10`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Group[];
};

/** The ids of `user`'s own list of the resource whose title or number holds `text`; null when they may not list it. */
async function listed(user: string, schema: ResourceSchema, text: string): Promise<Set<number> | null> {
  const ids = new Set<number>();
  for (const field of [schema.titleField, schema.naming?.field].filter(Boolean)) {
    const res = await call(user, 'GET', `${schema.name}?${field}_like=${encodeURIComponent(text)}&_start=0&_end=100000`);
    if (res.status === 403) return null;
    if (res.status === 400) continue; // not a text field: the search does not look into it either
    expect(res.status, `${user} ${schema.name}`).toBe(200);
    for (const r of res.body as { id: number }[]) ids.add(r.id);
  }
  return ids;
}

describe('GET search', () => {
  it('finds, for each reader, only records of their own lists', async () => {
    const registry = srv.app.registry;
    let checked = 0;
    for (const user of ['staff', 'sales', 'guest', 'hr'])
      for (const text of ['an', 'PR', '25', 'er']) {
        const groups = await groupsOf(user, text);
        for (const schema of registry.resources) {
          const group = groups.find((g) => g.resource === schema.name);
          const ids = await listed(user, schema, text);
          if (ids === null) {
            expect(group, `${user} may not list ${schema.name} but its search found it`).toBeUndefined();
            continue;
          }
          for (const item of group?.items ?? []) {
            expect(ids.has(item.id), `${user} ${schema.name} ${item.id} "${text}"`).toBe(true);
            checked++;
          }
          expect(group?.items.length ?? 0).toBeLessThanOrEqual(10);
        }
      }
    expect(checked, 'the searches found something to check').toBeGreaterThan(50);
  }, 120_000);

  it("keeps to the row scope: staff finds their own claims only, the admin everyone's", async () => {
    const claims = srv.app.registry.byName.get('claims')!;
    const all = srv.app.store.list('claims');
    const text = String(all[0]![claims.naming!.field]).slice(0, 2);
    const admin = (await groupsOf('admin', text)).find((g) => g.resource === 'claims');
    const staff = (await groupsOf('staff', text)).find((g) => g.resource === 'claims');
    const staffOwn = new Set((await listed('staff', claims, text))!);
    expect(admin?.items.length).toBe(10);
    expect(
      admin?.items.some((i) => !staffOwn.has(i.id)),
      'the admin finds claims staff may not see',
    ).toBe(true);
    for (const item of staff?.items ?? []) expect(staffOwn.has(item.id)).toBe(true);
  });

  it('searches a resource only for readers who may list it (the access rules: admin yes, staff no)', async () => {
    const rule = srv.app.store.list('accessRules')[0];
    expect(rule, 'a seeded access rule').toBeDefined();
    const text = String(rule!.reason).slice(0, 6);
    expect((await groupsOf('admin', text)).some((g) => g.resource === 'accessRules')).toBe(true);
    expect((await groupsOf('staff', text)).some((g) => g.resource === 'accessRules')).toBe(false);
  });

  it('answers a supplier by name with its code, and `resources` narrows the search', async () => {
    const supplier = srv.app.store.list('suppliers')[3]!;
    const groups = await groupsOf('staff', String(supplier.name));
    const found = groups.find((g) => g.resource === 'suppliers')?.items.find((i) => i.id === supplier.id);
    expect(found).toEqual({ id: supplier.id, title: supplier.name, code: supplier.code });
    const only = await search('staff', `q=${encodeURIComponent(String(supplier.name))}&resources=suppliers`);
    expect(only.body.data.map((g: Group) => g.resource)).toEqual(['suppliers']);
  });

  it('refuses a bad query with 400 and an anonymous caller with 401', async () => {
    for (const query of [
      'q=a',
      'q=',
      `q=${'x'.repeat(101)}`,
      'q=abc&limit=0',
      'q=abc&limit=11',
      'q=abc&x=1',
      'q=abc&resources=nope',
    ]) {
      const res = await search('staff', query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await fetch(`${srv.api}/search?q=abc`)).status).toBe(401);
  });
});

describe('searchTargets', () => {
  it('leaves out a resource whose title field the reader may not see', () => {
    const L = (en: string) => ({ en, th: en });
    const registry = loadSchemas([
      { file: '_areas.json', json: { areas: [{ name: 'hr', label: L('HR'), order: 1 }] } },
      {
        file: 'secrets.json',
        json: {
          name: 'secrets',
          label: L('Secret'),
          pluralLabel: L('Secrets'),
          area: 'hr',
          route: '/apps/hr/secrets',
          titleField: 'title',
          fields: [{ name: 'title', type: 'text', access: { read: { roles: ['HR'] } } }],
        },
      },
    ]);
    const menu = [{ title: 'HR', children: [{ title: 'Secrets', to: 'apps-hr-secrets', isView: 'Y' }] }];
    const ctx = (role: string) => ({
      user: { id: 1, username: 'u', fullName: 'U', empCode: 'E1', role, roleCode: role, roleId: 9 },
      perms: {},
      menu: menu as never,
      ability: null,
    });
    expect(searchTargets(registry.resources, ctx('HR')).map((t) => t.schema.name)).toEqual(['secrets']);
    expect(searchTargets(registry.resources, ctx('Staff'))).toEqual([]);
  });
});
