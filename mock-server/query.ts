/**
 * The list path of the json-server dialect, on our own engine: `_start`/`_end`, `_page`/`_limit`,
 * `_sort`/`_order` (comma lists), `q`, `field=value` (repeated = OR), `field_like` (a LITERAL,
 * case-insensitive substring: json-server compiles it into a RegExp, so `(` gave a 500 and a crafted
 * pattern could stall the process), `field_gte`, `field_lte`, `field_ne` (repeated = none of them;
 * as json-server, a row without the value is left out). Child-table columns (`items.description_like`)
 * and, given a RelationResolver (relations.ts), a referenced record's fields (`supplier.name_like`,
 * `_sort=supplier.name`). `q` looks into every readable text-like value (query-search.ts). `_start` alone
 * is ignored, as json-server 0.17.4 does. Keys that name no field are refused with a 400 instead of being
 * silently ignored, and so are fields the caller may not see. `_export=1` marks the browser's export.
 */
import { FIELD_TYPE_INFO, isNumericField, type Field, type ResourceSchema } from '../src/schema';
import { HttpError } from './http';
import { searchPredicate } from './query-search';
import { sortRows, type SortKey } from './query-sort';
import type { Row } from './store';

export type { SortKey } from './query-sort';

export type Kind = 'number' | 'text' | 'boolean' | 'array' | 'opaque';

const SYSTEM_FIELDS: Record<string, Kind> = { id: 'number', createdAt: 'text', updatedAt: 'text', createdBy: 'text' };
const OPERATORS = ['like', 'gte', 'lte', 'ne'] as const;
type Operator = (typeof OPERATORS)[number] | 'eq';
/** Keys json-server accepts that we ignore on purpose: JSONP and jQuery's cache buster. */
const IGNORED = new Set(['_', 'callback']);
/** `_embed`/`_expand` are answered by relations.ts, `_delay` by the routes: the list plan leaves them alone. */
const CONTROL = new Set(['_start', '_end', '_page', '_limit', '_sort', '_order', 'q', '_export', '_embed', '_expand', '_delay']);
const NONE: ReadonlySet<string> = new Set();

type RowTest = (row: Row) => boolean;
/** A filter binds to the (sorted, cached) row array it runs over, so it can use that array's text columns. */
type Predicate = (rows: readonly Row[]) => (index: number) => boolean;
const byRow =
  (test: RowTest): Predicate =>
  (rows) =>
  (i) =>
    test(rows[i]!);

/**
 * A reference field's target as the caller may read it, for `supplier.name` filters and sorts
 * (relations.ts): the fields they may read, the referenced record when they may see it, and a version
 * that changes whenever `get` may answer differently (the sort cache's key).
 */
export interface RelatedFields {
  kinds: ReadonlyMap<string, Kind>;
  get(id: unknown): Row | undefined;
  version: string;
}
/** The target of a reference field of the schema; null when the caller may not read that resource. */
export type RelationResolver = (referenceField: string) => RelatedFields | null;

export interface ListPlan {
  filters: Predicate[];
  sort: SortKey[];
  start: number;
  end: number | undefined;
}

/** How a field's values compare: numbers numerically, arrays by membership, tables/files not at all. */
function kindOf(f: Field): Kind {
  const value = FIELD_TYPE_INFO[f.type].value;
  if (f.type === 'computed' && f.live) return 'opaque'; // worked out when answered (live.ts): not in the stored rows
  if (isNumericField(f)) return 'number';
  if (value === 'boolean') return 'boolean';
  if (value === 'options') return 'array';
  if (value === 'rows' || value === 'file') return 'opaque';
  return 'text';
}

/** A child-table column a list filters by: `items.description` matches a record when one of its rows does. */
interface ChildPath {
  table: string;
  column: string;
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

const bad = (message: string) => new HttpError(400, message);

function nonNegativeInt(name: string, value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw bad(`${name} must be a whole number of 0 or more, got "${value}"`);
  return Number(value);
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The test of one value: `field`, `field_ne`, `field_gte`, `field_lte` and `field_like` on a value of that kind. */
function valueTest(field: string, kind: Kind, op: Operator, values: string[]): (v: unknown) => boolean {
  if (kind === 'opaque') throw bad(`"${field}" cannot be used to filter`);
  if (kind === 'number' && op !== 'like') {
    const numbers = values.map((v) => {
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n))
        throw bad(`${field}${op === 'eq' ? '' : `_${op}`} must be a number, got "${v}"`);
      return n;
    });
    switch (op) {
      case 'eq':
        return (v) => typeof v === 'number' && numbers.includes(v);
      case 'ne': // as json-server: a row without a value is not "different", it is left out
        return (v) => typeof v === 'number' && !numbers.includes(v);
      case 'gte':
        return (v) => typeof v === 'number' && numbers.every((n) => v >= n);
      case 'lte':
        return (v) => typeof v === 'number' && numbers.every((n) => v <= n);
    }
  }
  if (kind === 'array') {
    if (op === 'gte' || op === 'lte') throw bad(`${field}_${op} is not possible on a multi-value field`);
    const needles = values.map((v) => v.toLowerCase());
    const items = (v: unknown) => (Array.isArray(v) ? v.map(text) : []);
    if (op === 'like') return (v) => items(v).some((i) => needles.some((n) => i.toLowerCase().includes(n)));
    if (op === 'ne') return (v) => Array.isArray(v) && !items(v).some((i) => values.includes(i));
    return (v) => items(v).some((i) => values.includes(i));
  }
  const present = (v: unknown) => v !== null && v !== undefined;
  switch (op) {
    case 'like': {
      const needles = values.map((v) => v.toLowerCase());
      return (v) => present(v) && needles.some((n) => text(v).toLowerCase().includes(n));
    }
    case 'eq':
      return (v) => present(v) && values.includes(text(v));
    case 'ne':
      return (v) => present(v) && !values.includes(text(v));
    case 'gte':
      return (v) => present(v) && values.every((x) => text(v) >= x);
    case 'lte':
      return (v) => present(v) && values.every((x) => text(v) <= x);
  }
}

