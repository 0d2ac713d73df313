/** The sample records the access walk creates: they must pass the schema's record rules, or a create is refused for the wrong reason. */
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../../../mock-server/seed/seed-sample';
import { validateRecord } from '../../../../src/schema';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';

const product = loadSchemaDir();
const refs = new Map(product.resources.map((s) => [s.name, [1, 2, 3, 4, 5]]));

describe('sampleRecord', () => {
  it('takes the first fixed row that meets a rule random values miss (KPI weights must total 100)', () => {
    const schema = product.byName.get('kpiAssignments')!;
    for (let n = 1; n <= 5; n++) {
      const sample = sampleRecord(schema, refs, n);
      const { errors, values } = validateRecord(schema, sample);
      expect(errors).toEqual({});
      expect(values.totalWeight).toBe(100);
      // A server-owned document number and state are never sent.
      expect(sample.assignmentNo).toBeUndefined();
    }
  });

  it('keeps generated values where they already meet the rules (meetings: the end after the start)', () => {
    const schema = product.byName.get('meetings')!;
    const fixedTitles = new Set(schema.seed!.rows!.map((r) => r.title));
    const sample = sampleRecord(schema, refs, 1);
    expect(validateRecord(schema, sample).errors).toEqual({});
    expect(fixedTitles.has(sample.title)).toBe(false);
  });
});
