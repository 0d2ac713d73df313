/**
 * Bulk actions' pure rules (src/access/bulk.ts): the request (bad bodies and ids, several filter problems), what a
 * selection offers (a transition taken on its scan screen never; a resource without a workflow, delete alone; the
 * exact choices), and the summary (reasons grouped as the user reads them).
 */
import { describe, expect, it } from 'vitest';
import {
  type AccessContext,
  buildAbility,
  BULK_MAX,
  bulkActionNames,
  bulkChoices,
  bulkSummaryText,
  checkBulkRequest,
  doneWord,
  matchingStates,
  type PermissionData,
  summarizeBulk,
  type UserData,
} from '../../../src/access';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const memos = registry.byName.get('memos')!;
const suppliers = registry.byName.get('suppliers')!;
const audit = registry.byName.get('audit')!;
const NONE = new Set<string>();
const perms: PermissionData = { Memo: { Create: [{ empCode: 'E3' }], Approve: [{ empCode: 'E2' }] } };
const menu = openMenu(registry);

const ctx = (u: UserData, extra: Partial<AccessContext> = {}): AccessContext => ({
  user: u,
  perms,
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
  ...extra,
});
const admin = testUser('Admin', 'E1');

// HR is employee 2, the approver the memos below name.
const hr = { ...testUser('HR', 'E2'), employeeId: 2 };
const staff = testUser('Staff', 'E3');
const memo = (status: string, createdBy = 'staff') => ({ id: 1, status, createdBy, approveBy: 2 });
const orders = registry.byName.get('orders')!;

const withoutPerms = (u: UserData): AccessContext => ({
  user: u,
  perms: {},
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});

