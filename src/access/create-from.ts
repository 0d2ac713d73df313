/**
 * May this user create a record of `target` from this record of the rule's source (createFrom)? The
 * same decision for the browser's button and the mock server's `POST <target>/from/<source>/<id>`:
 * the user may open the source record (as GET <source>/<id> decides), may create the target (menu
 * flag, create requirement, CASL), the source is in one of the rule's states (`conflict` when not),
 * and the rule's `allow` requirement holds (owner: of the source record; Admin passes).
 */
import { sourceStateAllows } from '../schema/records/create-from';
import type { CreateFromRule, ResourceSchema } from '../schema/meta/meta';
import { decideAction, type AccessContext } from './decide';
import { isAdmin, meetsRequirement, recordOwner, type Decision } from './rules';

export function decideCreateFrom(
  ctx: AccessContext,
  target: ResourceSchema,
  rule: CreateFromRule,
  source: ResourceSchema,
  record: Record<string, unknown>,
): Decision & { conflict?: boolean } {
  const show = decideAction(ctx, source, 'show', { record, skipMenu: true });
  if (!show.allowed) return show;
  const create = decideAction(ctx, target, 'create');
  if (!create.allowed) return create;
  if (!sourceStateAllows(rule, source, record)) {
    const wf = source.workflow;
    const states = (rule.states ?? []).map((s) => wf?.states.find((x) => x.value === s)?.label.en ?? s).join(' or ');
    return {
      allowed: false,
      conflict: true,
      reason: `A ${target.label.en.toLowerCase()} is made from a ${source.label.en.toLowerCase()} only while it is ${states.toLowerCase()}`,
    };
  }
  if (isAdmin(ctx.user)) return { allowed: true };
  return meetsRequirement(rule.allow, ctx.user, ctx.perms, recordOwner(source, record), record);
}
