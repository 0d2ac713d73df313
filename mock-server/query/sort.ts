/**
 * The order of a list (query.ts): `_sort`/`_order` keys compared numerically, by Thai and English collation
 * or by a referenced record's field (`supplier.name`), empty values last; sorted copies cached per stored
 * row array and patched after a few writes instead of re-sorting 10k rows.
 */
import type { Row } from '../store/store';

export interface SortKey {
  field: string;
  desc: boolean;
  /** A sort by a referenced record's field (`supplier.name`): the value per row, and what names its current answers. */
  value?: (row: Row) => unknown;
  version?: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

const collator = new Intl.Collator(['th', 'en'], { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1; // empty values last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(text(a), text(b));
}

const isMissing = (v: unknown) => v === null || v === undefined || v === '';

export function comparator(sort: readonly SortKey[]): (x: Row, y: Row) => number {
  return (x, y) => {
    for (const s of sort) {
      const [a, b] = s.value ? [s.value(x), s.value(y)] : [x[s.field], y[s.field]];
      const c = compareValues(a, b);
      if (c !== 0) return s.desc && !isMissing(a) && !isMissing(b) ? -c : c;
    }
    return x.id - y.id; // a total order: stable, predictable pages
  };
}

/** The first index whose row sorts after `row`: where it is inserted in rows sorted by `cmp`. */
export function upperBound(rows: readonly Row[], row: Row, cmp: (x: Row, y: Row) => number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(rows[mid]!, row) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorted copies per row array: the store returns the same array until a write, so repeated pages reuse them. */
const sortCache = new WeakMap<readonly Row[], Map<string, readonly Row[]>>();
/** The latest sorted copy per collection and order, to patch after a few writes instead of re-sorting 10k rows. */
const latest = new Map<string, { rows: readonly Row[]; sorted: readonly Row[] }>();
const LATEST_MAX = 64;
const PATCH_MAX = 200;

/** The previous order minus removed/replaced rows, plus the new ones by binary insertion; null when re-sorting is simpler. */
function patchSorted(
  prev: { rows: readonly Row[]; sorted: readonly Row[] },
  rows: readonly Row[],
  cmp: (x: Row, y: Row) => number,
): Row[] | null {
  if (Math.abs(prev.rows.length - rows.length) > PATCH_MAX) return null;
  const before = new Set(prev.rows);
  const added = rows.filter((r) => !before.has(r));
  if (added.length > PATCH_MAX) return null;
  const now = new Set(rows);
  const out = prev.sorted.filter((r) => now.has(r));
  for (const row of added) out.splice(upperBound(out, row, cmp), 0, row);
  return out.length === rows.length ? out : null;
}

export function sortRows(rows: readonly Row[], sort: readonly SortKey[], collection = ''): readonly Row[] {
  if (!sort.length) return rows;
  const key = sort.map((s) => `${s.field}:${s.desc ? 'd' : 'a'}${s.version ? `@${s.version}` : ''}`).join(',');
  let byKey = sortCache.get(rows);
  if (!byKey) {
    byKey = new Map();
    sortCache.set(rows, byKey);
  }
  let sorted = byKey.get(key);
  if (!sorted) {
    const cmp = comparator(sort);
    const latestKey = `${collection}|${key}`;
    const prev = collection ? latest.get(latestKey) : undefined;
    sorted = (prev && patchSorted(prev, rows, cmp)) ?? [...rows].sort(cmp);
    byKey.set(key, sorted);
    if (collection) {
      latest.delete(latestKey); // re-insert: the Map's order is least recently used first
      latest.set(latestKey, { rows, sorted });
      if (latest.size > LATEST_MAX) latest.delete(latest.keys().next().value!);
    }
  }
  return sorted;
}
