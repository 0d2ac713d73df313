/**
 * Rules across records (schema `constraints`): unique together, no overlapping ranges, a capacity, a limit
 * per period, a floor under a total (`minTotal`: the stock). Pure: the server gives the stored rows and a
 * way to read a referenced record, and applies the answer in the same synchronous step as the write, so two
 * writes racing for the last seat cannot both pass. Each message is filled with the values of its kind
 * (CONSTRAINT_MESSAGE_VALUES) on every path, delete included; a `minTotal` refusal is a shortfall, which the
 * server answers 409 (a conflict with what is stored), the others 400 beside their field.
 */
import { localize } from '../meta/describe';
import { evaluateBoolean, type Data } from '../expression/expression';
import type { RecordConstraint, ResourceSchema } from '../meta/meta';
import type { FieldErrors } from './validate';
import { breaksMinTotal, minTotalNow } from '../summary/rollup';
import { periodUse } from './period-limit';

/** The stored record being updated (null on create). */
const selfRow = (selfId: number | null, ctx: ConstraintContext): Data | null => {
  if (selfId === null) return null;
  for (const row of ctx.rows()) if (row.id === selfId) return row;
  return null;
};

export interface ConstraintContext {
  /** The resource's stored rows, afresh on each call (the record being written included, with its old values, on an update). */
  rows: () => Iterable<Data>;
  /** A record of another resource by id, or undefined. */
  get: (resource: string, id: number) => Data | undefined;
  /** A record's title (its schema's titleField), for a message's `{title}`; without it `{title}` is the id. */
  title?: (resource: string, id: number) => string | undefined;
}

/** The kinds of constraint (exactly one key of each constraint names its kind). */
export type ConstraintKind = 'unique' | 'noOverlap' | 'maxCount' | 'minTotal' | 'maxPerPeriod';

/**
 * The `{name}`s each kind of constraint fills in its message when it refuses ("Only {total} left of {title}");
 * a message naming another one would reach the user with its braces (tests/unit/crud/refusal-messages.test.ts).
 */
export const CONSTRAINT_MESSAGE_VALUES = {
  unique: [],
  noOverlap: [],
  maxCount: [],
  minTotal: ['total', 'title'],
  maxPerPeriod: ['used', 'max', 'remaining'],
} as const satisfies Record<ConstraintKind, readonly string[]>;

/** The values a constraint of kind K gives its message. */
export type ConstraintMessageValues<K extends ConstraintKind> = Record<
  (typeof CONSTRAINT_MESSAGE_VALUES)[K][number],
  string | number
>;

export const constraintKind = (c: RecordConstraint): ConstraintKind =>
  c.minTotal ? 'minTotal' : c.maxPerPeriod ? 'maxPerPeriod' : c.maxCount ? 'maxCount' : c.noOverlap ? 'noOverlap' : 'unique';

/** `{name}` in a message replaced by the value of that name, when there is one (an unknown name is left as written). */
export const fillMessage = (message: string, vars: Readonly<Record<string, string | number>>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));

/** A constraint's message in `lang` with its values filled: what the user reads, on every path that refuses. */
export const constraintMessage = (c: RecordConstraint, lang: string, vars: Readonly<Record<string, string | number>>): string =>
  fillMessage(localize(c.message, lang), vars);

const blank = (v: unknown) => v === undefined || v === null || v === '';
const key = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v ?? null));

/** A start-end value as a number to compare (dates, datetimes, times and numbers); NaN when blank or unreadable. */
function point(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || v === '') return Number.NaN;
  if (/^\d{1,2}:\d{2}/.test(v)) {
    const [h, m, s] = v.split(':').map(Number);
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
  }
  return Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v);
}

/** Whether the constraint breaks between the record and one other stored row. */
function clashes(c: RecordConstraint, values: Data, other: Data): boolean {
  if (c.unique) return c.unique.every((f) => !blank(values[f]) && key(values[f]) === key(other[f]));
  if (c.noOverlap) {
    const { start, end, same = [] } = c.noOverlap;
    if (!same.every((f) => !blank(values[f]) && key(values[f]) === key(other[f]))) return false;
    const [a0, a1, b0, b1] = [point(values[start]), point(values[end]), point(other[start]), point(other[end])];
    if ([a0, a1, b0, b1].some(Number.isNaN)) return false;
    return a0 < b1 && b0 < a1; // touching ends (one meeting ends as the next starts) do not overlap
  }
  return false;
}

function capacityExceeded(
  c: RecordConstraint,
  schema: ResourceSchema,
  values: Data,
  selfId: number | null,
  ctx: ConstraintContext,
): boolean {
  const { reference, limit } = c.maxCount!;
  const target = values[reference];
  if (blank(target)) return false;
  const field = schema.fields.find((f) => f.name === reference);
  if (field?.type !== 'reference') return false;
  const stored = ctx.get(field.resource, Number(target))?.[limit];
  // No limit set (never given, or cleared: stored as null): no capacity. Number(null) would be a limit of 0.
  if (blank(stored)) return false;
  const limitValue = Number(stored);
  if (!Number.isFinite(limitValue)) return false;
  let taken = 0;
  for (const row of ctx.rows()) {
    if (row.id === selfId || key(row[reference]) !== key(target)) continue;
    if (c.when === undefined || evaluateBoolean(c.when, row)) taken++;
  }
  return taken + 1 > limitValue;
}

