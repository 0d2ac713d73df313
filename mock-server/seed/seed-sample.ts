/**
 * Sample records for the API tests, from the seed's own generator (seed.ts `fillFields`), so a sample is shaped
 * as the seeded rows are.
 */
import { validateRecord, type ResourceSchema } from '../../src/schema';
import type { Data } from '../http/http';
import { fillFields, SEED } from './seed';
import { hashString, randomPerson, Rng, uniqueVariant } from './seed-fields';

/**
 * A new valid record for a schema from the same generator (the API tests post it): no document
 * number, workflow state or stamps (the server sets those); unique fields get a value none of
 * `existing` holds (numbers: the lowest free one within the field's limits).
 */
export function sampleRecord(
  schema: ResourceSchema,
  refs: ReadonlyMap<string, readonly number[]>,
  n: number,
  existing: readonly Data[] = [],
): Data {
  const rng = new Rng(SEED ^ hashString(`${schema.name}#${n}`));
  let row = fillFields(schema, rng, randomPerson(rng), refs, undefined, new Date(Date.UTC(2025, 5, 15, 3)));
  // Random values rarely meet a record rule over several fields ("the weights total 100"): then the
  // schema's first fixed row that meets its rules stands in (unique fields are made free below).
  if (!meetsRules(schema, row)) {
    const fixed = schema.seed?.rows?.find((r) => meetsRules(schema, r as Data));
    if (fixed) row = structuredClone(fixed) as Data;
  }
  if (schema.workflow) delete row[schema.workflow.field];
  if (schema.naming) delete row[schema.naming.field];
  for (const f of schema.fields) {
    const base = row[f.name];
    if (!f.unique || base === undefined) continue;
    const taken = new Set(existing.map((r) => String(r[f.name]).toLowerCase()));
    const free = (v: unknown) => !taken.has(String(v).toLowerCase());
    if (typeof base === 'number') {
      for (let v = f.min ?? 1; v <= (f.max ?? base + existing.length + 1) && !free(row[f.name]); v++) row[f.name] = v;
    } else for (let attempt = 2 + n; !free(row[f.name]); attempt++) row[f.name] = uniqueVariant(base, attempt);
  }
  return row;
}

/** Whether a record passes every record rule of its schema (field errors aside). */
function meetsRules(schema: ResourceSchema, row: Data): boolean {
  if (!schema.rules?.length) return true;
  const { errors } = validateRecord(schema, row);
  return schema.rules.every((rule) => errors[rule.field] === undefined);
}