describe('summarizeBulk', () => {
  it('counts done and refused rows and groups refusals by reason, the most frequent first', () => {
    const summary = summarizeBulk('approve', [
      { id: 1, ok: true },
      { id: 2, ok: false, status: 403, reason: 'Not yours' },
      { id: 3, ok: false, status: 409, reason: 'Already approved' },
      { id: 4, ok: true },
      { id: 5, ok: false, status: 409, reason: 'Already approved' },
      { id: 6, ok: false },
    ]);
    expect(summary).toEqual({
      action: 'approve',
      total: 6,
      done: 2,
      refused: 4,
      reasons: [
        { reason: 'Already approved', status: 409, count: 2, ids: [3, 5] },
        { reason: 'Not yours', status: 403, count: 1, ids: [2] },
        { reason: 'Refused', status: 500, count: 1, ids: [6] },
      ],
    });
  });

  it('keeps the order of first appearance between reasons of the same count', () => {
    const summary = summarizeBulk('delete', [
      { id: 1, ok: false, status: 409, reason: 'B' },
      { id: 2, ok: false, status: 409, reason: 'A' },
    ]);
    expect(summary.reasons.map((r) => r.reason)).toEqual(['B', 'A']);
  });

  it('reads as the user is told it, in English and Thai', () => {
    const summary = summarizeBulk('approve', [
      ...Array.from({ length: 12 }, (_, i) => ({ id: i + 1, ok: true })),
      { id: 13, ok: false, status: 409, reason: 'It is draft' },
      { id: 14, ok: false, status: 409, reason: 'It is draft' },
      { id: 15, ok: false, status: 403, reason: 'Not allowed' },
    ]);
    expect(bulkSummaryText(summary, doneWord(memos, 'approve', 'en'), 'en')).toBe(
      '12 approved, 2 refused: It is draft; 1 refused: Not allowed',
    );
    expect(bulkSummaryText(summary, doneWord(memos, 'approve', 'th'), 'th')).toBe(
      'อนุมัติแล้ว 12 รายการ, ไม่สำเร็จ 2 รายการ: It is draft; ไม่สำเร็จ 1 รายการ: Not allowed',
    );
    expect(bulkSummaryText(summarizeBulk('delete', [{ id: 1, ok: true }]), doneWord(memos, 'delete', 'en'), 'en')).toBe(
      '1 deleted',
    );
    expect(doneWord(memos, 'delete', 'th')).toBe('ลบแล้ว');
    expect(doneWord(memos, 'submit', 'en')).toBe('pending approval');
    expect(doneWord(suppliers, 'archive', 'en')).toBe('archive');
  });

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

describe('checkBulkRequest', () => {
  const check = (body: unknown) => checkBulkRequest(memos, body, NONE);

  it('takes ids (deduplicated) or filters, and a trimmed comment', () => {
    expect(check({ action: 'reject', ids: [3, 1, 3], comment: '  Over budget ' }).request).toEqual({
      action: 'reject',
      ids: [3, 1],
      filters: null,
      comment: 'Over budget',
    });
    expect(check({ action: 'delete', filters: [{ field: 'q', operator: 'eq', value: 'x' }], comment: ' ' }).request).toEqual({
      action: 'delete',
      ids: null,
      filters: [{ field: 'q', operator: 'eq', value: 'x' }],
    });
  });

  it('names the problem of anything else', () => {
    expect(check(null).problem).toMatch(/Expected/);
    expect(check({ action: 'archive', ids: [1] }).problem).toBe(
      'Unknown bulk action "archive" for memos; known: delete, submit, approve, reject, itApprove, cancel',
    );
    expect(check({ action: 'delete' }).problem).toMatch(/either ids/);
    expect(check({ action: 'delete', ids: [0] }).problem).toMatch(/positive whole numbers/);
    expect(check({ action: 'delete', ids: [1.5] }).problem).toMatch(/positive whole numbers/);
    expect(check({ action: 'delete', ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) }).problem).toBe(
      `At most ${BULK_MAX} rows at a time; ${BULK_MAX + 1} were sent`,
    );
    expect(check({ action: 'delete', ids: Array.from({ length: BULK_MAX }, (_, i) => i + 1) }).request).not.toBeNull();
    expect(check({ action: 'delete', filters: 'status=draft' }).problem).toMatch(/filters must be a list/);
  });

  it('applies the transition’s comment rule to the whole request, in the asked language', () => {
    // Memo reject requires a reason; approve and delete take no comment.
    expect(check({ action: 'reject', ids: [1] }).problem).toBe('Comment is required');
    expect(checkBulkRequest(memos, { action: 'reject', ids: [1], comment: ' ' }, NONE, 'th').problem).toBe('กรุณากรอกความคิดเห็น');
    expect(check({ action: 'approve', ids: [1], comment: 'fine' }).problem).toBe('This action takes no comment');
    expect(check({ action: 'delete', ids: [1], comment: 'why' }).problem).toBe('This action takes no comment');
    expect(check({ action: 'reject', ids: [1], comment: 'x'.repeat(1001) }).problem).toMatch(/at most 1000/);
    expect(check({ action: 'reject', ids: [1], comment: 5 }).problem).toMatch(/Comment/);
  });

  it('refuses filters on fields the user may not read', () => {
    expect(
      checkBulkRequest(
        memos,
        { action: 'delete', filters: [{ field: 'title', operator: 'contains', value: 'a' }] },
        new Set(['title']),
      ).problem,
    ).toMatch(/"title" is not a field of memos you may filter by/);
  });

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

describe('bulkChoices', () => {
  const actions = (c: ReturnType<typeof bulkChoices>) => c.map((x) => [x.action, x.applicable]);

  it('offers for chosen rows each action some of them allow, with how many', () => {
    const rows = [memo('pending'), memo('pending'), memo('draft'), memo('approved')];
    // HR approves the pending memos that name HR as approver, and deletes nothing of staff's (edit: owner or Admin).
    expect(actions(bulkChoices(ctx(hr), memos, { rows }))).toEqual([
      ['approve', 2],
      ['reject', 2],
    ]);
    // Admin may also delete the draft (editable state) and submit it (Admin passes allow rules).
    expect(actions(bulkChoices(ctx(admin), memos, { rows }))).toEqual([
      ['delete', 1],
      ['submit', 1],
      ['approve', 2],
      ['reject', 2],
      ['cancel', 3],
    ]);
    // The author cancels their draft and pending memos (not the approved one).
    expect(actions(bulkChoices(ctx(staff), memos, { rows }))).toEqual([
      ['delete', 1],
      ['submit', 1],
      ['cancel', 3],
    ]);
  });

  it('offers for "all matching" what the user might take on rows in the filtered states', () => {
    expect(actions(bulkChoices(ctx(hr), memos, { states: null }))).toEqual([
      ['delete', null],
      ['submit', null],
      ['approve', null],
      ['reject', null],
      ['cancel', null],
    ]);
    // Pending memos are past their editable states (no delete); staff approves those that name them and cancels
    // their own (the rows decide).
    expect(actions(bulkChoices(ctx(staff), memos, { states: ['pending'] }))).toEqual([
      ['approve', null],
      ['reject', null],
      ['cancel', null],
    ]);
    expect(actions(bulkChoices(ctx(staff), memos, { states: ['pending', 'rejected'] }))).toEqual([
      ['delete', null],
      ['submit', null],
      ['approve', null],
      ['reject', null],
      ['cancel', null],
    ]);
    expect(actions(bulkChoices(ctx(hr), memos, { states: ['draft'] }))).toEqual([
      ['delete', null],
      ['submit', null],
      ['cancel', null],
    ]);
  });

  it('offers nothing the menu or the schema forbids', () => {
    expect(bulkChoices(ctx(hr, { menu: [] }), memos, { states: null })).toEqual([]);
    // The audit log is written by the server only: no delete, not even for Admin.
    expect(bulkChoices(ctx(admin), audit, { rows: [{ id: 1 }] })).toEqual([]);
  });

  it('reads the states "all matching" may hold from the list filters', () => {
    expect(matchingStates(memos, [])).toBeNull();
    expect(matchingStates(memos, [{ field: 'status', operator: 'eq', value: 'pending' }])).toEqual(['pending']);
    expect(matchingStates(suppliers, [{ field: 'status', operator: 'eq', value: 'pending' }])).toBeNull();
  });

  it('offers a resource without a workflow delete alone, dangerous and confirmed', () => {
    const del = { action: 'delete', label: null, danger: true, confirm: true, comment: undefined };
    expect(bulkChoices(withoutPerms(admin), suppliers, { rows: [{ id: 1 }, { id: 2 }] })).toStrictEqual([
      { ...del, applicable: 2 },
    ]);
    expect(bulkChoices(withoutPerms(admin), suppliers, { states: null })).toStrictEqual([{ ...del, applicable: null }]);
    expect(bulkChoices(withoutPerms(admin), suppliers, { states: ['any'] })).toStrictEqual([{ ...del, applicable: null }]);
  });

  it('describes each transition as the confirmation shows it', () => {
    const rows = [{ id: 1, status: 'pending', createdBy: 'staff', approveBy: 2 }];
    const [approve, reject] = bulkChoices(withoutPerms(admin), memos, { rows });
    expect(approve).toStrictEqual({
      action: 'approve',
      label: { en: 'Approve', th: 'อนุมัติ', fr: 'Approuver', ar: 'اعتماد' },
      danger: false,
      confirm: true,
      comment: undefined,
      applicable: 1,
    });
    expect(reject).toStrictEqual({
      action: 'reject',
      label: { en: 'Reject', th: 'ไม่อนุมัติ', fr: 'Rejeter', ar: 'رفض' },
      danger: true,
      confirm: true,
      comment: 'required',
      applicable: 1,
    });
  });

  it('without editable states declared, offers delete for "all matching" only in the initial state', () => {
    const plain = { ...memos, workflow: { ...memos.workflow!, editableIn: undefined } } as ResourceSchema;
    const hasDelete = (states: string[]) =>
      bulkChoices(withoutPerms(admin), plain, { states }).some((c) => c.action === 'delete');
    expect(hasDelete(['draft'])).toBe(true);
    expect(hasDelete(['pending', 'draft'])).toBe(true);
    expect(hasDelete(['rejected'])).toBe(false);
    // Declared, they decide: memos are editable while rejected too.
    expect(bulkChoices(withoutPerms(admin), memos, { states: ['rejected'] }).some((c) => c.action === 'delete')).toBe(true);
  });

  it("offers no delete where the role's menu lacks the edit flag", () => {
    const noEdit = menu.map((m) => ({ ...m, isEdit: 'N' }));
    expect(bulkChoices({ ...withoutPerms(staff), menu: noEdit }, suppliers, { states: null })).toEqual([]);
    expect(bulkChoices({ ...withoutPerms(staff), menu: noEdit }, memos, { states: null }).map((c) => c.action)).not.toContain(
      'delete',
    );
    expect(bulkChoices(withoutPerms(staff), memos, { states: null }).map((c) => c.action)).toContain('delete');
  });

  it('offers no transition on "all matching" rows of a resource the user may not open', () => {
    const hrOnly = { ...memos, access: { ...memos.access, list: { roles: ['HR'] } } } as ResourceSchema;
    const transitions = (s: ResourceSchema) =>
      bulkChoices(withoutPerms(staff), s, { states: null })
        .map((c) => c.action)
        .filter((a) => a !== 'delete');
    expect(transitions(memos)).toEqual(['submit', 'approve', 'reject', 'cancel']);
    expect(transitions(hrOnly)).toEqual([]);
  });
});

describe('bulkActionNames', () => {
  it('leaves out a transition taken on its scan screen (packing an order)', () => {
    expect(orders.workflow!.transitions.map((t) => t.action)).toContain('pack');
    expect(bulkActionNames(orders)).toEqual(['delete', 'recheck', 'reopenRecheck', 'ship', 'complete', 'cancel']);
    expect(checkBulkRequest(orders, { action: 'pack', ids: [1] }, NONE).problem).toBe(
      'Unknown bulk action "pack" for orders; known: delete, recheck, reopenRecheck, ship, complete, cancel',
    );
    expect(bulkChoices(withoutPerms(admin), orders, { states: null }).map((c) => c.action)).not.toContain('pack');
    expect(bulkChoices(withoutPerms(admin), orders, { rows: [{ id: 1, status: 'rechecked' }] }).map((c) => c.action)).toEqual([
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

describe('doneWord', () => {
  it('falls back to the action itself when it is no transition', () => {
    expect(doneWord(memos, 'Frobnicate', 'en')).toBe('frobnicate');
    expect(doneWord(memos, 'Frobnicate', 'th')).toBe('Frobnicate');
    expect(doneWord(memos, '', 'en')).toBe('');
  });
});
