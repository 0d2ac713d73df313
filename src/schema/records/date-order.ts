/**
 * Date ranges in a record or a child-table row: the end field says which field it may not come before, with
 * `"notBefore": "startDate"` (the same day or later) or `"after": "startAt"` (strictly later). The one validator
 * (validate.ts, in the form and on the server) puts the message on the end field, naming both fields; the loader
 * checks the names (orderProblems). `unorderedRanges` finds date pairs that look like a range but say nothing
 * (tests/unit/schema/date-order-schemas.test.ts walks every schema with it). Pure.
 */
import { fieldLabel, isVisible, type AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';

export type OrderKey = 'notBefore' | 'after';

/** The types whose values are ordered moments (ISO text): a range's two ends are of one of them. */
export const ORDERED_TYPES: readonly string[] = ['date', 'datetime', 'time', 'monthYear'];

/** The field an end field is ordered against, and how; undefined for a field that is no range's end. */
export function orderOf(f: AnyField): { start: string; key: OrderKey } | undefined {
  if (f.after !== undefined) return { start: f.after, key: 'after' };
  if (f.notBefore !== undefined) return { start: f.notBefore, key: 'notBefore' };
  return undefined;
}

/** The end fields among `fields` ordered against `start`: checked again when the start changes (the form's `deps`). */
export const endsOf = (fields: readonly AnyField[], start: string): string[] =>
  fields.filter((f) => orderOf(f)?.start === start).map((f) => f.name);

const MESSAGES: Record<string, Record<OrderKey, string>> = {
  en: { notBefore: '{end} must be on or after {start}', after: '{end} must be after {start}' },
  th: { notBefore: '{end}ต้องไม่ก่อน{start}', after: '{end}ต้องอยู่หลัง{start}' },
  fr: { notBefore: '{end} ne peut pas précéder {start}', after: '{end} doit venir après {start}' },
  ar: { notBefore: 'لا يمكن أن يكون {end} قبل {start}', after: 'يجب أن يكون {end} بعد {start}' },
};

/** The message on an end field that comes before its start, naming both fields in `lang` (English for another language). */
export function orderMessage(key: OrderKey, endLabel: string, startLabel: string, lang: string): string {
  return (MESSAGES[lang] ?? MESSAGES.en!)[key].replace('{end}', () => endLabel).replace('{start}', () => startLabel);
}

/** A moment comparable across values of its type: a datetime by its instant (offsets differ), the others as ISO text. */
const moment = (type: string, v: string): number | string => (type === 'datetime' ? Date.parse(v) : v);

/** Whether `end` stands in the order `key` asks to `start`; values that are not text of the type are left to their own checks. */
export function inOrder(type: string, key: OrderKey, start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string' || start === '' || end === '') return true;
  const [a, b] = [moment(type, start), moment(type, end)];
  if (typeof a === 'number' && (Number.isNaN(a) || Number.isNaN(b as number))) return true;
  return key === 'after' ? b > a : b >= a;
}

/**
 * Adds the order errors of one record or row: `values` are the checked values, `record` what was given (for
 * visibility), `prefix` the row's error path (`lines.0.`). A field with an error of its own keeps it, and a
 * hidden end or start is not compared.
 */
export function orderErrors(
  fields: readonly AnyField[],
  record: Data,
  values: Data,
  lang: string,
  prefix: string,
  errors: Record<string, string>,
): void {
  for (const f of fields) {
    const order = orderOf(f);
    if (!order) continue;
    const start = fields.find((s) => s.name === order.start);
    const key = prefix + f.name;
    if (!start || errors[key] !== undefined || errors[prefix + start.name] !== undefined) continue;
    if (!isVisible(f, record) || !isVisible(start, record)) continue;
    if (!inOrder(f.type, order.key, values[start.name], values[f.name]))
      errors[key] = orderMessage(order.key, fieldLabel(f, lang), fieldLabel(start, lang), lang);
  }
}

/** The loader's checks of the order keys of one record's fields or one table's columns: `path(i)` is field i's JSON path. */
export function orderProblems(fields: readonly AnyField[], path: (i: number) => string): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  fields.forEach((f, i) => {
    if (f.after !== undefined && f.notBefore !== undefined)
      out.push({ path: `${path(i)}.after`, message: 'a field is either "after" or "notBefore" another, not both' });
    const order = orderOf(f);
    if (!order) return;
    const at = `${path(i)}.${order.key}`;
    const start = fields.find((s) => s.name === order.start);
    if (!start) out.push({ path: at, message: `unknown field "${order.start}" (expected a field of the same record or row)` });
    else if (start === f) out.push({ path: at, message: 'a field cannot be ordered against itself' });
    else if (start.type !== f.type)
      out.push({ path: at, message: `expected a ${f.type} field, "${start.name}" is a ${start.type}` });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Ranges a schema forgot to order.

/** Words that make a field the start of a range, or its end (in its name or its English label). */
const START_WORDS = new Set(['start', 'starts', 'from', 'begin', 'begins', 'publish', 'published', 'open', 'opens', 'since']);
const END_WORDS = new Set([
  'end',
  'ends',
  'to',
  'until',
  'till',
  'finish',
  'finishes',
  'expire',
  'expires',
  'expiry',
  'close',
  'closes',
  'through',
]);

const words = (f: AnyField): string[] =>
  `${f.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')} ${f.label?.en ?? ''}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

const hasWord = (f: AnyField, set: ReadonlySet<string>) => words(f).some((w) => set.has(w));

/**
 * The date fields of one record or row that look like a range's end while a start-looking date field stands beside
 * them, and that say no order: `[end, start]` names (the first start-looking field).
 */
export function unorderedRangesOf(fields: readonly AnyField[]): [string, string][] {
  const dates = fields.filter((f) => ORDERED_TYPES.includes(f.type));
  const starts = dates.filter((f) => hasWord(f, START_WORDS) && !hasWord(f, END_WORDS));
  if (!starts.length) return [];
  return dates
    .filter((f) => hasWord(f, END_WORDS) && !starts.includes(f) && !orderOf(f))
    .map((f) => [f.name, starts[0]!.name] as [string, string]);
}

/** Every unordered range of a schema: its record's and each child table's, a column named `table.column`. */
export function unorderedRanges(fields: readonly AnyField[]): [string, string][] {
  const out = unorderedRangesOf(fields);
  for (const f of fields)
    if (f.type === 'table' && f.fields)
      for (const [end, start] of unorderedRangesOf(f.fields)) out.push([`${f.name}.${end}`, `${f.name}.${start}`]);
  return out;
}
