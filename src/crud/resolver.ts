/**
 * The bridge between the schema's rule set (validateRecord, the same one the server runs) and
 * react-hook-form: flat dotted error paths become RHF's nested error tree, server 400 errors become
 * setError calls, and form values become the payload we send. Pure functions, unit-tested.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Data } from '../schema/expression/expression';
import type { FieldType, ResourceSchema } from '../schema/meta/meta';
import { FIELD_TYPE_INFO } from '../schema/meta/field-types';
import { validateRecord } from '../schema/records/validate';
import { defaultFor } from '../schema/expression/me-default';
import { approverFieldErrors } from '../access/duties';

export type FormMode = 'create' | 'edit';

/** Fields the server fills in on create (workflow state, document number): never sent, never checked. */
export function serverAssignedFields(schema: ResourceSchema): Set<string> {
  const names = new Set<string>();
  if (schema.workflow) names.add(schema.workflow.field);
  if (schema.naming) names.add(schema.naming.field);
  return names;
}

/** Names of child-table fields: their own (row-count) errors live under `<name>.root` in RHF. */
export const tableFieldNames = (schema: ResourceSchema): Set<string> =>
  new Set(schema.fields.filter((f) => f.type === 'table').map((f) => f.name));

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * `{ 'lines.0.price': 'msg', lines: 'msg2' }` -> `{ lines: [ { price: { type, message } } ] }` with the
 * table's own message at `lines.root`. Arrays where the path has an index, as RHF expects.
 */
export function nestErrors(
  flat: Record<string, string>,
  tables: ReadonlySet<string> = new Set(),
  type = 'validate',
): FieldErrors {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const segments = path.split('.');
    if (tables.has(path)) segments.push('root');
    let node: Record<string, unknown> | unknown[] = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        const existing = container[segment];
        // A message for a node that already holds children goes to its `root`, never over them.
        if (existing !== null && typeof existing === 'object' && !('message' in existing))
          (existing as Record<string, unknown>).root = { type, message };
        else container[segment] = { type, message };
        return;
      }
      let next = container[segment];
      if (next !== null && typeof next === 'object' && 'message' in next && !Array.isArray(next)) {
        // A leaf message is already here (e.g. "lines" before "lines.0.x"): keep it as the node's root.
        next = isIndex(segments[i + 1]!) ? Object.assign([], { root: next }) : { root: next };
        container[segment] = next;
      }
      if (next === undefined || next === null || typeof next !== 'object') {
        next = isIndex(segments[i + 1]!) ? [] : {};
        container[segment] = next;
      }
      node = next as Record<string, unknown>;
    });
  }
  return root as FieldErrors;
}

/** Values to check and send: computed and coerced by the schema, server-assigned fields dropped on create. */
export function prepareValues(schema: ResourceSchema, values: Data, mode: FormMode): Data {
  if (mode === 'edit') return values;
  const out: Data = { ...values };
  for (const name of serverAssignedFields(schema)) delete out[name];
  return out;
}

export interface SchemaCheck {
  values: Data;
  errors: Record<string, string>;
}

/**
 * Runs the schema's rule set over form values; on create, server-assigned fields are not the user's problem.
 * `author` (the record's author's people id, when known) adds segregation of duties: no approver field names them
 * and none names one person twice (src/access/duties.ts, as the server refuses it).
 */
export function checkFormValues(
  schema: ResourceSchema,
  values: Data,
  mode: FormMode,
  lang: string,
  author?: unknown,
): SchemaCheck {
  const { values: checked, errors } = validateRecord(schema, prepareValues(schema, values, mode), lang);
  if (mode === 'create') for (const name of serverAssignedFields(schema)) delete errors[name];
  for (const [k, m] of Object.entries(approverFieldErrors(schema, checked, author, lang))) errors[k] ??= m;
  return { values: prepareValues(schema, checked, mode), errors };
}

/**
 * A react-hook-form resolver over the schema; `getLang` is read on every run so a language switch applies at once,
 * `getAuthor` gives the author's people id for the values (undefined when not the user's own record).
 */
export function schemaResolver<T extends FieldValues>(
  schema: ResourceSchema,
  mode: FormMode,
  getLang: () => string,
  getAuthor: (values: Data) => unknown = () => undefined,
): Resolver<T> {
  const tables = tableFieldNames(schema);
  return (values) => {
    const { values: checked, errors } = checkFormValues(schema, values as Data, mode, getLang(), getAuthor(values as Data));
    if (Object.keys(errors).length === 0) return { values: checked as T, errors: {} };
    return { values: {}, errors: nestErrors(errors, tables) as FieldErrors<T> };
  };
}

/**
 * Server 400 `errors` -> [path, message] pairs for setError. Accepts the shapes Refine allows
 * (string, string[], { key, message }); a table's own message goes to `<name>.root`.
 */
export function serverErrorEntries(errors: unknown, tables: ReadonlySet<string> = new Set()): [string, string][] {
  if (errors === null || typeof errors !== 'object') return [];
  const out: [string, string][] = [];
  for (const [path, raw] of Object.entries(errors as Record<string, unknown>)) {
    let message = '';
    if (typeof raw === 'string') message = raw;
    else if (Array.isArray(raw)) message = raw.filter((m) => typeof m === 'string').join(' ');
    else if (raw !== null && typeof raw === 'object' && typeof (raw as { message?: unknown }).message === 'string')
      message = (raw as { message: string }).message;
    else if (raw === true) message = 'Field is not valid.';
    if (message) out.push([tables.has(path) ? `${path}.root` : path, message]);
  }
  return out;
}

/** Initial values for a new record: schema defaults, switches off, tables with their minimum rows. */
export function formDefaults(schema: ResourceSchema, me?: unknown): Data {
  const out: Data = {};
  for (const f of schema.fields) {
    // "$me" (me-default.ts) is the user's own record.
    if (f.default !== undefined) out[f.name] = structuredClone(defaultFor(f, me));
    else if (f.type === 'table') out[f.name] = Array.from({ length: f.minRows ?? 0 }, () => rowDefaults(f.fields ?? []));
    else {
      const start = FIELD_TYPE_INFO[f.type].formDefault;
      if (start !== undefined) out[f.name] = Array.isArray(start) ? [] : start;
    }
  }
  return out;
}

/** A fresh child-table row: its columns' defaults ("$today" / "$now" the day or instant the row is added). */
export function rowDefaults(columns: readonly { name: string; type: FieldType; default?: unknown }[]): Data {
  const row: Data = {};
  for (const c of columns) {
    const start = FIELD_TYPE_INFO[c.type].formDefault;
    if (c.default !== undefined)
      row[c.name] = structuredClone(
        defaultFor({ name: c.name, type: c.type, default: c.default } as Parameters<typeof defaultFor>[0], undefined),
      );
    else if (start !== undefined) row[c.name] = Array.isArray(start) ? [] : start;
  }
  return row;
}

/** A stored record merged over the defaults, so fields added to the schema later still get theirs. */
export function editValues(schema: ResourceSchema, record: Data): Data {
  const merged: Data = { ...formDefaults(schema) };
  for (const [k, v] of Object.entries(record)) if ((v !== null && v !== undefined) || merged[k] === undefined) merged[k] = v;
  return merged;
}
