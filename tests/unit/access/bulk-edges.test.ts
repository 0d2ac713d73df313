/**
 * The edges of bulk actions (src/access/bulk.ts): a transition taken on its scan screen is never a bulk
 * action, a resource without a workflow offers delete alone, bad bodies and ids, several filter problems,
 * reasons grouped as the user reads them, and the exact choices offered.
 */
import { describe, expect, it } from 'vitest';
import {
  bulkActionNames,
  bulkChoices,
  buildAbility,
  checkBulkRequest,
  doneWord,
  summarizeBulk,
  type AccessContext,
  type UserData,
} from '../../../src/access';
import type { ResourceSchema } from '../../../src/schema/meta';
import { loadSchemaDir } from '../../../src/schema/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const memos = registry.byName.get('memos')!;
const orders = registry.byName.get('orders')!;
const suppliers = registry.byName.get('suppliers')!;
const NONE = new Set<string>();

const menu = openMenu(registry);
const ctx = (u: UserData): AccessContext => ({
  user: u,
  perms: {},
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});
const admin = testUser('Admin', 'E1');
const staff = testUser('Staff', 'E3');

describe('bulkActionNames', () => {
  it('leaves out a transition taken on its scan screen (packing an order)', () => {
    expect(orders.workflow!.transitions.map((t) => t.action)).toContain('pack');
    expect(bulkActionNames(orders)).toEqual(['delete', 'recheck', 'reopenRecheck', 'ship', 'complete', 'cancel']);
    expect(checkBulkRequest(orders, { action: 'pack', ids: [1] }, NONE).problem).toBe(
      'Unknown bulk action "pack" for orders; known: delete, recheck, reopenRecheck, ship, complete, cancel',
    );
    expect(bulkChoices(ctx(admin), orders, { states: null }).map((c) => c.action)).not.toContain('pack');
    expect(bulkChoices(ctx(admin), orders, { rows: [{ id: 1, status: 'rechecked' }] }).map((c) => c.action)).toEqual([
      'reopenRecheck',
      'cancel',
    ]);
  });

  it('is delete alone for a resource without a workflow', () => {
    expect(bulkActionNames(suppliers)).toEqual(['delete']);
    expect(checkBulkRequest(suppliers, { action: 'delete', ids: [2] }, NONE)).toEqual({
      request: { action: 'delete', ids: [2], filters: null },
    });
    expect(checkBulkRequest(suppliers, { action: 'archive', ids: [2] }, NONE).problem).toBe(
      'Unknown bulk action "archive" for suppliers; known: delete',
    );
  });
});

describe('checkBulkRequest', () => {
  const check = (body: unknown) => checkBulkRequest(memos, body, NONE);

  it('wants an object', () => {
    for (const body of ['delete', 5, [{ action: 'delete', ids: [1] }], undefined])
      expect(check(body), JSON.stringify(body)).toEqual({
        request: null,
        problem: 'Expected { action, ids } or { action, filters }',
      });
  });

  it('wants ids as a non-empty list of positive whole numbers', () => {
    for (const ids of [[], 'x', 5, {}, null, [1, -1], [1, '2'], [2, 0], [Number.MAX_SAFE_INTEGER + 1]])
      expect(check({ action: 'delete', ids }), JSON.stringify(ids)).toEqual({
        request: null,
        problem: 'ids must be a non-empty list of record ids (positive whole numbers)',
      });
    expect(check({ action: 'delete', ids: [Number.MAX_SAFE_INTEGER] }).request?.ids).toEqual([Number.MAX_SAFE_INTEGER]);
  });

  it('names every problem of the filters, one after the other', () => {
    const { problem } = check({
      action: 'delete',
      filters: [
        { field: 'nope', operator: 'eq', value: 1 },
        { field: 'nada', operator: 'eq', value: 1 },
      ],
    });
    const parts = problem!.split('; ');
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/"nope"/);
    expect(parts[1]).toMatch(/"nada"/);
  });
});

