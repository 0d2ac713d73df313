/**
 * Whom a workflow step waits for on a record (issue 29): the inbox and the dashboard's "pending approvals"
 * hold a record for a user only when one of its steps waits for that user, which is narrower than "may take".
 *
 * - **By name first.** When the step's `allow` names people and the record fills them (its `me` fields: the
 *   approver a memo names, the evaluator, the assignee; `owner`: the record's author), the step waits for those
 *   people and nobody else, whatever roles or permissions the rule also lists.
 * - **Else by role.** Nobody named: the step waits for whoever its roles, role codes or permissions name.
 * - **An Admin's rights do not fill the inbox.** The Admin role is listed on many steps as an override beside
 *   the role or permission whose work it is; there it makes nothing wait for an Admin. A step waits for an Admin
 *   by name, by a permission the Admin was granted like anyone else (the permission table names who does the
 *   work), or when the Admin role is the only one the step names (nobody else may take it).
 * - **Only steps that move the record on.** A `danger` step (reject, cancel) and one marked `inbox: false`
 *   (reopening a closed ticket) are open to their users but never make a record wait.
 *
 * Whether the user may take the step at all (state, scope, segregation of duties) is decided elsewhere
 * (`decideTransition`); this rule only narrows that set. Pure; pinned in tests/unit/access/awaits.test.ts.
 */
import type { ResourceSchema, Transition } from '../schema/meta/meta';
import { hasPermission, isAdmin, isMeIn, isRole, recordOwner, ADMIN_ROLE } from './rules';
import type { PermissionData, UserData } from './types';

type Row = Record<string, unknown>;

const filled = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** The people a step names on this record: its `me` fields that hold someone, and the author when `owner`. */
export function namedPeople(
  schema: Pick<ResourceSchema, 'ownerField'>,
  t: Transition,
  row: Row,
): { fields: string[]; owner: string | null } {
  const fields = (t.allow.me ?? []).filter((f) => filled(row[f]));
  const owner = t.allow.owner ? recordOwner(schema, row) : null;
  return { fields, owner: filled(owner) ? owner : null };
}

/** Whether the roles, role codes or permissions of the step name this user (the Admin role only when it stands alone). */
function namedByRole(t: Transition, user: UserData, perms: PermissionData | null): boolean {
  const req = t.allow;
  const roles = req.roles ?? [];
  const others = roles.filter((r) => r.toLowerCase() !== ADMIN_ROLE.toLowerCase());
  const onlyAdmin =
    roles.length > others.length && !others.length && !req.roleCodes?.length && !req.permission && !req.permissions?.length;
  if (onlyAdmin) return isAdmin(user);
  if (others.some((r) => isRole(user, r))) return true;
  if (req.roleCodes?.includes(user.roleCode)) return true;
  if (req.permission && hasPermission(perms, user, req.permission[0], req.permission[1])) return true;
  return Boolean(req.permissions?.some(([docType, action]) => hasPermission(perms, user, docType, action)));
}

/** Whether step `t` of `schema`, on `row`, waits for `user` (see the module's comment). */
export function stepAwaits(
  schema: Pick<ResourceSchema, 'ownerField'>,
  t: Transition,
  row: Row,
  user: UserData,
  perms: PermissionData | null,
): boolean {
  if (t.danger || t.inbox === false) return false;
  const named = namedPeople(schema, t, row);
  if (named.fields.length || named.owner) return isMeIn(named.fields, row, user) || named.owner === user.username;
  return namedByRole(t, user, perms);
}
