/**
 * The access rules of src/access/rules.ts, pinned one by one: roles and role codes, permissions, ownership,
 * the fallbacks (show and export follow list, delete follows edit), server-written records and workflow
 * transitions (Admin's override included).
 */
import { describe, expect, it } from 'vitest';
import {
  canResourceAction,
  canTransition,
  hasPermission,
  isAdmin,
  isRole,
  isServerWritten,
  meetsRequirement,
  recordOwner,
  WRITE_ACTIONS,
} from '../../../src/access/rules';
import type { PermissionData, UserData } from '../../../src/access/types';
import type { ResourceSchema, Transition } from '../../../src/schema/meta';

const user = (role: string, empCode: string, roleCode: string, username = role.toLowerCase()): UserData => ({
  id: 1,
  username,
  fullName: role,
  empCode,
  role,
  roleCode,
  roleId: 1,
});
const admin = user('Admin', 'E1', 'ADM');
const hr = user('HR', 'E2', 'HRM');
const staff = user('Staff', 'E3', 'STF');
const accountant = user('Staff', 'E5', 'ACC', 'acc');
const perms: PermissionData = {
  Memo: { Create: [{ empCode: 'E3' }], Approve: [{ empCode: 'E2' }] },
  PR: { Create: [{ empCode: 'E5' }] },
};
const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
const allowedActions = (
  schema: Pick<ResourceSchema, 'access' | 'writable'>,
  u: UserData | null,
  record?: Record<string, unknown>,
) => ACTIONS.filter((a) => canResourceAction(schema, a, u, perms, record).allowed);

