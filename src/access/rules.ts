/**
 * The access decisions, as pure functions over (user, permissions, schema, record). The browser uses
 * them to hide what a user may not do; the mock server uses the same functions to refuse it.
 */
import { evaluateBoolean } from '../schema/expression/expression';
import type { Requirement, ResourceAction, ResourceSchema, Transition } from '../schema/meta/meta';
import type { PermissionData, UserData } from './types';

export const ADMIN_ROLE = 'Admin';

export const isRole = (user: Pick<UserData, 'role'> | null | undefined, role: string): boolean =>
  (user?.role ?? '').toLowerCase() === role.toLowerCase();

export const isAdmin = (user: Pick<UserData, 'role'> | null | undefined): boolean => isRole(user, ADMIN_ROLE);

/** A user holds docType/action when their empCode is in that permission's list. */
export function hasPermission(
  perms: PermissionData | null,
  user: Pick<UserData, 'empCode'> | null,
  docType: string,
  action: string,
): boolean {
  if (!perms || !user) return false;
  const entries = perms[docType]?.[action];
  return Array.isArray(entries) && entries.some((e) => e.empCode === user.empCode);
}

export interface Decision {
  allowed: boolean;
  /** Why not, in words a user understands (English; the UI translates the common ones). */
  reason?: string;
}

const ALLOW: Decision = { allowed: true };

const describeRequirement = (req: Requirement): string => {
  const parts: string[] = [];
  for (const [docType, action] of [...(req.permission ? [req.permission] : []), ...(req.permissions ?? [])])
    parts.push(`the ${docType} ${action} permission`);
  if (req.roles?.length) parts.push(`role ${req.roles.join(' or ')}`);
  if (req.roleCodes?.length) parts.push(`role code ${req.roleCodes.join(' or ')}`);
  if (req.owner) parts.push('being the owner of this record');
  if (req.me?.length) parts.push(`being this record's ${req.me.join(' or ')}`);
  return parts.join(' or ');
};

/** Is one of these fields of the record the user's own record (UserData.employeeId)? */
export function isMeIn(
  fields: readonly string[] | undefined,
  record: Record<string, unknown> | undefined,
  user: UserData | null,
): boolean {
  const me = user?.employeeId;
  if (!fields?.length || !record || me === undefined || me === null || me === '') return false;
  return fields.some((f) => {
    const value = record[f];
    return (typeof value === 'number' || typeof value === 'string') && String(value) === String(me);
  });
}

/** A requirement that only a particular record can meet (`owner`, `me`): without the record it is possibly met. */
export const isPersonal = (req: Requirement | undefined): boolean => Boolean(req?.owner || req?.me?.length);

/**
 * A requirement is met when any of its alternatives holds: a listed role, a listed roleCode, the
 * docType/action permission, or (when a record is given) ownership or being one of its `me` fields.
 * An empty requirement is met.
 */
export function meetsRequirement(
  req: Requirement | undefined,
  user: UserData | null,
  perms: PermissionData | null,
  owner?: string | null,
  record?: Record<string, unknown>,
): Decision {
  if (!req) return ALLOW;
  const alternatives = [req.roles, req.roleCodes, req.permission, req.permissions, req.owner, req.me].filter(
    (x) => x !== undefined && x !== false,
  );
  if (alternatives.length === 0) return ALLOW;
  if (!user) return { allowed: false, reason: 'You are not signed in' };
  if (req.roles?.some((r) => isRole(user, r))) return ALLOW;
  if (req.roleCodes?.includes(user.roleCode)) return ALLOW;
  if (req.permission && hasPermission(perms, user, req.permission[0], req.permission[1])) return ALLOW;
  if (req.permissions?.some(([docType, action]) => hasPermission(perms, user, docType, action))) return ALLOW;
  if (req.owner && owner !== undefined && owner !== null && owner === user.username) return ALLOW;
  if (isMeIn(req.me, record, user)) return ALLOW;
  return { allowed: false, reason: `This needs ${describeRequirement(req)}` };
}

/** The actions that change records: none of them is offered on a schema with `writable: false`. */
export const WRITE_ACTIONS: readonly ResourceAction[] = ['create', 'edit', 'delete'];

/** Whether the schema's records are written by the server only (`writable: false`, e.g. the audit log). */
export const isServerWritten = (schema: Pick<ResourceSchema, 'writable'>): boolean => schema.writable === false;

/**
 * May the user take `action` on the resource? Admin may do everything, except writing records that
 * only the server writes (`writable: false`). Without a record, an owner-only requirement counts as
 * possibly met (the per-record check decides); with one, it is checked.
 */
export function canResourceAction(
  schema: Pick<ResourceSchema, 'access' | 'ownerField' | 'writable' | 'singleton'>,
  action: ResourceAction,
  user: UserData | null,
  perms: PermissionData | null,
  record?: Record<string, unknown>,
): Decision {
  if (!user) return { allowed: false, reason: 'You are not signed in' };
  if (isServerWritten(schema) && WRITE_ACTIONS.includes(action))
    return { allowed: false, reason: 'These records are written by the system only' };
  // A singleton (the system settings) is one record for good: edited, never created or deleted (settings.ts).
  if (schema.singleton && (action === 'create' || action === 'delete'))
    return { allowed: false, reason: 'There is exactly one record here: edit it instead' };
  if (isAdmin(user)) return ALLOW;
  const own = schema.access?.[action];
  // Show and export follow list unless they say otherwise; delete follows edit.
  const fallback =
    action === 'show' || action === 'export' ? schema.access?.list : action === 'delete' ? schema.access?.edit : undefined;
  const req = own ?? fallback;
  if (isPersonal(req) && !record) return ALLOW;
  return meetsRequirement(req, user, perms, record ? recordOwner(schema, record) : undefined, record);
}

export const recordOwner = (schema: Pick<ResourceSchema, 'ownerField'>, record: Record<string, unknown>): string | null => {
  const value = record[schema.ownerField ?? 'createdBy'];
  return typeof value === 'string' ? value : null;
};

/** May the user run this workflow transition on this record now? Checks the state, then who. */
export function canTransition(
  schema: ResourceSchema,
  transition: Transition,
  record: Record<string, unknown>,
  user: UserData | null,
  perms: PermissionData | null,
): Decision & { conflict?: boolean } {
  const wf = schema.workflow;
  if (!wf) return { allowed: false, conflict: true, reason: 'This resource has no workflow' };
  const state = String(record[wf.field] ?? wf.initial);
  if (!transition.from.includes(state))
    return { allowed: false, conflict: true, reason: `"${transition.action}" is not possible while the record is ${state}` };
  if (transition.when !== undefined && !evaluateBoolean(transition.when, record))
    return { allowed: false, conflict: true, reason: `"${transition.action}" does not apply to this record` };
  if (isAdmin(user)) return ALLOW;
  return meetsRequirement(transition.allow, user, perms, recordOwner(schema, record), record);
}

/** May the record be edited in its current workflow state? */
export function isEditableState(schema: ResourceSchema, record: Record<string, unknown>): boolean {
  const wf = schema.workflow;
  if (!wf) return true;
  const state = String(record[wf.field] ?? wf.initial);
  return (wf.editableIn ?? [wf.initial]).includes(state);
}
