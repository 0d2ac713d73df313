/**
 * The `maxPerPeriod` constraint: at most `max` records per `by` value in one day, month or year of the
 * `date` field (a sender's hearts in a month). `max` may be "$settings.<field>": the server binds it to the
 * stored settings first (settings.ts bindSettings), so an unbound name here counts as no limit. Pure.
 */
import type { Data } from '../expression/expression';
import type { RecordConstraint, ResourceSchema } from '../meta/meta';

export type MaxPerPeriod = NonNullable<RecordConstraint['maxPerPeriod']>;

/** The period a date falls in: "2026-11-25" for a day, "2026-11" for a month, "2026" for a year; null when unreadable. */
export function periodOf(value: unknown, per: MaxPerPeriod['per']): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  return value.slice(0, per === 'day' ? 10 : per === 'month' ? 7 : 4);
}

const key = (v: unknown): string => JSON.stringify(v ?? null);

/** How many the limit allows, how many are used in the record's period (others than the record itself), and what is left. */
export interface PeriodUse {
  used: number;
  max: number;
  remaining: number;
}

/**
 * The record's use of the limit, or null when the limit does not apply (no `by` value, no date, no limit
 * set). The record breaks it when `used + 1 > max`.
 */
export function periodUse(limit: MaxPerPeriod, values: Data, selfId: number | null, rows: Iterable<Data>): PeriodUse | null {
  const max = typeof limit.max === 'number' ? limit.max : Number.NaN;
  const by = values[limit.by];
  const period = periodOf(values[limit.date], limit.per);
  if (!Number.isFinite(max) || by === undefined || by === null || by === '' || period === null) return null;
  let used = 0;
  for (const row of rows)
    if (row.id !== selfId && key(row[limit.by]) === key(by) && periodOf(row[limit.date], limit.per) === period) used++;
  return { used, max, remaining: Math.max(0, max - used) };
}

/** The loader's checks: `by` is a field of the record and `date` a date or datetime field. */
export function periodLimitProblems(schema: ResourceSchema): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  schema.constraints?.forEach((c, i) => {
    if (!c.maxPerPeriod) return;
    const at = `$.constraints[${i}].maxPerPeriod`;
    if (!schema.fields.some((f) => f.name === c.maxPerPeriod!.by && f.type !== 'table'))
      problems.push({ path: `${at}.by`, message: `unknown field "${c.maxPerPeriod.by}"` });
    const date = schema.fields.find((f) => f.name === c.maxPerPeriod!.date);
    if (!date || (date.type !== 'date' && date.type !== 'datetime'))
      problems.push({ path: `${at}.date`, message: `expected a date or datetime field, got "${c.maxPerPeriod.date}"` });
  });
  return problems;
}
