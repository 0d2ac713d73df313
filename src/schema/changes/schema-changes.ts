/**
 * What changed between two versions of a resource schema, as a list of small named changes (the schema
 * editor's diff, the history's summary and the impact analysis read them). Pure: no I/O.
 *
 * Fields are matched by name, child-table columns by name within their table (a column's `field` is
 * `table.column`), sections by name, workflow states by value and transitions by action. `path` is a JSON
 * path in the loader's form (`$.fields[2].type`): into `after` for what is there, into `before` for what was
 * removed. The kinds (SCHEMA_CHANGE_KINDS) are stable: the screen renders each one in every language.
 */
import type { ResourceSchema } from '../meta/meta';

export const SCHEMA_CHANGE_KINDS = [
  'resource-added',
  'label-changed',
  'menu-changed',
  'field-added',
  'field-removed',
  'fields-reordered',
  'type-changed',
  'required-changed',
  'option-added',
  'option-removed',
  'option-changed',
  'default-changed',
  'constraint-changed',
  'reference-changed',
  'list-changed',
  'section-added',
  'section-removed',
  'section-changed',
  'naming-changed',
  'access-changed',
  'state-added',
  'state-removed',
  'transition-added',
  'transition-removed',
  'transition-changed',
  'workflow-changed',
  'other-changed',
] as const;
export type SchemaChangeKind = (typeof SCHEMA_CHANGE_KINDS)[number];

export interface SchemaChange {
  kind: SchemaChangeKind;
  path: string;
  /** The field (`name`) or child-table column (`table.column`) the change is about. */
  field?: string;
  before?: unknown;
  after?: unknown;
}

type Obj = Record<string, unknown>;

/** A key-order-free equality of JSON values. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v !== null && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Obj)[k])]),
        )
      : v;
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Field keys that shape the list screen. */
const LIST_KEYS = new Set(['list', 'filter', 'search', 'sortable', 'width']);
/** Field keys that bound the values a field accepts. */
const CONSTRAINT_KEYS = new Set(['min', 'max', 'minLength', 'maxLength', 'pattern', 'unique', 'precision', 'minRows']);
/** Top-level keys about the menu entry and the screen's place. */
const MENU_KEYS = new Set(['area', 'route', 'icon', 'order']);
const TOP_LIST_KEYS = new Set(['defaultSort', 'pickerColumns']);

/** Keys in a stable order: the usual ones first (as a schema file lists them), then the rest alphabetically. */
const KEY_ORDER = ['type', 'required', 'label', 'pluralLabel', 'area', 'route', 'icon', 'order', 'sections', 'naming'];
const orderedKeys = (b: Obj, a: Obj): string[] =>
  [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => {
    const [i, j] = [KEY_ORDER.indexOf(x), KEY_ORDER.indexOf(y)];
    return (i < 0 ? KEY_ORDER.length : i) - (j < 0 ? KEY_ORDER.length : j) || x.localeCompare(y);
  });

const optionValue = (o: unknown): unknown => (o !== null && typeof o === 'object' ? (o as Obj).value : o);

type Keyed = { key: string; index: number; value: Obj };
const keyed = (list: unknown, key: string): Keyed[] =>
  (Array.isArray(list) ? list : []).flatMap((value: unknown, index) =>
    value !== null && typeof value === 'object' ? [{ key: String((value as Obj)[key]), index, value: value as Obj }] : [],
  );

/** Added, removed and common items of two lists of objects matched by `key`. */
function matchLists(before: unknown, after: unknown, key: string) {
  const b = keyed(before, key);
  const a = keyed(after, key);
  const bByKey = new Map(b.map((x) => [x.key, x]));
  const aByKey = new Map(a.map((x) => [x.key, x]));
  return {
    added: a.filter((x) => !bByKey.has(x.key)),
    removed: b.filter((x) => !aByKey.has(x.key)),
    common: a.filter((x) => bByKey.has(x.key)).map((x) => ({ before: bByKey.get(x.key)!, after: x })),
  };
}

function optionChanges(out: SchemaChange[], path: string, field: string, before: unknown, after: unknown): void {
  const b = (Array.isArray(before) ? before : []) as unknown[];
  const a = (Array.isArray(after) ? after : []) as unknown[];
  const bByValue = new Map(b.map((o) => [JSON.stringify(optionValue(o)), o]));
  const aByValue = new Map(a.map((o) => [JSON.stringify(optionValue(o)), o]));
  for (const [v, o] of aByValue) {
    const old = bByValue.get(v);
    if (old === undefined) out.push({ kind: 'option-added', path, field, after: optionValue(o) });
    else if (!sameJson(old, o)) out.push({ kind: 'option-changed', path, field, before: old, after: o });
  }
  for (const [v, o] of bByValue) if (!aByValue.has(v)) out.push({ kind: 'option-removed', path, field, before: optionValue(o) });
}

