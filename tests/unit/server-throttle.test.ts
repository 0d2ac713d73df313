/**
 * Sign-in throttling (mock-server/throttle.ts): failures per username and per address within a window.
 * Every test starts its own server, so no count leaks from one test into another.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORDS, startTestServer, type TestServer } from '../support/test-server';
import { DEFAULT_LOGIN_LIMITS, loginLimitsFromEnv, type LoginLimits } from '../../mock-server/throttle';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(loginLimits?: Partial<LoginLimits>): Promise<TestServer> {
  const srv = await startTestServer(loginLimits ? { loginLimits } : {});
  servers.push(srv);
  return srv;
}

async function signIn(srv: TestServer, username: string, password: string) {
  const res = await fetch(`${srv.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
}

/** `times` wrong passwords in a row; the statuses answered. */
async function fail(srv: TestServer, username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(srv, username, 'wrong-password')).status);
  return statuses;
}

describe('per username', () => {
  it('answers the 6th attempt after 5 failures with 429 and Retry-After, even with the right password', async () => {
    const srv = await server();
    expect(await fail(srv, 'staff', 5)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signIn(srv, 'staff', DEMO_PASSWORDS.staff!);
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.retryAfter);
    expect(blocked.body).toEqual({
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in 15 minutes\.$/),
      retryAfter: seconds,
    });
    expect(seconds).toBeGreaterThan(800);
    expect(seconds).toBeLessThanOrEqual(900);
    expect((await signIn(srv, 'staff', 'wrong-password')).status).toBe(429);
    // The audit log has the five failures; refused attempts check no password and are not logged one by one.
    expect(srv.app.store.list('audit').map((e) => e.action)).toEqual(Array(5).fill('loginFailed'));
  });

  it('lets another user sign in from the same address meanwhile', async () => {
    const srv = await server();
    await fail(srv, 'staff', 5);
    expect((await signIn(srv, 'staff', DEMO_PASSWORDS.staff!)).status).toBe(429);
    expect((await signIn(srv, 'hr', DEMO_PASSWORDS.hr!)).status).toBe(200);
  });

  it('compares usernames trimmed and case-insensitively', async () => {
    const srv = await server();
    await fail(srv, ' Staff ', 3);
    await fail(srv, 'STAFF', 2);
    expect((await signIn(srv, 'staff', DEMO_PASSWORDS.staff!)).status).toBe(429);
  });

  it('treats an unknown username exactly like a known one', async () => {
    const srv = await server();
    expect(await fail(srv, 'nobody', 5)).toEqual([401, 401, 401, 401, 401]);
    await fail(srv, 'staff', 5);
    const unknown = await signIn(srv, 'nobody', 'whatever');
    const known = await signIn(srv, 'staff', 'whatever');
    expect(unknown.status).toBe(429);
    // The same answer; only the seconds left may differ, as the two windows opened at different moments
    // (the unknown name's first, a second or more earlier on a busy machine).
    const { retryAfter: unknownLeft, ...unknownRest } = unknown.body as { retryAfter: number };
    const { retryAfter: knownLeft, ...knownRest } = known.body as { retryAfter: number };
    expect(unknownRest).toEqual(knownRest);
    for (const left of [unknownLeft, knownLeft]) expect(left).toBeGreaterThan(800);
    expect(unknownLeft).toBeLessThanOrEqual(knownLeft);
    expect(Number(unknown.retryAfter)).toBe(unknownLeft);
  });

  it('starts again after a successful sign-in', async () => {
    const srv = await server();
    await fail(srv, 'staff', 4);
    expect((await signIn(srv, 'staff', DEMO_PASSWORDS.staff!)).status).toBe(200);
    expect(await fail(srv, 'staff', 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(srv, 'staff', DEMO_PASSWORDS.staff!)).status).toBe(429);
  });

  it('lets the username in again once the window has passed', async () => {
    // The clock jumps past the window instead of the test waiting for it (a wait measured in real time
    // failed on a loaded machine, where five sign-ins can take longer than a short window).
    const srv = await server({ windowSeconds: 60 });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      await fail(srv, 'staff', 5);
      const blocked = await signIn(srv, 'staff', DEMO_PASSWORDS.staff!);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(60);
      vi.setSystemTime(Date.now() + 30_000);
      expect((await signIn(srv, 'staff', DEMO_PASSWORDS.staff!)).status).toBe(429); // half way: still closed
      vi.setSystemTime(Date.now() + 31_000);
      expect((await signIn(srv, 'staff', DEMO_PASSWORDS.staff!)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts only failures: many good sign-ins change nothing', async () => {
    const srv = await server({ maxFailsPerUser: 2, maxFailsPerAddress: 2 });
    for (let i = 0; i < 8; i++) expect((await signIn(srv, 'admin', DEMO_PASSWORDS.admin!)).status).toBe(200);
    expect(await fail(srv, 'admin', 1)).toEqual([401]);
    expect((await signIn(srv, 'admin', DEMO_PASSWORDS.admin!)).status).toBe(200);
  });
});

describe('per address', () => {
  it('stops a spray across usernames from one address, good passwords included', async () => {
    const srv = await server({ maxFailsPerAddress: 6 });
    for (const name of ['a1', 'a2', 'a3', 'hr', 'sales', 'staff']) expect(await fail(srv, name, 1)).toEqual([401]);
    const blocked = await signIn(srv, 'admin', DEMO_PASSWORDS.admin!);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
  });

  it('is far above the per-username limit by default', () => {
    expect(DEFAULT_LOGIN_LIMITS).toEqual({ maxFailsPerUser: 5, maxFailsPerAddress: 50, windowSeconds: 900 });
  });
});

describe('limits from the environment', () => {
  it('reads the three variables and leaves unset ones to the defaults', () => {
    expect(loginLimitsFromEnv({})).toEqual({});
    expect(
      loginLimitsFromEnv({ LOGIN_MAX_FAILS_PER_USER: '3', LOGIN_MAX_FAILS_PER_ADDRESS: ' 20 ', LOGIN_WINDOW_SECONDS: '60' }),
    ).toEqual({ maxFailsPerUser: 3, maxFailsPerAddress: 20, windowSeconds: 60 });
  });

  it.each(['0', '-1', '1.5', 'five'])('refuses %j with the variable named', (value) => {
    expect(() => loginLimitsFromEnv({ LOGIN_WINDOW_SECONDS: value })).toThrow(/LOGIN_WINDOW_SECONDS must be a whole number/);
  });
});
