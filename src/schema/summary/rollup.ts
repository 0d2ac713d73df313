/**
 * Values computed from other resources' records: a computed field with `rollup` (a product's stock is the
 * sum of its stock movements' signed quantities), and the `minTotal` constraint that keeps such a total
 * at or above a floor (no "out" past the stock). A rollup is never typed in and never stored: the server
 * evaluates it when it answers records (list, show, export), one pass over the source rows for the records
 * answered. Sums are exact: each value is rounded half away from zero to the field's decimals and added as
 * a whole number of units (satang for money). Pure: the server hands in the rows; no DOM, no Node.
 */
import { checkExpression, evaluateBoolean, roundTo, type Data } from '../expression/expression';
import type { Field, RecordConstraint, ResourceSchema } from '../meta/meta';
import { resolveSumPath, sumDigits } from './sums';

/** A computed field's `rollup`: `sum` of the `resource`'s records whose reference `field` points here (their count without `sum`). */
export interface Rollup {
  resource: string;
  field: string;
  sum?: string;
  when?: unknown;
}

export type MinTotal = NonNullable<RecordConstraint['minTotal']>;

const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy'];

/** The schema's rollup fields (top-level computed fields with `rollup`). */
export const rollupFields = (schema: ResourceSchema): (Field & { rollup: Rollup })[] =>
  schema.fields.filter((f): f is Field & { rollup: Rollup } => f.type === 'computed' && f.rollup !== undefined);

/** Whole units of a value at `digits` decimals; 0 for anything that is not a finite number. */
const units = (v: unknown, digits: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? Math.round(roundTo(n, digits) * 10 ** digits) : 0;
};

/** How a reference value compares: ids may be stored as numbers or as numeric text. */
const refKey = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The rollup's value for each id in `ids` (missing ids: 0), in one pass over the source rows. `digits`:
 * the field's decimals (its precision, default 2, as for every computed value).
 */
export function rollupTotals(
  rollup: Rollup,
  sourceRows: Iterable<Data>,
  ids: Iterable<unknown>,
  digits = 2,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const id of ids) {
    const key = refKey(id);
    if (key !== null) totals.set(key, 0);
  }
  for (const row of sourceRows) {
    const key = refKey(row[rollup.field]);
    if (key === null || !totals.has(key)) continue;
    if (rollup.when !== undefined && !evaluateBoolean(rollup.when, row)) continue;
    totals.set(key, totals.get(key)! + (rollup.sum === undefined ? 10 ** digits : units(row[rollup.sum], digits)));
  }
  for (const [key, total] of totals) totals.set(key, total / 10 ** digits);
  return totals;
}

/**
 * Copies of `records` with every rollup field of the schema set, or the records themselves when the
 * schema has none. `rowsOf` gives a resource's stored rows.
 */
export function withRollupValues<T extends Data>(
  schema: ResourceSchema,
  records: readonly T[],
  rowsOf: (resource: string) => Iterable<Data>,
): T[] {
  const fields = rollupFields(schema);
  if (!fields.length || !records.length) return [...records];
  const out = records.map((r) => ({ ...r }));
  for (const f of fields) {
    const totals = rollupTotals(
      f.rollup,
      rowsOf(f.rollup.resource),
      records.map((r) => r.id),
      f.precision ?? 2,
    );
    for (const r of out) (r as Data)[f.name] = totals.get(refKey(r.id) ?? '') ?? 0;
  }
  return out;
}

/** The rollup fields a list query filters or sorts by (`totalStock_lte`, `_sort=totalStock`). */
export function rollupsInQuery(schema: ResourceSchema, params: URLSearchParams): string[] {
  const names = rollupFields(schema).map((f) => f.name);
  if (!names.length) return [];
  const sort = (params.get('_sort') ?? '').split(',').map((s) => s.trim());
  const keys = [...params.keys()];
  return names.filter((n) => sort.includes(n) || keys.some((k) => k === n || k.startsWith(`${n}_`)));
}

// ---- minTotal: a floor under a total over the records that share a reference ----

/**
 * Whether writing `next` in place of `current` (null: a create; `next` null: a delete) takes the total of
 * `sum` over the records sharing a `reference` below `min`. Only a write that lowers a total is refused,
 * so a total already below the floor (old data) can still be raised. Both groups are checked when the
 * write moves the record from one referenced record to another. `rows` are the stored rows (with
 * `current` as stored); `when` (the constraint's) limits the records that count.
 */
