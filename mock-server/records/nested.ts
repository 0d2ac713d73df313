/**
 * json-server's nested routes on our resources: `GET /suppliers/1/purchaseRequests` lists the purchase
 * requests whose reference to suppliers is 1, `POST` to it creates one with that reference set.
 * Relations come from the child schema's reference fields to the parent (not from `<name>Id` naming);
 * a child with several such fields matches on any of them. The list is the child's own list (its
 * access, row scope, hidden fields, paging, sort and filters) over the matching rows; the parent must
 * exist and be visible to the caller, else 404, as a record the caller may not see is not revealed.
 */
import { API_PREFIX, apiPath, routePath } from '../../src/api/paths';
import { decideAction } from '../../src/access';
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import { findVisible, hiddenFor, requireAccess, visibleRecord, visibleRows, type RequestContext } from '../access/access';
import { HttpError, readJsonObject, sendCreated, sendList, type Data } from '../http/http';
import { createRecord, parseId } from './resources';
import { etagHeader } from './versions';
import { parseListQuery, runList } from '../query/query';
import { relationsOf } from './relations';
import { rollupColumns, withRollups } from './rollup';
import type { Route, SignedInCall } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { UrlSigner } from '../auth/signed-url';
import type { Row, Store } from '../store/store';

/** The child's top-level reference fields to the parent, minus those the caller may not read. */
export function relationFields(parent: ResourceSchema, child: ResourceSchema, hidden: ReadonlySet<string>): string[] {
  return child.fields
    .filter((f) => f.type === 'reference' && f.resource === parent.name && !hidden.has(f.name))
    .map((f) => f.name);
}

const notRelated = (parent: ResourceSchema, child: ResourceSchema) =>
  new HttpError(404, `No field of ${child.name} refers to ${parent.name}`);

/** The parent record, or 404 when it does not exist or the caller may not read it (not revealed). */
function requireParent(store: Store, parent: ResourceSchema, id: number, ctx: RequestContext): Row {
  const row = findVisible(store, parent, id, ctx);
  if (!decideAction(ctx.access, parent, 'show', { record: row, skipMenu: true }).allowed)
    throw new HttpError(404, `${parent.label.en} ${id} not found`);
  return row;
}

const sameId = (value: unknown, id: number) =>
  (typeof value === 'number' || typeof value === 'string') && value !== '' && Number(value) === id;

/** GET /:parent/:id/:child: the child's list over the rows that refer to the parent. */
export function nestedList(
  store: Store,
  registry: SchemaRegistry,
  parent: ResourceSchema,
  id: number,
  child: ResourceSchema,
  params: URLSearchParams,
  ctx: RequestContext,
): { total: number; items: Row[] } {
  requireParent(store, parent, id, ctx);
  requireAccess(ctx, child, params.get('_export') === '1' ? 'export' : 'list');
  const hidden = hiddenFor(child, ctx);
  const fields = relationFields(parent, child, hidden);
  if (!fields.length) throw notRelated(parent, child);
  // The rest as resources.ts listRecords: relations (`_expand`, `_embed`, `supplier.name`), plan, rollups.
  const relations = relationsOf(store, registry, child, params, ctx, hidden);
  const plan = parseListQuery(child, params, hidden, relations.resolve);
  const { rows } = rollupColumns(store, child, params, visibleRows(store, child, ctx));
  const mine = rows.filter((r) => fields.some((f) => sameId(r[f], id)));
  const { total, items } = runList(mine, plan); // a subset: no sort cache key
  return { total, items: relations.apply(withRollups(store, child, items).map((r) => visibleRecord(child, r, ctx, hidden))) };
}

/**
 * POST /:parent/:id/:child: a new child with its reference set to the parent, through createRecord (same
 * checks). With several reference fields to the parent the body names the one meant (set to the id).
 */
export async function nestedCreate(
  store: Store,
  parent: ResourceSchema,
  id: number,
  child: ResourceSchema,
  body: Data,
  ctx: RequestContext,
): Promise<Row> {
  requireParent(store, parent, id, ctx);
  const fields = relationFields(parent, child, hiddenFor(child, ctx));
  if (!fields.length) throw notRelated(parent, child);
  if (fields.length === 1) return createRecord(store, child, { ...body, [fields[0]!]: id }, ctx);
  if (!fields.some((f) => sameId(body[f], id)))
    throw new HttpError(
      400,
      `Several fields of ${child.name} refer to ${parent.name} (${fields.join(', ')}): set the one meant to ${id}`,
    );
  return createRecord(store, child, body, ctx);
}

/** GET and POST `/:resource/:id/:nested`, both names schemas; last in the table, after every fixed sub-path. */
export function nestedRoutes({ store, registry, signer, ctxOf }: RouteDeps & { signer: UrlSigner }): Route[] {
  const isResource = (name: string) => registry.byName.has(name);
  const where = { resource: isResource, nested: isResource };
  const path = routePath('nested');
  const partsOf = (call: SignedInCall) => ({
    parent: registry.byName.get(call.params.resource!)!,
    id: parseId(call.params.id!),
    child: registry.byName.get(call.params.nested!)!,
  });
  return [
    {
      method: 'GET',
      path,
      where,
      who: 'signedIn',
      handle: (call) => {
        const { parent, id, child } = partsOf(call);
        const { total, items } = nestedList(store, registry, parent, id, child, call.url.searchParams, ctxOf(call));
        sendList(call, total, items);
      },
    },
    {
      method: 'POST',
      path,
      where,
      who: 'signedIn',
      handle: async (call) => {
        const { parent, id, child } = partsOf(call);
        // Written values keep our file URLs bare, as on POST /:resource.
        const body = signer.bareRecord(child, await readJsonObject(call.req));
        const row = await nestedCreate(store, parent, id, child, body, ctxOf(call));
        sendCreated(call, `${API_PREFIX}${apiPath('list', { resource: child.name })}`, row, etagHeader(row));
      },
    },
  ];
}
