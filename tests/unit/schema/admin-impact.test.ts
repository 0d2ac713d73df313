/** The impact of a schema change on stored records and their migration (src/schema/changes/impact.ts), kind by kind. */
import { describe, expect, it } from 'vitest';
import { loadSchemas, type ResourceSchema } from '../../../src/schema';
import { bangkokDate } from '../../../src/schema/expression/date-math';
import { impactOf, migrateRows, planMigration } from '../../../src/schema/changes/impact';
import { FIXTURE_FILES, type JsonBody } from '../../support/test-server';

/** The fixture schema `name` as loaded, after `edit` of its JSON. */
function loaded(name: string, edit: (json: JsonBody) => void = () => {}): ResourceSchema {
  const files = structuredClone(FIXTURE_FILES) as { file: string; json: JsonBody }[];
  edit(files.find((f) => f.file === `${name}.json`)!.json);
  return loadSchemas(files).byName.get(name)!;
}

const person = (id: number, over: JsonBody = {}) => ({
  id,
  code: `P${id}`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `p${id}@example.com`,
  ...over,
});
const PEOPLE = [person(1, { age: 25, skills: ['sql'] }), person(2, { age: 40, skills: ['sql', 'thai'] }), person(3)];
const people = loaded('people');
const kinds = (impacts: { kind: string; field: string; count: number; needs: string }[]) =>
  impacts.map((i) => `${i.kind} ${i.field} ${i.count} ${i.needs}`);

