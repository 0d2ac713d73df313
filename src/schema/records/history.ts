/**
 * A record's history as `GET <resource>/<id>/history` answers it: the audit entries of that record
 * (src/schema/records/diff.ts AuditEntry), newest first, paged in json-server's dialect (`_start`/`_end` or
 * `_page`/`_limit`, the total in `X-Total-Count`), optionally only one kind (`kind=workflow`: the
 * workflow trail). Which changes a reader may see is src/access/history.ts. Pure: browser and server.
 */
import type { Data } from '../expression/expression';
import type { AuditEntry, FieldChange } from './diff';
import type { ResourceSchema } from '../meta/meta';

/** `workflow`: a transition (it has a `to` state); `record`: a create, update, delete or any other write. */
export type HistoryKind = 'record' | 'workflow';
export const HISTORY_KINDS: readonly HistoryKind[] = ['record', 'workflow'];

/** One entry of a record's history, as answered: who (username and name), when, what, and the changes. */
export interface HistoryEntry {
  id: number;
  at: string;
  username: string;
  name: string;
  action: string;
  kind: HistoryKind;
  from?: string;
  to?: string;
  comment?: string;
  /** An import: the spreadsheet's file name ("imported from <file>"). */
  file?: string;
  changes: FieldChange[];
}

/** Entries per page when the query names no end; and the most one page holds (a larger range is cut to it). */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 100;

export const historyKind = (entry: Pick<AuditEntry, 'to'>): HistoryKind => (entry.to !== undefined ? 'workflow' : 'record');

/** Newest first: by time, then by entry id (the order of writing) for entries of the same instant. */
export function newestFirst(a: Pick<AuditEntry, 'at' | 'id'>, b: Pick<AuditEntry, 'at' | 'id'>): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return b.id - a.id;
}

/** The entries newest first: the reverse when they were written in time order (the usual case, no sort), else sorted. */
export function newestFirstOf<T extends Pick<AuditEntry, 'at' | 'id'>>(entries: readonly T[]): T[] {
  let inOrder = true;
  for (let i = 1; i < entries.length && inOrder; i++) inOrder = newestFirst(entries[i - 1]!, entries[i]!) > 0;
  return inOrder ? [...entries].reverse() : [...entries].sort(newestFirst);
}

export interface HistoryQuery {
  start: number;
  end: number;
  kind?: HistoryKind;
}

export type HistoryQueryResult = { ok: true; query: HistoryQuery } | { ok: false; message: string };

const KEYS = new Set(['_start', '_end', '_page', '_limit', 'kind']);

/** The page asked for; unknown keys and malformed numbers are refused, not ignored (as on lists). */
export function parseHistoryQuery(params: URLSearchParams): HistoryQueryResult {
  const ints: Partial<Record<string, number>> = {};
  for (const [key, value] of params) {
    if (!KEYS.has(key))
      return { ok: false, message: `Unknown query parameter "${key}": a history takes _start, _end, _page, _limit and kind` };
    if (key === 'kind') continue;
    if (!/^\d{1,9}$/.test(value)) return { ok: false, message: `${key} must be a whole number of 0 or more, got "${value}"` };
    ints[key] = Number(value);
  }
  const kinds = params.getAll('kind');
  if (kinds.length > 1 || (kinds.length === 1 && !HISTORY_KINDS.includes(kinds[0] as HistoryKind)))
    return { ok: false, message: `kind must be one of ${HISTORY_KINDS.join(', ')}` };
  let start: number;
  let end: number;
  if (ints._page !== undefined) {
    const size = ints._limit ?? HISTORY_PAGE_SIZE;
    start = (Math.max(ints._page, 1) - 1) * size;
    end = start + size;
  } else {
    start = ints._start ?? 0;
    end = ints._end ?? start + (ints._limit ?? HISTORY_PAGE_SIZE);
  }
  end = Math.min(Math.max(end, start), start + HISTORY_PAGE_MAX);
  return { ok: true, query: { start, end, ...(kinds.length ? { kind: kinds[0] as HistoryKind } : {}) } };
}

/**
 * The entries of the record's current life, oldest first. A store written before ids were kept across
 * restarts may have given a deleted record's id to a new one, so a record that exists owns only the
 * entries after the last delete of that id; a deleted one, those up to its last delete.
 */
export function currentLife<T extends Pick<AuditEntry, 'action'>>(entries: readonly T[], exists: boolean): readonly T[] {
  let last = -1;
  let previous = -1;
  entries.forEach((e, i) => {
    if (e.action === 'delete') {
      previous = last;
      last = i;
    }
  });
  if (exists) return last < 0 ? entries : entries.slice(last + 1);
  return last < 0 ? [] : entries.slice(previous + 1, last + 1);
}

/**
 * A deleted record as it was last stored, rebuilt from its history (oldest first) so the show decision
 * (row scope, owner rules) can be taken on it: the values its delete entry lists, and `createdBy` from its
 * create entry. Null when the history holds no delete. A value the delete did not record stays absent,
 * so an owner rule on it is not met.
 */
export function lastKnownRecord(schema: Pick<ResourceSchema, 'fields'>, entries: readonly AuditEntry[]): Data | null {
  const deleted = [...entries].reverse().find((e) => e.action === 'delete');
  if (!deleted) return null;
  const tables = new Set(schema.fields.filter((f) => f.type === 'table').map((f) => f.name));
  const record: Data = {};
  for (const c of deleted.changes ?? []) {
    if (!('old' in c)) continue;
    if (tables.has(c.field)) {
      if (c.rowChange !== 'removed') continue;
      const rows = (record[c.field] as unknown[] | undefined) ?? [];
      rows[(c.row ?? rows.length + 1) - 1] = c.old;
      record[c.field] = rows;
    } else if (!c.rowChange) record[c.field] = c.old;
  }
  const created = entries.find((e) => e.action === 'create');
  if (created) record.createdBy = created.username;
  return record;
}
