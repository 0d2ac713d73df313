/**
 * Sign-in and the bearer guard: scrypt password hashes (passwords.ts), HS256 JWTs (jose) whose payload is
 * `{ exp, data: userData }`, and the user + permissions behind each request. Sign-ins are throttled
 * (throttle.ts: the attempt is reserved before its password is checked) and every one whose password was
 * checked, failed or not, is written to the audit log (audit.ts).
 */
import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { isRole, type AbilityRule, type PermissionData, type UserData } from '../src/access';
import { auditSignIn } from './audit';
import { HttpError, type Data } from './http';
import { hashPassword, verifyPassword } from './passwords';
import type { Row, Store } from './store';
import { LoginThrottle } from './throttle';

export { hashPassword, verifyPassword } from './passwords';

export const TOKEN_LIFETIME = '30d';
export const DEV_SECRET = 'staff-backoffice-dev-secret-change-me';

const userDataSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  empCode: z.string(),
  role: z.string(),
  roleCode: z.string(),
  roleId: z.number().int(),
  email: z.string().optional(),
});

const permissionSchema = z.record(z.string(), z.record(z.string(), z.array(z.looseObject({ empCode: z.string() }))));

/** toUserData per stored row object (rows are replaced, never mutated, when a user changes). */
const userDataCache = new WeakMap<object, UserData>();
function userDataOf(row: Row): UserData {
  let user = userDataCache.get(row);
  if (!user) {
    user = toUserData(row);
    userDataCache.set(row, user);
  }
  return user;
}

/** The public part of a `users` row (never the hash). */
export function toUserData(row: Row): UserData {
  const parsed = userDataSchema.safeParse(row);
  if (!parsed.success) throw new HttpError(500, `User ${row.id} in the db is malformed`);
  const { id, username, fullName, empCode, role, roleCode, roleId, email } = parsed.data;
  return { id, username, fullName, empCode, role, roleCode, roleId, ...(email ? { email } : {}) };
}

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

/** Where the people who sign in are records: the schema with `userLink` and that field (src/schema/records/people.ts). */
export interface PeopleLink {
  resource: string;
  field: string;
}

/** Record id per employee code, per stored list (the store hands out a new list when the collection changes). */
const idsByCode = new WeakMap<readonly Row[], Map<string, number | string>>();

/** The user with `employeeId`: the id of the record of `link` whose field holds their employee code. */
export function withEmployee(store: Store, link: PeopleLink | undefined, user: UserData): UserData {
  if (!link || !user.empCode) return user;
  const rows = store.list(link.resource);
  let ids = idsByCode.get(rows);
  if (!ids) {
    ids = new Map();
    for (const r of rows) {
      const code = r[link.field];
      if (typeof code === 'string' && code && !ids.has(code)) ids.set(code, r.id as number | string);
    }
    idsByCode.set(rows, ids);
  }
  const employeeId = ids.get(user.empCode);
  return employeeId === undefined ? user : { ...user, employeeId };
}

/** Verified tokens are remembered (until they expire) so each request does not redo the HMAC. */
const VERIFIED_MAX = 1000;

export class Auth {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: { id: number; username: string }; expMs: number }>();
  private readonly dummyHash = hashPassword('not-a-password', Buffer.alloc(16));

  constructor(
    private readonly store: Store,
    secret: string,
    private readonly throttle: LoginThrottle = new LoginThrottle(),
    private readonly people?: PeopleLink,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: UserData): Promise<string> {
    return new SignJWT({ data: user })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  /**
   * `address`: the client's, for the per-address limit and the audit log. The attempt is reserved first
   * (throttle.ts): a throttled username or address gets 429 and its password is never checked, so a burst
   * of parallel guesses checks no more passwords than the limit. A failure keeps its reservation (it
   * counts) and is logged, then 401; a success gives it back.
   */
  async login(
    body: Data,
    address = 'unknown',
  ): Promise<{ accessToken: string; userData: UserData; userAbilityRules: AbilityRule[] }> {
    const creds = z.object({ username: z.string().trim().min(1), password: z.string().min(1) }).safeParse(body);
    if (!creds.success) throw new HttpError(400, 'username and password are required');
    const { username, password } = creds.data;
    await this.throttle.reserve(username, address);
    const row = this.store
      .list('users')
      .find((u) => typeof u.username === 'string' && u.username.toLowerCase() === username.toLowerCase());
    const hash = row && typeof row.passwordHash === 'string' ? row.passwordHash : this.dummyHash;
    // Hash even for an unknown user, so the answer time does not reveal which usernames exist.
    const ok = (await verifyPassword(password, hash)) && row !== undefined;
    if (!ok || !row) {
      const account = row && typeof row.fullName === 'string' ? { username, fullName: row.fullName } : null;
      auditSignIn(this.store, false, username, account, address);
      await this.store.commit();
      throw new HttpError(401, 'Invalid username or password');
    }
    const userData = withEmployee(this.store, this.people, toUserData(row));
    await this.throttle.succeeded(username, address);
    auditSignIn(this.store, true, username, userData, address);
    await this.store.commit();
    return {
      accessToken: await this.sign(userData),
      userData,
      userAbilityRules: abilityRules(this.store, userData),
    };
  }

  /** The signed-in user of a request, re-read from the db (a deleted user's token stops working). */
  async authenticate(req: IncomingMessage): Promise<AuthContext> {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match) throw new HttpError(401, 'Missing bearer token: sign in first');
    const claims = await this.verify(match[1]!);
    const row = this.store.get('users', claims.id);
    if (!row || row.username !== claims.username) throw new HttpError(401, 'This account no longer exists');
    return { user: withEmployee(this.store, this.people, userDataOf(row)), perms: permissionsOf(this.store) };
  }

  /** Who the token names; remembered until it expires so each request does not redo the HMAC. */
  private async verify(token: string): Promise<{ id: number; username: string }> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expMs > Date.now()) return known.claims;
      this.verified.delete(token);
      throw new HttpError(401, 'Your session has expired, please sign in again');
    }
    let payload: unknown;
    try {
      payload = (await jwtVerify(token, this.key, { algorithms: ['HS256'] })).payload;
    } catch (e) {
      if (e instanceof errors.JWTExpired) throw new HttpError(401, 'Your session has expired, please sign in again');
      throw new HttpError(401, 'Invalid token');
    }
    const parsed = z.object({ exp: z.number(), data: userDataSchema }).safeParse(payload);
    if (!parsed.success) throw new HttpError(401, 'Invalid token');
    const claims = { id: parsed.data.data.id, username: parsed.data.data.username };
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(token, { claims, expMs: parsed.data.exp * 1000 });
    return claims;
  }
}
