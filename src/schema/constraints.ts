/**
 * Rules across records (schema `constraints`): unique together, no overlapping ranges, a capacity. Pure:
 * the server gives the stored rows and a way to read a referenced record, and applies the answer in the
 * same synchronous step as the write, so two writes racing for the last seat cannot both pass.
 */
import { localize } from './describe';
import { evaluateBoolean, type Data } from './expression';
import type { RecordConstraint, ResourceSchema } from './meta';
import type { FieldErrors } from './validate';
import { breaksMinTotal, minTotalNow } from './rollup';
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

/** `{name}` in a constraint's message replaced by the value of that name, when there is one. */
const fill = (message: string, vars: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

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

/** A minTotal message's `{total}` (the referenced record's total now) and `{title}` (that record's title). */
function minTotalVars(
  schema: ResourceSchema,
  c: Pick<RecordConstraint, 'when'> & { minTotal: NonNullable<RecordConstraint['minTotal']> },
  values: Data,
  ctx: ConstraintContext,
): Record<string, string | number> {
  const ref = values[c.minTotal.reference];
  const field = schema.fields.find((f) => f.name === c.minTotal.reference);
  const id = Number(ref);
  const title = field?.type === 'reference' && Number.isFinite(id) ? ctx.title?.(field.resource, id) : undefined;
  return { total: minTotalNow(schema, c, ref, ctx.rows()), title: title ?? String(ref ?? '') };
}

/**
 * The messages of the constraints the record breaks, on their fields (a field that already has an error
 * keeps it). `selfId` is the record's own id on an update (it never clashes with itself), null on create.
 */
export function constraintErrors(
  schema: ResourceSchema,
  values: Data,
  selfId: number | null,
  ctx: ConstraintContext,
  lang: string,
  errors: FieldErrors = {},
): FieldErrors {
  const out: FieldErrors = {};
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
      if (use) vars = { ...use };
    } else if (c.minTotal) {
      const minTotal = { ...c, minTotal: c.minTotal };
      broken = breaksMinTotal(schema, minTotal, values, selfRow(selfId, ctx), ctx.rows());
      if (broken) vars = minTotalVars(schema, minTotal, values, ctx);
    } else
      for (const row of ctx.rows()) {
        if (row.id === selfId || (c.when !== undefined && !evaluateBoolean(c.when, row))) continue;
        if ((broken = clashes(c, values, row))) break;
      }
    if (broken) out[c.field] = fill(localize(c.message, lang), vars);
  }
  return out;
}
