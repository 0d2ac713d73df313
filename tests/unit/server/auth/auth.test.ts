import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
const json = async (res: Response) => (await res.json()) as Record<string, unknown> & { data: any; message?: string };
const get = (path: string, token?: string) =>
  fetch(`${srv.api}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('auth', () => {
  it('logs in with a demo user and returns token, user data and ability rules', async () => {
    const res = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'hr', password: 'hr1234' }),
    });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.userData).toMatchObject({
      username: 'hr',
      role: 'HR',
      roleId: 2,
      empCode: expect.stringMatching(/^P\d{4}$|^EMP\d{4}$/),
    });
    expect(data.userData.passwordHash).toBeUndefined();
    expect(data.accessToken.split('.')).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(data.accessToken.split('.')[1], 'base64url').toString());
    expect(payload.data.username).toBe('hr');
    // The token lives as long as a session may (7 days); the server ends it sooner when idle or signed out.
    expect(payload.exp - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 60);
    expect(payload.exp - Date.now() / 1000).toBeLessThanOrEqual(7 * 86400);
    expect(typeof payload.sid).toBe('number');
    // CASL rules only forbid (the menu and permissions grant): HR gets manage-all and nothing inverted.
    expect(data.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('gives Admin manage-all rules', async () => {
    const res = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    expect((await json(res)).data.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it.each([
    ['hr', 'wrong'],
    ['nobody', 'hr1234'],
  ])('refuses %s / %s with 401 and a clear message', async (username, password) => {
    const res = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Invalid username or password' });
  });

  it('answers 400 to a login without fields and to invalid JSON', async () => {
    const empty = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(empty.status).toBe(400);
    const broken = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).message).toMatch(/Invalid JSON/);
  });

  it('never stores plain passwords', async () => {
    const users = srv.app.store.list('users');
    expect(users.length).toBe(5);
    for (const u of users) {
      // The accounts hold no hash: it lives in credentials, which no route serves.
      expect(u.passwordHash).toBeUndefined();
      const hash = srv.app.store.list('credentials').find((c) => c.userId === u.id)!.passwordHash;
      expect(String(hash)).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(JSON.stringify(u)).not.toContain('1234');
    }
  });

  it('needs a bearer token everywhere else', async () => {
    for (const path of ['auth/me', 'permissions?t=json', 'menu/1', 'memos', 'memos/1', 'nothing-here']) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect((await json(res)).message).toMatch(/token/i);
    }
    expect((await get('memos', 'not-a-jwt')).status).toBe(401);
  });

  it('refuses an expired token and one signed with another secret', async () => {
    const token = await srv.login('staff');
    const { data } = await json(await get('auth/me', token));
    const expired = await new SignJWT({ data })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret'));
    const res = await get('memos', expired);
    expect(res.status).toBe(401);
    expect((await json(res)).message).toMatch(/expired/);
    const forged = await new SignJWT({ data: { ...data, role: 'Admin' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('guess'));
    expect((await get('memos', forged)).status).toBe(401);
  });

  it('answers auth/me with the user wrapped in data', async () => {
    const { data } = await json(await get('auth/me', await srv.login('sales')));
    expect(data).toMatchObject({ username: 'sales', role: 'Sales', roleId: 4, fullName: expect.any(String) });
  });
});

describe('permissions and menus', () => {
  it('returns the whole permission map to Admin, wrapped in data, keyed by empCode', async () => {
    const res = await get('permissions?t=json', await srv.login('admin'));
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const codes = (docType: string, action: string) => (data[docType][action] as { empCode: string }[]).map((e) => e.empCode);
    const users = Object.fromEntries(srv.app.store.list('users').map((u) => [u.username, u.empCode]));
    expect(codes('Memo', 'Create')).toEqual([users.admin, users.hr, users.staff, users.sales]);
    expect(codes('OrderManual', 'Create')).toEqual([users.admin, users.sales]);
    expect(codes('Competency', 'Edit')).toEqual([users.admin, users.hr]);
    expect(codes('Competency', 'Manager_SPP')).toEqual([users.admin]);
    expect(codes('PR', 'Create')).toEqual([users.admin]);
  });

  it('returns anyone else only their own entries, in the same shape', async () => {
    const users = Object.fromEntries(srv.app.store.list('users').map((u) => [u.username, u.empCode]));
    const own = async (who: string) => (await json(await get('permissions?t=json', await srv.login(who)))).data;
    const mine = (who: string) => [expect.objectContaining({ empCode: users[who] })];
    expect(await own('sales')).toEqual({
      Memo: { Create: mine('sales') },
      OrderManual: { Create: mine('sales'), Recheck: mine('sales') },
      PaymentApproval: { Create: mine('sales') },
      AdvanceClear: { Create: mine('sales') },
      Stock: { Adjust: mine('sales') },
    });
    expect(await own('staff')).toEqual({
      Memo: { Create: mine('staff') },
      PaymentApproval: { Create: mine('staff') },
      AdvanceClear: { Create: mine('staff') },
    });
    expect(await own('guest')).toEqual({});
    const hr = await own('hr');
    expect(Object.keys(hr.Competency).sort()).toEqual(['Edit', 'Report', 'View']);
    for (const actions of Object.values(hr) as Record<string, { empCode: string }[]>[])
      for (const entries of Object.values(actions)) expect(entries.map((e) => e.empCode)).toEqual([users.hr]);
  });

  it('builds the role menu tree from areas and resources, without empty areas', async () => {
    const { data } = await json(await get('menu/3', await srv.login('staff')));
    expect(data.map((n: { title: string }) => n.title)).toEqual(['HR', 'Finance']);
    const finance = data[1];
    expect(finance.children).toEqual([
      expect.objectContaining({
        title: 'Memos',
        to: 'apps-memo-memo',
        path: '/apps/memo/memo',
        resource: 'memos',
        isView: 'Y',
        isCreate: 'Y',
        isEdit: 'Y',
        isExport: 'Y',
      }),
      expect.objectContaining({ title: 'Orders', to: 'apps-order-order', resource: 'orders' }),
    ]);
  });

  it('gives Guest an empty menu and keeps other roles menus private', async () => {
    const guest = await srv.login('guest');
    expect((await json(await get('menu/5', guest))).data).toEqual([]);
    expect((await get('menu/1', guest)).status).toBe(403);
  });

  it('lists flat items with getAllMenu and lets an admin change them', async () => {
    const admin = await srv.login('admin');
    const all = (await json(await get('menu/getAllMenu?roleId=3', admin))).data as {
      id: number;
      key: string;
      roleId: number;
      isView: string;
    }[];
    expect(all.every((r) => r.roleId === 3)).toBe(true);
    const memos = all.find((r) => r.key === 'memos')!;
    const put = await fetch(`${srv.api}/menu`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: memos.id, isView: 'N' }),
    });
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({ id: memos.id, isView: 'N', key: 'memos' });
    // The screen stays in the tree (its other flags are still 'Y') but no longer grants viewing.
    const tree = (await json(await get('menu/3', await srv.login('staff')))).data;
    const finance = tree.find((n: { key: string }) => n.key === 'area:finance');
    expect(finance.children.find((n: { key: string }) => n.key === 'memos')).toMatchObject({ isView: 'N' });
    expect((await get('memos', await srv.login('staff'))).status).toBe(403);

    const post = await fetch(`${srv.api}/menu`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roleId: 3, parentId: null, key: 'area:tools', title: 'Tools' }),
    });
    expect(post.status).toBe(201);
    expect((await json(post)).data).toMatchObject({ roleId: 3, key: 'area:tools', isView: 'Y' });
    const bad = await fetch(`${srv.api}/menu`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roleId: 3, key: 'x', title: 'X', isView: 'maybe' }),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toHaveProperty('isView');
  });

  it('refuses menu changes by non-admins', async () => {
    const res = await fetch(`${srv.api}/menu`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await srv.login('hr')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, isView: 'N' }),
    });
    expect(res.status).toBe(403);
  });

  it('answers CORS preflights for localhost origins only', async () => {
    const ok = await fetch(`${srv.api}/memos`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await fetch(`${srv.api}/memos`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
