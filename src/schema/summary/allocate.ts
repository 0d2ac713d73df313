/**
 * Splitting an amount over child rows by percentage, as an accountant does it: each row's share is
 * rounded half away from zero to the column's decimals, and the last row takes what is left, so the
 * rows always add up to the total exactly (100.00 in three: 33.33, 33.33, 33.34). A computed column
 * with `"allocate": { "total": "<parent field>", "share": "<percent column>" }` uses it (validate.ts).
 */
import { roundTo, type Data } from '../expression/expression';

/** Whole units (satang for 2 decimals) of a value, rounded half away from zero. */
function toUnits(value: number, digits: number): number {
  return Math.round(roundTo(value, digits) * 10 ** digits);
}

/**
 * `total` split by `shares` (percentages): every share but the last rounded to `digits`, the last the
 * remainder. Shares that are not finite numbers count as 0. No rows: no amounts.
 */
export function allocate(total: number, shares: readonly number[], digits = 2): number[] {
  if (shares.length === 0) return [];
  const scale = 10 ** digits;
  const whole = toUnits(Number.isFinite(total) ? total : 0, digits);
  const parts = shares.map((s) => (Number.isFinite(s) ? toUnits(((whole / scale) * s) / 100, digits) : 0));
  const others = parts.slice(0, -1).reduce((a, b) => a + b, 0);
  parts[parts.length - 1] = whole - others;
  return parts.map((u) => u / scale);
}

export interface Allocation {
  /** The parent record's field holding the amount to split. */
  total: string;
  /** The column holding each row's percentage. */
  share: string;
}

const asNumber = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.replace(/,/g, ''));
  return 0;
};

/** The rows with `column` set to each row's part of the record's total. */
export function allocateRows(record: Data, rows: readonly Data[], column: string, rule: Allocation, digits = 2): Data[] {
  const amounts = allocate(
    asNumber(record[rule.total]),
    rows.map((r) => asNumber(r[rule.share])),
    digits,
  );
  return rows.map((r, i) => ({ ...r, [column]: amounts[i] }));
}

const NUMBER_TYPES = new Set(['number', 'integer', 'money', 'percent', 'computed']);

/** The loader's checks of an `allocate` key: `total` a number field of the record, `share` a number column of the table. */
export function allocationProblems(
  rule: Allocation,
  fields: readonly { name: string; type: string }[],
  columns: readonly { name: string; type: string }[],
): { key: 'total' | 'share'; message: string }[] {
  const problems: { key: 'total' | 'share'; message: string }[] = [];
  const total = fields.find((f) => f.name === rule.total);
  if (!total) problems.push({ key: 'total', message: `unknown field "${rule.total}": expected a number field of the record` });
  else if (!NUMBER_TYPES.has(total.type))
    problems.push({ key: 'total', message: `"${rule.total}" is a ${total.type} field: expected a number field` });
  const share = columns.find((c) => c.name === rule.share);
  if (!share) problems.push({ key: 'share', message: `unknown column "${rule.share}": expected a percent column of the table` });
  else if (!NUMBER_TYPES.has(share.type) || share.type === 'money')
    problems.push({ key: 'share', message: `"${rule.share}" is a ${share.type} column: expected a percent or number column` });
  return problems;
}
