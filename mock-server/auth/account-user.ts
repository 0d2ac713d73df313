/**
 * An account as the rest of the server sees it (UserData): the `users` row, its role looked up in `roles` by name
 * and its person (the employee record, through `employeeId` or else the employee code) found in the people schema.
 * Role and employee are read from the stored rows on every request, never from the token, so an Admin's change
 * of either holds at the next request. The hash is not here: it lives in `credentials` (credentials.ts).
 */
import { z } from 'zod';
import type { UserData } from '../../src/access';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';

/** Where the people who sign in are records: the schema with `userLink`, that field, and its `signInWhile`. */
export interface PeopleLink {
  resource: string;
  field: string;
  signInWhile?: unknown;
}

const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  role: z.string(),
  empCode: z.string().optional(),
  roleCode: z.string().optional(),
  roleId: z.number().int().optional(),
  email: z.string().optional(),
});

/** Record id per employee code, per stored list (the store hands out a new list when the collection changes). */
const idsByCode = new WeakMap<readonly Row[], Map<string, number | string>>();

function idOfCode(store: Store, link: PeopleLink, code: string): number | string | undefined {
  const rows = store.list(link.resource);
  let ids = idsByCode.get(rows);
  if (!ids) {
    ids = new Map();
    for (const r of rows) {
      const c = r[link.field];
      if (typeof c === 'string' && c && !ids.has(c)) ids.set(c, r.id as number | string);
    }
    idsByCode.set(rows, ids);
  }
  return ids.get(code);
}

/** The user with `employeeId`: the id of the record of `link` whose field holds their employee code. */
export function withEmployee(store: Store, link: PeopleLink | undefined, user: UserData): UserData {
  if (!link || !user.empCode) return user;
  const employeeId = idOfCode(store, link, user.empCode);
  return employeeId === undefined ? user : { ...user, employeeId };
}

/** The account's record in the people schema: its `employeeId`, else the one holding its employee code. */
export function personOf(store: Store, link: PeopleLink | undefined, row: Row): Row | undefined {
  if (!link) return undefined;
  const id = row.employeeId;
  if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) {
    const found = store.get(link.resource, Number(id));
    if (found) return found;
  }
  const code = typeof row.empCode === 'string' ? row.empCode : '';
  const byCode = code ? idOfCode(store, link, code) : undefined;
  return byCode === undefined ? undefined : store.get(link.resource, Number(byCode));
}

/** The public part of a `users` row, its role and person resolved (never a hash: rows hold none). */
export function toUserData(row: Row, store?: Store, link?: PeopleLink): UserData {
  const parsed = accountSchema.safeParse(row);
  if (!parsed.success) throw new HttpError(500, `User ${row.id} in the db is malformed`);
  const { id, username, fullName, role, email } = parsed.data;
  const stored = store?.list('roles').find((r) => r.name === role);
  const person = store ? personOf(store, link, row) : undefined;
  const code = person && link ? person[link.field] : undefined;
  const user: UserData = {
    id,
    username,
    fullName,
    empCode: typeof code === 'string' ? code : (parsed.data.empCode ?? ''),
    role,
    roleCode: typeof stored?.code === 'string' ? stored.code : (parsed.data.roleCode ?? ''),
    roleId: typeof stored?.id === 'number' ? stored.id : (parsed.data.roleId ?? 0),
    ...(email ? { email } : {}),
    ...(person ? { employeeId: person.id as number } : {}),
    ...(row.mustChangePassword === true ? { mustChangePassword: true } : {}),
  };
  return store && !person ? withEmployee(store, link, user) : user;
}

/** toUserData per stored row, roles and people list (rows and lists are replaced, never mutated, on a change). */
const cache = new WeakMap<object, { roles: readonly Row[]; people: readonly Row[] | null; user: UserData }>();

export function userDataOf(store: Store, link: PeopleLink | undefined, row: Row): UserData {
  const roles = store.list('roles');
  const people = link ? store.list(link.resource) : null;
  const hit = cache.get(row);
  if (hit && hit.roles === roles && hit.people === people) return hit.user;
  const user = toUserData(row, store, link);
  cache.set(row, { roles, people, user });
  return user;
}