function* filterRows(rows: Iterable<Data>, when: unknown): Iterable<Data> {
  for (const row of rows) if (evaluateBoolean(when, row)) yield row;
}

type MinTotalConstraint = Pick<RecordConstraint, 'when'> & { minTotal: NonNullable<RecordConstraint['minTotal']> };

/** A minTotal message's `{total}` (the total of the records pointing at `ref` now) and `{title}` (that record's title). */
function minTotalVars(
  schema: ResourceSchema,
  c: MinTotalConstraint,
  ref: unknown,
  ctx: ConstraintContext,
): ConstraintMessageValues<'minTotal'> {
  const field = schema.fields.find((f) => f.name === c.minTotal.reference);
  const id = Number(ref);
  const title = field?.type === 'reference' && Number.isFinite(id) ? ctx.title?.(field.resource, id) : undefined;
  return { total: minTotalNow(schema, c, ref, ctx.rows()), title: title ?? String(ref ?? '') };
}

/**
 * The referenced record a minTotal refusal is about: the one the record leaves when an edit moves it to
 * another (an "in" moved from the oil filter to the brake pad takes the oil filter below), else its own.
 */
function shortOf(
  schema: ResourceSchema,
  c: MinTotalConstraint,
  values: Data,
  current: Data | null,
  ctx: ConstraintContext,
): unknown {
  const { reference } = c.minTotal;
  const moved = current !== null && JSON.stringify(current[reference] ?? null) !== JSON.stringify(values[reference] ?? null);
  return moved && breaksMinTotal(schema, c, null, current, ctx.rows()) ? current[reference] : values[reference];
}

/** What the constraints across records refuse: the message per field, and the fields refused for a shortfall (`minTotal`). */
export interface ConstraintRefusals {
  errors: FieldErrors;
  /** Fields refused because a total (the stock, a points balance) would fall below its floor: a 409, not bad input. */
  shortfalls: string[];
}

/**
 * The messages of the constraints the record breaks, on their fields (a field that already has an error
 * keeps it). `selfId` is the record's own id on an update (it never clashes with itself), null on create.
 */
export function constraintRefusals(
  schema: ResourceSchema,
  values: Data,
  selfId: number | null,
  ctx: ConstraintContext,
  lang: string,
  errors: FieldErrors = {},
): ConstraintRefusals {
  const out: FieldErrors = {};
  const shortfalls: string[] = [];
  for (const c of schema.constraints ?? []) {
    if (errors[c.field] !== undefined || out[c.field] !== undefined) continue;
    if (c.when !== undefined && !evaluateBoolean(c.when, values)) continue;
    let broken = false;
    let vars: Record<string, string | number> = {};
    if (c.maxCount) broken = capacityExceeded(c, schema, values, selfId, ctx);
    else if (c.maxPerPeriod) {
      // Counted over the rows the constraint's `when` keeps, as the other constraints do.
      const counted = c.when === undefined ? ctx.rows() : filterRows(ctx.rows(), c.when);
      const use = periodUse(c.maxPerPeriod, values, selfId, counted);
      broken = use !== null && use.used + 1 > use.max;
      if (use)
        vars = { used: use.used, max: use.max, remaining: use.remaining } satisfies ConstraintMessageValues<'maxPerPeriod'>;
    } else if (c.minTotal) {
      const minTotal = { ...c, minTotal: c.minTotal };
      const current = selfRow(selfId, ctx);
      broken = breaksMinTotal(schema, minTotal, values, current, ctx.rows());
      if (broken) {
        vars = minTotalVars(schema, minTotal, shortOf(schema, minTotal, values, current, ctx), ctx);
        shortfalls.push(c.field);
      }
    } else
      for (const row of ctx.rows()) {
        if (row.id === selfId || (c.when !== undefined && !evaluateBoolean(c.when, row))) continue;
        if ((broken = clashes(c, values, row))) break;
      }
    if (broken) out[c.field] = constraintMessage(c, lang, vars);
  }
  return { errors: out, shortfalls };
}

/** constraintRefusals' messages alone. */
export const constraintErrors = (
  schema: ResourceSchema,
  values: Data,
  selfId: number | null,
  ctx: ConstraintContext,
  lang: string,
  errors: FieldErrors = {},
): FieldErrors => constraintRefusals(schema, values, selfId, ctx, lang, errors).errors;

/**
 * What removing the stored `row` breaks: a `minTotal` floor its total still needs (the last "in" of a product
 * in stock, a points credit already spent), with the message filled as on a write ("Only 3 left of Oil filter").
 * Every field it names is a shortfall.
 */
export function removalErrors(schema: ResourceSchema, row: Data, ctx: ConstraintContext, lang: string): FieldErrors {
  const out: FieldErrors = {};
  for (const c of schema.constraints ?? []) {
    if (!c.minTotal || out[c.field] !== undefined) continue;
    const minTotal = { ...c, minTotal: c.minTotal };
    if (breaksMinTotal(schema, minTotal, null, row, ctx.rows()))
      out[c.field] = constraintMessage(c, lang, minTotalVars(schema, minTotal, row[c.minTotal.reference], ctx));
  }
  return out;
}

/**
 * Whether a refusal is a conflict with what is stored (409) rather than bad input (400): every field it
 * names is refused for a shortfall. A record with a bad value as well is bad input first.
 */
export const onlyShortfalls = (errors: FieldErrors, shortfalls: readonly string[]): boolean => {
  const fields = Object.keys(errors);
  return fields.length > 0 && fields.every((f) => shortfalls.includes(f));
};
