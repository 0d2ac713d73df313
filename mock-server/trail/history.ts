/**
 * `GET /api-spp/v1/<resource>/:id/history`: one record's entries of the audit log (audit.ts), newest
 * first, paged in json-server's dialect with `X-Total-Count`. Read from the one `audit` collection
 * through an index by record that grows with the log (entries are only ever appended).
 *
 * Allowed to whoever may show the record: the decision of `GET <resource>/:id` (decideAction 'show'
 * without a menu entry, then with the record, row scope included: 404 outside it). A deleted record is
 * decided on its last known values (src/schema lastKnownRecord). Changes of fields the caller may not
 * read are left out of the answer (src/access historyForReader).
 */
import { historyReader, rowInScope } from '../../src/access';
import {
  currentLife,
  historyKind,
  lastKnownRecord,
  newestFirstOf,
  parseHistoryQuery,
  type AuditEntry,
  type HistoryEntry,
  type ResourceSchema,
} from '../../src/schema';
import { requireAccess, storeLookup, type RequestContext } from '../access/access';
import { AUDIT } from './audit';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';

interface AuditIndex {
  /** The audit list last indexed, its length, and its last row (to tell an append from any other change). */
  list: readonly Row[];
  last: Row | undefined;
  byRecord: Map<string, Row[]>;
}

const indexes = new WeakMap<Store, AuditIndex>();
const keyOf = (resource: unknown, id: unknown) => `${String(resource)}#${String(id)}`;

function addEntries(index: AuditIndex, rows: readonly Row[], from: number): void {
  for (let i = from; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.resource === undefined || r.recordId === undefined) continue;
    const key = keyOf(r.resource, r.recordId);
    const list = index.byRecord.get(key);
    if (list) list.push(r);
    else index.byRecord.set(key, [r]);
  }
}

/** The audit entries of one record, oldest first (the order of writing). */
export function auditEntriesOf(store: Store, resource: string, id: number): readonly AuditEntry[] {
  const rows = store.list(AUDIT);
  let index = indexes.get(store);
  if (!index || index.list !== rows) {
    const appended = index && index.list.length <= rows.length && rows[index.list.length - 1] === index.last;
    if (!index || !appended) {
      index = { list: rows, last: undefined, byRecord: new Map() };
      addEntries(index, rows, 0);
      indexes.set(store, index);
    } else {
      addEntries(index, rows, index.list.length);
      index.list = rows;
    }
    index.last = rows.at(-1);
  }
  return (index.byRecord.get(keyOf(resource, id)) ?? []) as unknown as readonly AuditEntry[];
}

/** The page asked for and the total, after the show decision; 400 on a malformed query. */
export function recordHistory(
  store: Store,
  schema: ResourceSchema,
  id: number,
  params: URLSearchParams,
  ctx: RequestContext,
): { total: number; items: HistoryEntry[] } {
  const parsed = parseHistoryQuery(params);
  if (!parsed.ok) throw new HttpError(400, parsed.message);
  requireAccess(ctx, schema, 'show', undefined, true);
  const stored = store.get(schema.name, id);
  const life = currentLife(auditEntriesOf(store, schema.name, id), stored !== undefined);
  const record = stored ?? lastKnownRecord(schema, life);
  if (!record || !rowInScope(schema, record, ctx.user, ctx.perms, storeLookup(store)))
    throw new HttpError(404, `${schema.label.en} ${id} not found`);
  requireAccess(ctx, schema, 'show', { ...record, id } as Row, true);

  const { start, end, kind } = parsed.query;
  // Decide which entries count (cheap tests over the whole life), then build only the page asked for.
  const reader = historyReader(schema, ctx.user, ctx.perms);
  const entries = newestFirstOf(life).filter((e) => reader.keeps(e) && (!kind || historyKind(e) === kind));
  return { total: entries.length, items: entries.slice(start, end).map(reader.view) };
}
