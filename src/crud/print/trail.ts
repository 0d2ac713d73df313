/**
 * The workflow trail of a printed record, from its history (`GET {resource}/{id}/history`: entries
 * newest first, each with user { username, fullName }, at, action, changes and, for workflow actions,
 * from, to and comment). Pure: which entries are workflow steps, in order, and whose signature lines
 * the document carries.
 */
import dayjs from 'dayjs';
import { formatDate, formatDateTime } from '../../i18n/dates';
import type { ResourceSchema } from '../../schema/meta/meta';

export interface HistoryEntry {
  id?: number | string;
  at: string;
  action: string;
  user?: { username?: string; fullName?: string };
  /** The audit log's own shape (username, name), accepted too. */
  username?: string;
  name?: string;
  from?: string;
  to?: string;
  comment?: string;
}

/** Who acted, as a person reads it: the full name, else the username. */
export const actorName = (e: HistoryEntry): string => e.user?.fullName || e.name || e.user?.username || e.username || '';

const byTime = (a: HistoryEntry, b: HistoryEntry) =>
  a.at.localeCompare(b.at) || String(a.id ?? '').localeCompare(String(b.id ?? ''), 'en', { numeric: true });

/** The workflow steps of the record (entries naming one of the schema's transitions), oldest first. */
export function workflowTrail(schema: ResourceSchema, entries: readonly HistoryEntry[]): HistoryEntry[] {
  const actions = new Set(schema.workflow?.transitions.map((t) => t.action) ?? []);
  return entries.filter((e) => actions.has(e.action) && typeof e.at === 'string').sort(byTime);
}

export interface Signature {
  /** 'prepared' for the author, else the workflow action. */
  role: string;
  name: string;
  at?: string;
}

/**
 * The signature lines: the author (the history's create entry, else the record's owner and creation
 * time), then each step of the current round, i.e. from the last step that left an editable state
 * (a submit after a rejection starts a new round; the steps before it are in the trail, not signed).
 */
export function signatures(
  schema: ResourceSchema,
  record: Record<string, unknown>,
  entries: readonly HistoryEntry[],
): Signature[] {
  const created = [...entries].sort(byTime).find((e) => e.action === 'create');
  const owner = record[schema.ownerField ?? 'createdBy'];
  const createdAt = record.createdAt;
  const author: Signature = created
    ? { role: 'prepared', name: actorName(created), at: created.at }
    : {
        role: 'prepared',
        name: typeof owner === 'string' ? owner : '',
        at: typeof createdAt === 'string' ? createdAt : undefined,
      };
  const wf = schema.workflow;
  if (!wf) return [author];
  const editable = new Set(wf.editableIn ?? [wf.initial]);
  const trail = workflowTrail(schema, entries);
  let start = 0;
  trail.forEach((e, i) => {
    if (e.from !== undefined && editable.has(e.from)) start = i;
  });
  return [author, ...trail.slice(start).map((e) => ({ role: e.action, name: actorName(e), at: e.at }))];
}

/**
 * A date and time as the reader's language writes it (src/i18n/dates.ts, local time): "12/05/2568 14:05" in Thai
 * (the Buddhist Era unless the era preference says otherwise), "12/05/2025 14:05" in English; the day alone without the time.
 */
export function printDateTime(iso: string | undefined, lang: string, withTime = true): string {
  if (!iso) return '';
  const date = dayjs(iso);
  if (!date.isValid()) return iso;
  return withTime ? formatDateTime(iso, lang) : formatDate(date.format('YYYY-MM-DD'), lang);
}
