/**
 * Summary screens: an alias `{ "screen": "summary", "groupBy": ["department", "section"] }` counts a
 * resource's records grouped by up to three fields. Here, for the loader, the browser and the mock
 * server alike: which fields a summary may count by, the query of `GET <resource>/summary`, and the
 * grouping itself (counts per distinct combination of values, sorted by those values). Pure: no DOM, no Node.
 */
import { fieldOptions } from '../meta/describe';
import { FIELD_TYPE_INFO } from '../meta/field-types';
import { filtersToParams, type ListFilter, type ListScalar } from '../lists/filters';
import type { AliasTarget, Field, ResourceSchema } from '../meta/meta';
import { SUMMARY_COLUMNS_MAX, SUMMARY_GROUP_MAX } from '../meta/constants';
import { resolveSumPath, SUM_KEY, SUM_MAX, type SumPath } from './sums';
import { groupableProblem, groupTermProblems, resolveGroupTerm, termValues, type GroupTerm, type GroupValue } from './terms';

export { SUMMARY_COLUMNS_MAX, SUMMARY_GROUP_MAX };
/** Records an expanded group lists (the first ones, in the list's order). */
export const SUMMARY_ROWS_MAX = 50;
/** The query keys of the summary endpoint: the fields to count by, and (optional) the one group whose records to list. */
export const GROUP_BY_KEY = 'groupBy';
export const GROUP_KEY = '_group';
/** List query keys a summary refuses: it counts every matching record, and is never an export. */
const PAGING_KEYS = ['_start', '_end', '_page', '_limit', '_export'];

export type { GroupValue };
export interface SummaryGroup {
  values: Record<string, GroupValue>;
  count: number;
  /** The group's sums, when the query asks for some (`sum=points`). */
  sums?: Record<string, number>;
}
/** The answer of `GET <resource>/summary`: groups sorted by their values, and the number of records counted. */
export interface Summary {
  groups: SummaryGroup[];
  total: number;
  /** The sums over every record counted (sums.ts), when the query asks for some. */
  sums?: Record<string, number>;
}

/** The summary an alias declares, or null for any other alias. */
export interface SummaryAlias {
  groupBy: string[];
  filters?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  columns?: string[];
}
export const summaryAlias = (target: AliasTarget): SummaryAlias | null =>
  typeof target === 'object' && target.screen === 'summary' && target.groupBy
    ? { groupBy: target.groupBy, filters: target.filters, columns: target.columns }
    : null;

/** What is wrong with counting `schema`'s records by field `name`, or null. */
export function groupByFieldProblem(schema: ResourceSchema, name: string): string | null {
  const f = schema.fields.find((x) => x.name === name);
  if (!f) return `unknown field "${name}": expected a field of the schema`;
  return groupableProblem(f, name);
}

