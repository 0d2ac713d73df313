/**
 * A schema's aliases read as data: the whole path each one takes, the screen it opens and, for a list
 * alias written as an object, the filters the list opens with. The loader checks those filters against
 * the fields (loader-checks.ts); the browser's AliasRedirect turns them into the list's own URL, the
 * query Refine's syncWithLocation reads (`filters[0][field]=status&filters[0][operator]=in&...`), so the
 * filter controls and chips show them, the user may remove them and the address can be shared.
 * Pure: no DOM, no React.
 */
import { FIELD_TYPE_INFO, isNumericField } from '../meta/field-types';
import type { ListFilter, ListScalar } from './filters';
import { isPersonField } from '../records/people';
import type { ALIAS_SCREENS, AliasTarget, Field, ResourceSchema } from '../meta/meta';

export type AliasScreen = (typeof ALIAS_SCREENS)[number];
export type AliasFilterValue = ListScalar | ListScalar[];

/** The value that stands for the signed-in user: their username, or their own record on a reference to the people (people.ts). */
export const ME = '$me';
/**
 * Filters per alias and values per filter: qs, which Refine reads the URL with, turns `[i]` indices above
 * 20 into object keys, so a longer list would not come back as a list.
 */
export const ALIAS_FILTERS_MAX = 20;
export const ALIAS_VALUES_MAX = 20;
/** The system field an alias may filter by besides the schema's own (the server sets it). */
const CREATED_BY = 'createdBy';

export const aliasScreen = (target: AliasTarget): AliasScreen => (typeof target === 'string' ? target : target.screen);

/** The filters of an alias (a list's, or a summary's when it has any), or null for a plain screen name. */
export const aliasFilters = (target: AliasTarget): Record<string, AliasFilterValue> | null =>
  typeof target === 'string' ? null : (target.filters ?? null);

/** The whole path of an alias: under the route (`view/:id`), or its own when it starts with `/` (`/apps/document/approve`). */
export const aliasPath = (route: string, path: string): string => (path.startsWith('/') ? path : `${route}/${path}`);

/** A problem with an alias's filters; `path` continues the alias's JSON path (`.filters.status[1]`). */
export interface AliasFilterProblem {
  path: string;
  message: string;
}

const quote = (v: ListScalar) => JSON.stringify(v);

