/**
 * Rollup fields when records are answered (src/schema/summary/rollup.ts): list, show, export and the answers of
 * writes carry each rollup computed from the stored source rows, never a stored value. A page costs one
 * pass over the source rows; a list that filters or sorts by a rollup gets it for every row in scope
 * first (one pass as well), then filters and sorts as on any number. The `minTotal` floor also holds on
 * delete: removing a record that a total needs (the last "in" of a product in stock) is refused.
 */
import { removalErrors, rollupsInQuery, withRollupValues, type ResourceSchema } from '../../src/schema';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';
import { storedContext } from './validated';

/** Copies of the rows answered, with their rollups. */
export const withRollups = (store: Store, schema: ResourceSchema, rows: readonly Row[]): Row[] =>
  withRollupValues(schema, rows, (resource) => store.values(resource));

/** One answered record with its rollups. */
export const withRollup = (store: Store, schema: ResourceSchema, row: Row): Row => withRollups(store, schema, [row])[0]!;

/**
 * The rows a list runs over: as given, or, when the query filters or sorts by a rollup, copies carrying
 * it (the sort cache key is dropped: those copies are made per request).
 */
export function rollupColumns(
  store: Store,
  schema: ResourceSchema,
  params: URLSearchParams,
  visible: { rows: readonly Row[]; key: string },
): { rows: readonly Row[]; key: string } {
  if (!rollupsInQuery(schema, params).length) return visible;
  return { rows: withRollups(store, schema, visible.rows), key: '' };
}

/**
 * 409 `{ message, errors }` when deleting `row` would take a `minTotal` total below its floor: the constraint's
 * message filled as on a write ("Only 3 left of Oil filter"), in the caller's language, as the message and
 * beside its field, the status every shortfall answers (validated.ts).
 */
export function checkRemoval(store: Store, schema: ResourceSchema, row: Row, lang: string): void {
  const errors = removalErrors(schema, row, storedContext(store, schema), lang);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new HttpError(409, first, { errors });
}
