/**
 * What of a record's history a reader may see: the field rules of scope.ts applied to the changes of
 * each audit entry, so values of fields the reader may not read (an employee's salary for Staff) never
 * leave the server, in the history as in the record itself.
 *
 * - A change of an unreadable field is left out; in a child table, so is a changed cell of an unreadable
 *   column, and an added or removed row loses its unreadable columns.
 * - An update whose every change was left out is left out as a whole (its mere existence would tell that
 *   a hidden value changed, and when). Other entries (create, delete, workflow actions) stay, with the
 *   changes the reader may see.
 */
import { historyKind, type HistoryEntry } from '../schema/records/history';
import type { AuditEntry, FieldChange } from '../schema/records/diff';
import type { ResourceSchema } from '../schema/meta/meta';
import { canReadField } from './scope';
import type { PermissionData, UserData } from './types';

type Row = Record<string, unknown>;

/** The reader's filter over one schema's changes: null when every field and column is readable. */
function changeFilter(
  schema: ResourceSchema,
  user: UserData | null,
  perms: PermissionData | null,
): ((changes: readonly FieldChange[]) => FieldChange[]) | null {
  const hidden = new Set<string>();
  const hiddenColumns = new Map<string, Set<string>>();
  for (const f of schema.fields) {
    if (!canReadField(f, user, perms)) hidden.add(f.name);
    else if (f.type === 'table') {
      const columns = new Set(f.fields.filter((c) => !canReadField(c, user, perms)).map((c) => c.name));
      if (columns.size) hiddenColumns.set(f.name, columns);
    }
  }
  if (!hidden.size && !hiddenColumns.size) return null;
  const withoutColumns = (value: unknown, columns: ReadonlySet<string>): unknown =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Row).filter(([k]) => !columns.has(k)))
      : value;
  return (changes) => {
    const out: FieldChange[] = [];
    for (const c of changes) {
      if (hidden.has(c.field)) continue;
      const columns = hiddenColumns.get(c.field);
      if (!columns || !c.rowChange) out.push(c);
      else if (c.rowChange === 'changed') {
        if (c.column === undefined || !columns.has(c.column)) out.push(c);
      } else {
        const row: FieldChange = { ...c };
        if ('old' in c) row.old = withoutColumns(c.old, columns);
        if ('new' in c) row.new = withoutColumns(c.new, columns);
        out.push(row);
      }
    }
    return out;
  };
}

/** The changes of one entry this reader may see. */
export function readableChanges(
  schema: ResourceSchema,
  changes: readonly FieldChange[],
  user: UserData | null,
  perms: PermissionData | null,
): FieldChange[] {
  const filter = changeFilter(schema, user, perms);
  return filter ? filter(changes) : [...changes];
}

export interface HistoryReader {
  /** False for an update whose every change the reader may not see (left out as a whole). */
  keeps: (entry: AuditEntry) => boolean;
  /** The entry as answered to this reader: no network address, only readable changes. */
  view: (entry: AuditEntry) => HistoryEntry;
}

/** One reader's rules over one schema's entries, built once per request. */
export function historyReader(schema: ResourceSchema, user: UserData | null, perms: PermissionData | null): HistoryReader {
  const filter = changeFilter(schema, user, perms);
  const changesOf = (e: AuditEntry) => (filter ? filter(e.changes ?? []) : [...(e.changes ?? [])]);
  return {
    keeps: filter
      ? (e) => !(e.action === 'update' && (e.changes?.length ?? 0) > 0 && filter(e.changes!).length === 0)
      : () => true,
    view: (e) => ({
      id: e.id,
      at: e.at,
      username: e.username,
      name: e.name,
      action: e.action,
      kind: historyKind(e),
      ...(e.from !== undefined ? { from: e.from } : {}),
      ...(e.to !== undefined ? { to: e.to } : {}),
      ...(e.comment !== undefined ? { comment: e.comment } : {}),
      ...(e.file !== undefined ? { file: e.file } : {}),
      changes: changesOf(e),
    }),
  };
}

/** The reader's view of one record's audit entries, in the order given, updates left with nothing to show dropped. */
export function historyForReader(
  schema: ResourceSchema,
  entries: readonly AuditEntry[],
  user: UserData | null,
  perms: PermissionData | null,
): HistoryEntry[] {
  const reader = historyReader(schema, user, perms);
  return entries.filter(reader.keeps).map(reader.view);
}
