/**
 * The list path of the json-server dialect, on our own engine: `_start`/`_end`, `_page`/`_limit`,
 * `_sort`/`_order` (comma lists), `q`, `field=value` (repeated = OR), `field_like` (a LITERAL,
 * case-insensitive substring: json-server compiles it into a RegExp, so `(` gave a 500 and a crafted
 * pattern could stall the process), `field_gte`, `field_lte`, `field_ne` (repeated = none of them;
 * as json-server, a row without the value is left out). Child-table columns (`items.description_like`)
 * and, given a RelationResolver (relations.ts), a referenced record's fields (`supplier.name_like`,
 * `_sort=supplier.name`). `q` looks into every readable text-like value (search-text.ts). `_start` alone
 * is ignored, as json-server 0.17.4 does. Keys that name no field are refused with a 400 instead of being
 * silently ignored, and so are fields the caller may not see. `_export=1` marks the browser's export.
 */
import type { ResourceSchema } from '../../src/schema';
import {
  bad,
  childFilter,
  fieldFilter,
  kindOf,
  OPERATORS,
  relationFilter,
  type ChildPath,
  type Filter,
  type Kind,
  type Operator,
  type RelatedFields,
  type RelationResolver,
} from './filters';
import { searchFilter } from './search-text';
import { sortRows, type SortKey } from './sort';
import type { Row } from '../store/store';

export type { SortKey } from './sort';
export type { Kind, RelatedFields, RelationResolver } from './filters';

const SYSTEM_FIELDS: Record<string, Kind> = { id: 'number', createdAt: 'text', updatedAt: 'text', createdBy: 'text' };
/** Keys json-server accepts that we ignore on purpose: JSONP and jQuery's cache buster. */
const IGNORED = new Set(['_', 'callback']);
/** `_embed`/`_expand` are answered by relations.ts, `_delay` by the routes: the list plan leaves them alone. */
const CONTROL = new Set(['_start', '_end', '_page', '_limit', '_sort', '_order', 'q', '_export', '_embed', '_expand', '_delay']);
const NONE: ReadonlySet<string> = new Set();

export interface ListPlan {
  filters: Filter[];
  sort: SortKey[];
  start: number;
  end: number | undefined;
}

export function fieldKinds(schema: ResourceSchema): Map<string, Kind> {
  const kinds = new Map<string, Kind>(Object.entries(SYSTEM_FIELDS));
  for (const f of schema.fields) kinds.set(f.name, kindOf(f));
  return kinds;
}

/** The filterable columns of the schema's child tables, by their dotted name (`participants.employee`). */
function childPaths(schema: ResourceSchema, hidden: ReadonlySet<string>): Map<string, ChildPath & { kind: Kind }> {
  const paths = new Map<string, ChildPath & { kind: Kind }>();
  for (const f of schema.fields) {
    if (f.type !== 'table' || hidden.has(f.name)) continue;
    for (const c of f.fields) paths.set(`${f.name}.${c.name}`, { table: f.name, column: c.name, kind: kindOf(c) });
  }
  return paths;
}

function nonNegativeInt(name: string, value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw bad(`${name} must be a whole number of 0 or more, got "${value}"`);
  return Number(value);
}

/** `supplier.name_like` split into the reference, its target and the target's field and operator; null when not one. */
function relationKey(
  key: string,
  refs: ReadonlySet<string>,
  related: RelationResolver | undefined,
): { ref: string; target: RelatedFields; field: string; op: Operator } | null {
  const dot = key.indexOf('.');
  if (dot < 1 || !related || !refs.has(key.slice(0, dot))) return null;
  const ref = key.slice(0, dot);
  const target = related(ref);
  const parsed = target && splitKey(key.slice(dot + 1), target.kinds);
  return parsed && target ? { ref, target, ...parsed } : null;
}

/** Splits `name_like` into field and operator; an exact field name wins over a suffix. */
function splitKey(key: string, kinds: ReadonlyMap<string, Kind>): { field: string; op: Operator } | null {
  if (kinds.has(key)) return { field: key, op: 'eq' };
  for (const op of OPERATORS) {
    const suffix = `_${op}`;
    if (key.endsWith(suffix) && kinds.has(key.slice(0, -suffix.length))) return { field: key.slice(0, -suffix.length), op };
  }
  return null;
}