/** The changes of one field (or child column) present in both versions. */
function fieldChanges(out: SchemaChange[], b: Obj, a: Obj, at: string, name: string): void {
  for (const key of orderedKeys(b, a)) {
    if (key === 'name' || sameJson(b[key], a[key])) continue;
    const path = `${at}.${key}`;
    const change = { path, field: name, before: b[key], after: a[key] };
    if (key === 'fields' && a.type === 'table' && b.type === 'table') {
      tableChanges(out, b, a, at, name);
      continue;
    }
    if (key === 'options') {
      optionChanges(out, path, name, b[key], a[key]);
      continue;
    }
    const kind: SchemaChangeKind =
      key === 'type'
        ? 'type-changed'
        : key === 'required'
          ? 'required-changed'
          : key === 'label'
            ? 'label-changed'
            : key === 'default'
              ? 'default-changed'
              : key === 'resource'
                ? 'reference-changed'
                : key === 'access'
                  ? 'access-changed'
                  : LIST_KEYS.has(key)
                    ? 'list-changed'
                    : CONSTRAINT_KEYS.has(key)
                      ? 'constraint-changed'
                      : 'other-changed';
    out.push({ kind, ...change });
  }
}

/** Added, removed and changed columns of a child table present in both versions. */
function tableChanges(out: SchemaChange[], b: Obj, a: Obj, at: string, table: string): void {
  const { added, removed, common } = matchLists(b.fields, a.fields, 'name');
  for (const c of added)
    out.push({ kind: 'field-added', path: `${at}.fields[${c.index}]`, field: `${table}.${c.key}`, after: c.value });
  for (const c of removed)
    out.push({ kind: 'field-removed', path: `${at}.fields[${c.index}]`, field: `${table}.${c.key}`, before: c.value });
  for (const c of common)
    fieldChanges(out, c.before.value, c.after.value, `${at}.fields[${c.after.index}]`, `${table}.${c.after.key}`);
}

function workflowChanges(out: SchemaChange[], b: Obj | undefined, a: Obj | undefined): void {
  if (!b || !a) {
    out.push({ kind: 'workflow-changed', path: '$.workflow', before: b, after: a });
    return;
  }
  const states = matchLists(b.states, a.states, 'value');
  for (const s of states.added) out.push({ kind: 'state-added', path: `$.workflow.states[${s.index}]`, after: s.value });
  for (const s of states.removed) out.push({ kind: 'state-removed', path: `$.workflow.states[${s.index}]`, before: s.value });
  for (const s of states.common)
    if (!sameJson(s.before.value, s.after.value))
      out.push({
        kind: 'workflow-changed',
        path: `$.workflow.states[${s.after.index}]`,
        before: s.before.value,
        after: s.after.value,
      });
  const moves = matchLists(b.transitions, a.transitions, 'action');
  for (const t of moves.added) out.push({ kind: 'transition-added', path: `$.workflow.transitions[${t.index}]`, after: t.value });
  for (const t of moves.removed)
    out.push({ kind: 'transition-removed', path: `$.workflow.transitions[${t.index}]`, before: t.value });
  for (const t of moves.common)
    if (!sameJson(t.before.value, t.after.value))
      out.push({
        kind: 'transition-changed',
        path: `$.workflow.transitions[${t.after.index}]`,
        before: t.before.value,
        after: t.after.value,
      });
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
    if (key !== 'states' && key !== 'transitions' && !sameJson(b[key], a[key]))
      out.push({ kind: 'workflow-changed', path: `$.workflow.${key}`, before: b[key], after: a[key] });
}

