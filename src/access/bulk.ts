/**
 * Bulk actions on a list's selection (delete, or a workflow transition), as pure rules: the request's
 * shape, which actions a selection offers, and the per-row outcomes summed up for the user ("12
 * approved, 2 refused: <reason>"). The server (mock-server/actions/bulk.ts) decides every row through the very
 * endpoints' functions a single row goes through, so a bulk action can do nothing a user could not
 * do row by row; nothing here decides a row on the server's behalf.
 */
import type { ListFilter } from '../schema/lists/filters';
import { checkFilters, filteredStates } from '../schema/lists/filters';
import { localize } from '../schema/meta/describe';
import type { LocalizedText, ResourceSchema, Transition } from '../schema/meta/meta';
import { checkTransitionComment } from '../schema/workflow/transition-comment';
import { decideAction, decideTransition, type AccessContext } from './decide';
import { isAdmin, isEditableState, isPersonal, meetsRequirement } from './rules';

/** Rows one bulk call may touch: a larger "all matching" is refused, to be narrowed by a filter. */
export const BULK_MAX = 1000;
export const BULK_DELETE = 'delete';

/**
 * `POST {resource}/bulk`: `{ action, ids: [...] }` for chosen rows, or `{ action, filters: [...] }` for
 * every row matching the list's filters (Refine's filters, the search `q` among them); `comment` goes
 * to each workflow action as its single-row body would carry it.
 */
export interface BulkRequest {
  action: string;
  ids: number[] | null;
  filters: ListFilter[] | null;
  comment?: string;
}

/**
 * The actions a schema's rows take in bulk: delete, and each workflow transition but those that need the
 * scanned codes of the record's lines (`scanCheck`: packing an order goes through its scan screen).
 */
export const bulkActionNames = (schema: ResourceSchema): string[] => [
  BULK_DELETE,
  ...(schema.workflow?.transitions.filter((t) => !t.scanCheck).map((t) => t.action) ?? []),
];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The body checked (400 with `problem` when not): an action of the schema, exactly one of ids or
 * filters, and a comment as the transition's `comment` key says (the single-row rule, in `lang`; a
 * delete takes none). A missing required comment refuses the whole request before any row is touched.
 */
export function checkBulkRequest(
  schema: ResourceSchema,
  body: unknown,
  hidden: ReadonlySet<string>,
  lang = 'en',
): { request: BulkRequest | null; problem?: string } {
  const fail = (problem: string) => ({ request: null, problem });
  if (!isObject(body)) return fail('Expected { action, ids } or { action, filters }');
  const known = bulkActionNames(schema);
  if (typeof body.action !== 'string' || !known.includes(body.action))
    return fail(`Unknown bulk action "${String(body.action)}" for ${schema.name}; known: ${known.join(', ')}`);
  if ((body.ids === undefined) === (body.filters === undefined))
    return fail('Name the rows: either ids (a list of record ids) or filters (every row the list matches), not both');
  const transition = schema.workflow?.transitions.find((t) => t.action === body.action);
  const comment = checkTransitionComment(transition ?? {}, body.comment, lang);
  if (!comment.ok) return fail(comment.message);
  const extra = comment.comment ? { comment: comment.comment } : {};
  if (body.ids !== undefined) {
    const ids = body.ids;
    if (!Array.isArray(ids) || !ids.length || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0))
      return fail('ids must be a non-empty list of record ids (positive whole numbers)');
    const unique = [...new Set(ids as number[])];
    if (unique.length > BULK_MAX) return fail(`At most ${BULK_MAX} rows at a time; ${unique.length} were sent`);
    return { request: { action: body.action, ids: unique, filters: null, ...extra } };
  }
  const filters = checkFilters(schema, body.filters, hidden, { search: true });
  if (filters.problems.length) return fail(filters.problems.join('; '));
  return { request: { action: body.action, ids: null, filters: filters.value, ...extra } };
}

/** One row's result: done, or refused with the status and message its single-row call would have answered. */
export interface BulkOutcome {
  id: number;
  ok: boolean;
  status?: number;
  reason?: string;
}

export interface BulkReason {
  reason: string;
  status: number;
  count: number;
  ids: number[];
}

export interface BulkSummary {
  action: string;
  total: number;
  done: number;
  refused: number;
  /** Refusals grouped by reason, the most frequent first (ties in order of first appearance). */
  reasons: BulkReason[];
}

