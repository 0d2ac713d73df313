/**
 * A list's state as data: Refine's filters and sorters, in the shape the list screens use, checked
 * against a schema. Saved views (src/access/list-views.ts) store them, and a bulk action over "every
 * row matching" (src/access/bulk.ts) sends them; the mock server turns them into the json-server list
 * query it already parses (`filtersToParams`, the same mapping as the browser's data provider), so a
 * view or a bulk selection can never match other rows than the list showed.
 */
import { FIELD_TYPE_INFO } from '../meta/field-types';
import type { ResourceSchema } from '../meta/meta';

/**
 * The list filter language, written once for the list screens, the data provider and the server: each
 * operator the screens send (Refine's names) and the suffix json-server's dialect gives its key (`name_like`;
 * `eq` and `in` use the bare key, `in` repeating it). src/providers/data.ts refuses any other operator, and
 * mock-server/query/filters.ts parses exactly these suffixes.
 */
export const FILTER_OPERATORS = { eq: '', ne: '_ne', contains: '_like', gte: '_gte', lte: '_lte', in: '' } as const;
export type ListOperator = keyof typeof FILTER_OPERATORS;
export const LIST_OPERATORS = Object.keys(FILTER_OPERATORS) as ListOperator[];
/** A key suffix's operator as the server names it (`like` for `_like`). */
export type KeySuffixOperator = Exclude<(typeof FILTER_OPERATORS)[ListOperator], ''> extends `_${infer Op}` ? Op : never;
/** The operators a key's suffix names, each once. */
export const KEY_SUFFIX_OPERATORS: readonly KeySuffixOperator[] = [
  ...new Set(Object.values(FILTER_OPERATORS).flatMap((suffix) => (suffix ? [suffix.slice(1) as KeySuffixOperator] : []))),
];
export type ListScalar = string | number | boolean;
export interface ListFilter {
  field: string;
  operator: ListOperator;
  value: ListScalar | ListScalar[];
}
export interface ListSorter {
  field: string;
  order: 'asc' | 'desc';
}

/** The full-text search travels as the filter `q` (eq), as the list screens send it. */
export const SEARCH_FIELD = 'q';
export const FILTERS_MAX = 50;
export const SORTERS_MAX = 5;
/** Values per filter (an `in` list, a repeated option). */
export const FILTER_VALUES_MAX = 100;
export const FILTER_TEXT_MAX = 200;

/** Stamps every record has besides its schema's fields. */
const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy'];

/** The list query (json-server dialect) for these filters: what the browser's data provider sends for them. */
export function filtersToParams(filters: readonly ListFilter[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of filters) {
    const values = Array.isArray(f.value) ? f.value : [f.value];
    for (const v of values) if (v !== '') params.append(`${f.field}${FILTER_OPERATORS[f.operator]}`, String(v));
  }
  return params;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown): v is ListScalar =>
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= FILTER_TEXT_MAX);

/** Names a list may filter by: the stamps and every field the reader sees, but files and child tables. */
function filterable(schema: ResourceSchema, hidden: ReadonlySet<string>): Set<string> {
  const names = new Set(SYSTEM_FIELDS);
  for (const f of schema.fields) {
    const kind = FIELD_TYPE_INFO[f.type].value;
    if (!hidden.has(f.name) && kind !== 'rows' && kind !== 'file') names.add(f.name);
  }
  return names;
}

/** Names a list may sort by: as filterable, and not multi-value fields. */
function sortable(schema: ResourceSchema, hidden: ReadonlySet<string>): Set<string> {
  const names = filterable(schema, hidden);
  for (const f of schema.fields) if (FIELD_TYPE_INFO[f.type].value === 'options') names.delete(f.name);
  return names;
}

export interface Checked<T> {
  value: T[];
  /** One sentence per problem (English: the structure of a request, which a screen never gets wrong). */
  problems: string[];
}

/**
 * Filters as a list sends them: an array of `{ field, operator, value }` over fields the reader sees.
 * `search: true` also accepts the search (`q`, eq, text). Blank values are dropped.
 */
