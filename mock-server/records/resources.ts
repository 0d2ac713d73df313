/**
 * Resource CRUD for every schema, answering in json-server's dialect (plain arrays and objects, not
 * wrapped) because the browser's data provider is @refinedev/simple-rest. Every call is decided by
 * src/access decideAction (menu flag, schema requirement, CASL; access.ts), answers and queries follow
 * the field and row rules, and writes are checked against the record rules (src/schema
 * validateRecord), references, unique fields, the document number and the workflow field. A delete
 * follows the onDelete rules of the references that point at the record (on-delete.ts).
 */
import { isEditableState, seesAllRows } from '../../src/access';
import {
  autoStep,
  rollupsInQuery,
  withoutStamps,
  WORKFLOW_ACTORS_KEY,
  type ResourceSchema,
  type SchemaRegistry,
} from '../../src/schema';
import {
  checkLocks,
  checkWritable,
  findVisible,
  hiddenFor,
  requireAccess,
  visibleRecord,
  visibleRows,
  type RequestContext,
} from '../access/access';
import { afterAccountWrite, checkAccountDelete, checkAccountWrite } from '../auth/accounts';
import { auditRecord } from '../trail/audit';
import { withApprovers } from '../access/duties';
import { auditPosted, postWithRecord } from './postings';
import { HttpError, type Data } from '../http/http';
import { removeWithReferences } from './on-delete';
import { checkRemoval, rollupColumns, withRollup, withRollups } from './rollup';
import { keptList } from '../query/list-cache';
import { parseListQuery, runList, type ListPlan } from '../query/query';
import { relationsOf } from './relations';
import { newRecordValues, validated } from './validated';
import { replaced, replacedChange } from './replace';
import type { Row, Store } from '../store/store';
import { checkVersion, versioned } from './versions';

export type { RequestContext } from '../access/access';
export { validated } from './validated';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const SYSTEM_KEYS = ['id', 'createdAt', 'updatedAt', 'createdBy', WORKFLOW_ACTORS_KEY] as const;

export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, `No record with id "${raw}"`);
  return Number(raw);
}

function withoutSystemKeys(body: Data): Data {
  const out: Data = { ...body };
  for (const k of SYSTEM_KEYS) delete out[k];
  return out;
}

/**
 * GET list (`_export=1`: the browser's export, decided as 'export'): only rows in scope, without hidden fields.
 * With the registry: `_expand`, `_embed` and `supplier.name` filters and sorts (relations.ts).
 */
export function listRecords(
  store: Store,
  schema: ResourceSchema,
  params: URLSearchParams,
  ctx: RequestContext,
  registry?: SchemaRegistry,
) {
  requireAccess(ctx, schema, params.get('_export') === '1' ? 'export' : 'list');
  const hidden = hiddenFor(schema, ctx);
  const relations = registry && relationsOf(store, registry, schema, params, ctx, hidden);
  const plan = parseListQuery(schema, params, hidden, relations?.resolve);
  // Every row seen and no rollup asked for: the kept list of that order and those filters (list-cache.ts).
  const kept =
    seesAllRows(schema, ctx.user, ctx.perms) && !rollupsInQuery(schema, params).length ? keptList(store, schema, plan) : null;
  const { total, items } = kept ?? runVisible(store, schema, params, ctx, plan);
  const answered = withRollups(store, schema, items).map((r) => visibleRecord(schema, r, ctx, hidden));
  return { total, items: relations ? relations.apply(answered) : answered };
}

/** The general list path: the rows the caller may see (row rules, rollups), filtered, sorted and sliced. */
function runVisible(store: Store, schema: ResourceSchema, params: URLSearchParams, ctx: RequestContext, plan: ListPlan) {
  const { rows, key } = rollupColumns(store, schema, params, visibleRows(store, schema, ctx));
  return runList(rows, plan, key);
}

/**
 * Decided without the record first (403 for a user who may not do this at all), then with it.
 * Reading one record by id needs no menu entry, as its route needs none in the browser
 * (../shared/spec/staff-app-spec.md §6): the guest reads the application they sent; the schema's show rule still
 * applies.
 */
function findForAction(
  store: Store,
  schema: ResourceSchema,
  id: number,
  ctx: RequestContext,
  action: 'show' | 'edit' | 'delete',
) {
  const skipMenu = action === 'show';
  requireAccess(ctx, schema, action, undefined, skipMenu);
  const row = findVisible(store, schema, id, ctx);
  requireAccess(ctx, schema, action, row, skipMenu);
  return row;
}

/** GET /:id; with the query and the registry, `_expand` and `_embed` (relations.ts; other keys are ignored). */
export function showRecord(
  store: Store,
  schema: ResourceSchema,
  id: number,
  ctx: RequestContext,
  params?: URLSearchParams,
  registry?: SchemaRegistry,
): Row {
  const stored = findForAction(store, schema, id, ctx, 'show');
  const record = visibleRecord(schema, withRollup(store, schema, stored), ctx);
  if (!params || !registry) return versioned(record, stored);
  return versioned(relationsOf(store, registry, schema, params, ctx, hiddenFor(schema, ctx)).apply([record])[0]!, stored);
}

