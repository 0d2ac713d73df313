/**
 * Records' versions on the wire (src/schema/records/version.ts computes them): every record answer carries its
 * stored row's version in `ETag`, and a write that names the version it started from in `If-Match` (PUT, PATCH,
 * a workflow step, a row action) is refused with 412 when the record has changed since, naming who changed which
 * fields (the audit entries after that version, as the caller may read them) and the record as it is now. Without
 * If-Match a write goes on as in json-server; a malformed one is a 400.
 *
 * The check runs in the write's synchronous step, right before the record is replaced (no await in between, and a
 * request that may write holds the process's write turn on PostgreSQL: store/pg/shared.ts), so two saves made from the
 * same version cannot both pass.
 */
import type { IncomingMessage } from 'node:http';
import { historyReader } from '../../src/access';
import type { AuditEntry, ResourceSchema } from '../../src/schema';
import { etagOf, matchesVersion, parseIfMatch, recordVersion, type IfMatch } from '../../src/schema/records/version';
import { visibleRecord, type RequestContext } from '../access/access';
import { auditEntriesOf } from '../trail/history';
import { HttpError, type Data } from '../http/http';
import type { Row, Store } from '../store/store';

/** The If-Match of a request; 400 when it is not a version list. */
export function ifMatchOf(req: IncomingMessage): IfMatch {
  const wanted = parseIfMatch(req.headers['if-match']);
  if (wanted.kind === 'malformed')
    throw new HttpError(
      400,
      `If-Match must be a record's ETag such as "${recordVersion({})}", got ${String(req.headers['if-match'])}`,
    );
  return wanted;
}

/** The version of each answered record, by the answer object (set where the stored row is at hand). */
const versions = new WeakMap<object, string>();

/** Notes that `answer` shows the stored row `stored` (its version goes out in ETag); returns `answer`. */
export function versioned<T extends object>(answer: T, stored: Row): T {
  versions.set(answer, recordVersion(stored));
  return answer;
}

/** The ETag header of a noted answer (none for any other). */
export function etagHeader(answer: unknown): Record<string, string> {
  const version = answer !== null && typeof answer === 'object' ? versions.get(answer) : undefined;
  return version ? { ETag: etagOf(version) } : {};
}

/** One change since the caller's version, as the 412 names it. */
export interface ConflictChange {
  by: { username: string; name: string };
  at: string;
  action: string;
  /** The fields it changed that the caller may read (a child table's name once). */
  fields: string[];
}

/** Where the entry that left one of `asked` stands among the record's entries (oldest first); -1 when none did. */
function lastWriterOf(entries: readonly AuditEntry[], asked: readonly string[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (asked.includes(String(entries[i]!.version))) return i;
  return -1;
}

/**
 * Refuses (412) a write whose If-Match is not the stored record's version. The changes named are the audit
 * entries after the one that left the caller's version (audit.ts notes it on each), or the newest entry when none
 * did (an older entry, a change made outside the API). Changes the caller may not see at all (an update of fields
 * hidden from them, which they cannot overwrite either) do not stop their write.
 */
export function checkVersion(store: Store, schema: ResourceSchema, current: Row, ctx: RequestContext): void {
  const wanted = ctx.ifMatch;
  if (!wanted) return;
  const stored = recordVersion(current);
  if (matchesVersion(wanted, stored)) return;
  const entries = auditEntriesOf(store, schema.name, current.id);
  const from = lastWriterOf(entries, wanted.kind === 'versions' ? wanted.versions : []);
  const since = from >= 0 ? entries.slice(from + 1) : entries.slice(-1);
  const reader = historyReader(schema, ctx.user, ctx.perms);
  if (from >= 0 && since.length && !since.some(reader.keeps)) return;
  const changes: ConflictChange[] = since.filter(reader.keeps).map((e) => {
    const view = reader.view(e);
    return {
      by: { username: view.username, name: view.name },
      at: view.at,
      action: view.action,
      fields: [...new Set(view.changes.map((c) => c.field))],
    };
  });
  const last = changes.at(-1)?.by;
  const who = last ? ` by ${last.name || last.username}` : '';
  throw new HttpError(
    412,
    `This ${schema.label.en.toLowerCase()} was changed${who} after you opened it: reload it, or send If-Match ${etagOf(stored)} to save over that change`,
    { version: stored, current: visibleRecord(schema, current, ctx) as Data, changes },
    { ETag: etagOf(stored) },
  );
}
