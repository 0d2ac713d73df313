/**
 * Refine access-control provider over src/access: the same decisions the mock server enforces.
 * Actions: list, show, create, edit, delete, export, and `workflow:<action>` (params.record required).
 * params.skipMenu: the route guard's "a route with an id parameter or a query needs no menu entry".
 */
import type { AccessControlProvider } from '@refinedev/core';
import {
  buildAbility,
  canTransition,
  decideAction,
  filterMenu,
  isAdmin,
  isEditableState,
  type AccessContext,
  type Decision,
} from '../access';
import { ACTIONS, type ResourceAction } from '../schema/constants';
import type { MenuChild } from '../shell/resources';
import { registry } from './registry';
import { getAbilityRules, getMenuData, getPermissions, getUser } from './session';

const isResourceAction = (action: string): action is ResourceAction => (ACTIONS as readonly string[]).includes(action);

/** The signed-in user's access context from the session cache (menu filtered as spec section 5 says). */
export function accessContext(): AccessContext {
  const user = getUser();
  const perms = getPermissions();
  return { user, perms, menu: filterMenu(getMenuData(), user, perms), ability: buildAbility(getAbilityRules()) };
}

export function decide(
  resource: string | undefined,
  action: string,
  record?: Record<string, unknown>,
  skipMenu = false,
): Decision {
  const schema = resource ? registry.byName.get(resource) : undefined;
  if (!schema) return { allowed: true };
  const ctx = accessContext();
  if (action.startsWith('workflow:')) {
    const transition = schema.workflow?.transitions.find((t) => t.action === action.slice('workflow:'.length));
    if (!transition || !record) return { allowed: false, reason: 'Unknown action' };
    const d = canTransition(schema, transition, record, ctx.user, ctx.perms);
    return { allowed: d.allowed, reason: d.reason };
  }
  if (!isResourceAction(action)) return { allowed: true };
  const decision = decideAction(ctx, schema, action, { record, skipMenu });
  if (decision.allowed && record && (action === 'edit' || action === 'delete') && !isEditableState(schema, record))
    return { allowed: false, reason: 'This record can no longer be edited in its current state' };
  return decision;
}

/**
 * A menu entry as Refine's sider hands it to can() (children stripped): an area carries the names
 * of its screens in meta.menuChildren; a hand-written administration screen carries meta.adminOnly.
 */
interface MenuEntryMeta {
  adminOnly?: boolean;
  menuChildren?: MenuChild[];
}

/** Spec section 5: a parent left without children is dropped; administration screens are the Admin's. */
function canSeeMenuEntry(name: string, meta: MenuEntryMeta): boolean {
  if (meta.menuChildren) return meta.menuChildren.some((child) => canSeeMenuEntry(child.name, child));
  if (meta.adminOnly) return isAdmin(getUser());
  return decide(name, 'list').allowed;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const meta = (params?.resource?.meta ?? {}) as MenuEntryMeta;
    if (resource && (meta.menuChildren || meta.adminOnly) && action === 'list')
      return { can: canSeeMenuEntry(resource, meta), reason: 'Not in your menu' };
    const record = (params?.record ?? undefined) as Record<string, unknown> | undefined;
    const d = decide(resource ?? params?.resource?.name, action, record, params?.skipMenu === true);
    return { can: d.allowed, reason: d.reason };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
