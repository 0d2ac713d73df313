/**
 * `postings` on the server (src/schema/summary/postings.ts): the rows a record writes into other resources when it
 * is created or a transition runs (a sale's stock movements), in the same synchronous step as the record
 * and in the same flush. Each posted row is prepared and checked as a create of its resource would be
 * (defaults, document number, rules, references, constraints such as `minTotal`), counting the rows posted
 * before it, but not against that resource's access rules: the record's own access decided the write.
 * Any refusal undoes what was written and answers with the refused row's message and status: 409 for a
 * shortfall (not enough stock or points), 400 for a bad value (validated.ts ValidationError decides both).
 * No await from the checks to the last insert, so two sales of the last item cannot both pass.
 */
import { postedRows, postingsOn, sourceColumn, type ResourceSchema } from '../../src/schema';
import type { RequestContext } from '../access/access';
import { auditRecord } from '../trail/audit';
import { HttpError } from '../http/http';
import { registryOf } from '../schemas/master-data';
import type { Row, Store } from '../store/store';
import { newRecordValues, ValidationError } from './validated';

/** A row written by a posting, with the resource it was written to. */
export interface PostedRecord {
  schema: ResourceSchema;
  row: Row;
}

/**
 * Writes the postings of `record` that run `on` ("create" or a transition's action). On a refusal the rows
 * already posted are removed and `undo` puts the record back as it was, then the refusal is thrown.
 */
export function postWithRecord(
  store: Store,
  schema: ResourceSchema,
  on: string,
  record: Row,
  ctx: RequestContext,
  undo: () => void,
): PostedRecord[] {
  const postings = postingsOn(schema, on);
  if (!postings.length) return [];
  const posted: PostedRecord[] = [];
  const now = new Date();
  try {
    for (const posting of postings) {
      const target = registryOf(store)?.byName.get(posting.resource);
      if (!target) throw new HttpError(500, `Posting to unknown resource "${posting.resource}"`);
      for (const { values, row } of postedRows(posting, record)) {
        try {
          const checked = newRecordValues(store, target, values, ctx, now);
          posted.push({ schema: target, row: store.insert(target.name, checked) });
        } catch (e) {
          throw refusal(e, posting.forEach, row, (field) => sourceColumn(posting, field));
        }
      }
    }
  } catch (e) {
    for (const { schema: s, row } of posted.reverse()) store.remove(s.name, row.id);
    undo();
    throw e;
  }
  return posted;
}

/**
 * A posted row's refusal as the record's: the first message on top, and each error on the cell of the
 * child row it came from when the value was taken from one (`lines.2.quantity`), else on the table.
 */
function refusal(
  e: unknown,
  table: string | undefined,
  row: number | undefined,
  columnOf: (field: string) => string | undefined,
) {
  if (!(e instanceof ValidationError || (e instanceof HttpError && e.status === 400))) return e;
  const errors = (e.extra.errors ?? {}) as Record<string, string>;
  const first = Object.values(errors)[0] ?? e.message;
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const column = columnOf(field.split('.')[0]!);
    const key =
      table === undefined ? field : row === undefined ? table : column ? `${table}.${row}.${column}` : `${table}.${row}`;
    mapped[key] ??= message;
  }
  // The posted row's own status: 409 for a shortfall (the stock, a balance), 400 for a bad value.
  return new HttpError(e.status, first, { errors: mapped });
}

/** The posted rows' audit entries, in the record's flush. */
export function auditPosted(store: Store, ctx: RequestContext, posted: readonly PostedRecord[], at: string): void {
  for (const { schema, row } of posted) auditRecord(store, ctx, 'create', schema, row.id, null, row, { at });
}