export function breaksMinTotal(
  schema: ResourceSchema,
  c: Pick<RecordConstraint, 'when'> & { minTotal: MinTotal },
  next: Data | null,
  current: Data | null,
  rows: Iterable<Data>,
): boolean {
  const { reference, sum, min } = c.minTotal;
  const field = schema.fields.find((f) => f.name === sum);
  const digits = field ? sumDigits(field) : 2;
  const counts = (r: Data | null): r is Data => r !== null && (c.when === undefined || evaluateBoolean(c.when, r));
  const groups = new Map<string, { before: number; after: number }>();
  for (const r of [next, current]) {
    const key = r ? refKey(r[reference]) : null;
    if (key !== null) groups.set(key, { before: 0, after: 0 });
  }
  if (!groups.size) return false;
  for (const row of rows) {
    const g = groups.get(refKey(row[reference]) ?? '');
    if (g && counts(row)) g.before += units(row[sum], digits);
  }
  for (const [key, g] of groups) {
    g.after = g.before;
    if (counts(current) && refKey(current[reference]) === key) g.after -= units(current[sum], digits);
    if (counts(next) && refKey(next[reference]) === key) g.after += units(next[sum], digits);
  }
  const floor = units(min, digits);
  return [...groups.values()].some((g) => g.after < floor && g.after < g.before);
}

/** The total of the constraint's `sum` over the stored records that reference `ref` now (the stock left, for a message). */
export function minTotalNow(
  schema: ResourceSchema,
  c: Pick<RecordConstraint, 'when'> & { minTotal: MinTotal },
  ref: unknown,
  rows: Iterable<Data>,
): number {
  const field = schema.fields.find((f) => f.name === c.minTotal.sum);
  const digits = field ? sumDigits(field) : 2;
  const key = refKey(ref);
  let total = 0;
  for (const row of rows)
    if (key !== null && refKey(row[c.minTotal.reference]) === key && (c.when === undefined || evaluateBoolean(c.when, row)))
      total += units(row[c.minTotal.sum], digits);
  return total / 10 ** digits;
}

// ---- loader checks ----

interface Problem {
  path: string;
  message: string;
}

/**
 * The loader's checks of rollup fields and `minTotal` constraints: the source resource, its reference
 * field pointing here, the number field to add up (no read rules: an aggregate must not tell what a field
 * rule hides), `when` over the source's fields; a rollup is a top-level field and has no formula.
 */
export function rollupProblems(schema: ResourceSchema, byName: ReadonlyMap<string | undefined, ResourceSchema>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  schema.fields.forEach((f, i) => {
    if (f.type === 'table')
      f.fields.forEach((c, j) => {
        if (c.type === 'computed' && c.rollup)
          add(`$.fields[${i}].fields[${j}].rollup`, 'a rollup is a field of the record, not a child-table column');
      });
    if (f.type !== 'computed' || !f.rollup) return;
    const at = `$.fields[${i}].rollup`;
    if (f.formula !== undefined) add(at, 'a field is either a rollup or has a formula, not both');
    if (f.format === 'text') add(`$.fields[${i}].format`, 'a rollup is a number: expected integer, number or money');
    if (f.search) add(`$.fields[${i}].search`, 'a rollup is computed when answered: the quick search does not look into it');
    const source = byName.get(f.rollup.resource);
    if (!source) {
      add(`${at}.resource`, `unknown resource "${f.rollup.resource}"`);
      return;
    }
    const link = source.fields.find((x) => x.name === f.rollup!.field);
    if (!link) add(`${at}.field`, `"${source.name}" has no field "${f.rollup.field}"`);
    else if (link.type !== 'reference' || link.resource !== schema.name)
      add(`${at}.field`, `"${source.name}.${link.name}" must be a reference to "${schema.name}"`);
    else if (link.access?.read)
      add(`${at}.field`, `"${link.name}" has read rules: a rollup would tell what some users may not read`);
    if (f.rollup.sum !== undefined) {
      const sum = resolveSumPath(source, f.rollup.sum);
      if (typeof sum === 'string') add(`${at}.sum`, sum);
      else if (sum.table) add(`${at}.sum`, `expected a top-level number field of "${source.name}"`);
    }
    if (f.rollup.when !== undefined) {
      const vars = new Set([...source.fields.map((x) => x.name), ...SYSTEM_FIELDS]);
      for (const m of checkExpression(f.rollup.when, vars)) add(`${at}.when${m.path}`, m.message);
    }
  });
  schema.constraints?.forEach((c, i) => {
    if (!c.minTotal) return;
    const at = `$.constraints[${i}].minTotal`;
    const ref = schema.fields.find((f) => f.name === c.minTotal!.reference);
    if (ref?.type !== 'reference') add(`${at}.reference`, `expected a reference field, got "${c.minTotal.reference}"`);
    const sum = resolveSumPath(schema, c.minTotal.sum);
    if (typeof sum === 'string') add(`${at}.sum`, sum);
    else if (sum.table) add(`${at}.sum`, 'expected a top-level number field');
  });
  return problems;
}
