/**
 * The filters of a list query (query.ts): one per `field`, `field_ne`, `field_gte`, `field_lte`, `field_like`
 * key, on a row's own value, a child-table column (`items.description`) or a referenced record's field
 * (`supplier.name`). Each filter runs two ways: over a cached, sorted row array (`run`, which scans the
 * array's lower-cased text column for `_like`), and on one row (`test`), for the lists that list-cache.ts keeps
 * up to date write by write. `key` names what the filter asks, or is null when its answer depends on other
 * collections (a referenced record's field): such a list is not kept.
 */
import { FIELD_TYPE_INFO, isNumericField, type Field } from '../../src/schema';
import { KEY_SUFFIX_OPERATORS, type KeySuffixOperator } from '../../src/schema/lists/filters';
import { HttpError } from '../http/http';
import type { Row } from '../store/store';

export type Kind = 'number' | 'text' | 'boolean' | 'array' | 'opaque';
/** The operator suffixes of a filter key (`name_like`), from the one table; a bare field name is `eq`. */
export const OPERATORS = KEY_SUFFIX_OPERATORS;
export type Operator = KeySuffixOperator | 'eq';

export type RowTest = (row: Row) => boolean;
/** A filter binds to the (sorted, cached) row array it runs over, so it can use that array's text columns. */
export type Predicate = (rows: readonly Row[]) => (index: number) => boolean;

export interface Filter {
  run: Predicate;
  test: RowTest;
  /** What the filter asks, the same for the same question; null when other collections decide its answer. */
  key: string | null;
}

export const byRow =
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

/** How a field's values compare: numbers numerically, arrays by membership, tables/files not at all. */
export function kindOf(f: Field): Kind {
  const value = FIELD_TYPE_INFO[f.type].value;
  if (f.type === 'computed' && f.live) return 'opaque'; // worked out when answered (live.ts): not in the stored rows
  if (isNumericField(f)) return 'number';
  if (value === 'boolean') return 'boolean';
  if (value === 'options') return 'array';
  if (value === 'rows' || value === 'file') return 'opaque';
  return 'text';
}

/** A child-table column a list filters by: `items.description` matches a record when one of its rows does. */
export interface ChildPath {
  table: string;
  column: string;
}

export const bad = (message: string) => new HttpError(400, message);

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

const keyOf = (key: string, values: string[]) => `${key}=${JSON.stringify(values)}`;

/** A filter on the row's own field (`key` is the query's key, e.g. `name_like`). */
export function fieldFilter(key: string, field: string, kind: Kind, op: Operator, values: string[]): Filter {
  const test = valueTest(field, kind, op, values);
  const rowTest: RowTest = (r) => test(r[field]);
  if (op !== 'like' || kind === 'array') return { run: byRow(rowTest), test: rowTest, key: keyOf(key, values) };
  // `_like` on text scans the cached lower-cased column of the rows instead.
  const needles = values.map((v) => v.toLowerCase());
  const run: Predicate = (rows) => {
    const column = lowerColumn(rows, field);
    return (i) => {
      const hay = column[i];
      return hay !== null && hay !== undefined && needles.some((n) => hay.includes(n));
    };
  };
  return { run, test: rowTest, key: keyOf(key, values) };
}

/**
 * A filter on a child-table column: the record matches when one of its rows does (`participants.employee=3`:
 * the activities employee 3 took part in); `_ne` when none of its rows has one of those values.
 */
export function childFilter(key: string, name: string, path: ChildPath & { kind: Kind }, op: Operator, values: string[]): Filter {
  const test = valueTest(name, path.kind, op === 'ne' ? 'eq' : op, values);
  const rowsOf = (r: Row): Record<string, unknown>[] =>
    Array.isArray(r[path.table]) ? (r[path.table] as Record<string, unknown>[]) : [];
  const some = (r: Row) => rowsOf(r).some((c) => c !== null && typeof c === 'object' && test(c[path.column]));
  const rowTest: RowTest = op === 'ne' ? (r) => !some(r) : some;
  return { run: byRow(rowTest), test: rowTest, key: keyOf(key, values) };
}

/** A filter on a referenced record's field (`supplier.name_like=acme`): memoized per referenced id. */
export function relationFilter(ref: string, target: RelatedFields, field: string, op: Operator, values: string[]): Filter {
  const test = valueTest(`${ref}.${field}`, target.kinds.get(field)!, op, values);
  const memo = new Map<unknown, boolean>();
  const rowTest: RowTest = (r) => {
    const id = r[ref];
    let hit = memo.get(id);
    if (hit === undefined) {
      hit = test(target.get(id)?.[field]);
      memo.set(id, hit);
    }
    return hit;
  };
  return { run: byRow(rowTest), test: rowTest, key: null };
}

/**
 * Lower-cased text of one field for every row of a (cached) row array: `_like` then scans plain strings
 * instead of lower-casing 10,000 values per request. Dropped with the array on a write.
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
