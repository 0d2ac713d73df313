/**
 * What the access rules of src/access/rules.ts allow: a resource's actions (the fallbacks: show and export follow
 * list, delete follows edit; server-written records), workflow transitions (the state first, then who; Admin's
 * override), editable states, and a one-record resource (the system settings: edited, never created or deleted, by anyone).
 */
import { describe, expect, it } from 'vitest';
import { canResourceAction, canTransition, hasPermission, isEditableState, type UserData } from '../../../src/access';
import { isServerWritten, WRITE_ACTIONS } from '../../../src/access/rules';
import type { ResourceSchema } from '../../../src/schema';
import type { Transition } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';
import { hr, perms, staff } from './rules-fixtures';

const admin = testUser('Admin', 'E1', 'admin', 'ADM');
const sales = testUser('Sales', 'E4');

const memo: ResourceSchema = {
  name: 'memos',
  label: { en: 'Memo', th: 'บันทึก' },
  pluralLabel: { en: 'Memos', th: 'บันทึก' },
  area: 'finance',
  route: '/apps/memo/memo',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'draft',
    states: ['draft', 'pending', 'approved'].map((v) => ({ value: v, label: { en: v, th: v } })),
    transitions: [
      { action: 'submit', label: { en: 'Submit', th: 'ส่ง' }, from: ['draft'], to: 'pending', allow: { owner: true } },
      {
        action: 'approve',
        label: { en: 'Approve', th: 'อนุมัติ' },
        from: ['pending'],
        to: 'approved',
        allow: { roles: ['Admin'], permission: ['Memo', 'Approve'] },
      },
    ],
  },
  access: { create: { permission: ['Memo', 'Create'] }, edit: { owner: true } },
};

const orders: ResourceSchema = {
  ...memo,
  name: 'orders',
  workflow: undefined,
  fields: [{ name: 'title', type: 'text' }],
  access: { list: { permission: ['OrderManual', 'Create'] }, create: { permission: ['OrderManual', 'Create'] } },
};
const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;

const allowedActions = (
  schema: Pick<ResourceSchema, 'access' | 'writable'>,
  u: UserData | null,
  record?: Record<string, unknown>,
) => ACTIONS.filter((a) => canResourceAction(schema, a, u, perms, record).allowed);
const label = { en: 'x', th: 'x' };

const memoForHr: ResourceSchema = {
  name: 'memos',
  label,
  pluralLabel: label,
  area: 'finance',
  route: '/apps/memo/memo',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'draft',
    states: ['draft', 'pending', 'approved'].map((value) => ({ value, label })),
    transitions: [
      { action: 'submit', label, from: ['draft'], to: 'pending', allow: { owner: true } },
      { action: 'approve', label, from: ['pending'], to: 'approved', allow: { roles: ['HR'] } },
    ],
  },
};
const [submit, approve] = memoForHr.workflow!.transitions as [Transition, Transition];
const settings = loadSchemaDir().resources.find((s) => s.singleton)!;

describe('access rules', () => {
  it('checks permission membership by empCode', () => {
    expect(hasPermission(perms, sales, 'OrderManual', 'Create')).toBe(true);
    expect(hasPermission(perms, staff, 'OrderManual', 'Create')).toBe(false);
    expect(hasPermission(null, sales, 'OrderManual', 'Create')).toBe(false);
  });

  it('lets admin do everything, and nobody signed out anything', () => {
    for (const a of ['list', 'show', 'create', 'edit', 'delete', 'export'] as const) {
      expect(canResourceAction(orders, a, admin, null).allowed).toBe(true);
      expect(canResourceAction(orders, a, null, perms).allowed).toBe(false);
    }
  });

  it('order screens need OrderManual Create; show and export follow list', () => {
    expect(canResourceAction(orders, 'create', sales, perms).allowed).toBe(true);
    expect(canResourceAction(orders, 'create', staff, perms)).toMatchObject({
      allowed: false,
      reason: 'This needs the OrderManual Create permission',
    });
    expect(canResourceAction(orders, 'show', staff, perms).allowed).toBe(false);
    expect(canResourceAction(orders, 'export', sales, perms).allowed).toBe(true);
  });

  it('memo create needs Memo Create; edit is for the owner, checked per record', () => {
    expect(canResourceAction(memo, 'create', staff, perms).allowed).toBe(true);
    expect(canResourceAction(memo, 'create', sales, perms).allowed).toBe(false);
    expect(canResourceAction(memo, 'edit', sales, perms).allowed).toBe(true);
    expect(canResourceAction(memo, 'edit', sales, perms, { createdBy: 'staff' }).allowed).toBe(false);
    expect(canResourceAction(memo, 'edit', staff, perms, { createdBy: 'staff' }).allowed).toBe(true);
    expect(canResourceAction(memo, 'delete', staff, perms, { createdBy: 'hr' }).allowed).toBe(false);
  });

  it('workflow: the state decides first (conflict), then who', () => {
    const [submit, approve] = memo.workflow!.transitions;
    expect(canTransition(memo, submit!, { status: 'draft', createdBy: 'staff' }, staff, perms).allowed).toBe(true);
    expect(canTransition(memo, submit!, { status: 'draft', createdBy: 'staff' }, sales, perms).allowed).toBe(false);
    expect(canTransition(memo, submit!, { status: 'pending', createdBy: 'staff' }, staff, perms)).toMatchObject({
      allowed: false,
      conflict: true,
    });
    expect(canTransition(memo, approve!, { status: 'pending' }, hr, perms).allowed).toBe(true);
    expect(canTransition(memo, approve!, { status: 'pending' }, staff, perms)).toMatchObject({ allowed: false });
    expect(canTransition(memo, approve!, { status: 'pending' }, admin, null).allowed).toBe(true);
    expect(canTransition(memo, approve!, { status: 'approved' }, admin, null)).toMatchObject({ allowed: false, conflict: true });
  });

  it('records are editable only in the editable states', () => {
    expect(isEditableState(memo, { status: 'draft' })).toBe(true);
    expect(isEditableState(memo, { status: 'pending' })).toBe(false);
    expect(
      isEditableState({ ...memo, workflow: { ...memo.workflow!, editableIn: ['draft', 'pending'] } }, { status: 'pending' }),
    ).toBe(true);
    expect(isEditableState(orders, {})).toBe(true);
  });
});

