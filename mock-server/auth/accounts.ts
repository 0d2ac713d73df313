/**
 * Accounts and their sessions (issue 38):
 * - `POST auth/logout` ends the caller's session; `GET auth/sessions` lists their open ones; `DELETE
 *   auth/sessions/:id` ends one, `DELETE auth/sessions` every other;
 * - `POST auth/password` { currentPassword, newPassword }: the new one must pass src/access/passwords.ts; the
 *   change ends every other session of the account and lifts a one-time code's "choose a new password";
 * - `POST auth/accounts/:id/code`: whoever may edit the accounts schema (schemas/users.json) issues a one-time
 *   sign-in code, answered once and stored only as a hash; it ends the account's sessions and forces a new
 *   password at the next sign-in;
 * - the writes of the generated accounts resource (resources.ts calls these checks for a schema with
 *   `accounts`): nobody changes their own role, switches or identity; the fields the server keeps are ignored; a
 *   username is unique as sign-in compares it; disabling or locking an account ends its sessions.
 * Every one of them is in the audit log.
 */
import { randomInt } from 'node:crypto';
import { routePath } from '../../src/api/paths';
import { accountRefusal, passwordProblem, selfChangedField, SYSTEM_ACCOUNT_FIELDS } from '../../src/access';
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import { fieldLabel } from '../../src/schema';
import { requireAccess, type RequestContext } from '../access/access';
import { auditAccount } from '../trail/audit';
import type { Auth } from './auth';
import { setCredential } from './credentials';
import { clientAddress, HttpError, readJsonObject, requestLang, sendJson, type Data } from '../http/http';
import { hashPassword } from './passwords';
import type { Route, SignedInCall } from '../http/router';
import { endSessionsOf } from './sessions';
import type { Row, Store } from '../store/store';

const USERS = 'users';
/** How long a one-time sign-in code opens the account (hours; ACCOUNT_CODE_HOURS). */
export const CODE_HOURS = 72;
/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A one-time code: three groups of four, e.g. `K7QM-2XPD-9RWA` (about 59 bits). */
export function newCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The schema that declares the accounts (schemas/users.json). */
const accountsSchema = (registry: SchemaRegistry): ResourceSchema | undefined => registry.resources.find((s) => s.accounts);

export interface AccountRouteDeps {
  store: Store;
  registry: SchemaRegistry;
  auth: Auth;
}

export function accountRoutes({ store, registry, auth }: AccountRouteDeps): Route[] {
  const ctxOf = (call: SignedInCall): RequestContext => ({
    user: call.user,
    perms: call.perms,
    lang: requestLang(call.req),
    access: call.access,
    address: clientAddress(call.req),
  });
  const own = (call: SignedInCall): Row => {
    const row = store.get(USERS, call.user.id);
    if (!row) throw new HttpError(401, 'This account no longer exists');
    return row;
  };
  return [
    {
      method: 'POST',
      path: routePath('logout'),
      who: 'signedIn',
      beforePasswordChange: true,
      handle: async (call) => {
        const ended = auth.sessions.end(call.sid, 'logout');
        auditAccount(store, ctxOf(call), 'logout', own(call));
        await store.commit();
        sendJson(call.res, 200, { data: { ended } });
      },
    },
    {
      method: 'GET',
      path: routePath('sessions'),
      who: 'signedIn',
      beforePasswordChange: true,
      handle: ({ res, user, sid }) => sendJson(res, 200, { data: auth.sessions.openOf(user.id, sid) }),
    },
    {
      method: 'DELETE',
      path: routePath('sessions'),
      who: 'signedIn',
      beforePasswordChange: true,
      handle: async (call) => {
        const ended = endSessionsOf(store, call.user.id, 'endedByUser', call.sid);
        if (ended) auditAccount(store, ctxOf(call), 'sessionEnded', own(call), `${ended} other`);
        await store.commit();
        sendJson(call.res, 200, { data: { ended } });
      },
    },
    {
      method: 'DELETE',
      path: routePath('session'),
      who: 'signedIn',
      beforePasswordChange: true,
      handle: async (call) => {
        const id = /^\d{1,12}$/.test(call.params.id!) ? Number(call.params.id) : -1;
        const row = store.get('sessions', id);
        // Another account's session is not there, for this caller.
        if (!row || row.userId !== call.user.id || row.endedAt) throw new HttpError(404, 'No such session');
        auth.sessions.end(id, 'endedByUser');
        auditAccount(store, ctxOf(call), 'sessionEnded', own(call), id === call.sid ? 'this one' : undefined);
        await store.commit();
        sendJson(call.res, 200, { data: { ended: 1 } });
      },
    },
    {
      method: 'POST',
      path: routePath('password'),
      who: 'signedIn',
      beforePasswordChange: true,
      handle: async (call) => sendJson(call.res, 200, { data: await changePassword(store, auth, call, ctxOf(call)) }),
    },
    {
      method: 'POST',
      path: routePath('accountCode'),
      who: 'signedIn',
      handle: async (call) => sendJson(call.res, 200, { data: await issueCode(store, registry, call, ctxOf(call)) }),
    },
  ];
}

