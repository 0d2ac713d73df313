/**
 * The record's people in the decisions built on requirements (src/access): the inbox, bulk actions, the
 * viewers and "create from" read `me` against the record, and a row scope may read through a referenced
 * record (`through`). On the product schemas: performance reviews (the employee confirms, the evaluator
 * completes) and the e-Documents library (read by the roles their category names).
 */
import { describe, expect, it } from 'vitest';
import { bulkChoices } from '../../../src/access/bulk';
import { decideCreateFrom } from '../../../src/access/create-from';
import { buildAbility, type AccessContext } from '../../../src/access/decide';
import { inboxActions, inboxGroup } from '../../../src/access/inbox';
import { canSeeViewers } from '../../../src/access/record-notes';
import { rowInScope, type RecordLookup } from '../../../src/access/scope';
import type { UserData } from '../../../src/access/types';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const schema = (name: string) => registry.byName.get(name)!;
const reviews = schema('performanceReviews');
const person = (role: string, username: string, employeeId?: number): UserData => ({
  ...testUser(role, `E-${username}`, username),
  ...(employeeId === undefined ? {} : { employeeId }),
});
const staff = person('Staff', 'staff', 3);
const boss = person('Staff', 'boss', 7);
const guest = person('Guest', 'guest');
const fullMenu = openMenu(registry);
const ctx = (user: UserData): AccessContext => ({
  user,
  perms: {},
  menu: fullMenu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});
const review = (id: number, status: string, employee: number, evaluator: number) => ({
  id,
  reviewNo: `PMS26-${String(id).padStart(4, '0')}`,
  status,
  employee,
  evaluator,
  createdBy: 'hr',
  createdAt: `2026-01-${String(10 + id).padStart(2, '0')}T00:00:00Z`,
});
const rows = [
  review(1, 'draft', 3, 7),
  review(2, 'draft', 4, 7),
  review(3, 'managerAssessed', 3, 7),
  review(4, 'selfAssessed', 3, 7),
];
const actionsOf = (user: UserData, row: Record<string, unknown>) => inboxActions(ctx(user), reviews, row).map((t) => t.action);

describe('the inbox of a record’s people', () => {
  it('waits on the employee to confirm and acknowledge, on the evaluator to complete; nobody else', () => {
    expect(actionsOf(staff, rows[0]!)).toEqual(['selfAssess']);
    expect(actionsOf(staff, rows[2]!)).toEqual(['acknowledge']);
    expect(actionsOf(staff, rows[3]!)).toEqual([]);
    expect(actionsOf(boss, rows[3]!)).toEqual(['managerAssess', 'returnToEmployee']);
    expect(actionsOf(boss, rows[0]!)).toEqual([]);
    expect(actionsOf(person('Staff', 'other', 4), rows[0]!)).toEqual([]);
    expect(actionsOf(guest, rows[0]!)).toEqual([]);
  });

  it("lists each person's waiting reviews, and none to someone who is nobody's record", () => {
    expect(inboxGroup(ctx(staff), reviews, rows)?.items.map((i) => i.id)).toEqual([3, 1]);
    expect(inboxGroup(ctx(boss), reviews, rows)?.items.map((i) => i.id)).toEqual([4]);
    expect(inboxGroup(ctx(person('Staff', 'sales', 4)), reviews, rows)?.items.map((i) => i.id)).toEqual([2]);
    expect(inboxGroup(ctx(guest), reviews, rows)?.items ?? []).toEqual([]);
  });
});

describe('bulk actions with a record’s people', () => {
  const names = (user: UserData, target: Parameters<typeof bulkChoices>[2]) =>
    bulkChoices(ctx(user), reviews, target).map((c) => `${c.action}:${String(c.applicable)}`);

  it('counts the chosen rows each person may move; for "all matching" offers what they might take', () => {
    expect(names(staff, { rows })).toEqual(['selfAssess:1', 'acknowledge:1']);
    expect(names(boss, { rows })).toEqual(['managerAssess:1', 'returnToEmployee:1']);
    expect(names(staff, { states: ['draft'] })).toEqual(['selfAssess:null']);
  });
});

describe('viewers and create-from read `me` against the record', () => {
  const withViewers = { ...reviews, trackViews: { viewersVisibleTo: { me: ['evaluator'] } } } as ResourceSchema;

  it('the evaluator sees who opened the review, the employee does not', () => {
    expect(canSeeViewers(withViewers, boss, {}, rows[0]!).allowed).toBe(true);
    expect(canSeeViewers(withViewers, staff, {}, rows[0]!).allowed).toBe(false);
  });

  it('a review is made from an assignment by whom the rule names: its evaluator, when the rule says `me`', () => {
    const rule = { ...reviews.createFrom![0]!, allow: { me: ['evaluator'] } };
    const target = { ...reviews, access: { ...reviews.access, create: {} } } as ResourceSchema;
    const assignment = { id: 1, employee: 3, evaluator: 7, createdBy: 'hr' };
    const assignments = { ...schema('kpiAssignments'), rowScope: undefined } as ResourceSchema;
    expect(decideCreateFrom(ctx(boss), target, rule, assignments, assignment).allowed).toBe(true);
    expect(decideCreateFrom(ctx(staff), target, rule, assignments, assignment).allowed).toBe(false);
  });
});

describe('a row scope through the referenced record (e-Documents by category)', () => {
  const documents = schema('eDocuments');
  const categories: Record<number, Record<string, unknown>> = {
    1: { id: 1, readers: ['Admin', 'HR', 'Staff'] },
    2: { id: 2, readers: ['sales'] },
    3: { id: 3, readers: 'Staff' },
  };
  const lookup: RecordLookup = (resource, id) => (resource === 'documentCategories' ? categories[Number(id)] : undefined);
  const doc = (category: unknown) => ({ id: 9, category, createdBy: 'hr' });
  const sales = person('Sales', 'sales', 4);

  it("reads the category's readers, the role matched without regard to case", () => {
    expect(rowInScope(documents, doc(1), staff, {}, lookup)).toBe(true);
    expect(rowInScope(documents, doc(1), sales, {}, lookup)).toBe(false);
    expect(rowInScope(documents, doc(2), sales, {}, lookup)).toBe(true);
  });

  it('is closed without the category, without a list of readers, or without a lookup (the browser)', () => {
    expect(rowInScope(documents, doc(3), staff, {}, lookup)).toBe(false);
    expect(rowInScope(documents, doc(99), staff, {}, lookup)).toBe(false);
    expect(rowInScope(documents, doc(null), staff, {}, lookup)).toBe(false);
    expect(rowInScope(documents, doc(1), staff, {})).toBe(false);
    expect(rowInScope(documents, { ...doc(1), createdBy: 'staff' }, staff, {})).toBe(true);
    expect(rowInScope(documents, doc(1), testUser('HR', 'E2'), {})).toBe(true);
  });
});
