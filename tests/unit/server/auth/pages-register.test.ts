/**
 * Self-registration (mock-server/auth/register.ts, POST auth/register): public, 400 per field, 409 for a taken
 * username, the Guest role whatever the caller sends, a hashed password, sign-in afterwards, and the
 * per-address throttle. Every test that counts attempts starts its own server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';
import { DEFAULT_REGISTER_LIMITS, registerLimitsFromEnv } from '../../../../mock-server/auth/register';
import { parseRegistration } from '../../../../src/access/register';

const servers: TestServer[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const s of servers.splice(0)) await s.close();
});

async function server(): Promise<TestServer> {
  const srv = await startTestServer();
  servers.push(srv);
  return srv;
}

async function register(srv: TestServer, body: unknown) {
  const res = await fetch(`${srv.api}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as JsonBody };
}

const VISITOR = { fullName: 'Malee Srisuk', username: 'malee.s', email: 'malee@example.com', password: 'secret123' };

describe('POST auth/register', () => {
  it('creates a Guest account with a hashed password, whatever role the caller sends, and it can sign in', async () => {
    const srv = await server();
    const made = await register(srv, {
      ...VISITOR,
      confirmPassword: VISITOR.password,
      role: 'Admin',
      roleId: 1,
      roleCode: 'ADM',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      username: 'malee.s',
      fullName: 'Malee Srisuk',
      role: 'Guest',
      roleId: 5,
      email: 'malee@example.com',
    });
    expect(JSON.stringify(made.body)).not.toContain('secret123');
    expect(made.body.data.passwordHash).toBeUndefined();
    const stored = srv.app.store.list('users').find((u) => u.username === 'malee.s')!;
    expect(stored.role).toBe('Guest');
    expect(stored.passwordHash).toBeUndefined();
    const credential = srv.app.store.list('credentials').find((c) => c.userId === stored.id)!;
    expect(String(credential.passwordHash)).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    // The audit log says who registered and from where, never the password.
    const entry = srv.app.store.list('audit').find((e) => e.action === 'register' && e.username === 'malee.s');
    expect(entry).toMatchObject({ name: 'Malee Srisuk' });
    expect(String(entry!.address)).not.toBe('');
    expect(JSON.stringify(entry)).not.toContain('secret123');

    const token = await srv.login('malee.s', 'secret123');
    const me = (await (await fetch(`${srv.api}/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as JsonBody;
    expect(me.data).toMatchObject({ username: 'malee.s', role: 'Guest', roleId: 5 });
    // The Guest's menu: nothing of the staff's screens (the fixture's people list is not theirs).
    const people = await fetch(`${srv.api}/people`, { headers: { authorization: `Bearer ${token}` } });
    expect(people.status).toBe(403);
  });

  it('answers 400 naming each bad field', async () => {
    const srv = await server();
    const bad = await register(srv, {
      fullName: 'M',
      username: 'a b',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['confirmPassword', 'email', 'fullName', 'password', 'username']);
    expect(bad.body.errors.password).toMatch(/at least one letter and one digit/);
    expect(bad.body.message).toBe(bad.body.errors.fullName);
    // Letters only, digits only: not strong enough.
    expect((await register(srv, { ...VISITOR, password: 'abcdefghij' })).body.errors.password).toBeDefined();
    expect((await register(srv, { ...VISITOR, password: '1234567890' })).body.errors.password).toBeDefined();
    expect((await register(srv, [VISITOR])).status).toBe(400);
    expect((await register(srv, {})).status).toBe(400);
    expect(srv.app.store.list('users').some((u) => u.username === 'malee.s')).toBe(false);
  });

  it('answers 409 for a username already taken, compared as sign-in compares it', async () => {
    const srv = await server();
    const taken = await register(srv, { ...VISITOR, username: 'ADMIN' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.username).toMatch(/taken/);
    expect((await register(srv, VISITOR)).status).toBe(201);
    expect((await register(srv, { ...VISITOR, username: ' Malee.S ' })).status).toBe(409);
    expect(srv.app.store.list('users').filter((u) => String(u.username).toLowerCase() === 'malee.s')).toHaveLength(1);
    // The admin's own account is untouched.
    await expect(srv.login('admin')).resolves.toBeTruthy();
  });

  it('throttles attempts per address: past the limit 429 with Retry-After, even for a good registration', async () => {
    vi.stubEnv('REGISTER_MAX_PER_ADDRESS', '3');
    const srv = await server();
    const statuses = [
      (await register(srv, { ...VISITOR, username: 'one.user' })).status,
      (await register(srv, { ...VISITOR, username: 'x' })).status,
      (await register(srv, { ...VISITOR, username: 'admin' })).status,
    ];
    expect(statuses).toEqual([201, 400, 409]);
    const blocked = await register(srv, { ...VISITOR, username: 'two.user' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.body.retryAfter).toBe(Number(blocked.retryAfter));
    expect(srv.app.store.list('users').some((u) => u.username === 'two.user')).toBe(false);
    // Sign-in has its own counts: the throttled address still signs in.
    await expect(srv.login('staff')).resolves.toBeTruthy();
  });
});

describe('the rules', () => {
  it('reads the limits from the environment and refuses a bad value', () => {
    expect(registerLimitsFromEnv({})).toEqual(DEFAULT_REGISTER_LIMITS);
    expect(registerLimitsFromEnv({ REGISTER_MAX_PER_ADDRESS: '4', REGISTER_WINDOW_SECONDS: '60' })).toEqual({
      maxPerAddress: 4,
      windowSeconds: 60,
    });
    expect(() => registerLimitsFromEnv({ REGISTER_MAX_PER_ADDRESS: '0' })).toThrow(/REGISTER_MAX_PER_ADDRESS/);
  });

  it('trims the names, keeps the password as typed and ignores any other key', () => {
    const parsed = parseRegistration({
      ...VISITOR,
      fullName: '  Malee  ',
      username: ' malee.s ',
      password: ' secret123 ',
      role: 'Admin',
    });
    expect(parsed).toEqual({
      ok: true,
      value: { fullName: 'Malee', username: 'malee.s', email: 'malee@example.com', password: ' secret123 ' },
    });
    expect(parseRegistration({ ...VISITOR, password: 'รหัสผ่าน12' }).ok).toBe(true);
  });
});
