/**
 * How a generated list lays out its columns (src/crud/list/useListColumns.tsx), as pure rules.
 *
 * - **On a phone the columns that matter come first**: the one that opens the record (the title field, else the
 *   first listed) and the record's state (the workflow's field, or any `status` field), then the others in their
 *   order, reached by scrolling. A 390 px screen then shows what a record is and where it stands.
 * - **A value that is read whole never wraps** (numbers, money, dates, times, states): its column grows to fit
 *   it. Text wraps instead, so a wide list gives its room to the values first and a number is never cut.
 */
import { fieldTypeInfo, isNumericField, type WidgetName } from '../meta/field-types';
import type { Field, FieldType, ResourceSchema } from '../meta/meta';

/** Whether a field holds the record's state (the workflow's field or a `status` field). */
export const isStateField = (schema: Pick<ResourceSchema, 'workflow'>, f: Pick<Field, 'name' | 'type'>): boolean =>
  f.type === 'status' || schema.workflow?.field === f.name;

/** The columns of a list on a phone: the link column and the state first, then the rest in order. */
export function phoneColumnOrder<F extends Pick<Field, 'name' | 'type'>>(
  schema: Pick<ResourceSchema, 'workflow'>,
  fields: readonly F[],
  linkField: F | undefined,
): F[] {
  const first = fields.filter((f) => f === linkField || isStateField(schema, f));
  return [...first, ...fields.filter((f) => !first.includes(f))];
}

const WHOLE_TYPES: ReadonlySet<string> = new Set(['date', 'datetime', 'time', 'monthYear', 'status', 'phone', 'barcode']);

/** Whether a field's value is read whole in a list cell (never wrapped): numbers, money, dates, times, states. */
export const isWholeValue = (f: { type: FieldType; format?: string }): boolean =>
  isNumericField(f) || WHOLE_TYPES.has(f.type) || (f.type === 'computed' && ['date', 'datetime'].includes(f.format ?? ''));

/**
 * The least width (px) of an editable child-table column by its input: a date or month picker shows its whole value
 * and its calendar icon, a number its digits, a select its choice. A schema's `width` widens a column, never below this.
 */
const INPUT_WIDTHS: Partial<Record<WidgetName, number>> = {
  date: 150,
  datetime: 200,
  time: 120,
  monthYear: 130,
  number: 130,
  select: 150,
  multiselect: 180,
  reference: 180,
  text: 160,
  link: 160,
  barcode: 160,
  longText: 200,
  computed: 120,
};

/** The width (px) of an editable child-table column: its schema `width`, at least what its input needs. */
export function inputColumnWidth(c: { type: FieldType; width?: number }): number | undefined {
  const least = INPUT_WIDTHS[fieldTypeInfo(c.type).widget];
  return least === undefined ? c.width : Math.max(least, c.width ?? 0);
}
