/** The totals of the print layout's child tables, exact (money.ts: integer minor units). */
import { isMoneyField } from '../../schema/meta/field-types';
import type { ChildField } from '../../schema/meta/meta';
import { formatMinorUnits, toMinorUnits } from '../fields/money';

/**
 * The columns a child table totals: its money columns; when the table computes line amounts, only
 * those (a sum of unit prices means nothing).
 */
export function totalledColumns(columns: readonly ChildField[]): ChildField[] {
  const money = columns.filter(isMoneyField);
  const computed = money.filter((c) => c.type === 'computed');
  return computed.length ? computed : money;
}

/** Each totalled column's exact sum, printed ("1,234.56"), by column name. */
export function columnTotals(columns: readonly ChildField[], rows: readonly Record<string, unknown>[]): Map<string, string> {
  const totals = new Map<string, string>();
  for (const c of totalledColumns(columns)) {
    const precision = c.precision ?? 2;
    let sum = 0n;
    for (const row of rows) sum += toMinorUnits(row[c.name], precision) ?? 0n;
    totals.set(c.name, formatMinorUnits(sum, precision));
  }
  return totals;
}