/** Every problem of a summary's `groupBy`, each with its JSON path continuing the alias's (`.groupBy[1]`). */
export function groupByProblems(schema: ResourceSchema, groupBy: readonly string[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  groupBy.forEach((name, i) => {
    const message = groupBy.indexOf(name) < i ? `"${name}" is counted by already` : groupByFieldProblem(schema, name);
    if (message) problems.push({ path: `.groupBy[${i}]`, message });
  });
  return problems;
}

/** Every problem of a summary's `columns`: top-level fields of the schema, not child tables, each once. */
export function summaryColumnProblems(schema: ResourceSchema, columns: readonly string[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  columns.forEach((name, i) => {
    const f = schema.fields.find((x) => x.name === name);
    const message = !f
      ? `unknown field "${name}": expected a field of the schema`
      : f.type === 'table'
        ? 'a child table cannot be a column'
        : columns.indexOf(name) < i
          ? `"${name}" is a column already`
          : null;
    if (message) problems.push({ path: `.columns[${i}]`, message });
  });
  return problems;
}

/** A group value as the query's `_group` carries it: text, '' for none. */
export const groupKeyText = (v: GroupValue): string => (v === null ? '' : String(v));

const collator = new Intl.Collator(['th', 'en'], { numeric: true, sensitivity: 'base' });

/** How one field's group values are ordered: options in their declared order, yes before no, numbers as numbers, text by collation; none last. */
function fieldOrder(
  schema: ResourceSchema,
  term: GroupTerm,
  titleOf?: (f: Field, id: GroupValue) => string | undefined,
): (a: GroupValue, b: GroupValue) => number {
  const f = term.field;
  // A period (`2026-11`) sorts as its text: the calendar's order.
  if (term.bucket)
    return (a, b) =>
      a === null || b === null ? (a === b ? 0 : a === null ? 1 : -1) : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  const options = fieldOptions(schema, f, 'en').map((o) => o.value);
  const kind = FIELD_TYPE_INFO[f.type].value;
  const rank = (v: GroupValue): number => {
    if (kind === 'boolean') return v === true ? 0 : 1;
    if (kind === 'flag') return v === 'Y' ? 0 : 1;
    const i = typeof v === 'string' ? options.indexOf(v) : -1;
    return i < 0 ? options.length : i;
  };
  const text = (v: GroupValue): string => (kind === 'reference' ? (titleOf?.(f, v) ?? '') : String(v));
  return (a, b) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    const byRank = rank(a) - rank(b);
    if (byRank) return byRank;
    if (typeof a === 'number' && typeof b === 'number' && kind !== 'reference') return a - b;
    const byText = collator.compare(text(a), text(b));
    if (byText) return byText;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    // Equal to the collator (case aside): by code points, so the order never depends on the records' order.
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  };
}

export interface SummarizeOptions {
  /** A referenced record's title, so reference groups sort by what the screen shows (else by id). */
  titleOf?: (f: Field, id: GroupValue) => string | undefined;
  /** The query, whose `<table>.<column>` filters narrow the child rows a child-column term counts (summary-terms.ts). */
  params?: URLSearchParams;
}

/** The terms of a groupBy (summary-terms.ts); throws for one the query parser would have refused. */
export function groupTerms(schema: ResourceSchema, groupBy: readonly string[]): GroupTerm[] {
  return groupBy.map((name) => {
    const term = resolveGroupTerm(schema, name);
    if (typeof term === 'string') throw new Error(`summarize: ${schema.name}: ${term}`);
    return term;
  });
}

/**
 * Counts `records` per distinct combination of the `groupBy` fields' values. An empty value is a group of
 * its own (null); a multiselect counts a record once under each of its options, so its groups may add up
 * to more than `total`, which counts records. Groups come sorted by their values, field by field.
 */
export function summarize(
  schema: ResourceSchema,
  groupBy: readonly string[],
  records: Iterable<Record<string, unknown>>,
  options: SummarizeOptions = {},
): Summary {
  const fields = groupTerms(schema, groupBy);
  const byKey = new Map<string, { values: GroupValue[]; count: number }>();
  let total = 0;
  for (const record of records) {
    total++;
    let combos: GroupValue[][] = [[]];
    for (const t of fields) combos = combos.flatMap((c) => termValues(t, record, options.params).map((v) => [...c, v]));
    for (const values of combos) {
      const key = JSON.stringify(values);
      const group = byKey.get(key);
      if (group) group.count++;
      else byKey.set(key, { values, count: 1 });
    }
  }
  const orders = fields.map((t) => fieldOrder(schema, t, options.titleOf));
  const groups = [...byKey.values()].sort((x, y) => {
    for (let i = 0; i < orders.length; i++) {
      const c = orders[i]!(x.values[i]!, y.values[i]!);
      if (c) return c;
    }
    return 0;
  });
  return {
    groups: groups.map((g) => ({ values: Object.fromEntries(fields.map((t, i) => [t.name, g.values[i]!])), count: g.count })),
    total,
  };
}

/** Whether a record belongs to the group whose values are `keys` (`groupKeyText` of each, in `groupBy` order). */
export function inGroup(
  schema: ResourceSchema,
  groupBy: readonly string[],
  keys: readonly string[],
  record: Record<string, unknown>,
  params?: URLSearchParams,
): boolean {
  return groupBy.every((name, i) => {
    const term = resolveGroupTerm(schema, name);
    return typeof term !== 'string' && termValues(term, record, params).some((v) => groupKeyText(v) === keys[i]);
  });
}

export type SummaryQuery =
  | { ok: true; groupBy: string[]; group: string[] | null; sums: SumPath[]; listParams: URLSearchParams }
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * `GET <resource>/summary?groupBy=a&groupBy=b&<the list's filters>[&_group=x&_group=y]`: the fields to count
 * by (1 to 3, each one a summary may count by), the group whose records to list (one value per groupBy
 * field, '' for none), and the rest, the list's own query (its filters, `q`, `_sort`), which the list
 * parses. Paging and export keys are refused: a summary counts every record that matches.
 */
export function parseSummaryQuery(schema: ResourceSchema, params: URLSearchParams): SummaryQuery {
  const errors: Record<string, string> = {};
  const groupBy = params.getAll(GROUP_BY_KEY);
  const sumNames = params.getAll(SUM_KEY);
  // Sums alone need no group: the related list's total asks for one sum over every matching record.
  const fewest = sumNames.length ? 0 : 1;
  if (groupBy.length < fewest || groupBy.length > SUMMARY_GROUP_MAX)
    errors[GROUP_BY_KEY] = `expected ${fewest} to ${SUMMARY_GROUP_MAX} fields to count by, got ${groupBy.length}`;
  else {
    const problems = groupTermProblems(schema, groupBy);
    if (problems.length) errors[GROUP_BY_KEY] = problems.join('; ');
  }
  const sums: SumPath[] = [];
  const sumProblems: string[] = [];
  if (sumNames.length > SUM_MAX) sumProblems.push(`at most ${SUM_MAX} sums, got ${sumNames.length}`);
  else
    for (const name of new Set(sumNames)) {
      const resolved = resolveSumPath(schema, name);
      if (typeof resolved === 'string') sumProblems.push(resolved);
      else sums.push(resolved);
    }
  if (sumProblems.length) errors[SUM_KEY] = sumProblems.join('; ');
  const group = params.has(GROUP_KEY) ? params.getAll(GROUP_KEY) : null;
  if (group && group.length !== groupBy.length)
    errors[GROUP_KEY] = `expected one value per groupBy field (${groupBy.length}), got ${group.length}`;
  for (const key of PAGING_KEYS)
    if (params.has(key)) errors[key] = `"${key}" is not supported by a summary: it counts every matching record`;
  if (Object.keys(errors).length)
    return {
      ok: false,
      message: Object.entries(errors)
        .map(([k, m]) => `${k}: ${m}`)
        .join('; '),
      errors,
    };
  const listParams = new URLSearchParams();
  for (const [key, value] of params)
    if (key !== GROUP_BY_KEY && key !== GROUP_KEY && key !== SUM_KEY) listParams.append(key, value);
  return { ok: true, groupBy, group, sums, listParams };
}

/**
 * The query of `GET <resource>/summary` as the browser sends it: the list's filters in the list's own
 * dialect (the data provider's mapping, list-filters.ts), the fields to count by and, for an expanded
 * group, that group's values.
 */
export function summaryParams(
  groupBy: readonly string[],
  filters: readonly ListFilter[],
  group?: Record<string, GroupValue>,
): URLSearchParams {
  const params = filtersToParams(filters);
  for (const name of groupBy) params.append(GROUP_BY_KEY, name);
  if (group) for (const name of groupBy) params.append(GROUP_KEY, groupKeyText(group[name] ?? null));
  return params;
}

/**
 * The list filters that show exactly one group's records: the summary's own filters, each groupBy field
 * equal to the group's value instead of any filter of its own. Null when a value is empty: a list cannot
 * be asked for "no value".
 */
export function groupListFilters(filters: readonly ListFilter[], values: Record<string, GroupValue>): ListFilter[] | null {
  const entries = Object.entries(values);
  // No value, or a period (`date:month`), is not a list filter.
  if (entries.some(([name, v]) => v === null || name.includes(':'))) return null;
  const grouped = new Set(entries.map(([name]) => name));
  return [
    ...filters.filter((f) => !grouped.has(f.field)),
    ...entries.map(([field, value]): ListFilter => ({ field, operator: 'eq', value: value as ListScalar })),
  ];
}