const label = { en: 'x', th: 'x' };
const memo: ResourceSchema = {
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
const [submit, approve] = memo.workflow!.transitions as [Transition, Transition];

describe('roles', () => {
  it('compares role names without regard to case; nobody signed in has no role', () => {
    expect(isRole({ role: 'ADMIN' }, 'admin')).toBe(true);
    expect(isRole(hr, 'Admin')).toBe(false);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(isRole(null, 'Staff')).toBe(false);
  });
});

describe('permissions', () => {
  it('are held by empCode, and an unknown docType or action is held by nobody', () => {
    expect(hasPermission(perms, staff, 'Memo', 'Create')).toBe(true);
    expect(hasPermission(perms, hr, 'Memo', 'Create')).toBe(false);
    expect(hasPermission(perms, staff, 'Competency', 'Edit')).toBe(false);
    expect(hasPermission(perms, staff, 'Memo', 'Delete')).toBe(false);
    expect(hasPermission(perms, null, 'Memo', 'Create')).toBe(false);
    expect(hasPermission({ Memo: { Create: 'E3' as never } }, staff, 'Memo', 'Create')).toBe(false);
  });
});

describe('meetsRequirement', () => {
  it('is met by an empty requirement, and by one whose only alternative is owner: false, even signed out', () => {
    expect(meetsRequirement(undefined, null, null)).toEqual({ allowed: true });
    expect(meetsRequirement({}, null, null)).toEqual({ allowed: true });
    expect(meetsRequirement({}, staff, null)).toEqual({ allowed: true });
    expect(meetsRequirement({ owner: false }, staff, null)).toEqual({ allowed: true });
    expect(meetsRequirement({ owner: false }, staff, null, 'hr')).toEqual({ allowed: true });
  });

  it('refuses anyone signed out when it names someone', () => {
    expect(meetsRequirement({ roles: ['HR'] }, null, perms)).toEqual({ allowed: false, reason: 'You are not signed in' });
    expect(meetsRequirement({ roleCodes: ['HRM'] }, null, perms)).toEqual({ allowed: false, reason: 'You are not signed in' });
    expect(meetsRequirement({ owner: true }, null, perms, 'staff')).toEqual({ allowed: false, reason: 'You are not signed in' });
  });

  it('is met by a listed role code, and says which codes it needs', () => {
    const req = { roleCodes: ['HRM', 'ACC'] };
    expect(meetsRequirement(req, hr, null).allowed).toBe(true);
    expect(meetsRequirement(req, accountant, null).allowed).toBe(true);
    expect(meetsRequirement(req, staff, null)).toEqual({ allowed: false, reason: 'This needs role code HRM or ACC' });
    // A role code is not a role name and the other way round.
    expect(meetsRequirement({ roleCodes: ['HR'] }, hr, null).allowed).toBe(false);
    expect(meetsRequirement({ roles: ['HRM'] }, hr, null).allowed).toBe(false);
  });

  it('is met by any one alternative, and names every alternative when none holds', () => {
    const req = {
      roles: ['HR', 'Manager'],
      roleCodes: ['ACC'],
      permission: ['Memo', 'Approve'] as [string, string],
      owner: true,
    };
    expect(meetsRequirement(req, hr, perms).allowed).toBe(true);
    expect(meetsRequirement(req, accountant, perms).allowed).toBe(true);
    expect(meetsRequirement(req, staff, perms, 'staff').allowed).toBe(true);
    expect(meetsRequirement(req, staff, perms, 'hr')).toEqual({
      allowed: false,
      reason: 'This needs the Memo Approve permission or role HR or Manager or role code ACC or being the owner of this record',
    });
    expect(
      meetsRequirement(
        {
          permissions: [
            ['Memo', 'Approve'],
            ['PR', 'Create'],
          ],
        },
        staff,
        perms,
      ),
    ).toEqual({
      allowed: false,
      reason: 'This needs the Memo Approve permission or the PR Create permission',
    });
    expect(
      meetsRequirement(
        {
          permissions: [
            ['Memo', 'Approve'],
            ['PR', 'Create'],
          ],
        },
        accountant,
        perms,
      ).allowed,
    ).toBe(true);
  });

  it('counts ownership only when the requirement asks for it and the owner is the user', () => {
    expect(meetsRequirement({ roles: ['HR'] }, staff, perms, 'staff')).toEqual({ allowed: false, reason: 'This needs role HR' });
    expect(meetsRequirement({ owner: true }, staff, perms, 'staff').allowed).toBe(true);
    expect(meetsRequirement({ owner: true }, staff, perms, 'hr')).toEqual({
      allowed: false,
      reason: 'This needs being the owner of this record',
    });
    expect(meetsRequirement({ owner: true }, staff, perms, null).allowed).toBe(false);
    expect(meetsRequirement({ owner: true }, staff, perms).allowed).toBe(false);
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

describe('recordOwner', () => {
  it("reads the schema's owner field (default createdBy), and only a string is an owner", () => {
    expect(recordOwner({}, { createdBy: 'staff' })).toBe('staff');
    expect(recordOwner({ ownerField: 'requester' }, { requester: 'hr', createdBy: 'staff' })).toBe('hr');
    expect(recordOwner({}, { createdBy: 42 })).toBeNull();
    expect(recordOwner({}, {})).toBeNull();
  });
});

describe('canTransition', () => {
  it('is a conflict on a resource without a workflow', () => {
    const { workflow: _, ...plain } = memo;
    expect(canTransition(plain, submit, { status: 'draft' }, admin, null)).toEqual({
      allowed: false,
      conflict: true,
      reason: 'This resource has no workflow',
    });
  });

  it('is a conflict when the record is not in a from state, for Admin too; a missing state is the initial one', () => {
    expect(canTransition(memo, approve, { status: 'draft' }, admin, null)).toEqual({
      allowed: false,
      conflict: true,
      reason: '"approve" is not possible while the record is draft',
    });
    expect(canTransition(memo, submit, { createdBy: 'staff' }, staff, null)).toEqual({ allowed: true });
    expect(canTransition(memo, approve, {}, hr, null)).toMatchObject({ conflict: true });
  });

  it("lets Admin run a transition whose rule does not name Admin (Admin's override)", () => {
    expect(canTransition(memo, approve, { status: 'pending' }, admin, null)).toEqual({ allowed: true });
    expect(canTransition(memo, submit, { status: 'draft', createdBy: 'staff' }, admin, null)).toEqual({ allowed: true });
    expect(canTransition(memo, approve, { status: 'pending' }, hr, null)).toEqual({ allowed: true });
    expect(canTransition(memo, approve, { status: 'pending' }, staff, null)).toEqual({
      allowed: false,
      reason: 'This needs role HR',
    });
  });

  it('checks an owner rule against the record', () => {
    expect(canTransition(memo, submit, { status: 'draft', createdBy: 'staff' }, staff, null).allowed).toBe(true);
    expect(canTransition(memo, submit, { status: 'draft', createdBy: 'hr' }, staff, null)).toEqual({
      allowed: false,
      reason: 'This needs being the owner of this record',
    });
  });
});
