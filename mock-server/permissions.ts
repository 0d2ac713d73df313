/**
 * The special permissions (spec sections 3 and 6) and "Assign User Permissions":
 *
 *   GET    permissions[?t=json]                      { data: PermissionData }       Admin: the whole map;
 *                                                                                  others: their own entries
 *   GET    permissions/features                      { data: [{ docType, action }] } any signed-in user
 *   POST   permissions  { docType, action, empCode } { data: PermissionData }       Admin
 *   DELETE permissions/:docType/:action/:empCode     { data: PermissionData }       Admin
 *
 * Both writes are idempotent. The stored object is replaced, never mutated, so every cache keyed on
 * it (auth.ts permissionsOf, access.ts menus) sees the change on the next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  decideScreen,
  featureKey,
  featureUses,
  screen,
  type AccessContext,
  type Feature,
  type PermissionData,
} from '../src/access';
import { requireScreen } from './access';
import type { SchemaRegistry } from '../src/schema';
import { permissionsOf } from './auth';
import { HttpError, readJson, sendJson, type Data } from './http';
import type { Store } from './store';

const PERMISSIONS = 'permissions';
const name = z.string().trim().min(1).max(64);
const grant = z.strictObject({ docType: name, action: name, empCode: z.string().trim().min(1).max(32) });

/** Every docType/action in the stored map plus every one a schema requirement names, sorted. */
export function permissionFeatures(registry: SchemaRegistry, perms: PermissionData): Feature[] {
  const seen = new Map<string, Feature>();
  for (const [docType, actions] of Object.entries(perms))
    for (const action of Object.keys(actions)) seen.set(featureKey({ docType, action }), { docType, action });
  for (const [key, { feature }] of featureUses(registry)) seen.set(key, feature);
  return [...seen.values()].sort((a, b) => a.docType.localeCompare(b.docType) || a.action.localeCompare(b.action));
}

/**
 * What a user may read of the permission map: the whole map for whoever may open Assign User
 * Permissions (Admin, src/access/screens.ts); anyone
 * else only their own entries, in the same shape, so the browser's checks work unchanged and nobody
 * learns who else holds what.
 */
export function permissionsFor(access: AccessContext, perms: PermissionData): PermissionData {
  if (decideScreen(access, screen('userPermissions'), 'list').allowed) return perms;
  const user = access.user;
  if (!user) return {};
  const own: PermissionData = {};
  for (const [docType, actions] of Object.entries(perms))
    for (const [action, entries] of Object.entries(actions)) {
      const mine = entries.filter((e) => e.empCode === user.empCode);
      if (mine.length) (own[docType] ??= {})[action] = mine;
    }
  return own;
}

function invalid(error: z.ZodError): HttpError {
  return new HttpError(400, 'Invalid permission', {
    errors: Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '$', i.message])),
  });
}

/** The employee's name by empCode, from the users, else the employees; 400 when nobody has that code. */
function fullNameOf(store: Store, registry: SchemaRegistry, empCode: string): string {
  const user = store.list('users').find((u) => u.empCode === empCode);
  if (user) return String(user.fullName ?? empCode);
  const codeField = registry.byName.get('employees')?.naming?.field ?? 'empCode';
  const employee = store.list('employees').find((e) => e[codeField] === empCode);
  if (!employee) {
    const message = `No employee has the code "${empCode}"`;
    throw new HttpError(400, message, { errors: { empCode: message } });
  }
  const full = employee.fullName ?? [employee.firstName, employee.lastName].filter(Boolean).join(' ');
  return String(full || empCode);
}

/** A copy of the stored map with one list changed (the stored object is never mutated). */
async function change(store: Store, docType: string, action: string, edit: (list: Data[]) => Data[]): Promise<PermissionData> {
  const current = (store.getObject(PERMISSIONS) ?? {}) as Record<string, Record<string, Data[]>>;
  const lists = current[docType] ?? {};
  const before = lists[action] ?? [];
  const after = edit(before);
  if (after !== before) {
    store.setObject(PERMISSIONS, { ...current, [docType]: { ...lists, [action]: after } });
    await store.commit();
  }
  return permissionsOf(store);
}

export async function permissionRoutes(
  req: IncomingMessage,
  res: ServerResponse,
  store: Store,
  registry: SchemaRegistry,
  access: AccessContext,
  rest: string[],
): Promise<void> {
  const method = req.method ?? 'GET';
  const path = `permissions/${rest.join('/')}`;
  const notAllowed = () => new HttpError(405, `${method} is not allowed on ${path}`);
  const adminOnly = () => requireScreen(access, 'userPermissions', 'edit', 'Only an administrator may assign permissions');
  if (rest.length === 0) {
    if (method === 'GET') return sendJson(res, 200, { data: permissionsFor(access, permissionsOf(store)) });
    if (method !== 'POST') throw notAllowed();
    adminOnly();
    const parsed = grant.safeParse(await readJson(req));
    if (!parsed.success) throw invalid(parsed.error);
    const { docType, action, empCode } = parsed.data;
    const fullName = fullNameOf(store, registry, empCode);
    const data = await change(store, docType, action, (list) =>
      list.some((e) => e.empCode === empCode) ? list : [...list, { empCode, fullName }],
    );
    return sendJson(res, 200, { data });
  }
  if (rest.length === 1 && rest[0] === 'features') {
    if (method !== 'GET') throw notAllowed();
    return sendJson(res, 200, { data: permissionFeatures(registry, permissionsOf(store)) });
  }
  if (rest.length === 3) {
    if (method !== 'DELETE') throw notAllowed();
    adminOnly();
    const parsed = grant.safeParse({ docType: rest[0], action: rest[1], empCode: rest[2] });
    if (!parsed.success) throw invalid(parsed.error);
    const { docType, action, empCode } = parsed.data;
    const data = await change(store, docType, action, (list) =>
      list.some((e) => e.empCode === empCode) ? list.filter((e) => e.empCode !== empCode) : list,
    );
    return sendJson(res, 200, { data });
  }
  throw new HttpError(404, `Not found: ${path}`);
}