/** Parses and checks a list query; every mistake is a 400 naming the key. */
export function parseListQuery(
  schema: ResourceSchema,
  params: URLSearchParams,
  hidden: ReadonlySet<string> = NONE,
  related?: RelationResolver,
): ListPlan {
  const kinds = fieldKinds(schema);
  for (const name of hidden) kinds.delete(name);
  const refs = new Set(schema.fields.filter((f) => f.type === 'reference' && !hidden.has(f.name)).map((f) => f.name));
  const children = childPaths(schema, hidden);
  const filterKinds = new Map([...kinds, ...[...children].map(([key, p]) => [key, p.kind] as const)]);
  const filters: Filter[] = [];
  for (const key of new Set(params.keys())) {
    if (CONTROL.has(key) || IGNORED.has(key)) continue;
    const parsed = splitKey(key, filterKinds);
    const relation = parsed ? null : relationKey(key, refs, related);
    if (relation) {
      filters.push(relationFilter(relation.ref, relation.target, relation.field, relation.op, params.getAll(key)));
      continue;
    }
    if (!parsed) {
      const hint = key.startsWith('_') ? 'is not supported' : `is not a field of ${schema.name}`;
      throw bad(`Unknown query parameter "${key}": it ${hint}`);
    }
    const child = children.get(parsed.field);
    const values = params.getAll(key);
    filters.push(
      child
        ? childFilter(key, parsed.field, child, parsed.op, values)
        : fieldFilter(key, parsed.field, kinds.get(parsed.field)!, parsed.op, values),
    );
  }

  const q = params.get('q')?.trim().toLowerCase();
  if (q) filters.push(searchFilter(schema, hidden, q)); // every readable text-like value (search-text.ts)

  const sortFields = (params.get('_sort') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const orders = (params.get('_order') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const o of orders) if (o !== 'asc' && o !== 'desc') throw bad(`_order must be asc or desc, got "${o}"`);
  const sort = sortFields.map((field, i): SortKey => {
    const desc = orders[i] === 'desc';
    const relation = kinds.has(field) ? null : relationKey(field, refs, related);
    const kind = relation ? relation.target.kinds.get(relation.field) : kinds.get(field);
    if (!kind || (relation && relation.op !== 'eq')) throw bad(`Cannot sort by "${field}": it is not a field of ${schema.name}`);
    if (kind === 'opaque' || kind === 'array') throw bad(`Cannot sort by "${field}"`);
    if (!relation) return { field, desc };
    const { ref, target, field: column } = relation;
    const memo = new Map<unknown, unknown>();
    const value = (row: Row) => {
      const id = row[ref];
      if (!memo.has(id)) memo.set(id, target.get(id)?.[column]);
      return memo.get(id);
    };
    return { field, desc, value, version: target.version };
  });

  const start = nonNegativeInt('_start', params.get('_start')) ?? 0;
  const endParam = nonNegativeInt('_end', params.get('_end'));
  const limit = nonNegativeInt('_limit', params.get('_limit'));
  const page = nonNegativeInt('_page', params.get('_page'));
  if (page !== undefined) {
    const size = limit ?? 10;
    const from = (Math.max(page, 1) - 1) * size;
    return { filters, sort, start: from, end: from + size };
  }
  // As json-server 0.17.4: `_start` slices only with `_end` or `_limit`; alone it is ignored (every row).
  if (endParam === undefined && limit === undefined) return { filters, sort, start: 0, end: undefined };
  const end = endParam ?? start + limit!;
  return { filters, sort, start, end };
}

/** Filters (on the pre-sorted rows, so no sort per request), counts and slices. */
export function runList(rows: readonly Row[], plan: ListPlan, collection = ''): { total: number; items: Row[] } {
  const sorted = sortRows(rows, plan.sort, collection);
  if (!plan.filters.length) return { total: sorted.length, items: sorted.slice(plan.start, plan.end) };
  const tests = plan.filters.map((f) => f.run(sorted));
  const items: Row[] = [];
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (!tests.every((t) => t(i))) continue;
    if (total >= plan.start && (plan.end === undefined || total < plan.end)) items.push(sorted[i]!);
    total++;
  }
  return { total, items };
}
