/**
 * Saved list views (src/access/list-views.ts), stored per user in the `listViews` collection:
 * `GET listViews?resource=<name>`, `POST listViews`, `PUT listViews/:id`, `DELETE listViews/:id`.
 * A user only ever sees and changes their own views (another user's id is a 404, as if it did not
 * exist); a view belongs to a resource the caller may list (decideAction 'list'), and its filters,
 * sort and columns may name only fields the caller may read. The filters are also run through the
 * list query parser (query.ts), so a view that saves is a view whose list loads.
 */
import { checkListView, LIST_VIEWS, ownsView, type SavedListView } from '../../src/access';
import { filtersToParams, SEARCH_FIELD, type ListFilter, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import { hiddenFor, requireAccess, type RequestContext } from '../access/access';
import { routePath } from '../../src/api/paths';
import { HttpError, isObject, readJsonObject, sendJson, type Data } from '../http/http';
import { parseId } from '../records/resources';
import type { Route } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import { parseListQuery } from '../query/query';
import type { Row, Store } from '../store/store';

/** Keys a body may set; anything else (id, username, stamps) is the server's. */
const BODY_KEYS = ['name', 'isDefault', 'filters', 'search', 'sorters', 'columns', 'pageSize'] as const;

function schemaNamed(registry: SchemaRegistry, name: unknown): ResourceSchema {
  const schema = typeof name === 'string' ? registry.byName.get(name) : undefined;
  if (!schema)
    throw new HttpError(400, `resource must name a list, got "${String(name ?? '')}"`, { errors: { resource: 'Unknown list' } });
  return schema;
}

const asView = (row: Row): SavedListView => row as unknown as SavedListView;

/** The caller's own views, of one resource or of every resource they may still list; by name. */
function ownViews(store: Store, ctx: RequestContext, resource?: string): SavedListView[] {
  return store
    .list(LIST_VIEWS)
    .map(asView)
    .filter((v) => ownsView(v, ctx.user) && (resource === undefined || v.resource === resource))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export function listViews(store: Store, registry: SchemaRegistry, resource: string | null, ctx: RequestContext): SavedListView[] {
  if (resource !== null) {
    requireAccess(ctx, schemaNamed(registry, resource), 'list');
    return ownViews(store, ctx, resource);
  }
  return ownViews(store, ctx).filter((v) => {
    const schema = registry.byName.get(v.resource);
    return schema !== undefined && decides(() => requireAccess(ctx, schema, 'list'));
  });
}

const decides = (check: () => void): boolean => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

/** The view checked as a whole (400 `{ message, errors }` naming each problem), its filters parsed as its list would. */
function validView(store: Store, schema: ResourceSchema, body: Data, ctx: RequestContext, selfId?: number) {
  const hidden = hiddenFor(schema, ctx);
  const { value, errors } = checkListView(schema, body, {
    hidden,
    lang: ctx.lang,
    others: ownViews(store, ctx, schema.name),
    selfId,
  });
  if (value && !errors.filters) {
    const search: ListFilter[] = value.search ? [{ field: SEARCH_FIELD, operator: 'eq', value: value.search }] : [];
    try {
      parseListQuery(schema, filtersToParams([...value.filters, ...search]), hidden);
    } catch (e) {
      errors.filters = e instanceof Error ? e.message : String(e);
    }
  }
  if (!value || Object.keys(errors).length) throw new HttpError(400, Object.values(errors).join('; '), { errors });
  return value;
}

/** One default per user and list: marking a view default unmarks the others (each change stamped). */
function clearOtherDefaults(store: Store, ctx: RequestContext, resource: string, keepId: number, at: string): void {
  for (const v of ownViews(store, ctx, resource))
    if (v.isDefault && v.id !== keepId) store.replace(LIST_VIEWS, { ...(v as unknown as Row), isDefault: false, updatedAt: at });
}

const pick = (body: Data): Data => Object.fromEntries(BODY_KEYS.filter((k) => k in body).map((k) => [k, body[k]]));

export async function createView(
  store: Store,
  registry: SchemaRegistry,
  body: Data,
  ctx: RequestContext,
): Promise<SavedListView> {
  const schema = schemaNamed(registry, body.resource);
  requireAccess(ctx, schema, 'list');
  const value = validView(store, schema, pick(body), ctx);
  const at = new Date().toISOString();
  // No await between the checks and the insert: the name check and the one default cannot race.
  const row = store.insert(LIST_VIEWS, { ...value, username: ctx.user.username, createdAt: at, updatedAt: at });
  if (value.isDefault) clearOtherDefaults(store, ctx, schema.name, row.id, at);
  await store.commit();
  return asView(row);
}

/** The caller's own view, or 404 (another user's view is not revealed). */
function ownView(store: Store, id: number, ctx: RequestContext): SavedListView {
  const row = store.get(LIST_VIEWS, id);
  if (!row || !ownsView(asView(row), ctx.user)) throw new HttpError(404, `No view with id ${id}`);
  return asView(row);
}

/** PUT merges the body over the stored view (rename, mark default, or new settings), then checks the whole. */
export async function updateView(
  store: Store,
  registry: SchemaRegistry,
  id: number,
  body: Data,
  ctx: RequestContext,
): Promise<SavedListView> {
  const current = ownView(store, id, ctx);
  if (isObject(body) && body.resource !== undefined && body.resource !== current.resource)
    throw new HttpError(400, 'A view stays with its list: resource cannot change', { errors: { resource: 'Cannot change' } });
  const schema = schemaNamed(registry, current.resource);
  requireAccess(ctx, schema, 'list');
  const value = validView(store, schema, { ...pick(current as unknown as Data), ...pick(body) }, ctx, id);
  const at = new Date().toISOString();
  const row = store.replace(LIST_VIEWS, { ...(current as unknown as Row), ...value, id, updatedAt: at })!;
  if (value.isDefault) clearOtherDefaults(store, ctx, schema.name, id, at);
  await store.commit();
  return asView(row);
}

/** DELETE: the caller's own view, even of a list they may no longer open (so they can tidy up). */
export async function deleteView(store: Store, id: number, ctx: RequestContext): Promise<void> {
  ownView(store, id, ctx);
  store.remove(LIST_VIEWS, id);
  await store.commit();
}

/** The saved views' routes: GET and POST listViews, PUT/PATCH and DELETE listViews/:id, all the caller's own. */
export function viewRoutes({ store, registry, ctxOf }: RouteDeps): Route[] {
  return [
    {
      method: 'GET',
      path: routePath('listViews'),
      who: 'signedIn',
      handle: (call) => sendJson(call.res, 200, listViews(store, registry, call.url.searchParams.get('resource'), ctxOf(call))),
    },
    {
      method: 'POST',
      path: routePath('listViews'),
      who: 'signedIn',
      handle: async (call) =>
        sendJson(call.res, 201, await createView(store, registry, await readJsonObject(call.req), ctxOf(call))),
    },
    ...(['PUT', 'PATCH'] as const).map((method): Route => ({
      method,
      path: routePath('listView'),
      who: 'signedIn',
      handle: async (call) =>
        sendJson(
          call.res,
          200,
          await updateView(store, registry, parseId(call.params.id!), await readJsonObject(call.req), ctxOf(call)),
        ),
    })),
    {
      method: 'DELETE',
      path: routePath('listView'),
      who: 'signedIn',
      handle: async (call) => {
        await deleteView(store, parseId(call.params.id!), ctxOf(call));
        sendJson(call.res, 200, {});
      },
    },
  ];
}
