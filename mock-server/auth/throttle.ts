/**
 * Sign-in throttling against password guessing, with rate-limiter-flexible's in-memory limiters used as its
 * authors intend (consume first, act on the answer): one limiter counts sign-in attempts per username, one
 * per client address.
 *
 * - An attempt is reserved BEFORE its password is checked (`reserve`: one point of each limiter, taken at
 *   once, so concurrent requests see each other's reservations) and given back when the password was right
 *   (`succeeded`). A request that cannot reserve gets 429 with Retry-After (seconds) and its password is
 *   never checked. So however many requests arrive at once, at most `maxFailsPerUser` passwords of one
 *   username (and `maxFailsPerAddress` from one address) are checked in a window: 100 parallel guesses
 *   check 5, and the right password inside a locked burst is 429 like the rest.
 * - In effect only failures count: a good sign-in gives its reservation back. A username with
 *   `maxFailsPerUser` failures in the window gets 429 until its window passes, even with the right password;
 *   other usernames from the same address sign in as before. Usernames are compared trimmed and
 *   case-insensitively, and an unknown username is counted exactly like a known one (the same reservation,
 *   the same hash work, the same answers), so the answers do not reveal which exist.
 * - An address with `maxFailsPerAddress` failures (across usernames) gets 429 the same way. A refused
 *   attempt gives back the points it took from both limiters: it checks no password and counts against
 *   nobody (so a flood at a locked username does not lock its address too).
 * - A successful sign-in clears that username's count and gives the address its point back (the address's
 *   earlier failures stay).
 * - The window is fixed: it starts at the first attempt counted and lasts `windowSeconds`.
 * - The changes of the counts run one after another (a queue in the throttle), so a give-back never meets a
 *   concurrent clear half way.
 * - Counts live in memory on the journal (a restart forgets them), and in PostgreSQL with DATABASE_URL
 *   (throttle-pg.ts: RateLimiterPostgres, the same calls), where every API process counts against the same rows:
 *   each consume is one atomic upsert, so parallel attempts spread over processes are counted exactly, and at most
 *   `maxFailsPerUser` passwords of a username are checked in a window whichever process each lands on.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../http/http';

export interface LoginLimits {
  maxFailsPerUser: number;
  maxFailsPerAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { maxFailsPerUser: 5, maxFailsPerAddress: 50, windowSeconds: 15 * 60 };

/** The environment variable of each limit. */
export const LOGIN_LIMIT_ENV: Record<keyof LoginLimits, string> = {
  maxFailsPerUser: 'LOGIN_MAX_FAILS_PER_USER',
  maxFailsPerAddress: 'LOGIN_MAX_FAILS_PER_ADDRESS',
  windowSeconds: 'LOGIN_WINDOW_SECONDS',
};

/** The limits set in the environment, each a whole number of 1 or more; a bad value stops the start with its name. */
export function loginLimitsFromEnv(env: Record<string, string | undefined> = process.env): Partial<LoginLimits> {
  const out: Partial<LoginLimits> = {};
  for (const [key, name] of Object.entries(LOGIN_LIMIT_ENV) as [keyof LoginLimits, string][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of 1 or more, got "${raw}"`);
    out[key] = Number(raw);
  }
  return out;
}

/** Long usernames are cut for the key, so a flood of huge names cannot grow the counters' memory. */
const KEY_MAX = 200;
export const usernameKey = (username: string): string => username.trim().toLowerCase().slice(0, KEY_MAX);

const isLimiterAnswer = (e: unknown): e is RateLimiterRes => e instanceof RateLimiterRes;

/** Makes one of the throttle's counters (its key prefix, points and window). */
export type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export class LoginThrottle {
  readonly limits: LoginLimits;
  private readonly byUser: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  /** `limiter` makes each counter: in this process's memory by default, in PostgreSQL for several processes (throttle-pg.ts). */
  constructor(limits: Partial<LoginLimits> = {}, limiter: LimiterFactory = (options) => new RateLimiterMemory(options)) {
    this.limits = { ...DEFAULT_LOGIN_LIMITS, ...limits };
    const duration = this.limits.windowSeconds;
    this.byUser = limiter({ keyPrefix: 'login_fail_username', points: this.limits.maxFailsPerUser, duration });
    this.byAddress = limiter({ keyPrefix: 'login_fail_address', points: this.limits.maxFailsPerAddress, duration });
  }

  /** The same answer for every refused attempt: it must not tell a known username from an unknown one. */
  private refuse(msBeforeNext: number): HttpError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const minutes = Math.ceil(seconds / 60);
    return new HttpError(
      429,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfter: seconds }, // for the sign-in page's own (translated) words
      { 'Retry-After': String(seconds) },
    );
  }

  /** Each change of the counts waits for the one before: reservations, give-backs and clears never interleave. */
  private queue: Promise<unknown> = Promise.resolve();
  private serial<T>(op: () => Promise<T>): Promise<T> {
    const run = this.queue.then(op, op);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Before the password is checked: takes one attempt of the username's and one of the address's. 429 (and
   * nothing kept) when either has none left in its window; the caller then checks no password.
   */
  reserve(username: string, address: string): Promise<void> {
    const user = usernameKey(username);
    return this.serial(async () => {
      const [byUser, byAddress] = await Promise.allSettled([this.byUser.consume(user), this.byAddress.consume(address)]);
      if (byUser.status === 'fulfilled' && byAddress.status === 'fulfilled') return;
      const refusals: RateLimiterRes[] = [];
      for (const r of [byUser, byAddress]) {
        if (r.status === 'fulfilled') continue;
        if (!isLimiterAnswer(r.reason)) throw r.reason;
        refusals.push(r.reason);
      }
      // Both give their point back (the refusing limiter counted it past its limit, the other under it): a
      // refused attempt counts against nobody, and a later good sign-in's give-back reopens what it should.
      await giveBack(this.byUser, user);
      await giveBack(this.byAddress, address);
      throw this.refuse(Math.max(...refusals.map((r) => r.msBeforeNext)));
    });
  }

  /** The password was right: the username's count is cleared and the address gets its point back. */
  succeeded(username: string, address: string): Promise<void> {
    return this.serial(async () => {
      await this.byUser.delete(usernameKey(username));
      await giveBack(this.byAddress, address);
    });
  }
}

/**
 * One point back to `key` when its window still holds one: a window that has just ended is not given a
 * negative count (which would allow an extra attempt in the next one).
 */
async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const now = await limiter.get(key);
  if (now && now.consumedPoints > 0 && now.msBeforeNext > 0) await limiter.reward(key, 1);
}
