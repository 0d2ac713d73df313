/**
 * json-server's relations, from the schemas' reference fields (not from `<name>Id` naming), as the caller
 * may see them:
 * - `_expand=<reference field>` (repeatable) replaces the id by the referenced record, without the fields
 *   the caller may not read; a record outside their row scope, or one they may not show, stays an id.
 * - `_embed=<resource>` (repeatable) adds the array of that resource's rows whose reference fields (or
 *   child-table reference columns) point at the record: only rows in the caller's row scope, only when
 *   they may list that resource (403 otherwise, as the list itself), without the fields they may not read.
 * - `supplier.name=...` filters and `_sort=supplier.name` read the referenced record the same way
 *   (query.ts RelationResolver): a field the caller may not read there is a 400 like an unknown field.
 * The work is per page: expanded records are looked up by id, embedded rows through an index of the
 * referencing rows built once per stored row array (until a write), never a scan per answered row.
 */
import { decideAction } from '../../src/access';
import { referencesTo, rollupFields, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import { hiddenFor, requireAccess, visibleRecord, visibleRows, type RequestContext } from '../access/access';
import { HttpError } from '../http/http';
import { fieldKinds, type RelatedFields, type RelationResolver } from '../query/query';
import { withRollups } from './rollup';
import type { Row, Store } from '../store/store';

const bad = (message: string) => new HttpError(400, message);

/** A stable number per object (a row array, a menu, an ability): part of a relation sort's cache key. */
const tags = new WeakMap<object, number>();
let nextTag = 1;
const tagOf = (o: object | null | undefined): number => {
  if (!o) return 0;
  let t = tags.get(o);
  if (t === undefined) {
    t = nextTag++;
    tags.set(o, t);
  }
  return t;
};

const idIndexes = new WeakMap<readonly Row[], Map<number, Row>>();
function byId(rows: readonly Row[]): Map<number, Row> {
  let index = idIndexes.get(rows);
  if (!index) {
    index = new Map(rows.map((r) => [r.id, r]));
    idIndexes.set(rows, index);
  }
  return index;
}

/** A reference value as a record id, or undefined. */
const asId = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : undefined;

/**
 * The show decisions per record, kept per stored row array and per user and access state (the version):
 * a filter on `supplier.name` over 10,000 requests decides each supplier once, not once per request.
 */
const decisions = new WeakMap<readonly Row[], Map<string, Map<number, boolean>>>();
const DECISION_SETS_MAX = 32;

function showDecisions(rows: readonly Row[], key: string): Map<number, boolean> {
  let byKey = decisions.get(rows);
  if (!byKey) {
    byKey = new Map();
    decisions.set(rows, byKey);
  }
  let shown = byKey.get(key);
  if (!shown) {
    if (byKey.size >= DECISION_SETS_MAX) byKey.delete(byKey.keys().next().value!);
    shown = new Map();
    byKey.set(key, shown);
  }
  return shown;
}

interface Readable extends RelatedFields {
  schema: ResourceSchema;
  hidden: Set<string>;
}

/**
 * A resource as the caller reads it through a reference: null when they may not show its records at all;
 * `get` answers a record in their row scope that they may show (as GET /:id would), undefined otherwise.
 */
function readable(store: Store, schema: ResourceSchema, ctx: RequestContext): Readable | null {
  if (!decideAction(ctx.access, schema, 'show', { skipMenu: true }).allowed) return null;
  const hidden = hiddenFor(schema, ctx);
  const kinds = fieldKinds(schema);
  for (const name of hidden) kinds.delete(name);
  for (const f of rollupFields(schema)) kinds.set(f.name, 'opaque'); // not stored: worked out when answered
  const { rows, key } = visibleRows(store, schema, ctx);
  const index = byId(rows);
  const { access } = ctx;
  const version = `${key}#${tagOf(rows)}.${tagOf(access.menu)}.${tagOf(access.ability)}.${tagOf(access.perms)}`;
  const shown = showDecisions(rows, `${ctx.user.username}|${version}`);
  const get = (v: unknown): Row | undefined => {
    const id = asId(v);
    const row = id === undefined ? undefined : index.get(id);
    if (!row) return undefined;
    let ok = shown.get(row.id);
    if (ok === undefined) {
      ok = decideAction(ctx.access, schema, 'show', { record: row, skipMenu: true }).allowed;
      shown.set(row.id, ok);
    }
    return ok ? row : undefined;
  };
  return { schema, hidden, kinds, get, version };
}

/** Per stored row array: rows by the id they reference, per reference site (`supplier`, `lines.product`). */
const referenceIndexes = new WeakMap<readonly Row[], Map<string, Map<number, Row[]>>>();

function referencing(rows: readonly Row[], site: { field: string; column?: string }): Map<number, Row[]> {
  let bySite = referenceIndexes.get(rows);
  if (!bySite) {
    bySite = new Map();
    referenceIndexes.set(rows, bySite);
  }
  const key = site.column ? `${site.field}.${site.column}` : site.field;
  let index = bySite.get(key);
  if (!index) {
    index = new Map();
    for (const row of rows) {
      const values = site.column
        ? (Array.isArray(row[site.field]) ? (row[site.field] as Record<string, unknown>[]) : []).map((c) => c?.[site.column!])
        : [row[site.field]];
      for (const id of new Set(values.map(asId))) {
        if (id === undefined) continue;
        const list = index.get(id);
        if (list) list.push(row);
        else index.set(id, [row]);
      }
    }
    bySite.set(key, index);
  }
  return index;
}

const valuesOf = (params: URLSearchParams, key: string): string[] => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

export interface Relations {
  /** For the list plan: `supplier.name` filters and sorts. */
  resolve: RelationResolver;
  /** The answered records (already without hidden fields) with `_expand` and `_embed` applied. */
  apply(records: Row[]): Row[];
}

/** Parses `_expand` and `_embed` (a 400 names a wrong one, a 403 an embed the caller may not list). */
export function relationsOf(
  store: Store,
  registry: SchemaRegistry,
  schema: ResourceSchema,
  params: URLSearchParams,
  ctx: RequestContext,
  hidden: ReadonlySet<string>,
): Relations {
  const targets = new Map<string, Readable | null>();
  const targetOf = (name: string): Readable | null => {
    const field = schema.fields.find((f) => f.name === name);
    if (field?.type !== 'reference' || hidden.has(name)) return null;
    if (!targets.has(name)) {
      const target = registry.byName.get(field.resource);
      targets.set(name, target ? readable(store, target, ctx) : null);
    }
    return targets.get(name)!;
  };

  const expand = valuesOf(params, '_expand').map((name) => {
    const field = schema.fields.find((f) => f.name === name);
    if (field?.type !== 'reference' || hidden.has(name))
      throw bad(`_expand=${name}: "${name}" is not a reference field of ${schema.name}`);
    return { name, target: targetOf(name) };
  });

  const embed = valuesOf(params, '_embed').map((name) => {
    const target = registry.byName.get(name);
    if (!target) throw bad(`_embed=${name}: there is no resource "${name}"`);
    const targetHidden = hiddenFor(target, ctx);
    const sites = referencesTo(registry, schema.name).filter((s) => s.resource === name && !targetHidden.has(s.field));
    if (!sites.length) throw bad(`_embed=${name}: no field of ${name} you may read refers to ${schema.name}`);
    if (schema.fields.some((f) => f.name === name))
      throw bad(`_embed=${name}: ${schema.name} has a field "${name}" that the embedded rows would replace`);
    requireAccess(ctx, target, 'list');
    return { name, target, sites, hidden: targetHidden };
  });

  const expandOne = (target: Readable, cache: Map<number, Row>, id: unknown): unknown => {
    const row = target.get(id);
    if (!row) return id;
    let shown = cache.get(row.id);
    if (!shown) {
      shown = visibleRecord(target.schema, withRollups(store, target.schema, [row])[0]!, ctx, target.hidden);
      cache.set(row.id, shown);
    }
    return shown;
  };

  const apply = (records: Row[]): Row[] => {
    if (!expand.length && !embed.length) return records;
    const expandCaches = expand.map(() => new Map<number, Row>());
    const embedded = embed.map(({ target, sites, hidden: targetHidden }) => {
      const rows = visibleRows(store, target, ctx).rows;
      const indexes = sites.map((s) => referencing(rows, s));
      return (id: number): Row[] => {
        const found = new Set<Row>();
        for (const index of indexes) for (const r of index.get(id) ?? []) found.add(r);
        const list = [...found].sort((a, b) => a.id - b.id);
        return withRollups(store, target, list).map((r) => visibleRecord(target, r, ctx, targetHidden));
      };
    });
    return records.map((record) => {
      const out: Row = { ...record };
      expand.forEach(({ name, target }, i) => {
        if (target && name in out) out[name] = expandOne(target, expandCaches[i]!, out[name]);
      });
      embed.forEach(({ name }, i) => {
        out[name] = embedded[i]!(record.id);
      });
      return out;
    });
  };

  return { resolve: targetOf, apply };
}