describe('canResourceAction', () => {
  it('leaves a schema without access rules open to anyone signed in', () => {
    expect(allowedActions({}, staff)).toEqual([...ACTIONS]);
    expect(canResourceAction({}, 'list', null, perms)).toEqual({ allowed: false, reason: 'You are not signed in' });
  });

  it('lets export follow list: a user without list may not export', () => {
    const schema = { access: { list: { roles: ['HR'] } } };
    expect(allowedActions(schema, hr)).toEqual([...ACTIONS]);
    expect(allowedActions(schema, staff)).toEqual(['create', 'edit', 'delete']);
    expect(canResourceAction(schema, 'export', staff, perms)).toEqual({ allowed: false, reason: 'This needs role HR' });
  });

  it('lets an export rule of its own win over list', () => {
    const schema = { access: { list: { roles: ['HR'] }, export: { roleCodes: ['STF'] } } };
    expect(canResourceAction(schema, 'export', staff, perms).allowed).toBe(true);
    expect(canResourceAction(schema, 'export', hr, perms).allowed).toBe(false);
  });

  it('lets delete follow edit, and nothing else follow edit', () => {
    const schema = { access: { edit: { roles: ['HR'] } } };
    expect(allowedActions(schema, staff)).toEqual(['list', 'show', 'create', 'export']);
    expect(allowedActions(schema, hr)).toEqual([...ACTIONS]);
  });

  it('lets list and create stand alone: create does not follow list', () => {
    const schema = { access: { create: { roles: ['HR'] } } };
    expect(allowedActions(schema, staff)).toEqual(['list', 'show', 'edit', 'delete', 'export']);
  });

  it('checks an owner-only rule on the record, and counts it possibly met without one', () => {
    const schema = { access: { edit: { owner: true } } };
    expect(canResourceAction(schema, 'edit', staff, perms).allowed).toBe(true);
    expect(canResourceAction(schema, 'edit', staff, perms, { createdBy: 'staff' }).allowed).toBe(true);
    expect(canResourceAction(schema, 'delete', staff, perms, { createdBy: 'hr' }).allowed).toBe(false);
    const owned = { ...schema, ownerField: 'requester' };
    expect(canResourceAction(owned, 'edit', staff, perms, { requester: 'staff', createdBy: 'hr' }).allowed).toBe(true);
    expect(canResourceAction(owned, 'edit', staff, perms, { requester: 'hr', createdBy: 'staff' }).allowed).toBe(false);
  });

  it('refuses writing server-written records to everyone, Admin included, and leaves reading open', () => {
    const audit = { writable: false, access: { list: { roles: ['Admin'] } } };
    expect(WRITE_ACTIONS).toEqual(['create', 'edit', 'delete']);
    expect(allowedActions(audit, admin)).toEqual(['list', 'show', 'export']);
    for (const action of WRITE_ACTIONS)
      expect(canResourceAction(audit, action, admin, null)).toEqual({
        allowed: false,
        reason: 'These records are written by the system only',
      });
    expect(allowedActions({ writable: true }, admin)).toEqual([...ACTIONS]);
    expect(isServerWritten({ writable: false })).toBe(true);
    expect(isServerWritten({ writable: true })).toBe(false);
    expect(isServerWritten({})).toBe(false);
  });
});

describe('canTransition', () => {
  it('is a conflict on a resource without a workflow', () => {
    const { workflow: _, ...plain } = memoForHr;
    expect(canTransition(plain, submit, { status: 'draft' }, admin, null)).toEqual({
      allowed: false,
      conflict: true,
      reason: 'This resource has no workflow',
    });
  });

  it('is a conflict when the record is not in a from state, for Admin too; a missing state is the initial one', () => {
    expect(canTransition(memoForHr, approve, { status: 'draft' }, admin, null)).toEqual({
      allowed: false,
      conflict: true,
      reason: '"approve" is not possible while the record is draft',
    });
    expect(canTransition(memoForHr, submit, { createdBy: 'staff' }, staff, null)).toEqual({ allowed: true });
    expect(canTransition(memoForHr, approve, {}, hr, null)).toMatchObject({ conflict: true });
  });

  it("lets Admin run a transition whose rule does not name Admin (Admin's override)", () => {
    expect(canTransition(memoForHr, approve, { status: 'pending' }, admin, null)).toEqual({ allowed: true });
    expect(canTransition(memoForHr, submit, { status: 'draft', createdBy: 'staff' }, admin, null)).toEqual({ allowed: true });
    expect(canTransition(memoForHr, approve, { status: 'pending' }, hr, null)).toEqual({ allowed: true });
    expect(canTransition(memoForHr, approve, { status: 'pending' }, staff, null)).toEqual({
      allowed: false,
      reason: 'This needs role HR',
    });
  });

  it('checks an owner rule against the record', () => {
    expect(canTransition(memoForHr, submit, { status: 'draft', createdBy: 'staff' }, staff, null).allowed).toBe(true);
    expect(canTransition(memoForHr, submit, { status: 'draft', createdBy: 'hr' }, staff, null)).toEqual({
      allowed: false,
      reason: 'This needs being the owner of this record',
    });
  });
});

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
