/**
 * The inbox: which records wait for this user, i.e. where they may take a workflow action now. Pure,
 * over in-memory rows: the mock server answers `GET inbox` with it, the tests pin it per user.
 *
 * A record counts when the user may run one of its transitions (the one decision the workflow
 * endpoint takes: `decideTransition`, row scope included), the transition's `allow` rule names them,
 * and the step waits for them (awaits.ts): by name when the record names someone for it (the approver,
 * the evaluator, the assignee, the author), else by role; an Admin's override and permissions do not
 * fill it, and a `danger` step (cancel, reject) or one marked `inbox: false` makes nothing wait.
 *
 * Cost: the rows are filtered by state first (only states some transition of the user starts from),
 * the owner-only transitions by owner, and a resource the user may not open is skipped whole.
 */
import type { ResourceSchema, Transition } from '../schema/meta/meta';
import { stepAwaits } from './awaits';
import { decideAction, decideTransition, type AccessContext } from './decide';
import { isMeIn, isPersonal, meetsRequirement, recordOwner } from './rules';
import { hiddenFields, rowInScope } from './scope';

type Row = Record<string, unknown>;

export interface InboxItem {
  id: number | string;
  /** The title field's value ('' when the user may not read it). */
  title: string;
  /** The document number (the naming field), when the schema has one the user may read. */
  number?: string;
  state: string;
  /** The steps it waits for this user to take (awaits.ts), in the schema's order. */
  actions: string[];
  /**
   * Since when it waits: when it last changed (updatedAt, else createdAt). Past its editable states a record
   * changes only by its steps, so this is when the step that brought it here ran. Also the newest-first order.
   */
  at?: string;
}

export interface InboxGroup {
  resource: string;
  /** Every record waiting in this resource; `items` holds the newest `limit` of them. */
  count: number;
  items: InboxItem[];
}

export interface Inbox {
  total: number;
  resources: InboxGroup[];
}

/** How a transition may be open to this user before looking at a record: for everyone it is, for own rows only, or not. */
type Reach = 'all' | 'own' | 'none';

function reach(ctx: AccessContext, transition: Transition): Reach {
  if (meetsRequirement(transition.allow, ctx.user, ctx.perms).allowed) return 'all';
  return isPersonal(transition.allow) ? 'own' : 'none';
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The transitions of `schema` that wait for this user on this row (state, scope, decision, addressed). */
export function inboxActions(ctx: AccessContext, schema: ResourceSchema, row: Row): Transition[] {
  const wf = schema.workflow;
  if (!wf || !ctx.user || !rowInScope(schema, row, ctx.user, ctx.perms)) return [];
  const owner = recordOwner(schema, row);
  return wf.transitions.filter(
    (t) => meetsRequirement(t.allow, ctx.user, ctx.perms, owner, row).allowed && decideTransition(ctx, schema, t, row).allowed,
  );
}

export interface InboxOptions {
  /** Items listed per resource (the count covers all). Default 20. */
  limit?: number;
}

/** The records of one resource waiting for this user, newest first; null when the resource has no workflow or the user may not open it. */
export function inboxGroup(
  ctx: AccessContext,
  schema: ResourceSchema,
  rows: readonly Row[],
  { limit = 20 }: InboxOptions = {},
): InboxGroup | null {
  const wf = schema.workflow;
  const user = ctx.user;
  if (!wf || !user) return null;
  // No record of a resource the user may not open can wait for them (the record's own decision is stricter).
  if (!decideAction(ctx, schema, 'show').allowed) return null;
  const open = wf.transitions.map((t) => ({ t, reach: reach(ctx, t) })).filter((x) => x.reach !== 'none');
  if (!open.length) return null;
  const states = new Set(open.flatMap((x) => x.t.from));
  const anyForAll = open.some((x) => x.reach === 'all');
  const hidden = hiddenFields(schema, user, ctx.perms);
  const titleField = hidden.has(schema.titleField) ? undefined : schema.titleField;
  const numberField = schema.naming && !hidden.has(schema.naming.field) ? schema.naming.field : undefined;

  const items: InboxItem[] = [];
  for (const row of rows) {
    const state = String(row[wf.field] ?? wf.initial);
    if (!states.has(state)) continue;
    if (!anyForAll && recordOwner(schema, row) !== user.username && !open.some((x) => isMeIn(x.t.allow.me, row, user))) continue;
    // Waiting for this user: a step they may take now that waits for them (by name, else by role; awaits.ts).
    const awaited = inboxActions(ctx, schema, row).filter((t) => stepAwaits(schema, t, row, user, ctx.perms));
    if (!awaited.length) continue;
    const item: InboxItem = {
      id: row.id as number | string,
      title: titleField ? text(row[titleField]) : '',
      state,
      actions: awaited.map((t) => t.action),
    };
    if (numberField && text(row[numberField])) item.number = text(row[numberField]);
    const at = text(row.updatedAt) || text(row.createdAt);
    if (at) item.at = at;
    items.push(item);
  }
  items.sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '') || Number(b.id) - Number(a.id));
  return { resource: schema.name, count: items.length, items: items.slice(0, Math.max(0, limit)) };
}

/** The answer from each resource's group: resources with nothing waiting left out, and the total. */
export function inboxOfGroups(groups: readonly (InboxGroup | null)[]): Inbox {
  const resources = groups.filter((g): g is InboxGroup => g !== null && g.count > 0);
  return { total: resources.reduce((n, g) => n + g.count, 0), resources };
}

/** Every resource's waiting records (resources with none left out) and the total. */
export function computeInbox(
  ctx: AccessContext,
  schemas: readonly ResourceSchema[],
  rowsOf: (schema: ResourceSchema) => readonly Row[],
  options: InboxOptions = {},
): Inbox {
  return inboxOfGroups(schemas.filter((s) => s.workflow).map((s) => inboxGroup(ctx, s, rowsOf(s), options)));
}
