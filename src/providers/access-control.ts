/**
 * Refine access-control provider over src/access: the same decisions the mock server enforces.
 * Actions: list, show, create, edit, delete, export, and `workflow:<action>` (params.record required).
 */
import type { AccessControlProvider } from '@refinedev/core';
import { canResourceAction, canTransition, isEditableState, type Decision } from '../access';
import { ACTIONS, type ResourceAction } from '../schema/constants';
import { registry } from './registry';
import { getPermissions, getUser } from './session';

const isResourceAction = (action: string): action is ResourceAction => (ACTIONS as readonly string[]).includes(action);

export function decide(resource: string | undefined, action: string, record?: Record<string, unknown>): Decision {
  const schema = resource ? registry.byName.get(resource) : undefined;
  if (!schema) return { allowed: true };
  const user = getUser();
  const perms = getPermissions();
  if (action.startsWith('workflow:')) {
    const transition = schema.workflow?.transitions.find((t) => t.action === action.slice('workflow:'.length));
    if (!transition || !record) return { allowed: false, reason: 'Unknown action' };
    const d = canTransition(schema, transition, record, user, perms);
    return { allowed: d.allowed, reason: d.reason };
  }
  if (!isResourceAction(action)) return { allowed: true };
  const decision = canResourceAction(schema, action, user, perms, record);
  if (decision.allowed && record && (action === 'edit' || action === 'delete') && !isEditableState(schema, record))
    return { allowed: false, reason: 'This record can no longer be edited in its current state' };
  return decision;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const record = (params?.record ?? undefined) as Record<string, unknown> | undefined;
    const d = decide(resource ?? params?.resource?.name, action, record);
    return { can: d.allowed, reason: d.reason };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
