/**
 * `POST <resource>/<id>/rows/<table>/<row>/<action>`: runs a child table's row action
 * (src/schema/workflow/row-actions.ts): sets the action's cells on that row (an installment marked paid, dated
 * today), recalculates and validates the record as any write does, and writes it with its audit entry
 * (the action's name, the changed cells) in one flush. Decided by src/access decideRowAction, the
 * browser's too: 404 outside the caller's row scope or for an unknown table, row or action, 403 when
 * `allow` does not hold, 409 in another state or on a row its `when` excludes (one already paid).
 */
import { routePath } from '../../src/api/paths';
import { decideRowAction } from '../../src/access';
import { findRowAction, rowActionValues, type SchemaRegistry } from '../../src/schema';
import { findVisible, requireAccess, visibleRecord, type RequestContext } from '../access/access';
import { auditRecord } from '../trail/audit';
import { HttpError, sendJson, type Data } from '../http/http';
import { parseId, takeAutoStep, validated } from '../records/resources';
import type { Route } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { Row, Store } from '../store/store';
import { checkVersion, etagHeader, ifMatchOf, versioned } from '../records/versions';

export async function runRowAction(
  store: Store,
  registry: SchemaRegistry,
  params: { resource: string; id: number; table: string; row: string; action: string },
  ctx: RequestContext,
): Promise<Row> {
  const schema = registry.byName.get(params.resource)!;
  const found = findRowAction(schema, params.table, params.action);
  if (!found) throw new HttpError(404, `${schema.pluralLabel.en} have no row action "${params.table}/${params.action}"`);
  requireAccess(ctx, schema, 'show');
  const current = findVisible(store, schema, params.id, ctx);
  const rows = Array.isArray(current[params.table]) ? (current[params.table] as Data[]) : [];
  const index = /^\d{1,6}$/.test(params.row) ? Number(params.row) : -1;
  if (index < 0 || index >= rows.length) throw new HttpError(404, `Row ${params.row} of "${params.table}" not found`);
  const decision = decideRowAction(ctx.access, schema, found.action, current, rows[index]);
  if (!decision.allowed)
    throw new HttpError(decision.conflict ? 409 : 403, decision.reason ?? `You may not ${params.action} this row`);
  checkVersion(store, schema, current, ctx); // If-Match: 412 when changed since the caller's copy (versions.ts)
  const at = new Date();
  const set = rowActionValues(found.action, ctx.user.employeeId, at);
  const changed = rows.map((r, i) => (i === index ? { ...r, ...set } : r));
  const values = validated(
    store,
    schema,
    { ...current, [params.table]: changed, updatedAt: at.toISOString() },
    params.id,
    ctx.lang,
  );
  const row = store.replace(schema.name, { ...values, id: params.id } as Row);
  if (!row) throw new HttpError(404, `${schema.label.en} ${params.id} not found`);
  auditRecord(store, ctx, params.action, schema, params.id, current, row, { at: at.toISOString() }); // same flush
  const stepped = takeAutoStep(store, schema, row, ctx);
  await store.commit();
  return versioned(visibleRecord(schema, stepped, ctx), stepped);
}

export function rowActionRoutes({ store, registry, ctxOf }: RouteDeps): Route[] {
  return [
    {
      method: 'POST',
      path: routePath('rowAction'),
      where: { resource: (name) => Boolean(registry.byName.get(name)?.fields.some((f) => f.rowActions?.length)) },
      who: 'signedIn',
      handle: async (call) => {
        const p = call.params;
        const row = await runRowAction(
          store,
          registry,
          { resource: p.resource!, id: parseId(p.id!), table: p.table!, row: p.row!, action: p.action! },
          { ...ctxOf(call), ifMatch: ifMatchOf(call.req) },
        );
        sendJson(call.res, 200, { data: row }, etagHeader(row));
      },
    },
  ];
}