async function changePassword(store: Store, auth: Auth, call: SignedInCall, ctx: RequestContext): Promise<Data> {
  const body = await readJsonObject(call.req);
  const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
  const next = typeof body.newPassword === 'string' ? body.newPassword : '';
  const row = store.get(USERS, call.user.id);
  if (!row) throw new HttpError(401, 'This account no longer exists');
  if (!current) {
    const message = 'Enter your current password';
    throw new HttpError(400, message, { errors: { currentPassword: message } });
  }
  // Throttled as a sign-in is: a token left on a shared computer is no way to guess the password.
  const hash = await auth.checkPassword(row, current, ctx.address ?? 'unknown');
  if (!hash) {
    auditAccount(store, ctx, 'passwordChangeFailed', row, 'current password wrong');
    await store.commit();
    const message = 'The current password is wrong';
    throw new HttpError(400, message, { errors: { currentPassword: message } });
  }
  const problem = passwordProblem(next, { username: text(row.username), fullName: text(row.fullName), current });
  if (problem)
    throw new HttpError(400, problem.message, { errors: { newPassword: problem.message }, codes: { newPassword: problem.code } });
  const now = new Date().toISOString();
  setCredential(store, row.id, hashPassword(next));
  const { mustChangePassword: _lifted, ...rest } = row;
  const saved = store.replace(USERS, { ...rest, passwordChangedAt: now } as Row)!;
  const ended = endSessionsOf(store, row.id, 'passwordChanged', call.sid);
  auditAccount(store, ctx, 'passwordChanged', saved, ended ? `${ended} other session(s) ended` : undefined);
  await store.commit();
  return { userData: auth.userById(row.id)?.user ?? call.user, endedSessions: ended };
}

async function issueCode(store: Store, registry: SchemaRegistry, call: SignedInCall, ctx: RequestContext): Promise<Data> {
  const schema = accountsSchema(registry);
  if (!schema) throw new HttpError(404, 'This server declares no accounts schema');
  const id = /^\d{1,12}$/.test(call.params.id!) ? Number(call.params.id) : -1;
  const row = store.get(USERS, id);
  requireAccess(ctx, schema, 'edit', row);
  if (!row) throw new HttpError(404, `${schema.label.en} ${call.params.id} not found`);
  if (row.id === call.user.id)
    throw new HttpError(403, 'Change your own password on your account page: a code for yourself is not needed');
  const code = newCode();
  const hours = Number(process.env.ACCOUNT_CODE_HOURS) > 0 ? Number(process.env.ACCOUNT_CODE_HOURS) : CODE_HOURS;
  const expiresAt = new Date(Date.now() + hours * 3_600_000).toISOString();
  setCredential(store, row.id, hashPassword(code), expiresAt);
  store.replace(USERS, { ...row, mustChangePassword: true });
  const ended = endSessionsOf(store, row.id, 'passwordCode');
  auditAccount(store, ctx, 'passwordCode', row, ended ? `${ended} session(s) ended` : undefined);
  await store.commit();
  return { code, expiresAt };
}

/**
 * Before a write of the accounts resource (`before` is null on create): the fields only the server writes are
 * taken out of `input` (ignored, as `id` is), then 403 / 409 as the module comment says.
 */
export function checkAccountWrite(
  store: Store,
  schema: ResourceSchema,
  before: Row | null,
  input: Data,
  ctx: RequestContext,
): void {
  for (const f of SYSTEM_ACCOUNT_FIELDS) delete input[f];
  const refuse = (field: string, message: string) => {
    throw new HttpError(403, message, { errors: { [field]: message } });
  };
  const label = (name: string) => {
    const f = schema.fields.find((x) => x.name === name);
    return f ? fieldLabel(f, 'en') : name;
  };
  if (before && before.id === ctx.user.id) {
    const mine = selfChangedField(before, input);
    if (mine) refuse(mine, `You may not change ${label(mine)} of your own account`);
  }
  const username = typeof input.username === 'string' ? input.username.trim().toLowerCase() : '';
  if (username && store.list(USERS).some((u) => u.id !== before?.id && text(u.username).toLowerCase() === username)) {
    const message = 'This username is taken: choose another one';
    throw new HttpError(409, message, { errors: { username: message } });
  }
}

/** After a write of the accounts resource (same flush): a refused account's sessions end, logged as disabled or enabled. */
export function afterAccountWrite(store: Store, before: Row, after: Row, ctx: RequestContext): void {
  const was = accountRefusal(before, undefined, undefined);
  const now = accountRefusal(after, undefined, undefined);
  if (now && !was) {
    endSessionsOf(store, after.id, now);
    auditAccount(store, ctx, 'accountDisabled', after, now);
  } else if (was && !now) auditAccount(store, ctx, 'accountEnabled', after);
}

/** DELETE of an account: never one's own. */
export function checkAccountDelete(row: Row, ctx: RequestContext): void {
  if (row.id === ctx.user.id) throw new HttpError(403, 'You may not delete your own account');
}
