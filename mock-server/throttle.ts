/**
 * Sign-in throttling against password guessing, with rate-limiter-flexible's in-memory limiters as its
 * brute-force example uses them: one limiter counts failed sign-ins per username, one per client address.
 *
 * - Only failures count. A username with `maxFailsPerUser` failures in the window gets 429 with
 *   Retry-After (seconds) until its window passes, even with the right password; other usernames from
 *   the same address sign in as before. Usernames are compared trimmed and case-insensitively, and an
 *   unknown username is counted exactly like a known one, so the answers do not reveal which exist.
 * - An address with `maxFailsPerAddress` failures (across usernames) gets 429 the same way.
 * - A successful sign-in clears that username's count (not the address's).
 * - The window is fixed: it starts at the first failure and lasts `windowSeconds`.
 * - Counts live in memory: a restart forgets them (fine for the mock server; a real deployment would
 *   keep them in a shared store, e.g. RateLimiterRedis, with the same calls).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './http';

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

export class LoginThrottle {
  readonly limits: LoginLimits;
  private readonly byUser: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(limits: Partial<LoginLimits> = {}) {
    this.limits = { ...DEFAULT_LOGIN_LIMITS, ...limits };
    const duration = this.limits.windowSeconds;
    this.byUser = new RateLimiterMemory({ keyPrefix: 'login_fail_username', points: this.limits.maxFailsPerUser, duration });
    this.byAddress = new RateLimiterMemory({ keyPrefix: 'login_fail_address', points: this.limits.maxFailsPerAddress, duration });
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

  /** Before the password is checked: 429 when the username or the address has used up its failures. */
  async check(username: string, address: string): Promise<void> {
    const [user, addr] = await Promise.all([this.byUser.get(usernameKey(username)), this.byAddress.get(address)]);
    const waits = [
      user && user.consumedPoints >= this.limits.maxFailsPerUser ? user.msBeforeNext : 0,
      addr && addr.consumedPoints >= this.limits.maxFailsPerAddress ? addr.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw this.refuse(wait);
  }

  /**
   * Counts a failure for both. When it goes past a limit (attempts that raced past `check`), the
   * answer is 429 rather than 401.
   */
  async failed(username: string, address: string): Promise<void> {
    try {
      await Promise.all([this.byUser.consume(usernameKey(username)), this.byAddress.consume(address)]);
    } catch (e) {
      if (isLimiterAnswer(e)) throw this.refuse(e.msBeforeNext);
      throw e;
    }
  }

  /** A successful sign-in clears the username's failures. */
  async succeeded(username: string): Promise<void> {
    await this.byUser.delete(usernameKey(username));
  }
}
