/**
 * Sign-in and the bearer guard: scrypt password hashes (passwords.ts, kept in credentials.ts), HS256 JWTs (jose)
 * whose payload is `{ exp, data: userData, sid }`, and the user + permissions behind each request. Each sign-in
 * opens a session the server keeps (sessions.ts); a token serves only while its session does and its account
 * may sign in (src/access/accounts.ts), both read from the store at each request. Sign-ins are throttled
 * (throttle.ts: the attempt is reserved before its password is checked) and every one whose password was
 * checked, failed, refused or not, is written to the audit log (audit.ts).
 */
import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import {
  accountRefusal,
  ACCOUNT_REFUSAL_MESSAGE,
  isRole,
  type AbilityRule,
  type AccountRefusal,
  type PermissionData,
  type UserData,
} from '../../src/access';
import { personOf, userDataOf, type PeopleLink } from './account-user';
import { accountEntry, auditSignIn, writeAudit } from '../trail/audit';
import { usableHash } from './credentials';
import { HttpError, type Data } from '../http/http';
import { hashPassword, verifyPassword } from './passwords';
import { Sessions } from './sessions';
import type { Row, Store } from '../store/store';
import { LoginThrottle } from './throttle';

export { hashPassword, verifyPassword } from './passwords';
export { toUserData, withEmployee, type PeopleLink } from './account-user';

const USERS = 'users';
const EXPIRED = 'Your session has expired, please sign in again';

const userDataSchema = z.object({ id: z.number().int(), username: z.string() });
const tokenSchema = z.object({ exp: z.number(), sid: z.number().int(), data: userDataSchema });
interface Claims {
  id: number;
  username: string;
  sid: number;
}

export const DEV_SECRET = 'staff-backoffice-dev-secret-change-me';

const permissionSchema = z.record(z.string(), z.record(z.string(), z.array(z.looseObject({ empCode: z.string() }))));

/** Parsed once per stored object (the store replaces the object when permissions change). */
const parsedPermissions = new WeakMap<object, PermissionData>();

export function permissionsOf(store: Store): PermissionData {
  const raw = store.getObject('permissions') ?? {};
  let perms = parsedPermissions.get(raw);
  if (!perms) {
    const parsed = permissionSchema.safeParse(raw);
    perms = parsed.success ? parsed.data : {};
    parsedPermissions.set(raw, perms);
  }
  return perms;
}

/** The collection of the Access control settings screen (schemas/accessRules.json): the forbidding rules per role. */
export const ACCESS_RULES = 'accessRules';

const textList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((a) => typeof a === 'string' && a);

/**
 * CASL rules, returned at login and used by the server too. They may only forbid: everyone gets
 * manage-all, and the menu flags and special permissions grant (src/access decideAction). Each active
 * stored access rule of the user's role adds one inverted rule; a malformed stored row is skipped.
 */
export function abilityRules(store: Store, user: Pick<UserData, 'role'>): AbilityRule[] {
  const rules: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
  for (const row of store.list(ACCESS_RULES)) {
    const { role, actions, subject, reason, active } = row;
    if (active === false || typeof role !== 'string' || !isRole(user, role)) continue;
    if (!textList(actions) || typeof subject !== 'string' || !subject) continue;
    rules.push({ action: actions, subject, inverted: true, ...(typeof reason === 'string' && reason ? { reason } : {}) });
  }
  return rules;
}

export interface AuthContext {
  user: UserData;
  perms: PermissionData;
}

/** Verified tokens are remembered (until they expire) so each request does not redo the HMAC. */
const VERIFIED_MAX = 1000;

