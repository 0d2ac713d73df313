/**
 * Master data on the server (src/schema/master-data/master-data.ts): every write is checked against the schema bound to
 * the codes and settings stored now (`boundSchema`, called by resources.ts and import.ts), a tree refuses a
 * parent that makes a cycle (`treeErrors`), and two reads serve the form: `GET options/:resource/:field` (the
 * active codes of a field's list, to whoever may open the resource's records and read that field) and
 * `GET settings` (the singleton's record as the caller's field rules show it, to every signed-in user).
 */
import { routePath } from '../../src/api/paths';
import { codeListFields, codeListOf, codeListSchema, codeListsFrom } from '../../src/schema/master-data/code-lists';
import { bindSchema, type MasterData } from '../../src/schema/master-data/master-data';
import { settingsSchema } from '../../src/schema/master-data/settings';
import { makesCycle } from '../../src/schema/lists/tree';
import { fieldLabel, formatMessage, type FieldErrors, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import { decideAction } from '../../src/access';
import { hiddenFor, visibleRecord, type RequestContext } from '../access/access';
import { HttpError, sendAnswer, sendJson, type Data } from '../http/http';
import type { Route } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { Row, Store } from '../store/store';

interface Sources {
  codes?: ResourceSchema;
  settings?: ResourceSchema;
  registry?: SchemaRegistry;
}
const sources = new WeakMap<Store, Sources>();
const cache = new WeakMap<Store, { codeRows?: readonly Row[]; settingsRows?: readonly Row[]; data: MasterData }>();

/** Called by the app (at start and on every registry swap): which collections of this store hold the code lists and the settings. */
export function registerMasterData(store: Store, registry: SchemaRegistry): void {
  sources.set(store, { codes: codeListSchema(registry.resources), settings: settingsSchema(registry.resources), registry });
  cache.delete(store); // called again when the schema editor replaces the registry (live-registry.ts)
}

/** The schemas this store was registered with (postings look up the resources they write to). */
export const registryOf = (store: Store): SchemaRegistry | undefined => sources.get(store)?.registry;

/** A stored record's title (its schema's titleField), for a message naming it; undefined when unknown. */
export function recordTitle(store: Store, resource: string, id: number): string | undefined {
  const schema = sources.get(store)?.registry?.byName.get(resource);
  const value = schema ? store.get(resource, id)?.[schema.titleField] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The codes and settings stored now (rebuilt only after their rows change). */
export function masterData(store: Store): MasterData {
  const { codes, settings } = sources.get(store) ?? {};
  const codeRows = codes ? store.list(codes.name) : undefined;
  const settingsRows = settings ? store.list(settings.name) : undefined;
  const hit = cache.get(store);
  if (hit && hit.codeRows === codeRows && hit.settingsRows === settingsRows) return hit.data;
  const data: MasterData = {
    codes: codes?.codeList && codeRows ? codeListsFrom(codes.codeList, codeRows) : new Map(),
    settings: settingsRows?.[0] ?? null,
  };
  cache.set(store, { codeRows, settingsRows, data });
  return data;
}

/** The schema a write of record `selfId` (null: a new one) is checked against; the values it holds stay accepted. */
export function boundSchema(store: Store, schema: ResourceSchema, selfId: number | null): ResourceSchema {
  if (!sources.has(store)) return schema;
  const current = selfId === null ? undefined : store.get(schema.name, selfId);
  const keep: Data = {};
  if (current)
    for (const { path } of codeListFields(schema)) {
      const [top, column] = path.split('.') as [string, string | undefined];
      keep[path] = column ? (Array.isArray(current[top]) ? (current[top] as Data[]) : []).map((r) => r?.[column]) : current[top];
    }
  return bindSchema(schema, masterData(store), keep);
}

/** A tree's parent may not be the record itself or one below it (400 on the parent field). */
export function treeErrors(
  store: Store,
  schema: ResourceSchema,
  values: Data,
  selfId: number | null,
  lang: string,
  errors: FieldErrors,
): FieldErrors {
  const parent = schema.tree?.parent;
  if (!parent || errors[parent] !== undefined) return {};
  const parentOf = (id: string) => (/^\d+$/.test(id) ? store.get(schema.name, Number(id))?.[parent] : undefined);
  if (!makesCycle(selfId, values[parent], parentOf)) return {};
  const f = schema.fields.find((x) => x.name === parent)!;
  return { [parent]: formatMessage('treeCycle', lang, fieldLabel(f, lang)) };
}

/** May the caller list, create or edit this resource's records (its menu entry and rules, without a record)? */
const opensResource = (ctx: RequestContext, schema: ResourceSchema): boolean =>
  (['list', 'create', 'edit'] as const).some((action) => decideAction(ctx.access, schema, action).allowed);

export function masterDataRoutes(deps: RouteDeps): Route[] {
  const { store, registry, ctxOf } = deps;
  return [
    {
      method: 'GET',
      path: routePath('options'),
      who: 'signedIn',
      // Deny by default: only a code-list field (or column, "lines.unit") of a known resource has options here.
      handle: (call) => {
        const schema = registry.byName.get(call.params.resource!);
        const [top, column] = call.params.field!.split('.');
        const field = schema?.fields.find((f) => f.name === top);
        const target =
          column === undefined ? field : field?.type === 'table' ? field.fields.find((c) => c.name === column) : undefined;
        const list = target ? codeListOf(target) : undefined;
        if (!schema || !list) throw new HttpError(404, `No code list for "${call.params.resource}.${call.params.field}"`);
        const ctx = ctxOf(call);
        if (!opensResource(ctx, schema) || hiddenFor(schema, ctx).has(top!))
          throw new HttpError(403, `You may not read ${fieldLabel(target!, 'en')} of ${schema.pluralLabel.en.toLowerCase()}`);
        sendJson(call.res, 200, { data: masterData(store).codes.get(list) ?? [] });
      },
    },
    {
      method: 'GET',
      path: routePath('settings'),
      who: 'signedIn',
      // The one record of the singleton, without the fields the caller may not read.
      handle: (call) => {
        const schema = settingsSchema(registry.resources);
        const row = schema ? store.list(schema.name)[0] : undefined;
        if (!schema || !row) throw new HttpError(404, 'There are no system settings');
        sendAnswer(call.res, 'settings', { data: visibleRecord(schema, row, ctxOf(call)) });
      },
    },
  ];
}
