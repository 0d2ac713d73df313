/**
 * The special permissions (../shared/spec/staff-app-spec.md §3, §6) and "Assign User Permissions":
 *
 *   GET    permissions[?t=json]                      { data: PermissionData }       Admin: the whole map;
 *                                                                                  others: their own entries
 *   GET    permissions/features                      { data: [{ docType, action }] } any signed-in user
 *   POST   permissions  { docType, action, empCode } { data: PermissionData }       Admin
 *   DELETE permissions/:docType/:action/:empCode     { data: PermissionData }       Admin
 *
 * (routes.ts holds the routes; these are their handlers.)
 *
 * Both writes are idempotent. The stored object is replaced, never mutated, so every cache keyed on
 * it (auth.ts permissionsOf, access.ts menus) sees the change on the next request.
 */
import { z } from 'zod';
import { decideScreen, featureKey, featureUses, type AccessContext, type Feature, type PermissionData } from '../../src/access';
import type { SchemaRegistry } from '../../src/schema';
import { permissionsOf } from '../auth/auth';
import { HttpError, type Data } from '../http/http';
import type { Store } from '../store/store';

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
 * Permissions (the Admin: its screen `userPermissions` in schemas/_screens.json; none declared, nobody); anyone
 * else only their own entries, in the same shape, so the browser's checks work unchanged and nobody
 * learns who else holds what.
 */
export function permissionsFor(
  registry: Pick<SchemaRegistry, 'screensByName'>,
  access: AccessContext,
  perms: PermissionData,
): PermissionData {
  const screen = registry.screensByName.get('userPermissions');
  if (screen && decideScreen(access, screen, 'list').allowed) return perms;
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
  // The people who sign in are the records of the schema with userLink (the employees).
  const people = registry.resources.find((s) => s.userLink);
  const employee = people && store.list(people.name).find((e) => e[people.userLink!] === empCode);
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

/** POST permissions `{ docType, action, empCode }`: grants it (idempotent); 400 for an unknown employee. */
export async function grantPermission(store: Store, registry: SchemaRegistry, body: unknown): Promise<PermissionData> {
  const parsed = grant.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const { docType, action, empCode } = parsed.data;
  const fullName = fullNameOf(store, registry, empCode);
  return change(store, docType, action, (list) =>
    list.some((e) => e.empCode === empCode) ? list : [...list, { empCode, fullName }],
  );
}

/** DELETE permissions/:docType/:action/:empCode: revokes it (idempotent). */
export async function revokePermission(store: Store, params: Record<string, string>): Promise<PermissionData> {
  const parsed = grant.safeParse({ docType: params.docType, action: params.action, empCode: params.empCode });
  if (!parsed.success) throw invalid(parsed.error);
  const { docType, action, empCode } = parsed.data;
  return change(store, docType, action, (list) =>
    list.some((e) => e.empCode === empCode) ? list.filter((e) => e.empCode !== empCode) : list,
  );
}
