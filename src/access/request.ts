/**
 * The decision for any name the browser asks about (Refine's can(): routes, menu entries, buttons),
 * deny by default: the name must be a schema or a screen the registry's manifest declares, the action one of the
 * resource actions, `workflow:<transition>` or `createFrom:<source>` of that schema. Pure, so it is tested as it runs.
 */
import { ACTIONS, type ResourceAction } from '../schema/meta/constants';
import type { SchemaRegistry } from '../schema/loader/loader';
import { decideCreateFrom } from './create-from';
import { decideAction, decideScreen, decideTransition, type AccessContext } from './decide';
import { isEditableState, type Decision } from './rules';

export const WORKFLOW_PREFIX = 'workflow:';
/** `createFrom:<source>` on the target resource, decided on the source record (create-from.ts). */
export const CREATE_FROM_PREFIX = 'createFrom:';

const isResourceAction = (action: string): action is ResourceAction => (ACTIONS as readonly string[]).includes(action);

export interface RequestOptions {
  record?: Record<string, unknown>;
  /** ../shared/spec/staff-app-spec.md §6: a route with an id parameter or a query needs no menu entry. */
  skipMenu?: boolean;
}

export function decideRequest(
  ctx: AccessContext,
  registry: Pick<SchemaRegistry, 'byName' | 'screensByName'>,
  resource: string | undefined,
  action: string,
  { record, skipMenu = false }: RequestOptions = {},
): Decision {
  if (!resource) return { allowed: false, reason: 'No screen was named' };
  const schema = registry.byName.get(resource);
  const screen = schema ? undefined : registry.screensByName.get(resource);
  if (!schema && !screen) return { allowed: false, reason: `Unknown screen "${resource}"` };
  if (schema && action.startsWith(WORKFLOW_PREFIX)) {
    const name = action.slice(WORKFLOW_PREFIX.length);
    const transition = schema.workflow?.transitions.find((t) => t.action === name);
    if (!transition) return { allowed: false, reason: `Unknown action "${name}"` };
    if (!record) return { allowed: false, reason: `"${name}" is decided on a record` };
    const { allowed, reason } = decideTransition(ctx, schema, transition, record);
    return { allowed, reason };
  }
  if (schema && action.startsWith(CREATE_FROM_PREFIX)) {
    const name = action.slice(CREATE_FROM_PREFIX.length);
    const rule = schema.createFrom?.find((r) => r.source === name);
    const source = registry.byName.get(name);
    if (!rule || !source) return { allowed: false, reason: `${schema.name} is not created from "${name}"` };
    if (!record) return { allowed: false, reason: `Creating from "${name}" is decided on a record` };
    const { allowed, reason } = decideCreateFrom(ctx, schema, rule, source, record);
    return { allowed, reason };
  }
  if (!isResourceAction(action)) return { allowed: false, reason: `Unknown action "${action}"` };
  if (screen) return decideScreen(ctx, screen, action, { skipMenu });
  const decision = decideAction(ctx, schema!, action, { record, skipMenu });
  if (decision.allowed && record && (action === 'edit' || action === 'delete') && !isEditableState(schema!, record))
    return { allowed: false, reason: 'This record can no longer be edited in its current state' };
  return decision;
}