export function summarizeBulk(action: string, outcomes: readonly BulkOutcome[]): BulkSummary {
  const groups = new Map<string, BulkReason>();
  let done = 0;
  for (const o of outcomes) {
    if (o.ok) {
      done++;
      continue;
    }
    const reason = o.reason?.trim() || 'Refused';
    const group = groups.get(reason) ?? { reason, status: o.status ?? 500, count: 0, ids: [] };
    group.count++;
    group.ids.push(o.id);
    groups.set(reason, group);
  }
  const order = [...groups.keys()];
  const reasons = [...groups.values()].sort((a, b) => b.count - a.count || order.indexOf(a.reason) - order.indexOf(b.reason));
  return { action, total: outcomes.length, done, refused: outcomes.length - done, reasons };
}

const lowerFirst = (text: string) => (text ? text[0]!.toLocaleLowerCase() + text.slice(1) : text);

/** What a done row became, as a word for the summary: "deleted", or the transition's target state ("approved"). */
export function doneWord(schema: ResourceSchema, action: string, lang: string): string {
  const th = lang === 'th';
  if (action === BULK_DELETE) return th ? 'ลบแล้ว' : 'deleted';
  const transition = schema.workflow?.transitions.find((t) => t.action === action);
  const state = schema.workflow?.states.find((s) => s.value === transition?.to);
  const label = state?.label ? localize(state.label, lang) : (transition?.to ?? action);
  return th ? label : lowerFirst(label);
}

/** "12 approved, 2 refused: <reason>; 1 refused: <other reason>" (Thai: "อนุมัติแล้ว 12 รายการ, ไม่สำเร็จ 2 รายการ: ..."). */
export function bulkSummaryText(summary: BulkSummary, word: string, lang: string): string {
  const th = lang === 'th';
  const head = th ? `${word} ${summary.done} รายการ` : `${summary.done} ${word}`;
  const refusals = summary.reasons.map((r) =>
    th ? `ไม่สำเร็จ ${r.count} รายการ: ${r.reason}` : `${r.count} refused: ${r.reason}`,
  );
  return refusals.length ? `${head}, ${refusals.join('; ')}` : head;
}

/** An action a selection offers, and on how many of the chosen rows this user may take it (null: not known). */
export interface BulkChoice {
  action: string;
  /** The transition's label; null for delete (the screens name it). */
  label: LocalizedText | null;
  danger: boolean;
  confirm: boolean;
  /** The transition's `comment` key: the confirmation asks for one (required or optional), or not. */
  comment: Transition['comment'];
  applicable: number | null;
}

/**
 * What to offer for a selection: for chosen rows (`rows`), each action at least one of them allows
 * (delete: may delete the record in its state; a transition: starts from the record's state and its
 * allow rule holds), with the count; for "all matching" (`states`: the workflow states its filters
 * allow, or null), each action this user might take on such rows, count unknown. The server decides
 * every row again; the rows this guess leaves out are still sent and refused with their reason.
 */
export function bulkChoices(
  ctx: AccessContext,
  schema: ResourceSchema,
  target: { rows: readonly Record<string, unknown>[] } | { states: string[] | null },
): BulkChoice[] {
  const choices: BulkChoice[] = [];
  const rows = 'rows' in target ? target.rows : null;
  const states = 'states' in target ? target.states : null;
  const wf = schema.workflow;
  if (decideAction(ctx, schema, 'delete').allowed) {
    const editable = wf?.editableIn ?? (wf ? [wf.initial] : null);
    const applicable = rows
      ? rows.filter((r) => decideAction(ctx, schema, 'delete', { record: r }).allowed && isEditableState(schema, r)).length
      : states && editable && !states.some((s) => editable.includes(s))
        ? 0
        : null;
    if (applicable !== 0)
      choices.push({ action: BULK_DELETE, label: null, danger: true, confirm: true, comment: undefined, applicable });
  }
  if (!wf) return choices;
  const mayShow = decideAction(ctx, schema, 'show').allowed;
  for (const t of wf.transitions) {
    if (t.scanCheck) continue; // taken on its scan screen, with the scanned codes
    let applicable: number | null;
    if (rows) applicable = rows.filter((r) => decideTransition(ctx, schema, t, r).allowed).length;
    else {
      const fromFits = states === null || t.from.some((s) => states.includes(s));
      const who = isAdmin(ctx.user) || isPersonal(t.allow) || meetsRequirement(t.allow, ctx.user, ctx.perms).allowed;
      applicable = mayShow && fromFits && who ? null : 0;
    }
    if (applicable !== 0)
      choices.push({
        action: t.action,
        label: t.label,
        danger: Boolean(t.danger),
        confirm: true,
        comment: t.comment,
        applicable,
      });
  }
  return choices;
}

/** The states "all matching" may hold, read from the list's filters (for `bulkChoices`). */
export const matchingStates = (schema: ResourceSchema, filters: readonly ListFilter[]): string[] | null =>
  filteredStates(schema, filters);
