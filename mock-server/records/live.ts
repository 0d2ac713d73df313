/**
 * Live values on the way out (src/schema/expression/live.ts): every record the server answers passes through
 * `visibleRecord` (access.ts), which calls `withLive` before the field rules strip what the caller may not
 * read. So lists, show, exports, summary rows, related lists and the answers to writes and actions carry the
 * values worked out now, and the store never holds them (validateRecord drops them on every write).
 */
import { liveFields, withLiveValues, type Field, type ResourceSchema } from '../../src/schema';
import type { Row } from '../store/store';

const bySchema = new WeakMap<ResourceSchema, Field[]>();

/** The row with its schema's live values at this moment; the row itself when the schema has none. */
export function withLive(schema: ResourceSchema, row: Row, now = new Date()): Row {
  let fields = bySchema.get(schema);
  if (!fields) bySchema.set(schema, (fields = liveFields(schema)));
  return fields.length ? withLiveValues(schema, row, now, fields) : row;
}
