/**
 * Rules of src/access/rules.ts no other test pinned: a one-record resource (the system settings) is edited, never
 * created or deleted, by anyone; "being this record's X" never holds for a user without a people record, even
 * where the record's field is empty too.
 */
import { describe, expect, it } from 'vitest';
import { canResourceAction, isMeIn, meetsRequirement } from '../../../src/access/rules';
import type { ResourceSchema } from '../../../src/schema/meta';
import { loadSchemaDir } from '../../../src/schema/read-dir';
import { testUser } from '../../support/users';

const settings = loadSchemaDir().resources.find((s) => s.singleton)!;
const admin = testUser('Admin', 'E1');
const hr = testUser('HR', 'E2');

describe('a singleton', () => {
  it('is the system settings', () => expect(settings.name).toBe('systemSettings'));
  it('refuses create and delete to everyone, Admin included, with the reason', () => {
    for (const user of [admin, hr])
      for (const action of ['create', 'delete'] as const)
        expect(canResourceAction(settings, action, user, null)).toEqual({
          allowed: false,
          reason: 'There is exactly one record here: edit it instead',
        });
  });
  it('is still edited and shown by whoever its rules allow', () => {
    expect(canResourceAction(settings, 'edit', admin, null)).toEqual({ allowed: true });
    expect(canResourceAction(settings, 'show', admin, null)).toEqual({ allowed: true });
    // The same schema without `singleton` may be created: the refusal is the flag's.
    const plain: ResourceSchema = { ...settings, singleton: undefined };
    expect(canResourceAction(plain, 'create', admin, null)).toEqual({ allowed: true });
  });
});

describe("being this record's X", () => {
  const noPerson = (employeeId: unknown) => ({ ...hr, employeeId }) as typeof hr;
  it('never holds for a user whose employee id is empty, whatever the record holds', () => {
    for (const id of ['', undefined, null]) {
      expect(isMeIn(['evaluator'], { evaluator: '' }, noPerson(id))).toBe(false);
      expect(isMeIn(['evaluator'], { evaluator: 'undefined' }, noPerson(id))).toBe(false);
      expect(isMeIn(['evaluator'], {}, noPerson(id))).toBe(false);
      expect(meetsRequirement({ me: ['evaluator'] }, noPerson(id), null, null, { evaluator: '' })).toMatchObject({
        allowed: false,
        reason: "This needs being this record's evaluator",
      });
    }
  });
  it('holds for the person named, by number or string, and only in the fields listed', () => {
    expect(isMeIn(['evaluator'], { evaluator: 7 }, noPerson('7'))).toBe(true);
    expect(isMeIn(['evaluator', 'employee'], { employee: '7' }, noPerson(7))).toBe(true);
    expect(isMeIn(['evaluator'], { employee: 7 }, noPerson(7))).toBe(false);
    expect(isMeIn(['evaluator'], { evaluator: [7] }, noPerson(7))).toBe(false);
    expect(isMeIn([], { evaluator: 7 }, noPerson(7))).toBe(false);
    expect(isMeIn(['evaluator'], undefined, noPerson(7))).toBe(false);
    expect(isMeIn(['evaluator'], { evaluator: 7 }, null)).toBe(false);
  });
});
