import { describe, expect, it } from 'vitest';
import {
  canResourceAction,
  canTransition,
  hasPermission,
  isEditableState,
  type PermissionData,
  type UserData,
} from '../../../src/access';
import type { ResourceSchema } from '../../../src/schema';

const user = (role: string, empCode: string, username = role.toLowerCase()): UserData => ({
  id: 1,
  username,
  fullName: role,
  empCode,
  role,
  roleCode: role.toUpperCase(),
  roleId: 1,
});
const admin = user('Admin', 'E1');
const staff = user('Staff', 'E3');
const sales = user('Sales', 'E4');
const hr = user('HR', 'E2');
const perms: PermissionData = {
  OrderManual: { Create: [{ empCode: 'E4' }] },
  Memo: { Create: [{ empCode: 'E3' }], Approve: [{ empCode: 'E2' }] },
};

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
