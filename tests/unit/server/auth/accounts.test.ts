/**
 * Accounts and sessions (issue 38), on both stores: the accounts resource (schemas/users.json) never answers a hash,
 * one-time codes force a new password, leavers and disabled accounts lose access at the next request, sign-out
 * and password changes end sessions, and nobody raises or revives themselves. On PostgreSQL, a second API process
 * on the same database refuses a disabled account's token too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp } from '../../../../mock-server/http/app';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import {
  ON_POSTGRES,
  startTestServer,
  storeOptions,
  writeStored,
  type JsonBody,
  type TestServer,
} from '../../../support/test-server';

let srv: TestServer;
const registry = loadRegistry();

beforeAll(async () => {
  srv = await startTestServer({ registry });
}, 60_000);
afterAll(() => srv.close());

interface Answer {
  status: number;
  body: JsonBody;
}

async function call(token: string, method: string, path: string, body?: unknown, api = srv.api): Promise<Answer> {
  const res = await fetch(`${api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': 'vitest-agent' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function signIn(username: string, password: string): Promise<Answer> {
  const res = await fetch(`${srv.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest-agent' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, body: await res.json() };
}

let admin = '';
let serial = 0;

/** A new account of `role` (with an employee of its own when `employee`), its first password chosen: its id and token. */
async function newAccount(
  role = 'Staff',
  employee = false,
): Promise<{ id: number; username: string; token: string; employeeId?: number }> {
  admin ||= await srv.login('admin');
  const username = `acct${++serial}.${Date.now() % 100000}`;
  let employeeId: number | undefined;
  if (employee) {
    // A copy of a seeded employee (every required field filled as the seed fills it), under a name of its own.
    const {
      id: _id,
      empCode: _code,
      createdAt: _c,
      updatedAt: _u,
      createdBy: _b,
      ...like
    } = (await call(admin, 'GET', 'employees/6')).body;
    const made = await call(admin, 'POST', 'employees', {
      ...like,
      fullName: `Leaver ${serial}`,
      email: `leaver${serial}.${Date.now() % 100000}@example.com`,
      employmentStatus: 'permanent',
      activeFlag: 'Y',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    employeeId = made.body.id;
  }
  const made = await call(admin, 'POST', 'users', { username, fullName: `Account ${serial}`, role, active: true, employeeId });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const code = await call(admin, 'POST', `auth/accounts/${made.body.id}/code`);
  expect(code.status).toBe(200);
  const first = await signIn(username, code.body.data.code);
  expect(first.status).toBe(200);
  const password = `Orchid-Lantern-${serial}x`;
  const changed = await call(first.body.data.accessToken, 'POST', 'auth/password', {
    currentPassword: code.body.data.code,
    newPassword: password,
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return { id: made.body.id, username, token: first.body.data.accessToken, employeeId };
}

describe('the accounts resource', () => {
  it('answers accounts to Admin without a hash, and 403 to staff and sales, reading or writing', async () => {
    admin ||= await srv.login('admin');
    const list = await call(admin, 'GET', 'users');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['admin', 'hr', 'staff']));
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|passwordHash/);
    expect(JSON.stringify((await call(admin, 'GET', 'users/3')).body)).not.toMatch(/scrypt|passwordHash/);
    expect((await call(admin, 'GET', 'credentials')).status).toBe(404);
    for (const who of ['staff', 'sales']) {
      const token = await srv.login(who);
      expect((await call(token, 'GET', 'users')).status, who).toBe(403);
      expect((await call(token, 'GET', 'users/1')).status, who).toBe(403);
      expect((await call(token, 'PATCH', 'users/3', { role: 'Admin' })).status, who).toBe(403);
      expect((await call(token, 'POST', 'users', { username: `x${who}`, fullName: 'X', role: 'Admin' })).status).toBe(403);
      expect((await call(token, 'POST', 'auth/accounts/3/code')).status, who).toBe(403);
    }
  });

  it('gives a new account a one-time code shown once: it signs in, must choose a password, and the code is spent', async () => {
    admin ||= await srv.login('admin');
    const made = await call(admin, 'POST', 'users', { username: 'new.hire', fullName: 'New Hire', role: 'Staff', active: true });
    expect(made.status).toBe(201);
    expect((await signIn('new.hire', 'anything-at-all')).status).toBe(401); // no password yet
    const code = await call(admin, 'POST', `auth/accounts/${made.body.id}/code`);
    expect(code.body.data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Nobody can read it again: not in the account, its history or the audit log.
    const after = JSON.stringify([
      (await call(admin, 'GET', `users/${made.body.id}`)).body,
      (await call(admin, 'GET', `users/${made.body.id}/history`)).body,
      (await call(admin, 'GET', 'audit?_sort=at&_order=desc&_end=20')).body,
    ]);
    expect(after).not.toContain(code.body.data.code);
    expect((await call(admin, 'GET', `users/${made.body.id}`)).body.mustChangePassword).toBe(true);

    const first = await signIn('new.hire', code.body.data.code);
    expect(first.status).toBe(200);
    expect(first.body.data.userData.mustChangePassword).toBe(true);
    const token = first.body.data.accessToken;
    expect(await call(token, 'GET', 'memos')).toMatchObject({ status: 403, body: { reason: 'passwordChange' } });
    expect((await call(token, 'GET', 'auth/me')).status).toBe(200);
    // The rule, beside the field, by code.
    const weak = await call(token, 'POST', 'auth/password', {
      currentPassword: code.body.data.code,
      newPassword: 'P@ssw0rd2024!',
    });
    expect(weak).toMatchObject({ status: 400, body: { codes: { newPassword: 'common' } } });
    expect(weak.body.errors.newPassword).toMatch(/common/);
    const short = await call(token, 'POST', 'auth/password', { currentPassword: code.body.data.code, newPassword: 'Tk9#x' });
    expect(short.body.codes.newPassword).toBe('length');
    const wrong = await call(token, 'POST', 'auth/password', { currentPassword: 'nope', newPassword: 'Mango-River-Lamp-77' });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { currentPassword: expect.any(String) } } });
    const ok = await call(token, 'POST', 'auth/password', {
      currentPassword: code.body.data.code,
      newPassword: 'Mango-River-Lamp-77',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.userData.mustChangePassword).toBeUndefined();
    expect((await call(token, 'GET', 'memos')).status).toBe(200);
    expect((await signIn('new.hire', code.body.data.code)).status).toBe(401); // spent
    expect((await signIn('new.hire', 'Mango-River-Lamp-77')).status).toBe(200);
    const actions = (await call(admin, 'GET', 'audit?username=admin&_sort=at&_order=desc&_end=50')).body.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toContain('passwordCode');
  });

  it('refuses a username taken in another case, and ignores the fields only the server writes', async () => {
    admin ||= await srv.login('admin');
    expect((await call(admin, 'POST', 'users', { username: 'HR', fullName: 'Dup', role: 'Staff' })).status).toBe(409);
    const before = (await call(admin, 'GET', 'users/3')).body;
    const patched = await call(admin, 'PATCH', 'users/3', { lastSignInAt: '2020-01-01T00:00:00.000Z', mustChangePassword: true });
    expect(patched.status).toBe(200);
    expect(patched.body.lastSignInAt).toBe(before.lastSignInAt);
    expect(patched.body.mustChangePassword).toBeUndefined();
    expect((await signIn('staff', 'staff1234')).status).toBe(200);
  });

  it('lets nobody give themselves a role, reactivate or unlock themselves, issue themselves a code or delete themselves', async () => {
    const hrAccount = await newAccount('HR');
    // HR may be granted the accounts resource by permission; here an Admin account acts on itself.
    const adminSelf = await newAccount('Admin');
    for (const change of [
      { role: 'Staff' },
      { active: false },
      { lockedUntil: '2099-01-01T00:00:00.000Z' },
      { username: 'boss' },
    ]) {
      const res = await call(adminSelf.token, 'PATCH', `users/${adminSelf.id}`, change);
      expect(res.status, JSON.stringify(change)).toBe(403);
    }
    expect((await call(adminSelf.token, 'POST', `auth/accounts/${adminSelf.id}/code`)).status).toBe(403);
    expect((await call(adminSelf.token, 'DELETE', `users/${adminSelf.id}`)).status).toBe(403);
    // Its own name it may change.
    expect((await call(adminSelf.token, 'PATCH', `users/${adminSelf.id}`, { fullName: 'Renamed Admin' })).status).toBe(200);
    // HR without the permission cannot touch accounts, not even its own role.
    expect((await call(hrAccount.token, 'PATCH', `users/${hrAccount.id}`, { role: 'Admin' })).status).toBe(403);
  });
});

