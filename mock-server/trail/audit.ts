/**
 * The audit log: one entry per sign-in (success and failure), create, import, update, delete and workflow
 * action, in the `audit` collection. schemas/audit.json serves it through the generic resource
 * endpoint and screens (Admin only; `writable: false`: nobody writes it through the API). The entry's
 * shape is src/schema/records/diff.ts `AuditEntry`, which a record's history reads too.
 *
 * The writers only insert: the caller inserts the data change and its entry in the same synchronous
 * step, then one `await store.commit()` puts both on disk in the same flush. Entries of a deleted
 * record stay. Secrets never enter: a sign-in records the username and the address, never the password
 * or the token; record changes are diffed from stored rows (whose file URLs are bare, never signed); and
 * a field or column whose name says it holds a secret is recorded as "[redacted]".
 */
import type { UserData } from '../../src/access';
import { diffRecord, type AuditEntry, type FieldChange, type ResourceSchema } from '../../src/schema';
import { recordVersion } from '../../src/schema/records/version';
import { isObject, type Data } from '../http/http';
import type { Row, Store } from '../store/store';

export const AUDIT = 'audit';
/** Where workflow steps were written before the log could be read (an old db still has it; upgrade.ts moves it). */
export const LEGACY_AUDIT = 'auditLog';

/** Who acted, and from where (a RequestContext is one). */
export interface Actor {
  user: Pick<UserData, 'username' | 'fullName'>;
  address?: string;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

const SECRET_NAME = /pass(word|wd)|secret|token/i;
export const REDACTED = '[redacted]';
/** A typed username is kept for failed sign-ins, cut to this length. */
const USERNAME_MAX = 100;

/** A child row's values with any secret-named key redacted. */
const scrub = (value: unknown): unknown =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) ? REDACTED : v])) : value;

function redact(change: FieldChange): FieldChange {
  const secret = SECRET_NAME.test(change.column ?? change.field);
  const out: FieldChange = { ...change };
  if ('old' in change) out.old = secret ? REDACTED : scrub(change.old);
  if ('new' in change) out.new = secret ? REDACTED : scrub(change.new);
  return out;
}

/** Inserts an entry (keys without a value left out). The caller commits. */
export function writeAudit(store: Store, entry: NewAuditEntry): Row {
  const data: Data = {};
  for (const [k, v] of Object.entries(entry)) if (v !== undefined) data[k] = v;
  return store.insert(AUDIT, data);
}

/**
 * A sign-in: `login` with the account's own username and name, or `loginFailed` with the username as
 * typed (and the account's name when one has that username). Never the password.
 */
export function auditSignIn(
  store: Store,
  ok: boolean,
  typed: string,
  account: Pick<UserData, 'username' | 'fullName'> | null,
  address: string,
): Row {
  return writeAudit(store, {
    at: new Date().toISOString(),
    username: ok && account ? account.username : typed.trim().slice(0, USERNAME_MAX),
    name: account?.fullName ?? '',
    address,
    action: ok ? 'login' : 'loginFailed',
  });
}

/** An entry about an account, by its own holder (a refused sign-in, a sign-out, a password change): the caller adds `action`. */
export function accountEntry(row: Data, address = 'unknown'): Omit<NewAuditEntry, 'action'> {
  return {
    at: new Date().toISOString(),
    username: text(row.username) ?? '',
    name: text(row.fullName) ?? '',
    address,
    resource: 'users',
    recordId: typeof row.id === 'number' ? row.id : undefined,
  };
}

/** An entry about the account `row` by `actor` (an Admin issuing a code, disabling it), or by its holder. */
export function auditAccount(store: Store, actor: Actor, action: string, row: Data, comment?: string): Row {
  return writeAudit(store, {
    ...accountEntry(row, actor.address),
    username: actor.user.username,
    name: actor.user.fullName,
    action,
    comment,
  });
}

/**
 * A record written through the API: `create` (before = null), `import` (before = null, with the
 * file's name), `update`, `delete` (after = null) or a workflow action (with from, to and comment). `changes` lists what differs between the two stored
 * rows (src/schema diffRecord): on create every value set, on delete every value the record held.
 */
export function auditRecord(
  store: Store,
  actor: Actor,
  action: string,
  schema: ResourceSchema,
  recordId: number,
  before: Data | null,
  after: Data | null,
  extra: Partial<Pick<NewAuditEntry, 'from' | 'to' | 'comment' | 'at' | 'file'>> = {},
): Row {
  return writeAudit(store, {
    at: extra.at ?? new Date().toISOString(),
    username: actor.user.username,
    name: actor.user.fullName,
    address: actor.address,
    action,
    resource: schema.name,
    recordId,
    from: extra.from,
    to: extra.to,
    comment: extra.comment,
    file: extra.file,
    changes: diffRecord(schema, before, after).map(redact),
    // The version the write left (src/schema/records/version.ts): a stale If-Match names the entries after it.
    version: after ? recordVersion(after) : undefined,
  });
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * An old db's `auditLog` rows (workflow steps: resource, recordId, action, from, to, by, at, comment)
 * move into `audit` in the new shape, and the old collection goes. Returns how many moved, or -1 when
 * the db had no old collection.
 */
export function moveLegacyAudit(store: Store): number {
  if (!store.has(LEGACY_AUDIT)) return -1;
  const names = new Map(store.list('users').map((u) => [u.username, text(u.fullName) ?? '']));
  const rows = store.list(LEGACY_AUDIT);
  for (const r of rows) {
    const by = text(r.by) ?? '';
    writeAudit(store, {
      at: text(r.at) ?? '',
      username: by,
      name: names.get(by) ?? '',
      action: text(r.action) ?? '',
      resource: text(r.resource),
      recordId: typeof r.recordId === 'number' ? r.recordId : undefined,
      from: text(r.from),
      to: text(r.to),
      comment: text(r.comment),
    });
  }
  store.drop(LEGACY_AUDIT);
  return rows.length;
}
