/**
 * Lists that cost the same at any size. For a caller who sees every row of a collection (no row rule
 * narrows it), a list's rows in its order, and the rows that match its filters, are kept as derivations of
 * the store (store.ts `derive`): built once, then updated by every write with a binary insertion or removal
 * instead of re-sorting or re-scanning a million rows. A page is then a slice and the count a length, so a
 * read never waits behind the writes before it.
 *
 * Only lists whose order and filters read the row itself are kept (filters.ts gives such a filter a
 * key); a sort or filter by a referenced record's field changes when that record does, and takes the
 * general path (query.ts runList). Each collection keeps the most recently used orders and filter sets
 * (every kept list costs each write of the collection a test and a binary insertion); older ones are
 * forgotten and rebuilt if asked again.
 */
import type { ResourceSchema } from '../../src/schema';
import type { ListPlan } from './query';
import { comparator, upperBound } from './sort';
import type { Derivation, Row, Store } from '../store/store';

const ORDERS_MAX = 4;
const MATCHES_MAX = 8;

type Compare = (x: Row, y: Row) => number;

/** Rows kept sorted by `cmp` (a total order: ties end on the id), for those passing `test`. */
function sortedRows(cmp: Compare, test: (row: Row) => boolean, build: (rows: Iterable<Row>) => Row[]): Derivation<Row[]> {
  return {
    build,
    add: (rows, row) => {
      if (test(row)) rows.splice(upperBound(rows, row, cmp), 0, row);
    },
    remove: (rows, row) => {
      if (!test(row)) return true;
      const at = upperBound(rows, row, cmp) - 1; // rows are immutable: the stored object sorts where it was put
      if (rows[at] !== row) return false; // not where it should be: rebuilt at next use
      rows.splice(at, 1);
      return true;
    },
  };
}

/** The keys used per store and collection, least recently used first. */
const used = new WeakMap<Store, Map<string, string[]>>();

function touch(store: Store, name: string, key: string, max: number, kind: string): void {
  let byName = used.get(store);
  if (!byName) {
    byName = new Map();
    used.set(store, byName);
  }
  const slot = `${name}|${kind}`;
  const keys = (byName.get(slot) ?? []).filter((k) => k !== key);
  keys.push(key);
  while (keys.length > max) store.forget(name, keys.shift()!);
  byName.set(slot, keys);
}

const always = () => true;

/**
 * A number per schema object: a schema saved in the editor is a new object, so the lists kept under the old one
 * (whose filters may mean something else now) are not used again and make way for new ones.
 */
const schemaIds = new WeakMap<ResourceSchema, number>();
let lastSchemaId = 0;
function schemaId(schema: ResourceSchema): number {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    id = ++lastSchemaId;
    schemaIds.set(schema, id);
  }
  return id;
}

/** The list's page and count from kept rows; null when the plan cannot be kept (the caller runs the general path). */
export function keptList(store: Store, schema: ResourceSchema, plan: ListPlan): { total: number; items: Row[] } | null {
  if (!plan.sort.length || plan.sort.some((s) => s.value)) return null;
  const keys = plan.filters.map((f) => f.key);
  if (keys.some((k) => k === null)) return null;
  const { name } = schema;
  const cmp = comparator(plan.sort);
  const orderKey = `order@${schemaId(schema)}:${plan.sort.map((s) => `${s.field}:${s.desc ? 'd' : 'a'}`).join(',')}`;
  const ordered = () => {
    touch(store, name, orderKey, ORDERS_MAX, 'order');
    return store.derive(
      name,
      orderKey,
      sortedRows(cmp, always, (rows) => [...rows].sort(cmp)),
    );
  };
  let rows: readonly Row[];
  if (!plan.filters.length) rows = ordered();
  else {
    const tests = plan.filters.map((f) => f.test);
    const test = (row: Row) => tests.every((t) => t(row));
    const matchKey = `match:${orderKey}|${[...keys].sort().join('&')}`;
    touch(store, name, matchKey, MATCHES_MAX, 'match');
    // Built from the kept order: a scan, no sort.
    rows = store.derive(
      name,
      matchKey,
      sortedRows(cmp, test, () => ordered().filter(test)),
    );
  }
  return { total: rows.length, items: rows.slice(plan.start, plan.end) };
}