describe('leavers and disabled accounts', () => {
  it("refuses a resigned employee's sign-in and the token they hold, from the next request", async () => {
    const leaver = await newAccount('Staff', true);
    expect((await call(leaver.token, 'GET', 'memos')).status).toBe(200);
    const hr = await srv.login('hr');
    const resigned = await call(hr, 'PATCH', `employees/${leaver.employeeId}`, { employmentStatus: 'resigned', activeFlag: 'N' });
    expect(resigned.status).toBe(200);
    expect(await call(leaver.token, 'GET', 'memos')).toMatchObject({ status: 401, body: { reason: 'disabled' } });
    const again = await signIn(leaver.username, `Orchid-Lantern-${serial}x`);
    expect(again).toMatchObject({ status: 403, body: { reason: 'disabled' } });
    // Back at work: a new sign-in serves; the old session stays ended.
    await call(hr, 'PATCH', `employees/${leaver.employeeId}`, { employmentStatus: 'permanent', activeFlag: 'Y' });
    expect((await call(leaver.token, 'GET', 'memos')).status).toBe(401);
    const refused = (await call(admin, 'GET', `audit?username=${leaver.username}&_sort=at&_order=desc`)).body.map(
      (e: { action: string }) => e.action,
    );
    expect(refused).toEqual(expect.arrayContaining(['loginRefused', 'sessionRefused']));
  });

  it("ends a disabled account's sessions at once, and a locked one's until the time passes", async () => {
    const user = await newAccount('Staff');
    const disabled = await call(admin, 'PATCH', `users/${user.id}`, { active: false });
    expect(disabled.status).toBe(200);
    // Every request says why, the ones racing the first too (its session already ended).
    const [first, second] = await Promise.all([call(user.token, 'GET', 'auth/me'), call(user.token, 'GET', 'memos')]);
    expect(first).toMatchObject({ status: 401, body: { reason: 'disabled' } });
    expect(second).toMatchObject({ status: 401, body: { reason: 'disabled' } });
    expect(await call(user.token, 'GET', 'auth/me')).toMatchObject({ status: 401, body: { reason: 'disabled' } });
    // Enabled again, the session it had does not come back.
    expect((await call(admin, 'PATCH', `users/${user.id}`, { active: true })).status).toBe(200);
    expect((await call(user.token, 'GET', 'auth/me')).status).toBe(401);
    const fresh = (await signIn(user.username, `Orchid-Lantern-${serial - 0}x`)).body.data?.accessToken;
    expect(fresh).toBeDefined();
    await call(admin, 'PATCH', `users/${user.id}`, { lockedUntil: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await call(fresh, 'GET', 'auth/me')).status).toBe(401);
    expect((await signIn(user.username, `Orchid-Lantern-${serial}x`)).body.reason).toBe('disabled');
  });
});

