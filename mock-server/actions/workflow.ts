/**
 * `POST /api-spp/v1/<resource>/:id/actions/:action`: the only way a workflow field changes. The caller
 * must be allowed to show the record (decideAction 'show', row scope: 404 outside it), then
 * src/access `canTransition` decides (wrong state -> 409, not allowed -> 403); each transition
 * is written to the audit log (audit.ts: action, from, to, comment) rather than onto the record, so
 * records keep their schema's shape. The body's `comment` follows the transition's `comment` key
 * (required, optional, or none): 400 with `errors.comment` otherwise, checked after the access decision.
 */
import { ACTORS_KEY, decideTransition, withStepActor } from '../../src/access';
import { checkTransitionComment, commentOf, stampValues, type ResourceSchema } from '../../src/schema';
import { HttpError } from '../http/http';
import { findVisible, requireAccess, visibleRecord, type RequestContext } from '../access/access';
import { auditRecord } from '../trail/audit';
import { auditPosted, postWithRecord } from '../records/postings';
import { requireScanned } from './scan-check';
import type { Row, Store } from '../store/store';
import { checkVersion, versioned } from '../records/versions';

export async function runAction(
  store: Store,
  schema: ResourceSchema,
  id: number,
  action: string,
  body: unknown,
  ctx: RequestContext,
): Promise<Row> {
  const wf = schema.workflow;
  if (!wf) throw new HttpError(404, `${schema.pluralLabel.en} have no workflow actions`);
  const transition = wf.transitions.find((t) => t.action === action);
  if (!transition)
    throw new HttpError(
      404,
      `Unknown action "${action}" for ${schema.pluralLabel.en.toLowerCase()}; known: ${wf.transitions.map((t) => t.action).join(', ')}`,
    );
  requireAccess(ctx, schema, 'show');
  const current = findVisible(store, schema, id, ctx);
  // The decision the browser's workflow buttons take (src/access decideTransition): the record may be
  // opened (menu flag, show rule), the transition starts from its state, and its allow rule holds.
  // Segregation of duties (src/access/duties.ts) is part of it: 403 naming the rule, in the caller's language.
  const decision = decideTransition(ctx.access, schema, transition, current, ctx.lang);
  if (!decision.allowed)
    throw new HttpError(
      decision.conflict ? 409 : 403,
      decision.reason ?? `You may not ${action} this record`,
      decision.rule ? { rule: decision.rule } : undefined,
    );
  checkVersion(store, schema, current, ctx); // If-Match: 412 when changed since the caller's copy (versions.ts)

  // The transition's comment rule (src/schema checkTransitionComment): a missing required comment is a 400 naming it.
  const checked = checkTransitionComment(transition, commentOf(body), ctx.lang);
  if (!checked.ok) throw new HttpError(400, checked.message, { errors: { comment: checked.message } });
  const comment = checked.comment;
  requireScanned(store, schema, transition, current, body, ctx); // `scanCheck`: the scanned codes match, or 400/409
  const at = new Date().toISOString();
  const from = String(current[wf.field] ?? wf.initial);
  const stamped = stampValues(schema, transition, ctx.user.employeeId, new Date(at));
  // Who took which stage of the record: the next step's segregation-of-duties decision reads it.
  const actors = withStepActor(schema, transition, current, ctx.user.username);
  const row = store.replace(schema.name, {
    ...current,
    ...stamped,
    [wf.field]: transition.to,
    [ACTORS_KEY]: actors,
    updatedAt: at,
  });
  if (!row) throw new HttpError(404, `${schema.label.en} ${id} not found`);
  // The rows the transition posts (a void's stock back in), all or none with the state change (postings.ts).
  const posted = postWithRecord(store, schema, action, row, ctx, () => store.replace(schema.name, current));
  auditRecord(store, ctx, action, schema, id, current, row, { from, to: transition.to, comment, at }); // same flush
  auditPosted(store, ctx, posted, at);
  await store.commit();
  return versioned(visibleRecord(schema, row, ctx), row);
}
