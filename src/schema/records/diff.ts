/**
 * What changed in a record: its schema's fields before and after a write, as a flat list of changes.
 * The mock server stores this list with each audit entry (mock-server/trail/audit.ts), and a record's history
 * is read back from those entries, so the shape is declared here once for both. Pure: no DOM, no Node.
 *
 * - A plain field that changed gives `{ field, old, new }` (a side without a value has no key).
 * - A child table (type `table`) gives one change per row: `rowChange: 'added'` with the whole new row
 *   as `new`, `'removed'` with the whole old row as `old`, and `'changed'` once per changed cell, with
 *   its `column`. `row` is the row number as the screens show it (1-based): in the old table for a
 *   removed row, in the new table otherwise. Rows have no ids, so rows left as they were are matched
 *   first (longest common subsequence); rows between two such matches pair up by position.
 * - Empty values (undefined, null, '', []) are all "no value": clearing '' to null is no change.
 * - Only the schema's fields are compared: system fields (id, stamps, createdBy) never appear.
 */
import type { Data } from '../expression/expression';
import { isEmptyValue } from '../meta/field-types';
import type { ResourceSchema } from '../meta/meta';

export type RowChangeKind = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** The field's name (for a child table, the table's). */
  field: string;
  /** Child tables only: the row number (1-based), what happened to the row, and the changed cell's column. */
  row?: number;
  rowChange?: RowChangeKind;
  column?: string;
  /** The value before and after; absent when that side has no value. */
  old?: unknown;
  new?: unknown;
}

/**
 * One entry of the audit log (the `audit` collection, schemas/audit.json): who did what to which
 * record, when. Written by the server only; read by the audit screen and a record's history.
 */
export interface AuditEntry {
  id: number;
  /** ISO time of the action. */
  at: string;
  /** Who: the username (as typed, for a failed sign-in) and the full name ('' when unknown). */
  username: string;
  name: string;
  /** The client's network address. */
  address?: string;
  /** 'login', 'loginFailed', 'create', 'update', 'delete', 'import' or a workflow action's name. */
  action: string;
  /** Which record (absent for sign-ins). A deleted record's entries stay. */
  resource?: string;
  recordId?: number;
  /** Workflow actions: the state before and after, and the caller's comment. */
  from?: string;
  to?: string;
  comment?: string;
  /** Import (a record created from a spreadsheet): the uploaded file's name. */
  file?: string;
  /** Create and import: every value set; update: the changed fields; delete: every value held; workflow: the status. */
  changes?: FieldChange[];
  /** A record's write: the version it left (src/schema/records/version.ts), which a stale If-Match is traced back to. */
  version?: string;
}

/** The actions of the audit log that are not workflow actions. */
export const AUDIT_ACTIONS = [
  'login',
  'loginFailed',
  'create',
  'update',
  'delete',
  'import',
  'register',
  'schemaChange',
] as const;

/** A value as comparable text: object keys sorted, empty values dropped, so equal data compares equal. */
function canonical(value: unknown): string {
  if (isEmptyValue(value)) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Data)
      .filter(([, v]) => !isEmptyValue(v))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two stored values are the same data. */
export const sameData = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** `{ old, new }` without the side that has no value. */
function sides(old: unknown, next: unknown): Pick<FieldChange, 'old' | 'new'> {
  return { ...(isEmptyValue(old) ? {} : { old }), ...(isEmptyValue(next) ? {} : { new: next }) };
}

const asRows = (v: unknown): Data[] =>
  Array.isArray(v) ? v.map((r) => (r !== null && typeof r === 'object' && !Array.isArray(r) ? (r as Data) : {})) : [];

/** Above this many row pairs the tables are paired by position only (no common-subsequence search). */
const LCS_MAX_CELLS = 250_000;

/** Index pairs of rows left as they were, in order (a longest common subsequence of equal rows). */
function unchangedPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  if (n * m > LCS_MAX_CELLS) return [];
  // at(i, j): the length of the longest common subsequence of a[i..] and b[j..].
  const lcs = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => lcs[i * (m + 1) + j]!;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * (m + 1) + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** The row changes of one child table; `columns` orders the changed cells (other keys follow). */
export function diffRows(field: string, columns: readonly string[], before: unknown, after: unknown): FieldChange[] {
  const a = asRows(before);
  const b = asRows(after);
  const pairs = unchangedPairs(a.map(canonical), b.map(canonical));
  const out: FieldChange[] = [];
  const cells = (i: number, j: number) => {
    const keys = [...columns, ...Object.keys(a[i]!), ...Object.keys(b[j]!)].filter((k, x, all) => all.indexOf(k) === x);
    for (const column of keys)
      if (!sameData(a[i]![column], b[j]![column]))
        out.push({ field, row: j + 1, rowChange: 'changed', column, ...sides(a[i]![column], b[j]![column]) });
  };
  // The stretch between two unchanged rows: pair by position, then what is left was added or removed.
  const gap = (i0: number, i1: number, j0: number, j1: number) => {
    const paired = Math.min(i1 - i0, j1 - j0);
    for (let k = 0; k < paired; k++) cells(i0 + k, j0 + k);
    for (let i = i0 + paired; i < i1; i++) out.push({ field, row: i + 1, rowChange: 'removed', old: a[i] });
    for (let j = j0 + paired; j < j1; j++) out.push({ field, row: j + 1, rowChange: 'added', new: b[j] });
  };
  let i = 0;
  let j = 0;
  for (const [pi, pj] of pairs) {
    gap(i, pi, j, pj);
    i = pi + 1;
    j = pj + 1;
  }
  gap(i, a.length, j, b.length);
  return out;
}

/**
 * The changes from `before` to `after` over the schema's fields, in field order. `null` stands for
 * no record: (null, record) lists every value a new record holds, (record, null) every value a
 * deleted one held.
 */
export function diffRecord(
  schema: Pick<ResourceSchema, 'fields'>,
  before: Data | null | undefined,
  after: Data | null | undefined,
): FieldChange[] {
  const old = before ?? {};
  const next = after ?? {};
  const out: FieldChange[] = [];
  for (const f of schema.fields) {
    if (sameData(old[f.name], next[f.name])) continue;
    if (f.type === 'table')
      out.push(
        ...diffRows(
          f.name,
          (f.fields ?? []).map((c) => c.name),
          old[f.name],
          next[f.name],
        ),
      );
    else out.push({ field: f.name, ...sides(old[f.name], next[f.name]) });
  }
  return out;
}