describe('sessions', () => {
  it('ends the session at sign-out, lists open ones, and ends the others on request', async () => {
    const user = await newAccount('Staff');
    const password = `Orchid-Lantern-${serial}x`;
    const second = (await signIn(user.username, password)).body.data.accessToken;
    const third = (await signIn(user.username, password)).body.data.accessToken;
    const open = await call(second, 'GET', 'auth/sessions');
    expect(open.body.data).toHaveLength(3);
    expect(open.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(open.body.data[0]).toMatchObject({ userAgent: 'vitest-agent', address: expect.any(String) });
    expect((await call(third, 'POST', 'auth/logout')).status).toBe(200);
    expect(await call(third, 'GET', 'auth/me')).toMatchObject({ status: 401, body: { reason: 'sessionEnded' } });
    // Another account's session is not there for this one.
    const other = await newAccount('Staff');
    const theirs = (await call(other.token, 'GET', 'auth/sessions')).body.data[0].id;
    expect((await call(second, 'DELETE', `auth/sessions/${theirs}`)).status).toBe(404);
    expect((await call(second, 'DELETE', 'auth/sessions')).body.data.ended).toBe(1);
    expect((await call(user.token, 'GET', 'auth/me')).status).toBe(401);
    expect((await call(second, 'GET', 'auth/me')).status).toBe(200);
  });

  it('ends every other session when the password changes', async () => {
    const user = await newAccount('Staff');
    const password = `Orchid-Lantern-${serial}x`;
    const other = (await signIn(user.username, password)).body.data.accessToken;
    const changed = await call(user.token, 'POST', 'auth/password', {
      currentPassword: password,
      newPassword: 'Quiet-Harbor-Tide-31',
    });
    expect(changed.body.data.endedSessions).toBe(1);
    expect((await call(other, 'GET', 'auth/me')).status).toBe(401);
    expect((await call(user.token, 'GET', 'auth/me')).status).toBe(200);
  });

  it('ends an idle session and one past its maximum age', async () => {
    const short = await startTestServer({ registry, sessionLimits: { idleSeconds: 1, maxSeconds: 3 } });
    try {
      const token = await short.login('staff');
      expect((await call(token, 'GET', 'auth/me', undefined, short.api)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1200));
      expect(await call(token, 'GET', 'auth/me', undefined, short.api)).toMatchObject({
        status: 401,
        body: { reason: 'expired' },
      });
    } finally {
      await short.close();
    }
  });
});

describe('a store written before accounts and sessions', () => {
  it('moves the hashes off the accounts at start, and the demo users still sign in', async () => {
    const first = await startTestServer({ registry });
    await first.app.store.close();
    const state = (await first.stored()) as Record<string, JsonBody>;
    const hashes = new Map(
      (state.credentials as { userId: number; passwordHash: string }[]).map((c) => [c.userId, c.passwordHash]),
    );
    state.users = (state.users as { id: number }[]).map((u) => ({ ...u, passwordHash: hashes.get(u.id) }));
    delete state.credentials;
    delete state.sessions;
    await writeStored(first.dbFile, state, registry);
    const second = await startTestServer({ registry, dbFile: first.dbFile, uploadDir: first.uploadDir });
    try {
      expect(second.app.store.list('users').some((u) => 'passwordHash' in u)).toBe(false);
      expect(second.app.store.list('credentials')).toHaveLength(5);
      const token = await second.login('hr');
      expect((await call(token, 'GET', 'users', undefined, second.api)).status).toBe(403);
      const admin2 = await second.login('admin');
      expect(JSON.stringify((await call(admin2, 'GET', 'users', undefined, second.api)).body)).not.toContain('scrypt');
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  });
});

describe.runIf(ON_POSTGRES)('two API processes on one database', () => {
  it("refuse a disabled account's token on the other process at its next request", async () => {
    const user = await newAccount('Staff');
    const other = await openApp({
      registry,
      secret: 'test-secret',
      dbFile: srv.dbFile,
      uploadDir: srv.uploadDir,
      ...storeOptions(srv.dbFile),
    });
    const server = await new Promise<ReturnType<typeof other.listen>>((resolve) => {
      const s = other.listen(0, '127.0.0.1', () => resolve(s));
    });
    const api = `http://127.0.0.1:${(server.address() as { port: number }).port}/api-spp/v1`;
    try {
      expect((await call(user.token, 'GET', 'auth/me', undefined, api)).status).toBe(200);
      expect((await call(admin, 'PATCH', `users/${user.id}`, { active: false })).status).toBe(200);
      expect((await call(user.token, 'GET', 'auth/me', undefined, api)).status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await other.store.close();
    }
  });
});
