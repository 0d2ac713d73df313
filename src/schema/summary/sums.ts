/**
 * Sums over a list's records (`GET <resource>/summary?sum=points`, and a related list's `sum`): a numeric
 * top-level field, or a numeric column of a child table (`participants.pointsEarned`). A child column's sum
 * counts only the child rows that match the query's own filters on that table: with
 * `participants.employee=3`, the points employee 3 earned, not everyone's. Exact: each value is added as
 * an integer of its smallest unit (satang for money). Pure: no DOM, no Node.
 */
import { roundTo } from '../expression/expression';
import { isMoneyField, isNumericField } from '../meta/field-types';
import type { Field, ResourceSchema } from '../meta/meta';

/** The query key of a sum, and how many one query may ask for. */
export const SUM_KEY = 'sum';
export const SUM_MAX = 3;

/** A field to add up: top-level (`table` undefined) or a child-table column. */
export interface SumPath {
  path: string;
  table?: string;
  field: Field;
}

/** Decimals a sum keeps: the field's precision, else 2 for money, 0 for whole numbers, 4 otherwise. */
export function sumDigits(f: Field): number {
  if (f.precision !== undefined) return f.precision;
  if (isMoneyField(f)) return 2;
  return f.type === 'integer' ? 0 : 4;
}

/** The field a sum path names, or why it cannot be summed. */
export function resolveSumPath(schema: ResourceSchema, path: string): SumPath | string {
  const [name, column, ...rest] = path.split('.');
  const top = schema.fields.find((f) => f.name === name);
  if (!top || rest.length) return `unknown field "${path}": expected a number field or "<table>.<column>"`;
  if (top.access?.read) return `"${name}" has read rules: a sum would tell what some users may not read`;
  if (top.rollup) return `"${name}" is a rollup, computed when records are answered: it cannot be summed over records`;
  if (column === undefined) return isNumericField(top) ? { path, field: top } : `"${path}" is not a number field`;
  if (top.type !== 'table') return `"${name}" is not a child table`;
  const f = top.fields.find((c) => c.name === column);
  if (!f) return `"${name}" has no column "${column}"`;
  if (f.access?.read) return `"${path}" has read rules: a sum would tell what some users may not read`;
  return isNumericField(f as Field) ? { path, table: name, field: f as Field } : `"${path}" is not a number column`;
}

const OPERATOR_SUFFIX = /_(like|gte|lte|ne)$/;
const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * Which child rows of `table` a sum counts: those matching every `table.column=value` filter of the query
 * (repeated values: any of them). Other operators (`_like`, `_gte`...) do not narrow the rows.
 */
export function childRowTest(table: string, params: URLSearchParams): (row: Record<string, unknown>) => boolean {
  const prefix = `${table}.`;
  const filters: [string, string[]][] = [];
  for (const key of new Set(params.keys()))
    if (key.startsWith(prefix) && !OPERATOR_SUFFIX.test(key)) filters.push([key.slice(prefix.length), params.getAll(key)]);
  return (row) => filters.every(([column, values]) => values.includes(text(row[column])));
}

/** The sums of `paths` over `records`, each rounded to its field's decimals. */
export function sumRecords(
  paths: readonly SumPath[],
  records: Iterable<Record<string, unknown>>,
  params: URLSearchParams = new URLSearchParams(),
): Record<string, number> {
  const units = paths.map((p) => {
    const digits = sumDigits(p.field);
    return { ...p, digits, scale: 10 ** digits, total: 0, counts: p.table ? childRowTest(p.table, params) : null };
  });
  // Each value rounded half away from zero to the field's decimals, then added as a whole number of units.
  const add = (u: (typeof units)[number], v: unknown) => {
    if (typeof v === 'number' && Number.isFinite(v)) u.total += Math.round(roundTo(v, u.digits) * u.scale);
  };
  for (const record of records)
    for (const u of units) {
      if (!u.table) {
        add(u, record[u.field.name]);
        continue;
      }
      const rows = record[u.table];
      if (!Array.isArray(rows)) continue;
      for (const row of rows as unknown[])
        if (row !== null && typeof row === 'object' && u.counts!(row as Record<string, unknown>))
          add(u, (row as Record<string, unknown>)[u.field.name]);
    }
  return Object.fromEntries(units.map((u) => [u.path, u.total / u.scale]));
}