describe('impactOf', () => {
  it('nothing for an unchanged schema or a new resource', () => {
    expect(impactOf(people, loaded('people'), PEOPLE, { confirm: false })).toEqual({ blocking: [], accepted: [] });
    expect(planMigration(undefined, people, [], { confirm: false })).toEqual({ blocking: [], accepted: [], rows: [] });
  });

  it('a new required field needs a default; with one, the records get it', () => {
    const without = loaded('people', (j) => j.fields.push({ name: 'city', type: 'text', required: true }));
    expect(kinds(impactOf(people, without, PEOPLE, { confirm: true }).blocking)).toEqual(['required-added city 3 default']);
    const withDefault = loaded('people', (j) =>
      j.fields.push({ name: 'city', type: 'text', required: true, default: 'Bangkok' }),
    );
    const plan = planMigration(people, withDefault, PEOPLE, { confirm: false });
    expect(plan.blocking).toEqual([]);
    expect(kinds(plan.accepted)).toEqual(['default-filled city 3 none']);
    expect(plan.rows.map((r) => r.city)).toEqual(['Bangkok', 'Bangkok', 'Bangkok']);
  });

  it('a $today default is today in Bangkok', () => {
    const now = new Date('2025-03-01T20:00:00Z');
    const after = loaded('people', (j) => j.fields.push({ name: 'since', type: 'date', required: true, default: '$today' }));
    expect(migrateRows(people, after, PEOPLE, now).map((r) => r.since)).toEqual(Array(3).fill(bangkokDate(now)));
    expect(bangkokDate(now)).toBe('2025-03-02');
  });

  it('a field made required takes its default where empty, and only there', () => {
    const after = loaded('people', (j) => Object.assign(j.fields[4], { required: true, default: 30 }));
    expect(migrateRows(people, after, PEOPLE).map((r) => r.age)).toEqual([25, 40, 30]);
  });

  it('a removed field counts the records holding a value; confirm drops them', () => {
    const after = loaded('people', (j) => j.fields.splice(4, 1));
    expect(kinds(impactOf(people, after, PEOPLE, { confirm: false }).blocking)).toEqual(['field-removed age 2 confirm']);
    const plan = planMigration(people, after, PEOPLE, { confirm: true });
    expect(kinds(plan.accepted)).toEqual(['field-removed age 2 confirm']);
    expect(plan.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(plan.rows.every((r) => !('age' in r))).toBe(true);
  });

  it('a removed option counts the records holding it; confirm drops the values, a default of a select takes them', () => {
    const after = loaded('people', (j) => (j.fields[5].options = ['excel', 'thai', 'english']));
    expect(kinds(impactOf(people, after, PEOPLE, { confirm: false }).blocking)).toEqual(['option-removed skills 2 confirm']);
    expect(planMigration(people, after, PEOPLE, { confirm: true }).rows.map((r) => r.skills)).toEqual([undefined, undefined]);

    const memos = loaded('memos');
    const memo = (id: number, category: string) => ({
      id,
      no: `M${id}`,
      title: 'A memo',
      category,
      approveBy: 1,
      status: 'draft',
    });
    const stored = [memo(1, 'purchase'), memo(2, 'it'), memo(3, 'purchase')];
    const narrower = loaded('memos', (j) => (j.fields[2].options = ['general', 'it']));
    expect(kinds(impactOf(memos, narrower, stored, { confirm: true }).blocking)).toEqual(['option-removed category 2 default']);
    const moved = loaded('memos', (j) => Object.assign(j.fields[2], { options: ['general', 'it'], default: 'general' }));
    const plan = planMigration(memos, moved, stored, { confirm: false });
    expect(plan.blocking).toEqual([]);
    expect(plan.rows.map((r) => [r.id, r.category])).toEqual([
      [1, 'general'],
      [3, 'general'],
    ]);
  });

  it('a narrower type or bound counts the values that no longer fit', () => {
    const lower = loaded('people', (j) => (j.fields[4].max = 30));
    expect(kinds(impactOf(people, lower, PEOPLE, { confirm: false }).blocking)).toEqual(['type-narrowed age 1 confirm']);
    const numbers = loaded('people', (j) => {
      j.fields[2] = { name: 'lastName', type: 'integer', required: true };
    });
    expect(kinds(impactOf(people, numbers, [...PEOPLE, person(4, { lastName: '42' })], { confirm: true }).blocking)).toEqual([
      'type-narrowed lastName 3 default',
    ]);
    const shorter = loaded('people', (j) => (j.fields[1].maxLength = 5)); // 'First1'
    expect(kinds(impactOf(people, shorter, PEOPLE, { confirm: false }).blocking)).toEqual(['type-narrowed firstName 3 default']);
  });

  it('a reference to another resource, and unique on shared values', () => {
    const memos = loaded('memos');
    const memo = { id: 1, no: 'M1', title: 'A memo', category: 'it', approveBy: 1, status: 'draft' };
    const target = loaded('memos', (j) => (j.fields[4].resource = 'orders'));
    expect(kinds(impactOf(memos, target, [memo], { confirm: true }).blocking)).toEqual(['reference-changed approveBy 1 default']);
    const unique = loaded('people', (j) => (j.fields[2].unique = true));
    const twins = [...PEOPLE, person(4, { lastName: 'Last1' })];
    expect(kinds(impactOf(people, unique, twins, { confirm: true }).blocking)).toEqual(['unique-violated lastName 2 fix-data']);
  });

  it('child-table columns: a new required one, a removed one', () => {
    const orders = loaded('orders');
    const order = (id: number, lines: JsonBody[]) => ({ id, customer: 'C', lines, grandTotal: 0 });
    const stored = [order(1, [{ person: 1, price: 10, qty: 1, note: 'x' }]), order(2, [{ person: 2, price: 5, qty: 2 }])];
    const noted = loaded('orders', (j) => j.fields[1].fields.push({ name: 'note', type: 'text', required: true }));
    expect(kinds(impactOf(orders, noted, stored, { confirm: false }).blocking)).toEqual(['required-added lines.note 1 default']);
    const withDefault = loaded('orders', (j) =>
      j.fields[1].fields.push({ name: 'note', type: 'text', required: true, default: '-' }),
    );
    expect(migrateRows(orders, withDefault, stored).map((r) => (r.lines as JsonBody[])[0].note)).toEqual(['x', '-']);
    const withNote = loaded('orders', (j) => j.fields[1].fields.push({ name: 'note', type: 'text' }));
    expect(kinds(impactOf(withNote, orders, stored, { confirm: false }).blocking)).toEqual([
      'field-removed lines.note 1 confirm',
    ]);
  });

  it('a record already refused by the old schema is not this change’s doing', () => {
    const lower = loaded('people', (j) => (j.fields[4].max = 30));
    const bad = [person(1, { age: 99, email: 'not an email' })];
    const longer = loaded('people', (j) => (j.fields[1].maxLength = 70)); // the bad email stays bad
    expect(impactOf(people, longer, bad, { confirm: false }).blocking).toEqual([]);
    expect(kinds(impactOf(people, lower, bad, { confirm: false }).blocking)).toEqual([]); // age 99 was already over 70
  });
});