/** The values a select, multiselect or status field allows, or null when any text goes (options made by the loader). */
function allowedValues(schema: ResourceSchema, f: Field): string[] | null {
  if (f.type === 'status') return schema.workflow?.field === f.name ? schema.workflow.states.map((s) => s.value) : null;
  if (f.optionsFrom) return null;
  return (f.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
}

/** What is wrong with one value for field `f` (or `createdBy` when `f` is null), or null. */
function valueProblem(schema: ResourceSchema, name: string, f: Field | null, value: ListScalar, people?: string): string | null {
  if (value === ME)
    return name === CREATED_BY || name === schema.ownerField || isPersonField(schema, name, people)
      ? null
      : `"${ME}" filters only ${CREATED_BY}${schema.ownerField && schema.ownerField !== CREATED_BY ? ` or ${schema.ownerField}` : ''}${people ? ` or a reference to ${people}` : ''}`;
  if (value === '') return 'expected a value, not empty text';
  if (!f) return typeof value === 'string' ? null : 'expected a username (text) or "$me"';
  const info = FIELD_TYPE_INFO[f.type];
  switch (info.value) {
    case 'number':
      return typeof value === 'number' ? null : `expected a number, got ${quote(value)}`;
    case 'computed':
      if (isNumericField(f)) return typeof value === 'number' ? null : `expected a number, got ${quote(value)}`;
      return typeof value === 'string' ? null : `expected text, got ${quote(value)}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `expected true or false, got ${quote(value)}`;
    case 'flag':
      return value === 'Y' || value === 'N' ? null : `expected "Y" or "N", got ${quote(value)}`;
    case 'reference':
      return typeof value === 'string' || typeof value === 'number' ? null : `expected a record id, got ${quote(value)}`;
    case 'option':
    case 'options': {
      const allowed = allowedValues(schema, f);
      if (typeof value !== 'string') return `expected text, got ${quote(value)}`;
      if (!allowed || allowed.includes(value)) return null;
      const what = f.type === 'status' ? 'state' : 'option';
      return `unknown ${what} "${value}": expected one of ${allowed.join(', ')}`;
    }
    default: {
      if (typeof value !== 'string') return `expected text, got ${quote(value)}`;
      const check = info.textCheck;
      return check && !check.re.test(value) ? `"${value}" is not a valid ${f.type}` : null;
    }
  }
}

/**
 * Every problem of a list alias's filters: a top-level field of the schema (or createdBy) that a list can
 * filter by, values of the field's type (an option or workflow state of select and status fields), `$me`
 * only for createdBy or the ownerField.
 */
export function aliasFilterProblems(
  schema: ResourceSchema,
  filters: Record<string, AliasFilterValue>,
  people?: string,
): AliasFilterProblem[] {
  const problems: AliasFilterProblem[] = [];
  const entries = Object.entries(filters);
  if (entries.length > ALIAS_FILTERS_MAX)
    problems.push({ path: '.filters', message: `expected at most ${ALIAS_FILTERS_MAX} filters` });
  for (const [name, value] of entries) {
    const at = `.filters.${name}`;
    const f = schema.fields.find((x) => x.name === name) ?? null;
    if (!f && name !== CREATED_BY) {
      problems.push({ path: at, message: `unknown field "${name}": expected a field of the schema or ${CREATED_BY}` });
      continue;
    }
    const kind = f ? FIELD_TYPE_INFO[f.type].value : 'text';
    if (kind === 'rows' || kind === 'file') {
      problems.push({ path: at, message: `a list cannot be filtered by a ${f!.type} field` });
      continue;
    }
    if (Array.isArray(value) && value.length > ALIAS_VALUES_MAX)
      problems.push({ path: at, message: `expected at most ${ALIAS_VALUES_MAX} values` });
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v, i) => {
      const message = valueProblem(schema, name, f, v, people);
      if (message) problems.push({ path: Array.isArray(value) ? `${at}[${i}]` : at, message });
    });
  }
  return problems;
}

/**
 * The filters a list alias opens the list with, as Refine's CrudFilters: one value is `eq`, several are
 * `in` (any of them); `$me` becomes the user's username, or on a `reference` field (the loader allows
 * it only on references to the people) the id of the user's own record. Empty for a plain screen name;
 * null when `$me` is asked for and nobody is signed in (or the user has no record of their own).
 */
export function aliasListFilters(
  schema: Pick<ResourceSchema, 'fields'>,
  target: AliasTarget,
  me: { username: string; employeeId?: number | string } | null | undefined,
): ListFilter[] | null {
  const filters = aliasFilters(target);
  if (!filters) return [];
  const out: ListFilter[] = [];
  for (const [field, value] of Object.entries(filters)) {
    const isReference = schema.fields.some((f) => f.name === field && f.type === 'reference');
    // A user who is nobody's record (a guest) matches no row: "$me" stays as it is, which no id equals.
    const mine = !me ? undefined : isReference ? (me.employeeId ?? ME) : me.username;
    const values = (Array.isArray(value) ? value : [value]).map((v) => (v === ME ? mine : v));
    if (values.some((v) => v === undefined || v === '')) return null;
    const distinct = [...new Set(values as ListScalar[])];
    out.push(distinct.length === 1 ? { field, operator: 'eq', value: distinct[0]! } : { field, operator: 'in', value: distinct });
  }
  return out;
}

/** Query keys of a list's filters as Refine writes them. */
const FILTER_KEY = /^filters(\[|$)/;

/**
 * The query (with its `?`, or '') that opens a list with `filters`, in the form Refine's syncWithLocation
 * reads from the location (qs with indices). The other keys of `search` follow; its own filters give way
 * to the alias's. No filters: `search` as it is.
 */
export function aliasListSearch(filters: readonly ListFilter[], search = ''): string {
  if (!filters.length) return search;
  const enc = encodeURIComponent;
  const parts: string[] = [];
  filters.forEach((f, i) => {
    parts.push(`filters[${i}][field]=${enc(f.field)}`, `filters[${i}][operator]=${f.operator}`);
    if (Array.isArray(f.value)) f.value.forEach((v, j) => parts.push(`filters[${i}][value][${j}]=${enc(String(v))}`));
    else parts.push(`filters[${i}][value]=${enc(String(f.value))}`);
  });
  for (const [key, value] of new URLSearchParams(search)) if (!FILTER_KEY.test(key)) parts.push(`${enc(key)}=${enc(value)}`);
  return `?${parts.join('&')}`;
}
