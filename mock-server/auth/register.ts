/**
 * Self-registration, POST auth/register (public, like sign-in): a visitor creates an account with the Guest
 * role, then signs in with it as anyone does. The rules per field are src/access/register.ts (400 with the
 * problem of each field); a username already taken, compared as sign-in compares it, is 409. The caller never
 * chooses the role: every account made here is the stored Guest role's. The password is hashed as the seeded
 * accounts' are (passwords.ts hashPassword). Attempts are throttled per client address (rate-limiter-flexible,
 * as sign-in is): every attempt counts, good or bad, and is counted BEFORE its body is read or checked, so
 * however many arrive at once no more than `maxPerAddress` are ever looked at in a window; past the limit the
 * answer is 429 with Retry-After until the window passes, and nothing is created. The server keeps one
 * throttle for its whole life (per store): a schema saved in the editor rebuilds the routes, not the counts.
 */
import { routePath } from '../../src/api/paths';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { isRole, type UserData } from '../../src/access';
import { parseRegistration, REGISTER_ROLE } from '../../src/access/register';
import { writeAudit } from '../trail/audit';
import { toUserData } from './auth';
import { hashPassword } from './passwords';
import { setCredential } from './credentials';
import { clientAddress, HttpError, readJsonObject, sendJson, type Data } from '../http/http';
import type { Route } from '../http/router';
import type { Store } from '../store/store';

export interface RegisterLimits {
  maxPerAddress: number;
  windowSeconds: number;
}

export const DEFAULT_REGISTER_LIMITS: RegisterLimits = { maxPerAddress: 10, windowSeconds: 60 * 60 };

/** The environment variable of each limit (read when the server starts). */
export const REGISTER_LIMIT_ENV: Record<keyof RegisterLimits, string> = {
  maxPerAddress: 'REGISTER_MAX_PER_ADDRESS',
  windowSeconds: 'REGISTER_WINDOW_SECONDS',
};

/** The limits set in the environment, each a whole number of 1 or more; a bad value stops the start with its name. */
export function registerLimitsFromEnv(env: Record<string, string | undefined> = process.env): RegisterLimits {
  const out = { ...DEFAULT_REGISTER_LIMITS };
  for (const [key, name] of Object.entries(REGISTER_LIMIT_ENV) as [keyof RegisterLimits, string][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of 1 or more, got "${raw}"`);
    out[key] = Number(raw);
  }
  return out;
}

const USERS = 'users';

/** The stored Guest role (../shared/spec/staff-app-spec.md §6, compared case-insensitively); 503 when the db has none. */
function guestRole(store: Store): { id: number; name: string; code: string } {
  const row = store.list('roles').find((r) => typeof r.name === 'string' && isRole({ role: r.name }, REGISTER_ROLE));
  if (!row) throw new HttpError(503, 'Registration is not available: there is no Guest role');
  return { id: row.id, name: String(row.name), code: typeof row.code === 'string' ? row.code : '' };
}

/** Creates the account (the new user's public data, never the hash); 400 per field, 409 for a taken username. */
export async function register(store: Store, body: Data, address = 'unknown'): Promise<UserData> {
  const parsed = parseRegistration(body);
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0]!;
    throw new HttpError(400, first, { errors: parsed.errors });
  }
  const { fullName, username, email, password } = parsed.value;
  const taken = store
    .list(USERS)
    .some((u) => typeof u.username === 'string' && u.username.trim().toLowerCase() === username.toLowerCase());
  if (taken) {
    const message = 'This username is taken: choose another one';
    throw new HttpError(409, message, { errors: { username: message } });
  }
  const role = guestRole(store);
  // A guest applicant is nobody's employee yet: no employee code, so no employee record and no special permission.
  const row = store.insert(USERS, {
    username,
    fullName,
    empCode: '',
    role: role.name,
    roleCode: role.code,
    roleId: role.id,
    email,
    active: true,
  });
  setCredential(store, row.id, hashPassword(password)); // the hash apart from the account (credentials.ts)
  // In the same flush as the account: who registered, from where (never the password).
  writeAudit(store, { at: new Date().toISOString(), username, name: fullName, address, action: 'register' });
  await store.commit();
  return toUserData(row);
}

/** One limiter per server: attempts per client address in a fixed window. */
export class RegisterThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly limits: RegisterLimits = DEFAULT_REGISTER_LIMITS) {
    this.limiter = new RateLimiterMemory({
      keyPrefix: 'register_address',
      points: limits.maxPerAddress,
      duration: limits.windowSeconds,
    });
  }

  /**
   * Counts the attempt before anything else is done with it (consume: the count is taken at once, so
   * concurrent requests see each other); 429 with Retry-After once the address has used up its attempts.
   */
  async attempt(address: string): Promise<void> {
    try {
      await this.limiter.consume(address);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new HttpError(
        429,
        `Too many registrations from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfter: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
  }
}

/**
 * The throttle of each server, by its store: the route table is compiled again at every registry swap
 * (app.ts), and a new throttle there would forget every count.
 */
const throttles = new WeakMap<Store, RegisterThrottle>();

/** The public route (routes.ts lists it with sign-in). Limits from REGISTER_* environment variables, read at start. */
export function registerRoutes({ store }: { store: Store }): Route[] {
  const throttle = throttles.get(store) ?? new RegisterThrottle(registerLimitsFromEnv());
  throttles.set(store, throttle);
  return [
    {
      method: 'POST',
      path: routePath('register'),
      who: 'public',
      handle: async ({ req, res }) => {
        const address = clientAddress(req);
        await throttle.attempt(address);
        sendJson(res, 201, { data: await register(store, await readJsonObject(req), address) });
      },
    },
  ];
}