/** POST: server-owned fields (id, stamps, document number, initial state) are set here, never by the caller. */
export async function createRecord(store: Store, schema: ResourceSchema, body: Data, ctx: RequestContext): Promise<Row> {
  requireAccess(ctx, schema, 'create');
  const input = withoutStamps(schema, withoutSystemKeys(body));
  if (schema.accounts) checkAccountWrite(store, schema, null, input, ctx); // accounts.ts
  checkWritable(schema, input, null, ctx);
  checkLocks(schema, input, null, ctx);
  const wf = schema.workflow;
  const asked = wf ? input[wf.field] : undefined;
  if (wf && asked !== undefined && asked !== null && asked !== '' && asked !== wf.initial)
    throw new HttpError(
      409,
      `A new ${schema.label.en.toLowerCase()} starts as "${wf.initial}"; "${wf.field}" changes only through its actions`,
    );
  const now = new Date();
  const stamp = now.toISOString();
  // Nobody names themselves to approve their own paper, nor one person for two steps (duties.ts).
  const values = withApprovers(schema, input, ctx, undefined, () => newRecordValues(store, schema, input, ctx, now));
  // No await between the checks above and this insert: the document number and unique checks cannot race.
  const row = store.insert(schema.name, withoutId(values));
  // The rows it posts (a sale's stock movements) in the same step: all or none with the record (postings.ts).
  const posted = postWithRecord(store, schema, 'create', row, ctx, () => store.remove(schema.name, row.id));
  auditRecord(store, ctx, 'create', schema, row.id, null, row, { at: stamp }); // same flush as the record
  auditPosted(store, ctx, posted, stamp);
  await store.commit();
  return versioned(visibleRecord(schema, withRollup(store, schema, row), ctx), row);
}

function withoutId(values: Data): Data {
  const rest = { ...values };
  delete rest.id;
  return rest;
}

/**
 * PATCH (`merge`, the browser's update) merges over the stored record; PUT (`replace`) replaces it as
 * json-server does, server-owned values and those the caller may not see staying as stored (replace.ts).
 */
export async function updateRecord(
  store: Store,
  schema: ResourceSchema,
  id: number,
  body: Data,
  ctx: RequestContext,
  mode: 'merge' | 'replace' = 'merge',
): Promise<Row> {
  const current = findForAction(store, schema, id, ctx, 'edit');
  checkVersion(store, schema, current, ctx); // If-Match: 412 when changed since (versions.ts); no await until the write
  const input = withoutStamps(schema, withoutSystemKeys(body));
  if (schema.accounts) checkAccountWrite(store, schema, current, input, ctx); // accounts.ts
  const wf = schema.workflow;
  if (wf && wf.field in input && !sameValue(input[wf.field], current[wf.field])) {
    const actions = wf.transitions.filter((t) => t.from.includes(String(current[wf.field]))).map((t) => t.action);
    throw new HttpError(
      409,
      `"${wf.field}" changes only through actions (POST /api-spp/v1/${schema.name}/${id}/actions/{action}; possible now: ${actions.join(', ') || 'none'})`,
    );
  }
  if (schema.naming && schema.naming.field in input && !sameValue(input[schema.naming.field], current[schema.naming.field]))
    throw new HttpError(409, `The document number "${schema.naming.field}" is set by the system and cannot be changed`);
  if (!isEditableState(schema, current))
    throw new HttpError(
      409,
      `This ${schema.label.en.toLowerCase()} is ${String(wf ? current[wf.field] : '')} and can no longer be edited`,
    );
  const next = mode === 'replace' ? replaced(schema, current, input, ctx) : { ...current, ...input };
  const change = mode === 'replace' ? { ...input, ...replacedChange(schema, next, ctx) } : input;
  checkWritable(schema, change, current, ctx);
  checkLocks(schema, change, current, ctx);
  const merged: Data = { ...next, id, updatedAt: new Date().toISOString() };
  const values = withApprovers(schema, merged, ctx, current, () => validated(store, schema, merged, id, ctx.lang));
  const row = store.replace(schema.name, { ...values, id } as Row);
  if (!row) throw new HttpError(404, `${schema.label.en} ${id} not found`);
  auditRecord(store, ctx, 'update', schema, id, current, row, { at: String(merged.updatedAt) }); // same flush as the change
  if (schema.accounts) afterAccountWrite(store, current, row, ctx); // a disabled account's sessions end with it
  const stepped = takeAutoStep(store, schema, row, ctx);
  await store.commit();
  return versioned(visibleRecord(schema, withRollup(store, schema, stepped), ctx), stepped);
}

/**
 * The step the written record takes by itself (`workflow.auto`, src/schema/workflow/auto.ts), in the same
 * flush as the write: the state changes and the trail records it under the rule's name.
 */
export function takeAutoStep(store: Store, schema: ResourceSchema, row: Row, ctx: RequestContext): Row {
  const step = autoStep(schema, row);
  if (!step) return row;
  const moved = store.replace(schema.name, { ...row, [schema.workflow!.field]: step.to });
  if (!moved) return row;
  auditRecord(store, ctx, step.action, schema, row.id, row, moved, { from: step.from, to: step.to, at: String(row.updatedAt) });
  return moved;
}

/** DELETE: refused (409) past the editable states, or while a `restrict` reference points here (on-delete.ts). */
export async function deleteRecord(
  store: Store,
  registry: SchemaRegistry,
  schema: ResourceSchema,
  id: number,
  ctx: RequestContext,
): Promise<void> {
  const current = findForAction(store, schema, id, ctx, 'delete');
  if (schema.accounts) checkAccountDelete(current, ctx);
  // A record past its editable states (approved, closed...) is kept: it is part of the audit trail.
  if (!isEditableState(schema, current))
    throw new HttpError(
      409,
      `This ${schema.label.en.toLowerCase()} is ${String(current[schema.workflow?.field ?? ''])} and can no longer be deleted`,
    );
  checkRemoval(store, schema, current, ctx.lang); // a minTotal floor (stock) holds on delete too (rollup.ts)
  // References are checked and applied with the removal, no await in between; one flush with the audit entries.
  removeWithReferences(store, registry, schema, current, ctx);
  await store.commit();
}