function predicate(field: string, kind: Kind, op: Operator, values: string[]): Predicate {
  const test = valueTest(field, kind, op, values);
  if (op !== 'like' || kind === 'array') return byRow((r) => test(r[field]));
  // `_like` on text scans the cached lower-cased column of the rows instead.
  const needles = values.map((v) => v.toLowerCase());
  return (rows) => {
    const column = lowerColumn(rows, field);
    return (i) => {
      const hay = column[i];
      return hay !== null && hay !== undefined && needles.some((n) => hay.includes(n));
    };
  };
}

/**
 * A filter on a child-table column: the record matches when one of its rows does (`participants.employee=3`:
 * the activities employee 3 took part in); `_ne` when none of its rows has one of those values.
 */
function childPredicate(key: string, path: ChildPath & { kind: Kind }, op: Operator, values: string[]): Predicate {
  const test = valueTest(key, path.kind, op === 'ne' ? 'eq' : op, values);
  const rowsOf = (r: Row): Record<string, unknown>[] =>
    Array.isArray(r[path.table]) ? (r[path.table] as Record<string, unknown>[]) : [];
  const some = (r: Row) => rowsOf(r).some((c) => c !== null && typeof c === 'object' && test(c[path.column]));
  return byRow(op === 'ne' ? (r) => !some(r) : some);
}

/** A filter on a referenced record's field (`supplier.name_like=acme`): memoized per referenced id. */
function relationPredicate(ref: string, target: RelatedFields, field: string, op: Operator, values: string[]): Predicate {
  const test = valueTest(`${ref}.${field}`, target.kinds.get(field)!, op, values);
  const memo = new Map<unknown, boolean>();
  return byRow((r) => {
    const id = r[ref];
    let hit = memo.get(id);
    if (hit === undefined) {
      hit = test(target.get(id)?.[field]);
      memo.set(id, hit);
    }
    return hit;
  });
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
  const filters: Predicate[] = [];
  for (const key of new Set(params.keys())) {
    if (CONTROL.has(key) || IGNORED.has(key)) continue;
    const parsed = splitKey(key, filterKinds);
    const relation = parsed ? null : relationKey(key, refs, related);
    if (relation) {
      filters.push(relationPredicate(relation.ref, relation.target, relation.field, relation.op, params.getAll(key)));
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
        ? childPredicate(parsed.field, child, parsed.op, values)
        : predicate(parsed.field, kinds.get(parsed.field)!, parsed.op, values),
    );
  }

  const q = params.get('q')?.trim().toLowerCase();
  if (q) filters.push(searchPredicate(schema, hidden, q)); // every readable text-like value (query-search.ts)

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

/**
 * Lower-cased text of one field for every row of a (cached) row array: `_like` and `q` then scan
 * plain strings instead of lower-casing 10,000 values per request. Dropped with the array on a write.
 */
const columnCache = new WeakMap<readonly Row[], Map<string, (string | null)[]>>();

function lowerColumn(rows: readonly Row[], field: string): (string | null)[] {
  let byField = columnCache.get(rows);
  if (!byField) {
    byField = new Map();
    columnCache.set(rows, byField);
  }
  let column = byField.get(field);
  if (!column) {
    column = rows.map((r) => (r[field] === null || r[field] === undefined ? null : text(r[field]).toLowerCase()));
    byField.set(field, column);
  }
  return column;
}

/** Filters (on the pre-sorted rows, so no sort per request), counts and slices. */
export function runList(rows: readonly Row[], plan: ListPlan, collection = ''): { total: number; items: Row[] } {
  const sorted = sortRows(rows, plan.sort, collection);
  if (!plan.filters.length) return { total: sorted.length, items: sorted.slice(plan.start, plan.end) };
  const tests = plan.filters.map((f) => f(sorted));
  const items: Row[] = [];
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (!tests.every((t) => t(i))) continue;
    if (total >= plan.start && (plan.end === undefined || total < plan.end)) items.push(sorted[i]!);
    total++;
  }
  return { total, items };
}
