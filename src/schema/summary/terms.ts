/**
 * What a summary counts by (`GET <resource>/summary?groupBy=...`): a term is a top-level field (`status`),
 * a date field by period (`date:day`, `date:month`, `date:year`; a monthYear field by month or year), or a
 * column of a child table (`lines.product`), where a record falls in every distinct value of its child
 * rows, as a multiselect under each option, and a sum of the same table's columns (`sum=lines.amount`)
 * adds only the rows of that group's value: the top products by amount. Pure: no DOM, no Node.
 */
import { FIELD_TYPE_INFO, isEmptyValue } from '../meta/field-types';
import type { Field, FieldType, ResourceSchema } from '../meta/meta';
import { childRowTest } from './sums';

/** One value of a group: a stored scalar, or null for "no value" (one option of a multiselect). */
export type GroupValue = string | number | boolean | null;

/** The periods a date groups by, and how many characters of its stored `YYYY-MM-DD` each keeps. */
export const DATE_BUCKETS = { day: 10, month: 7, year: 4 } as const;
export type DateBucket = keyof typeof DATE_BUCKETS;
const BUCKETED: Partial<Record<FieldType, readonly DateBucket[]>> = {
  date: ['day', 'month', 'year'],
  monthYear: ['month', 'year'],
};

/** Types with few distinct values, which a list filters by equality or a short text: what a summary may count by. */
const GROUPABLE: ReadonlySet<FieldType> = new Set<FieldType>([
  'text',
  'email',
  'phone',
  'url',
  'barcode',
  'integer',
  'boolean',
  'flag',
  'date',
  'time',
  'monthYear',
  'select',
  'multiselect',
  'reference',
  'status',
]);
export const isGroupable = (f: Field): boolean => GROUPABLE.has(f.type) || (f.type === 'computed' && f.format === 'text');

const article = (type: string) => (/^[aeiou]/.test(type) ? 'an' : 'a');
/** Why field `f` (a top-level field or a child column, named `name`) cannot be counted by, or null. */
export function groupableProblem(f: Field, name: string): string | null {
  if (f.access?.read) return `"${name}" has read rules: a count would tell what some users may not read`;
  if (!isGroupable(f))
    return `a summary cannot count by ${f.type === 'computed' ? 'a computed number' : `${article(f.type)} ${f.type} field`}: expected a select, status, flag, boolean, reference, text, date or integer field`;
  return null;
}

/** A resolved groupBy term: the field whose values (or periods) it counts by, and the child table it lies in. */
export interface GroupTerm {
  /** As the query names it: `status`, `date:month`, `lines.product`. */
  name: string;
  field: Field;
  table?: string;
  bucket?: DateBucket;
}

/** The term a groupBy entry names, or why a summary cannot count by it. */
export function resolveGroupTerm(schema: ResourceSchema, name: string): GroupTerm | string {
  const [path = '', bucket, ...extra] = name.split(':');
  const [top, column, ...deeper] = path.split('.');
  const f = schema.fields.find((x) => x.name === top);
  if (!f && column === undefined && bucket === undefined) return `unknown field "${name}": expected a field of the schema`;
  if (!f || extra.length || deeper.length || (column !== undefined && bucket !== undefined))
    return `unknown field "${name}": expected a field of the schema, "<date field>:day|month|year" or "<table>.<column>"`;
  if (column !== undefined) {
    if (f.type !== 'table') return `"${top}" is not a child table`;
    if (f.access?.read) return `"${top}" has read rules: a count would tell what some users may not read`;
    const c = f.fields.find((x) => x.name === column) as Field | undefined;
    if (!c) return `"${top}" has no column "${column}"`;
    return groupableProblem(c, name) ?? { name, field: c, table: top };
  }
  if (bucket !== undefined) {
    const allowed = BUCKETED[f.type];
    if (!allowed) return `"${top}" is not a date field: only a date (or monthYear) field groups by period`;
    if (f.access?.read) return `"${top}" has read rules: a count would tell what some users may not read`;
    if (!(allowed as readonly string[]).includes(bucket)) return `"${top}" groups by ${allowed.join(', ')}, not "${bucket}"`;
    return { name, field: f, bucket: bucket as DateBucket };
  }
  return groupableProblem(f, name) ?? { name, field: f };
}

/** Every problem of a query's groupBy terms, by position: unknown, not groupable, twice, two child terms. */
export function groupTermProblems(schema: ResourceSchema, groupBy: readonly string[]): string[] {
  const problems: string[] = [];
  let childTerm: string | undefined;
  groupBy.forEach((name, i) => {
    if (groupBy.indexOf(name) < i) return void problems.push(`"${name}" is counted by already`);
    const term = resolveGroupTerm(schema, name);
    if (typeof term === 'string') return void problems.push(term);
    if (term.table && childTerm)
      problems.push(`"${name}": a summary counts by one child-table column at most ("${childTerm}" already)`);
    if (term.table) childTerm = name;
  });
  return problems;
}

const scalar = (v: unknown): GroupValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : JSON.stringify(v);

/** A field's values in one record (or child row): its value, null when empty; a multiselect's every option. */
function fieldValues(f: Field, record: Record<string, unknown>): GroupValue[] {
  const v = record[f.name];
  if (FIELD_TYPE_INFO[f.type].value === 'options') {
    const items = Array.isArray(v) ? [...new Set(v.filter((x) => !isEmptyValue(x)).map(scalar))] : [];
    return items.length ? items : [null];
  }
  return [isEmptyValue(v) ? null : scalar(v)];
}

/**
 * The groups a record falls in for one term. A period: the stored date's first characters (`2026-11`). A
 * child column: each distinct value among the child rows that match the query's own filters on that table
 * (`lines.product=3` narrows the rows as it narrows a sum), or none (null) when no row matches.
 */
export function termValues(
  term: GroupTerm,
  record: Record<string, unknown>,
  params: URLSearchParams = new URLSearchParams(),
): GroupValue[] {
  if (term.bucket) {
    const v = record[term.field.name];
    return [typeof v === 'string' && v.length >= DATE_BUCKETS[term.bucket] ? v.slice(0, DATE_BUCKETS[term.bucket]) : null];
  }
  if (!term.table) return fieldValues(term.field, record);
  const rows = Array.isArray(record[term.table]) ? (record[term.table] as unknown[]) : [];
  const counts = childRowTest(term.table, params);
  const values = new Set<GroupValue>();
  for (const row of rows)
    if (row !== null && typeof row === 'object' && counts(row as Record<string, unknown>))
      for (const v of fieldValues(term.field, row as Record<string, unknown>)) values.add(v);
  return values.size ? [...values] : [null];
}

/**
 * The query a group's sums add under: a child-column group's sums of that table count only its rows whose
 * column holds the group's value (sums.ts childRowTest), in place of the query's own filter on that column.
 */
export function groupSumParams(terms: readonly GroupTerm[], keys: readonly string[], params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  terms.forEach((t, i) => {
    if (!t.table) return;
    const key = `${t.table}.${t.field.name}`;
    out.delete(key);
    out.append(key, keys[i] ?? '');
  });
  return out;
}
