/**
 * `createFrom` (meta.ts createFromRule): a record of one resource built from a record of another, a
 * purchase order from an approved purchase request. Pure, shared by the loader (names that must
 * resolve), the browser (the button, the dialog, the back-links) and the mock server (the mapping):
 * - `fields`: this resource's field <- the source's field, copied when the source has a value;
 * - `lines`: this resource's child table <- the source's child table, column by column;
 * - `link`: this resource's reference field that stores the source's id. It is the only link: the
 *   source's records find theirs by querying it (`createdFromHere`), nothing is stored twice.
 */
import { isRequired, isVisible, type AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';
import { isEmptyValue } from '../meta/field-types';
import type { CreateFromRule, Field, ResourceSchema } from '../meta/meta';

export interface CreateFromProblem {
  /** JSON path inside the target schema file, e.g. `$.createFrom[0].fields.supplier`. */
  path: string;
  message: string;
}

/** Values a user cannot type in: the document number, computed values, the workflow state. */
export const isSystemSet = (schema: ResourceSchema, f: AnyField): boolean =>
  f.type === 'computed' || f.type === 'status' || schema.naming?.field === f.name;

const SOURCE_SYSTEM_FIELDS = new Set(['createdAt', 'updatedAt', 'createdBy']);

/** A reference copies an id: both sides must point at the same resource. */
function mismatch(to: AnyField, from: AnyField | undefined): string | null {
  if (!from) return null;
  if (to.type === 'reference' || from.type === 'reference')
    if (to.type !== from.type || to.resource !== from.resource)
      return `"${to.name}" and "${from.name}" must both be references to the same resource`;
  return null;
}

/**
 * Cross-file checks of a schema's createFrom rules (called by the loader once every file is parsed).
 * `known`: names of resources whose files exist but did not parse; a rule from one is checked no further.
 */
export function createFromProblems(
  schema: ResourceSchema,
  byName: ReadonlyMap<string, ResourceSchema>,
  known: ReadonlySet<string> = new Set(),
): CreateFromProblem[] {
  const problems: CreateFromProblem[] = [];
  const seen = new Set<string>();
  (schema.createFrom ?? []).forEach((rule, i) => {
    const at = `$.createFrom[${i}]`;
    const add = (path: string, message: string) => problems.push({ path: `${at}${path}`, message });
    if (seen.has(rule.source)) add('.source', `a second rule for "${rule.source}": one rule per source`);
    seen.add(rule.source);
    const source = byName.get(rule.source);
    if (!source) {
      if (!known.has(rule.source)) add('.source', `unknown resource "${rule.source}"`);
      return;
    }
    const own = new Map(schema.fields.map((f) => [f.name, f]));
    const theirs = new Map(source.fields.map((f) => [f.name, f]));

    const link = own.get(rule.link);
    if (!link) add('.link', `unknown field "${rule.link}"`);
    else if (link.type !== 'reference' || link.resource !== rule.source)
      add('.link', `expected a reference field to "${rule.source}"`);

    const wf = source.workflow;
    rule.states?.forEach((s, j) => {
      if (!wf) add(`.states[${j}]`, `${rule.source} has no workflow states`);
      else if (!wf.states.some((st) => st.value === s)) add(`.states[${j}]`, `unknown state "${s}" of ${rule.source}`);
    });

    for (const [to, from] of Object.entries(rule.fields ?? {})) {
      const path = `.fields.${to}`;
      const target = own.get(to);
      const origin = theirs.get(from);
      if (!target) add(path, `unknown field "${to}"`);
      else if (target.type === 'table') add(path, `"${to}" is a table: map it in "lines"`);
      else if (isSystemSet(schema, target)) add(path, `"${to}" is set by the system`);
      else if (to === rule.link) add(path, `"${to}" is the link: it gets the source's id`);
      if (!origin && !SOURCE_SYSTEM_FIELDS.has(from)) add(path, `unknown field "${from}" of ${rule.source}`);
      else if (origin?.type === 'table') add(path, `"${from}" is a table: map it in "lines"`);
      const wrong = target && target.type !== 'table' ? mismatch(target, origin) : null;
      if (wrong) add(path, wrong);
    }

    for (const [to, { from, fields }] of Object.entries(rule.lines ?? {})) {
      const path = `.lines.${to}`;
      const target = own.get(to);
      const origin = theirs.get(from);
      if (target?.type !== 'table') add(path, target ? `"${to}" is not a table` : `unknown table "${to}"`);
      if (origin?.type !== 'table')
        add(`${path}.from`, origin ? `"${from}" of ${rule.source} is not a table` : `unknown table "${from}" of ${rule.source}`);
      if (target?.type !== 'table' || origin?.type !== 'table') continue;
      for (const [col, sourceCol] of Object.entries(fields)) {
        const c = target.fields.find((x) => x.name === col);
        const o = origin.fields.find((x) => x.name === sourceCol);
        if (!c) add(`${path}.fields.${col}`, `unknown column "${col}" of ${to}`);
        else if (c.type === 'computed') add(`${path}.fields.${col}`, `"${col}" is computed`);
        if (!o) add(`${path}.fields.${col}`, `unknown column "${sourceCol}" of ${rule.source}.${from}`);
        const wrong = c ? mismatch(c, o) : null;
        if (wrong) add(`${path}.fields.${col}`, wrong);
      }
    }
  });
  return problems;
}

const copy = <T>(v: T): T => (v !== null && typeof v === 'object' ? (structuredClone(v) as T) : v);
const isRow = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The new record's values, before defaults, numbering and validation (the server's create does those).
 * `input` is what the user typed for fields the mapping leaves empty: it fills top-level fields, never
 * the link or a mapped table; a value the source has wins. The source is the record as the user may
 * read it (hidden fields already gone), so nothing they cannot see is copied.
 */
