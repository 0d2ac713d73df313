/**
 * Sign-in throttling (mock-server/auth/throttle.ts): attempts per username and per address within a window,
 * reserved before the password is checked and given back on success, so only failures count and a burst
 * of parallel requests checks no more passwords than the limit. The registration throttle under a burst
 * too (mock-server/auth/register.ts). Every test starts its own server, so no count leaks from one test into
 * another. The password checks and hashes are counted at their one module (mock-server/auth/passwords.ts),
 * which runs as it is, observed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORDS, ON_POSTGRES, startTestServer, type TestServer } from '../../../support/test-server';
import { DEFAULT_LOGIN_LIMITS, loginLimitsFromEnv, type LoginLimits } from '../../../../mock-server/auth/throttle';
import { DEFAULT_REGISTER_LIMITS } from '../../../../mock-server/auth/register';
import { hashPassword, verifyPassword } from '../../../../mock-server/auth/passwords';

vi.mock('../../../../mock-server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../mock-server/auth/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

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

/** How many of each status. */
const tally = (statuses: number[]): Record<number, number> => {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
};

describe('a burst of parallel requests', () => {
  it.each(['hr', 'nobody'])(
    'checks at most 5 passwords of 100 sign-ins for %j sent at once; the right password last is 429',
    async (username) => {
      const srv = await server();
      vi.mocked(verifyPassword).mockClear();
      const wrong = Array.from({ length: 99 }, () => signIn(srv, username, 'wrong-password'));
      // The right password comes last: once the guesses the window allows have been checked, inside the burst
      // (waiting for that, not for arrival order, keeps the test exact: the first five in would be checked).
      await vi.waitFor(() => expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5));
      const right = signIn(srv, username, DEMO_PASSWORDS.hr!);
      const answers = [...(await Promise.all(wrong)), await right];
      // Counted where the password meets its hash, not read off the statuses.
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
      expect(vi.mocked(verifyPassword).mock.calls.map(([p]) => p)).toEqual(Array(5).fill('wrong-password'));
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 95 });
      const last = answers.at(-1)!;
      expect(last.status).toBe(429);
      expect(Number(last.retryAfter)).toBeGreaterThan(800);
      expect(srv.app.store.list('audit').map((e) => e.action)).toEqual(Array(5).fill('loginFailed'));
      // And after the burst, still closed to the right password.
      expect((await signIn(srv, username, DEMO_PASSWORDS.hr!)).status).toBe(429);
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    },
  );

  it('checks at most the per-address limit of passwords when a burst sprays 100 usernames', async () => {
    const srv = await server({ maxFailsPerAddress: 6 });
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(srv, `user${i}`, 'wrong-password')));
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(6);
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 6, 429: 94 });
    expect((await signIn(srv, 'admin', DEMO_PASSWORDS.admin!)).status).toBe(429);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(6);
  });

  it('counts a refused attempt against nobody: the address keeps the points a locked username was refused', async () => {
    const srv = await server({ maxFailsPerAddress: 6 });
    await fail(srv, 'staff', 5); // the address has 1 left
    const refused = await Promise.all(Array.from({ length: 10 }, () => signIn(srv, 'staff', 'wrong-password')));
    expect(refused.map((a) => a.status)).toEqual(Array(10).fill(429));
    // A good sign-in takes the address's last point and gives it back; one more failure then uses it.
    expect((await signIn(srv, 'hr', DEMO_PASSWORDS.hr!)).status).toBe(200);
    expect(await fail(srv, 'hr', 1)).toEqual([401]);
    expect((await signIn(srv, 'admin', DEMO_PASSWORDS.admin!)).status).toBe(429);
  });

  it('reopens the address a good sign-in held, however many were refused while it was checked', async () => {
    const srv = await server({ maxFailsPerAddress: 6 });
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) expect(await fail(srv, name, 1)).toEqual([401]);
    // The good one takes the address's last point; its password check is held until 20 more were refused.
    const check = vi.mocked(verifyPassword);
    const real = check.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    check.mockClear().mockImplementationOnce(async (password, hash) => held.then(() => real(password, hash)));
    const good = signIn(srv, 'hr', DEMO_PASSWORDS.hr!);
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(srv, `b${i}`, 'wrong-password')));
    expect(refused.map((a) => a.status)).toEqual(Array(20).fill(429));
    release();
    expect((await good).status).toBe(200);
    // Its point is back and the refused ones took none: exactly one more failure fits.
    expect(await fail(srv, 'a6', 2)).toEqual([401, 429]);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('creates at most the per-address limit of accounts of 100 registrations sent at once, across a schema swap', async () => {
    const srv = await server();
    vi.mocked(hashPassword).mockClear();
    const before = srv.app.store.list('users').length;
    const register = (i: number) =>
      fetch(`${srv.api}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `Visitor ${i}`,
          username: `visitor${i}`,
          email: `v${i}@example.com`,
          password: 'secret123',
        }),
      }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => register(i)));
    const limit = DEFAULT_REGISTER_LIMITS.maxPerAddress;
    expect(tally(statuses)).toEqual({ 201: limit, 429: 100 - limit });
    // Counted where they are made: one password hash per account, one audit entry per registration.
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(limit);
    expect(srv.app.store.list('users').length - before).toBe(limit);
    expect(srv.app.store.list('audit').filter((e) => e.action === 'register')).toHaveLength(limit);
    // A schema saved meanwhile rebuilds the routes (live-registry.ts), not the counts.
    srv.app.live.swap(srv.app.registry);
    expect(await register(100)).toBe(429);
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(limit);
  });
});

describe.runIf(ON_POSTGRES)('API processes that share only the database', () => {
  /** A second API on the first's database (its own upload directory): as a second machine would run it. */
  async function pair(): Promise<[TestServer, TestServer]> {
    const first = await server();
    const second = await startTestServer({ dbFile: first.dbFile });
    servers.push(second);
    return [first, second];
  }

  it('lock the sixth attempt out after five wrong passwords spread over both', async () => {
    const [a, b] = await pair();
    const statuses = [];
    for (const srv of [a, b, a, b, a]) statuses.push((await signIn(srv, 'hr', 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(b, 'hr', DEMO_PASSWORDS.hr!)).status).toBe(429);
    expect((await signIn(a, 'HR ', DEMO_PASSWORDS.hr!)).status).toBe(429);
  });

  it('check exactly 5 passwords of a burst of 60 spread over both, and a good sign-in on one reopens the other', async () => {
    const [a, b] = await pair();
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(i % 2 ? a : b, 'staff', 'wrong-password')));
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    expect(tally(answers.map((x) => x.status))).toEqual({ 401: 5, 429: 55 });

    // Another username: four failures on one, a good sign-in on the other clears them for both.
    for (const srv of [a, a, a, a]) expect((await signIn(srv, 'sales', 'wrong-password')).status).toBe(401);
    expect((await signIn(b, 'sales', DEMO_PASSWORDS.sales!)).status).toBe(200);
    for (const srv of [a, b, a, b, a]) expect((await signIn(srv, 'sales', 'wrong-password')).status).toBe(401);
    expect((await signIn(b, 'sales', 'wrong-password')).status).toBe(429);
  });
});