export class Auth {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: Claims; expMs: number }>();
  private readonly dummyHash = hashPassword('not-a-password', Buffer.alloc(16));

  constructor(
    private readonly store: Store,
    secret: string,
    private readonly throttle: LoginThrottle = new LoginThrottle(),
    readonly people?: PeopleLink,
    readonly sessions: Sessions = new Sessions(store),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for the session: it names the account and the session, and lives as long as a session may. */
  sign(user: UserData, sid: number): Promise<string> {
    return new SignJWT({ data: user, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${this.sessions.limits.maxSeconds}s`)
      .sign(this.key);
  }

  /** The account row with this username (compared as sign-in compares it). */
  accountNamed(username: string): Row | undefined {
    const wanted = username.toLowerCase();
    return this.store.list(USERS).find((u) => typeof u.username === 'string' && u.username.toLowerCase() === wanted);
  }

  /** Why the account may not sign in or be served now (src/access/accounts.ts), or null. */
  refusalOf(row: Row): AccountRefusal | null {
    return accountRefusal(row, personOf(this.store, this.people, row), this.people?.signInWhile);
  }

  /**
   * `address`: the client's, for the per-address limit and the audit log. The attempt is reserved first
   * (throttle.ts): a throttled username or address gets 429 and its password is never checked, so a burst
   * of parallel guesses checks no more passwords than the limit. A failure keeps its reservation (it
   * counts) and is logged, then 401; a success gives it back. A right password for an account that may not
   * sign in (disabled, locked, a leaver) is 403 `reason: 'disabled'`, logged. A success opens a session.
   */
  async login(
    body: Data,
    address = 'unknown',
    req?: IncomingMessage,
  ): Promise<{ accessToken: string; userData: UserData; userAbilityRules: AbilityRule[] }> {
    const creds = z.object({ username: z.string().trim().min(1), password: z.string().min(1) }).safeParse(body);
    if (!creds.success) throw new HttpError(400, 'username and password are required');
    const { username, password } = creds.data;
    await this.throttle.reserve(username, address);
    const row = this.accountNamed(username);
    const hash = row ? usableHash(this.store, row.id) : undefined;
    // Hash even for an unknown user, so the answer time does not reveal which usernames exist.
    const ok = (await verifyPassword(password, hash ?? this.dummyHash)) && row !== undefined && hash !== undefined;
    if (!ok || !row) {
      const account = row && typeof row.fullName === 'string' ? { username, fullName: row.fullName } : null;
      auditSignIn(this.store, false, username, account, address);
      await this.store.commit();
      throw new HttpError(401, 'Invalid username or password');
    }
    await this.throttle.succeeded(username, address);
    const refusal = this.refusalOf(row);
    if (refusal) {
      writeAudit(this.store, { ...accountEntry(row, address), action: 'loginRefused', comment: refusal });
      await this.store.commit();
      throw new HttpError(403, ACCOUNT_REFUSAL_MESSAGE[refusal], { reason: 'disabled' });
    }
    const now = new Date();
    const session = this.sessions.open(row.id, req, address, now);
    const signedIn = this.store.replace(USERS, { ...row, lastSignInAt: now.toISOString() }) ?? row;
    const userData = userDataOf(this.store, this.people, signedIn);
    auditSignIn(this.store, true, username, userData, address);
    await this.store.commit();
    return {
      accessToken: await this.sign(userData, session.id),
      userData,
      userAbilityRules: abilityRules(this.store, userData),
    };
  }

  /**
   * The signed-in user of a request and their session, from the stored rows: a deleted account, an ended or
   * expired session and an account that may no longer sign in (disabled, locked, its employee resigned) are 401.
   */
  async authenticate(req: IncomingMessage): Promise<AuthContext & { sid: number }> {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match) throw new HttpError(401, 'Missing bearer token: sign in first');
    const claims = await this.verify(match[1]!);
    const row = this.store.get(USERS, claims.id);
    if (!row || row.username !== claims.username) throw new HttpError(401, 'This account no longer exists');
    // The account first: every request of a refused account says so, also one racing the first (its session ended).
    const refusal = this.refusalOf(row);
    if (refusal) {
      this.sessions.endLater(claims.sid, refusal); // written after the answer, with its audit entry (sessions.ts)
      throw new HttpError(401, ACCOUNT_REFUSAL_MESSAGE[refusal], { reason: 'disabled' });
    }
    this.sessions.check(claims.sid, row.id);
    return { user: userDataOf(this.store, this.people, row), perms: permissionsOf(this.store), sid: claims.sid };
  }

  /**
   * Whether `password` opens the account `row` now (its password, or its unexpired one-time code), throttled and
   * counted as a sign-in attempt is (a wrong one counts; a right one gives its reservation back).
   */
  async checkPassword(row: Row, password: string, address: string): Promise<boolean> {
    const username = typeof row.username === 'string' ? row.username : '';
    await this.throttle.reserve(username, address);
    const hash = usableHash(this.store, row.id);
    const ok = await verifyPassword(password, hash ?? this.dummyHash);
    if (ok && hash) await this.throttle.succeeded(username, address);
    return ok && hash !== undefined;
  }

  /** The account `id` as the bearer guard would serve it (a signed URL's user), or null when it may not be. */
  userById(id: number): AuthContext | null {
    const row = this.store.get(USERS, id);
    if (!row || this.refusalOf(row)) return null;
    try {
      return { user: userDataOf(this.store, this.people, row), perms: permissionsOf(this.store) };
    } catch {
      return null;
    }
  }

  /** Who the token names; remembered until it expires so each request does not redo the HMAC. */
  private async verify(token: string): Promise<Claims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expMs > Date.now()) return known.claims;
      this.verified.delete(token);
      throw new HttpError(401, EXPIRED, { reason: 'expired' });
    }
    let payload: unknown;
    try {
      payload = (await jwtVerify(token, this.key, { algorithms: ['HS256'] })).payload;
    } catch (e) {
      if (e instanceof errors.JWTExpired) throw new HttpError(401, EXPIRED, { reason: 'expired' });
      throw new HttpError(401, 'Invalid token');
    }
    const parsed = tokenSchema.safeParse(payload);
    // A token of a version without sessions names none: its holder signs in again.
    if (!parsed.success) throw new HttpError(401, 'Your session has ended: sign in again', { reason: 'sessionEnded' });
    const claims = { id: parsed.data.data.id, username: parsed.data.data.username, sid: parsed.data.sid };
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(token, { claims, expMs: parsed.data.exp * 1000 });
    return claims;
  }
}