/** Every change from `before` (undefined: a new resource) to `after`, in a stable order. */
export function schemaChanges(before: ResourceSchema | undefined, after: ResourceSchema): SchemaChange[] {
  if (!before) return [{ kind: 'resource-added', path: '$', after: after.name }];
  const b = before as unknown as Obj;
  const a = after as unknown as Obj;
  const out: SchemaChange[] = [];
  const fields = matchLists(b.fields, a.fields, 'name');
  for (const f of fields.added) out.push({ kind: 'field-added', path: `$.fields[${f.index}]`, field: f.key, after: f.value });
  for (const f of fields.removed)
    out.push({ kind: 'field-removed', path: `$.fields[${f.index}]`, field: f.key, before: f.value });
  for (const f of fields.common) fieldChanges(out, f.before.value, f.after.value, `$.fields[${f.after.index}]`, f.after.key);
  const kept = new Set(fields.common.map((f) => f.after.key));
  const order = (list: Keyed[]) => list.map((x) => x.key).filter((k) => kept.has(k));
  const beforeOrder = order(keyed(b.fields, 'name'));
  const afterOrder = order(keyed(a.fields, 'name'));
  if (!sameJson(beforeOrder, afterOrder))
    out.push({ kind: 'fields-reordered', path: '$.fields', before: beforeOrder, after: afterOrder });

  for (const key of orderedKeys(b, a)) {
    if (key === 'fields' || key === 'name' || key === '$schema' || sameJson(b[key], a[key])) continue;
    const change = { path: `$.${key}`, before: b[key], after: a[key] };
    if (key === 'workflow') workflowChanges(out, b[key] as Obj | undefined, a[key] as Obj | undefined);
    else if (key === 'sections') {
      const s = matchLists(b[key], a[key], 'name');
      for (const x of s.added) out.push({ kind: 'section-added', path: `$.sections[${x.index}]`, after: x.value });
      for (const x of s.removed) out.push({ kind: 'section-removed', path: `$.sections[${x.index}]`, before: x.value });
      for (const x of s.common)
        if (!sameJson(x.before.value, x.after.value))
          out.push({
            kind: 'section-changed',
            path: `$.sections[${x.after.index}]`,
            before: x.before.value,
            after: x.after.value,
          });
      if (!s.added.length && !s.removed.length && !s.common.some((x) => !sameJson(x.before.value, x.after.value)))
        out.push({ kind: 'section-changed', ...change }); // only their order changed
    } else if (key === 'access') {
      const ba = (b[key] ?? {}) as Obj;
      const aa = (a[key] ?? {}) as Obj;
      for (const action of new Set([...Object.keys(ba), ...Object.keys(aa)]))
        if (!sameJson(ba[action], aa[action]))
          out.push({ kind: 'access-changed', path: `$.access.${action}`, before: ba[action], after: aa[action] });
    } else if (key === 'label' || key === 'pluralLabel') out.push({ kind: 'label-changed', ...change });
    else if (key === 'naming') out.push({ kind: 'naming-changed', ...change });
    else if (MENU_KEYS.has(key)) out.push({ kind: 'menu-changed', ...change });
    else if (TOP_LIST_KEYS.has(key)) out.push({ kind: 'list-changed', ...change });
    else out.push({ kind: 'other-changed', ...change });
  }
  return out;
}

const SUMMARY_MAX = 6;
const show = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'nothing'));
const keyOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1).replace(/\[\d+\]$/, '');

/** One change in a few English words. */
export function describeChange(c: SchemaChange): string {
  const of = c.field ? ` of ${c.field}` : '';
  switch (c.kind) {
    case 'resource-added':
      return 'created';
    case 'field-added':
      return `added field ${c.field}`;
    case 'field-removed':
      return `removed field ${c.field}`;
    case 'fields-reordered':
      return 'fields reordered';
    case 'type-changed':
      return `type of ${c.field} ${show(c.before)} -> ${show(c.after)}`;
    case 'required-changed':
      return `${c.field} ${c.after ? 'required' : 'optional'}`;
    case 'option-added':
      return `option ${show(c.after)} added to ${c.field}`;
    case 'option-removed':
      return `option ${show(c.before)} removed from ${c.field}`;
    case 'option-changed':
      return `option ${show(optionValue(c.after))}${of} changed`;
    case 'default-changed':
      return `default${of} ${c.after === undefined ? 'removed' : `set to ${show(c.after)}`}`;
    case 'reference-changed':
      return `${c.field} now points to ${show(c.after)}`;
    case 'section-added':
      return `added section ${show((c.after as Obj).name)}`;
    case 'section-removed':
      return `removed section ${show((c.before as Obj).name)}`;
    case 'state-added':
      return `added state ${show((c.after as Obj).value)}`;
    case 'state-removed':
      return `removed state ${show((c.before as Obj).value)}`;
    case 'transition-added':
      return `added transition ${show((c.after as Obj).action)}`;
    case 'transition-removed':
      return `removed transition ${show((c.before as Obj).action)}`;
    case 'access-changed':
      return `access to ${keyOf(c.path)}${of} changed`;
    default:
      return `${keyOf(c.path)}${of} changed`;
  }
}

/** A short English sentence of the changes, for a history entry: "added field capacity; label of name changed". */
export function summarize(changes: readonly SchemaChange[]): string {
  if (!changes.length) return 'no changes';
  const parts = [...new Set(changes.map(describeChange))];
  const shown = parts.slice(0, SUMMARY_MAX).join('; ');
  return parts.length > SUMMARY_MAX ? `${shown}; and ${parts.length - SUMMARY_MAX} more` : shown;
}
