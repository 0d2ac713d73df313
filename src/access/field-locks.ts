/**
 * Field rules that depend on the record: a field or child-table column may be changed only in some
 * workflow states (`"editableIn": ["draft"]`), and only by the people its write rule names on this record
 * (`"access": { "write": { "me": ["employee"] } }`, or `owner`). A performance review's self score is the
 * employee's while it is a draft; the evaluator's score is the evaluator's once the employee has confirmed.
 * The edit form shows such fields read-only; the server refuses a change of one with 403 (lockedChange).
 */
import { fieldLabel } from '../schema/meta/describe';
import type { ChildField, Field, ResourceSchema } from '../schema/meta/meta';
import { isAdmin, meetsRequirement, recordOwner } from './rules';
import type { PermissionData, UserData } from './types';

type Row = Record<string, unknown>;

/**
 * May this user change field `f` (or a column) of `record` now? Its states, then its write rule, checked
 * with the record (a child column's write rule is decided only here; a top-level one also by scope.ts).
 */
function isLocked(
  schema: ResourceSchema,
  f: Field | ChildField,
  record: Row,
  user: UserData | null,
  perms: PermissionData | null,
): boolean {
  const wf = schema.workflow;
  if (f.editableIn && wf && !f.editableIn.includes(String(record[wf.field] ?? wf.initial))) return true;
  const write = f.access?.write;
  if (!write || isAdmin(user)) return false;
  return !meetsRequirement(write, user, perms, recordOwner(schema, record), record).allowed;
}

/** Does any field or column of the schema carry a rule decided here (`editableIn`, or a write rule)? */
export function hasFieldLocks(schema: ResourceSchema): boolean {
  const bound = (f: Field | ChildField) => Boolean(f.editableIn || f.access?.write);
  return schema.fields.some((f) => bound(f) || (f.type === 'table' && f.fields.some(bound)));
}

/**
 * The fields (`name`) and child columns (`table.column`) this user may not change on `record` now. On a
 * record being created, `record` is its initial values: the initial state, and the people it names.
 */
export function fieldLocks(
  schema: ResourceSchema,
  record: Row,
  user: UserData | null,
  perms: PermissionData | null,
): Set<string> {
  const locks = new Set<string>();
  if (!hasFieldLocks(schema)) return locks;
  for (const f of schema.fields) {
    if (isLocked(schema, f, record, user, perms)) locks.add(f.name);
    else if (f.type === 'table')
      for (const c of f.fields) if (isLocked(schema, c, record, user, perms)) locks.add(`${f.name}.${c.name}`);
  }
  return locks;
}

/** The schema with the locked fields and columns read-only: what the edit form of this record shows. */
export function lockFields(schema: ResourceSchema, locks: ReadonlySet<string>): ResourceSchema {
  if (!locks.size) return schema;
  return {
    ...schema,
    fields: schema.fields.map((f) => {
      if (locks.has(f.name)) return { ...f, readOnly: true };
      if (f.type !== 'table' || !f.fields.some((c) => locks.has(`${f.name}.${c.name}`))) return f;
      return { ...f, fields: f.fields.map((c) => (locks.has(`${f.name}.${c.name}`) ? { ...c, readOnly: true } : c)) };
    }),
  };
}

const empty = (v: unknown) => v === undefined || v === null || v === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);
const rowsOf = (v: unknown): Row[] =>
  Array.isArray(v) ? v.map((r) => (r !== null && typeof r === 'object' ? (r as Row) : {})) : [];

/** The refusal of a change, in the user's language. */
const lockMessage = (what: string, lang: string): string =>
  lang === 'th' ? `ไม่สามารถแก้ไข ${what} ได้ในขั้นตอนนี้` : `You may not change ${what} now`;

/** A change the locks forbid: the path, and a message naming the field (a column with its row, 1-based). */
export interface LockedChange {
  path: string;
  message: string;
}

/**
 * The first locked field or column whose value `input` changes against `current` (null on create), or
 * null. A child row is compared with the stored row at the same position; a new row may not fill a
 * locked column (but with its default), and a removed row may not take a locked column's value with it.
 */
export function lockedChange(
  schema: ResourceSchema,
  locks: ReadonlySet<string>,
  input: Row,
  current: Row | null,
  lang = 'en',
): LockedChange | null {
  if (!locks.size) return null;
  for (const f of schema.fields) {
    if (!(f.name in input)) continue;
    if (locks.has(f.name)) {
      // A new record may carry a locked field's default (the form sends it): that is not a change.
      if (!same(input[f.name], current?.[f.name]) && !(current === null && same(input[f.name], f.default)))
        return { path: f.name, message: lockMessage(fieldLabel(f, lang), lang) };
      continue;
    }
    if (f.type !== 'table') continue;
    const next = rowsOf(input[f.name]);
    const before = rowsOf(current?.[f.name]);
    for (const c of f.fields) {
      if (!locks.has(`${f.name}.${c.name}`)) continue;
      for (let i = 0; i < Math.max(next.length, before.length); i++)
        // A new row may carry the column's default (an installment not yet paid).
        if (!same(next[i]?.[c.name], before[i]?.[c.name]) && !(before[i] === undefined && same(next[i]?.[c.name], c.default)))
          return {
            path: `${f.name}.${c.name}`,
            message: lockMessage(
              `${fieldLabel(f, lang)}: ${fieldLabel(c, lang)} (${lang === 'th' ? 'แถวที่' : 'row'} ${i + 1})`,
              lang,
            ),
          };
    }
  }
  return null;
}
