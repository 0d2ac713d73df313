/**
 * Passwords live apart from the accounts (issue 38): the `credentials` collection holds one row per account,
 * `{ userId, passwordHash, codeExpiresAt? }`, and no route serves it. So the `users` resource, generated like any
 * other (schemas/users.json), can never answer, export, diff or audit a hash: its rows hold none. A one-time
 * sign-in code an Admin issued is stored as the password's hash with `codeExpiresAt`; past that time it opens
 * nothing. Only auth.ts and accounts.ts read or write here, through these functions.
 */
import type { Row, Store } from '../store/store';

export const CREDENTIALS = 'credentials';

/** The credential row per account id, per stored list (a new list when the collection changes). */
const byUser = new WeakMap<readonly Row[], Map<number, Row>>();

export function credentialOf(store: Store, userId: number): Row | undefined {
  const rows = store.list(CREDENTIALS);
  let map = byUser.get(rows);
  if (!map) {
    map = new Map();
    for (const r of rows) if (typeof r.userId === 'number') map.set(r.userId, r);
    byUser.set(rows, map);
  }
  return map.get(userId);
}

/** Sets the account's password hash (and the code's expiry, for a one-time code); the caller commits. */
export function setCredential(store: Store, userId: number, passwordHash: string, codeExpiresAt?: string): Row {
  const data = { userId, passwordHash, ...(codeExpiresAt ? { codeExpiresAt } : {}) };
  const found = credentialOf(store, userId);
  return found ? store.replace(CREDENTIALS, { ...data, id: found.id })! : store.insert(CREDENTIALS, data);
}

/** The stored hash an account signs in with now: none without a credential or once a one-time code expired. */
export function usableHash(store: Store, userId: number, now = Date.now()): string | undefined {
  const c = credentialOf(store, userId);
  if (!c || typeof c.passwordHash !== 'string') return undefined;
  if (typeof c.codeExpiresAt === 'string' && Date.parse(c.codeExpiresAt) <= now) return undefined;
  return c.passwordHash;
}

/**
 * A store written before passwords moved out (hashes on the `users` rows): each hash moves to `credentials`
 * and leaves its row. Returns how many moved (the caller writes them).
 */
export function moveCredentials(store: Store): number {
  store.ensure(CREDENTIALS);
  let moved = 0;
  for (const row of store.list('users')) {
    if (!('passwordHash' in row)) continue;
    const { passwordHash, ...rest } = row;
    if (typeof passwordHash === 'string' && !credentialOf(store, row.id)) setCredential(store, row.id, passwordHash);
    store.replace('users', rest as Row);
    moved++;
  }
  return moved;
}