export function buildFromSource(target: ResourceSchema, rule: CreateFromRule, source: Data, input: Data = {}): Data {
  const draft: Data = {};
  const tables = new Set(Object.keys(rule.lines ?? {}));
  for (const f of target.fields)
    if (f.name in input && f.name !== rule.link && !tables.has(f.name) && !isSystemSet(target, f)) draft[f.name] = input[f.name];
  for (const [to, from] of Object.entries(rule.fields ?? {})) if (!isEmptyValue(source[from])) draft[to] = copy(source[from]);
  for (const [to, { from, fields }] of Object.entries(rule.lines ?? {})) {
    const rows = Array.isArray(source[from]) ? (source[from] as unknown[]) : [];
    draft[to] = rows.filter(isRow).map((row) => {
      const line: Data = {};
      for (const [col, sourceCol] of Object.entries(fields)) if (!isEmptyValue(row[sourceCol])) line[col] = copy(row[sourceCol]);
      return line;
    });
  }
  draft[rule.link] = source.id;
  return draft;
}

/** The source's state allows it (no `states`: any state; a record without a state counts as the initial one). */
export function sourceStateAllows(rule: CreateFromRule, source: ResourceSchema, record: Data): boolean {
  if (!rule.states) return true;
  const wf = source.workflow;
  if (!wf) return false;
  return rule.states.includes(String(record[wf.field] ?? wf.initial));
}

/**
 * The top-level fields the user still has to fill in: required (and visible) on the new record, empty
 * after the mapping and the field defaults, and typed in by users (no table, no system value).
 */
export function missingInputs(target: ResourceSchema, draft: Data): Field[] {
  const values: Data = { ...draft };
  for (const f of target.fields) if (values[f.name] === undefined && f.default !== undefined) values[f.name] = f.default;
  return target.fields.filter(
    (f) =>
      f.type !== 'table' &&
      !isSystemSet(target, f) &&
      isVisible(f, values) &&
      isRequired(f, values) &&
      isEmptyValue(values[f.name]),
  );
}

export interface CreatedFrom {
  /** The resource created from the source. */
  target: ResourceSchema;
  rule: CreateFromRule;
}

/** Every resource that declares createFrom from `source`: its button on the source's page, and its back-link list. */
export function createdFromHere(resources: readonly ResourceSchema[], source: string): CreatedFrom[] {
  return resources.flatMap((target) =>
    (target.createFrom ?? []).filter((rule) => rule.source === source).map((rule) => ({ target, rule })),
  );
}
