/**
 * Live values: a computed field with `"live": true` is worked out each time a record is answered (list,
 * show, export, summary rows, related lists, the answer to a write), from the stored record and the clock,
 * and never stored: "overdue", "depreciation to date" stay true as the days pass. Its formula may read
 * `{ "var": "$today" }` (Bangkok's date) and `{ "var": "$now" }` (Bangkok datetime); the date operators are
 * expression.ts's (date-math.ts). The server adds the values (mock-server/records/live.ts); the form shows them read-only.
 *
 * A live value exists only in answers, so the list cannot sort, filter or search by it, nothing stored may
 * be computed from it, and a summary cannot count by it: the loader refuses those (liveProblems).
 */
import type { AnyField } from '../meta/describe';
import { bangkokDate, bangkokDateTime } from './date-math';
import { NOW_VAR, TODAY_VAR, type Data } from './expression';
import type { Field, ResourceSchema } from '../meta/meta';
import { computeValue } from '../records/validate';

/** The clock's variables a live formula reads. */
export const CLOCK_VARS: readonly string[] = [TODAY_VAR, NOW_VAR];

export const isLiveField = (f: AnyField): boolean => f.type === 'computed' && f.live === true;

/** The schema's live fields, in field order (a live field may read one declared above it). */
export const liveFields = (schema: ResourceSchema): Field[] => schema.fields.filter(isLiveField);

/** `$today` and `$now` at `now`, on Bangkok's calendar. */
export const clockValues = (now: Date): Data => ({ [TODAY_VAR]: bangkokDate(now), [NOW_VAR]: bangkokDateTime(now) });

/** The record with its live values worked out at `now`; the same object when the schema has none. */
export function withLiveValues<T extends Data>(schema: ResourceSchema, row: T, now: Date, fields = liveFields(schema)): T {
  if (!fields.length) return row;
  const data: Data = { ...row, ...clockValues(now) };
  const out: Data = { ...row };
  for (const f of fields) out[f.name] = data[f.name] = computeValue(f, data);
  return out as T;
}

/** The names an expression reads with `var` (their first segment). */
function readVars(expr: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(expr)) for (const e of expr) readVars(e, into);
  else if (expr !== null && typeof expr === 'object')
    for (const [op, arg] of Object.entries(expr as Data)) {
      const name = Array.isArray(arg) ? arg[0] : arg;
      if (op === 'var' && typeof name === 'string') into.add(name.split('.')[0]!);
      else readVars(arg, into);
    }
  return into;
}

/** The names a field's formula may read: the clock's too when it is live. */
export const formulaScope = (f: AnyField, scope: ReadonlySet<string>): ReadonlySet<string> =>
  isLiveField(f) ? new Set([...scope, ...CLOCK_VARS]) : scope;

const LIST_KEYS = ['sortable', 'filter', 'search', 'unique', 'required', 'requiredIf', 'default'] as const;

/** Where a live field is used as if it were stored, or a live key where it cannot work; empty when none. */
export function liveProblems(schema: ResourceSchema): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const live = new Set(liveFields(schema).map((f) => f.name));
  const notStored = (path: string, expr: unknown) => {
    for (const name of readVars(expr))
      if (live.has(name))
        add(path, `"${name}" is live (computed when answered, never stored): only another live field may read it`);
  };
  schema.fields.forEach((f, i) => {
    const at = `$.fields[${i}]`;
    if (f.type === 'computed' && f.color !== undefined && f.format !== 'flag')
      add(`${at}.color`, 'only a "format": "flag" value has a color');
    if (isLiveField(f))
      for (const key of LIST_KEYS)
        if (f[key] !== undefined && f[key] !== false)
          add(
            `${at}.${key}`,
            `a live field is computed when answered: it cannot be ${key === 'sortable' ? 'sorted by' : key === 'filter' ? 'filtered by' : key === 'search' ? 'searched' : `"${key}"`}`,
          );
    for (const key of ['visibleIf', 'requiredIf', 'readOnlyIf'] as const)
      if (f[key] !== undefined) notStored(`${at}.${key}`, f[key]);
    if (f.type === 'computed' && !isLiveField(f)) notStored(`${at}.formula`, f.formula);
    if (f.type === 'table')
      f.fields.forEach((c, j) => {
        if (c.type === 'computed' && c.live)
          add(`${at}.fields[${j}].live`, 'a child-table column cannot be live: only a top-level computed field');
        if (c.type === 'computed' && c.color !== undefined && c.format !== 'flag')
          add(`${at}.fields[${j}].color`, 'only a "format": "flag" value has a color');
      });
  });
  (schema.rules ?? []).forEach((r, i) => {
    notStored(`$.rules[${i}].check`, r.check);
    if (r.when !== undefined) notStored(`$.rules[${i}].when`, r.when);
  });
  const sorts =
    schema.defaultSort === undefined ? [] : Array.isArray(schema.defaultSort) ? schema.defaultSort : [schema.defaultSort];
  sorts.forEach((s, i) => {
    if (live.has(s.field))
      add(
        Array.isArray(schema.defaultSort) ? `$.defaultSort[${i}].field` : '$.defaultSort.field',
        `the list cannot be sorted by the live field "${s.field}"`,
      );
  });
  for (const [name, alias] of Object.entries(schema.aliases ?? {})) {
    if (typeof alias !== 'object') continue;
    for (const key of Object.keys(alias.filters ?? {}))
      if (live.has(key)) add(`$.aliases["${name}"].filters.${key}`, `the list cannot be filtered by the live field "${key}"`);
    (alias.groupBy ?? []).forEach((g, j) => {
      if (live.has(g)) add(`$.aliases["${name}"].groupBy[${j}]`, `a summary cannot count by the live field "${g}"`);
    });
  }
  return problems;
}