describe('summarizeBulk', () => {
  it('groups reasons as read (trimmed), a blank reason as "Refused"', () => {
    const summary = summarizeBulk('approve', [
      { id: 1, ok: false, status: 403, reason: 'Not yours' },
      { id: 2, ok: false, status: 403, reason: '  Not yours ' },
      { id: 3, ok: false, status: 409, reason: '   ' },
    ]);
    expect(summary.reasons).toEqual([
      { reason: 'Not yours', status: 403, count: 2, ids: [1, 2] },
      { reason: 'Refused', status: 409, count: 1, ids: [3] },
    ]);
  });

  it('keeps reasons of the same count in order of first appearance', () => {
    const reasons = ['D', 'B', 'A', 'C', 'E'];
    const summary = summarizeBulk(
      'delete',
      reasons.map((reason, i) => ({ id: i + 1, ok: false, status: 409, reason })),
    );
    expect(summary.reasons.map((r) => r.reason)).toEqual(reasons);
  });
});

describe('doneWord', () => {
  it('falls back to the action itself when it is no transition', () => {
    expect(doneWord(memos, 'Frobnicate', 'en')).toBe('frobnicate');
    expect(doneWord(memos, 'Frobnicate', 'th')).toBe('Frobnicate');
    expect(doneWord(memos, '', 'en')).toBe('');
  });
});

describe('bulkChoices', () => {
  it('offers a resource without a workflow delete alone, dangerous and confirmed', () => {
    const del = { action: 'delete', label: null, danger: true, confirm: true, comment: undefined };
    expect(bulkChoices(ctx(admin), suppliers, { rows: [{ id: 1 }, { id: 2 }] })).toStrictEqual([{ ...del, applicable: 2 }]);
    expect(bulkChoices(ctx(admin), suppliers, { states: null })).toStrictEqual([{ ...del, applicable: null }]);
    expect(bulkChoices(ctx(admin), suppliers, { states: ['any'] })).toStrictEqual([{ ...del, applicable: null }]);
  });

  it('describes each transition as the confirmation shows it', () => {
    const rows = [{ id: 1, status: 'pending', createdBy: 'staff', approveBy: 2 }];
    const [approve, reject] = bulkChoices(ctx(admin), memos, { rows });
    expect(approve).toStrictEqual({
      action: 'approve',
      label: { en: 'Approve', th: 'อนุมัติ' },
      danger: false,
      confirm: true,
      comment: undefined,
      applicable: 1,
    });
    expect(reject).toStrictEqual({
      action: 'reject',
      label: { en: 'Reject', th: 'ไม่อนุมัติ' },
      danger: true,
      confirm: true,
      comment: 'required',
      applicable: 1,
    });
  });

  it('without editable states declared, offers delete for "all matching" only in the initial state', () => {
    const plain = { ...memos, workflow: { ...memos.workflow!, editableIn: undefined } } as ResourceSchema;
    const hasDelete = (states: string[]) => bulkChoices(ctx(admin), plain, { states }).some((c) => c.action === 'delete');
    expect(hasDelete(['draft'])).toBe(true);
    expect(hasDelete(['pending', 'draft'])).toBe(true);
    expect(hasDelete(['rejected'])).toBe(false);
    // Declared, they decide: memos are editable while rejected too.
    expect(bulkChoices(ctx(admin), memos, { states: ['rejected'] }).some((c) => c.action === 'delete')).toBe(true);
  });

  it("offers no delete where the role's menu lacks the edit flag", () => {
    const noEdit = menu.map((m) => ({ ...m, isEdit: 'N' }));
    expect(bulkChoices({ ...ctx(staff), menu: noEdit }, suppliers, { states: null })).toEqual([]);
    expect(bulkChoices({ ...ctx(staff), menu: noEdit }, memos, { states: null }).map((c) => c.action)).not.toContain('delete');
    expect(bulkChoices(ctx(staff), memos, { states: null }).map((c) => c.action)).toContain('delete');
  });

  it('offers no transition on "all matching" rows of a resource the user may not open', () => {
    const hrOnly = { ...memos, access: { ...memos.access, list: { roles: ['HR'] } } } as ResourceSchema;
    const transitions = (s: ResourceSchema) =>
      bulkChoices(ctx(staff), s, { states: null })
        .map((c) => c.action)
        .filter((a) => a !== 'delete');
    expect(transitions(memos)).toEqual(['submit', 'approve', 'reject', 'cancel']);
    expect(transitions(hrOnly)).toEqual([]);
  });
});
