/**
 * `POST {resource}/bulk`: one action (delete, or a workflow transition) on many rows, each row decided
 * and written by the very function its single-row endpoint runs (resources.ts deleteRecord with its
 * onDelete rules, workflow.ts runAction), so each success writes its audit entry as a single call does
 * and each refusal carries the status and message that call would have answered. The answer is every
 * row's outcome and their summary (src/access/bulk.ts), never a silent partial.
 *
 * The rows: `ids`, or `filters` for "every row the list matches", resolved through the list's own
 * decision (list right, row scope, readable fields) and query parser, at most BULK_MAX of them.
 *
 * Each row's call runs its checks and its change synchronously up to its commit, one row after the
 * other, and the commits are awaited together: the changes of one request share one flush to disk
 * (the store's group commit) instead of one flush per row.
 */
import { BULK_DELETE, BULK_MAX, checkBulkRequest, summarizeBulk, type BulkOutcome, type BulkSummary } from '../../src/access';
import { filtersToParams, type ListFilter, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import { hiddenFor, requireAccess, visibleRows, type RequestContext } from '../access/access';
import { HttpError } from '../http/http';
import { parseListQuery, runList } from '../query/query';
import { rollupColumns } from '../records/rollup';
import { deleteRecord } from '../records/resources';
import type { Store } from '../store/store';
import { runAction } from './workflow';

export interface BulkAnswer {
  action: string;
  results: BulkOutcome[];
  summary: BulkSummary;
}

/** The ids of every row the caller's list shows for these filters (list decision, row scope, field rules). */
function matchingIds(store: Store, schema: ResourceSchema, filters: readonly ListFilter[], ctx: RequestContext): number[] {
  requireAccess(ctx, schema, 'list');
  const plan = parseListQuery(schema, filtersToParams(filters), hiddenFor(schema, ctx));
  const { rows, key } = rollupColumns(store, schema, filtersToParams(filters), visibleRows(store, schema, ctx));
  const { total, items } = runList(rows, plan, key);
  if (total > BULK_MAX)
    throw new HttpError(400, `${total} rows match; a bulk action takes at most ${BULK_MAX} at a time. Narrow the filters first.`);
  return items.map((r) => r.id);
}

export async function runBulk(
  store: Store,
  registry: SchemaRegistry,
  schema: ResourceSchema,
  body: unknown,
  ctx: RequestContext,
): Promise<BulkAnswer> {
  const { request, problem } = checkBulkRequest(schema, body, hiddenFor(schema, ctx), ctx.lang);
  if (!request) throw new HttpError(400, problem ?? 'Invalid bulk request');
  const ids = request.ids ?? matchingIds(store, schema, request.filters ?? [], ctx);
  const one = (id: number): Promise<unknown> =>
    request.action === BULK_DELETE
      ? deleteRecord(store, registry, schema, id, ctx)
      : runAction(store, schema, id, request.action, request.comment ? { comment: request.comment } : {}, ctx);
  // Started in order without awaiting between rows (see above); each settles with its own outcome.
  const runs = ids.map((id) =>
    one(id).then(
      (): BulkOutcome => ({ id, ok: true }),
      (e: unknown): BulkOutcome =>
        e instanceof HttpError
          ? { id, ok: false, status: e.status, reason: e.message }
          : { id, ok: false, status: 500, reason: e instanceof Error ? e.message : String(e) },
    ),
  );
  const results = await Promise.all(runs);
  return { action: request.action, results, summary: summarizeBulk(request.action, results) };
}
