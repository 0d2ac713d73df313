/**
 * Generated seed rows keep the schema's `minTotal` floors (src/schema/summary/rollup.ts): a row that would take a
 * total below its floor (an "out" of a product not yet in stock) is drawn again. Schemas without such a
 * constraint take their first draw, so their seed stream is unchanged.
 */
import { breaksMinTotal, validateRecord, type ResourceSchema } from '../../src/schema';
import type { Data } from '../http/http';

const TRIES = 50;

/** A row from `draw` that keeps every `minTotal` of the schema over the rows `seeded` so far. */
export function drawWithinTotals(schema: ResourceSchema, seeded: readonly Data[], draw: () => Data): Data {
  const floors = (schema.constraints ?? []).filter((c) => c.minTotal);
  if (!floors.length) return draw();
  for (let i = 0; i < TRIES; i++) {
    const row = draw();
    const { values } = validateRecord(schema, row, 'en');
    if (floors.every((c) => !breaksMinTotal(schema, { ...c, minTotal: c.minTotal! }, values, null, seeded))) return row;
  }
  throw new Error(
    `Seed data for ${schema.name}: no row within its "minTotal" constraints in ${TRIES} draws (give the fields "seed" hints that keep the totals up)`,
  );
}