export function checkFilters(
  schema: ResourceSchema,
  input: unknown,
  hidden: ReadonlySet<string>,
  { search = false }: { search?: boolean } = {},
): Checked<ListFilter> {
  if (input === undefined || input === null) return { value: [], problems: [] };
  if (!Array.isArray(input)) return { value: [], problems: ['filters must be a list of { field, operator, value }'] };
  if (input.length > FILTERS_MAX) return { value: [], problems: [`filters may hold at most ${FILTERS_MAX} entries`] };
  const names = filterable(schema, hidden);
  const value: ListFilter[] = [];
  const problems: string[] = [];
  input.forEach((f, i) => {
    const at = `filters[${i}]`;
    if (!isObject(f) || typeof f.field !== 'string' || typeof f.operator !== 'string')
      return problems.push(`${at} must be { field, operator, value }`);
    const { field, operator } = f;
    if (field === SEARCH_FIELD) {
      if (!search) return problems.push(`${at}: the search is not a filter here`);
      if (operator !== 'eq' || typeof f.value !== 'string' || f.value.length > FILTER_TEXT_MAX)
        return problems.push(`${at}: the search must be text of at most ${FILTER_TEXT_MAX} characters`);
    } else if (!names.has(field)) return problems.push(`${at}: "${field}" is not a field of ${schema.name} you may filter by`);
    if (!(LIST_OPERATORS as readonly string[]).includes(operator))
      return problems.push(`${at}: operator must be one of ${LIST_OPERATORS.join(', ')}`);
    const values: unknown[] = Array.isArray(f.value) ? f.value : [f.value];
    if (values.length > FILTER_VALUES_MAX) return problems.push(`${at}: at most ${FILTER_VALUES_MAX} values`);
    if (!values.every(isScalar))
      return problems.push(
        `${at}: value must be text (at most ${FILTER_TEXT_MAX} characters), a number or yes/no, or a list of them`,
      );
    const kept = (values as ListScalar[]).filter((v) => v !== '');
    if (!kept.length) return;
    value.push({ field, operator: operator as ListOperator, value: Array.isArray(f.value) ? kept : kept[0]! });
  });
  return { value, problems };
}

/** Sorters as a list sends them: `{ field, order }` over fields the reader sees and may sort by. */
export function checkSorters(schema: ResourceSchema, input: unknown, hidden: ReadonlySet<string>): Checked<ListSorter> {
  if (input === undefined || input === null) return { value: [], problems: [] };
  if (!Array.isArray(input)) return { value: [], problems: ['sorters must be a list of { field, order }'] };
  if (input.length > SORTERS_MAX) return { value: [], problems: [`sorters may hold at most ${SORTERS_MAX} entries`] };
  const names = sortable(schema, hidden);
  const value: ListSorter[] = [];
  const problems: string[] = [];
  input.forEach((s, i) => {
    if (!isObject(s) || typeof s.field !== 'string') return problems.push(`sorters[${i}] must be { field, order }`);
    if (!names.has(s.field)) return problems.push(`sorters[${i}]: cannot sort ${schema.name} by "${s.field}"`);
    if (s.order !== 'asc' && s.order !== 'desc') return problems.push(`sorters[${i}]: order must be asc or desc`);
    value.push({ field: s.field, order: s.order });
  });
  return { value, problems };
}

/**
 * The states a list's filters restrict the workflow field to (`eq`/`in` on it; repeated values of one
 * key match any of them, as in json-server), or null when any state may match.
 */
export function filteredStates(schema: ResourceSchema, filters: readonly ListFilter[]): string[] | null {
  const wf = schema.workflow;
  if (!wf) return null;
  const states = filters
    .filter((f) => f.field === wf.field && (f.operator === 'eq' || f.operator === 'in'))
    .flatMap((f) => (Array.isArray(f.value) ? f.value : [f.value]).map(String));
  return states.length ? [...new Set(states)] : null;
}
