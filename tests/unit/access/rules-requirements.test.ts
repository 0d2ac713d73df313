/**
 * Who meets a requirement of src/access/rules.ts: roles and role codes, permissions, ownership, and "being this
 * record's X", which never holds for a user without a people record, even where the record's field is empty too.
 */
import { describe, expect, it } from 'vitest';
import { hasPermission } from '../../../src/access';
import { isAdmin, isMeIn, isRole, meetsRequirement, recordOwner } from '../../../src/access/rules';
import { testUser } from '../../support/users';
import { hr, perms, staff } from './rules-fixtures';

const accountant = testUser('Staff', 'E5', 'acc', 'ACC');

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

describe('recordOwner', () => {
  it("reads the schema's owner field (default createdBy), and only a string is an owner", () => {
    expect(recordOwner({}, { createdBy: 'staff' })).toBe('staff');
    expect(recordOwner({ ownerField: 'requester' }, { requester: 'hr', createdBy: 'staff' })).toBe('hr');
    expect(recordOwner({}, { createdBy: 42 })).toBeNull();
    expect(recordOwner({}, {})).toBeNull();
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
