/**
 * Who may run a child table's row action (`rowActions`, src/schema/workflow/row-actions.ts) on one row of a record:
 * whoever may open the record, while the record is in one of the action's `states` and the row meets its
 * `when` (otherwise a conflict, 409), and its `allow` holds (Admin always). The browser's row buttons and
 * the server take this same decision.
 */
import type { Data } from '../schema/expression/expression';
import type { ResourceSchema, RowAction } from '../schema/meta/meta';
import { rowMeetsAction } from '../schema/workflow/row-actions';
import { decideAction, type AccessContext } from './decide';
import { isAdmin, meetsRequirement, recordOwner, type Decision } from './rules';

export function decideRowAction(
  ctx: AccessContext,
  schema: ResourceSchema,
  action: RowAction,
  record: Data,
  row: Data | undefined,
): Decision & { conflict?: boolean } {
  const show = decideAction(ctx, schema, 'show', { record });
  if (!show.allowed) return show;
  if (!row) return { allowed: false, conflict: true, reason: 'There is no such row' };
  const wf = schema.workflow;
  const state = wf ? String(record[wf.field] ?? wf.initial) : undefined;
  if (action.states && (state === undefined || !action.states.includes(state)))
    return { allowed: false, conflict: true, reason: `"${action.action}" is not possible while the record is ${state}` };
  if (!rowMeetsAction(action, row))
    return { allowed: false, conflict: true, reason: `"${action.action}" is not possible on this row now` };
  if (isAdmin(ctx.user)) return { allowed: true };
  return meetsRequirement(action.allow, ctx.user, ctx.perms, recordOwner(schema, record), record);
}
