/**
 * Whom a workflow step waits for (src/access/awaits.ts): by name first, else by role; an Admin's override
 * and a danger or `inbox: false` step make nothing wait. On the product schemas' own steps.
 */
import { describe, expect, it } from 'vitest';
import { namedPeople, stepAwaits } from '../../../src/access/awaits';
import type { PermissionData } from '../../../src/access/types';
import type { Transition } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';

const registry = loadSchemaDir();
const schema = (name: string) => registry.byName.get(name)!;
const step = (resource: string, action: string): Transition =>
  schema(resource).workflow!.transitions.find((t) => t.action === action)!;

const admin = { ...testUser('Admin', 'E1'), employeeId: 1 };
const hr = { ...testUser('HR', 'E2'), employeeId: 2 };
const staff = { ...testUser('Staff', 'E3'), employeeId: 3 };
const sales = { ...testUser('Sales', 'E4'), employeeId: 4 };
const perms: PermissionData = {
  Claim: { Approve: [{ empCode: 'E2' }], Pay: [{ empCode: 'E1' }] },
  Ticket: { Manage: [{ empCode: 'E1' }] },
  OrderManual: { Recheck: [{ empCode: 'E4' }] },
};
const awaits = (resource: string, action: string, row: Record<string, unknown>, user = admin, p = perms) =>
  stepAwaits(schema(resource), step(resource, action), row, user, p);

describe('a step that names someone waits for them only', () => {
  const pending = { id: 1, status: 'pending', createdBy: 'staff', approveBy: 2 };
  it('a memo naming its approver waits for that approver, not for the Admin its rule also lists', () => {
    expect(awaits('memos', 'approve', pending, hr)).toBe(true);
    expect(awaits('memos', 'approve', pending, admin)).toBe(false);
    expect(awaits('memos', 'approve', pending, sales)).toBe(false);
  });
  it('the same memo naming nobody waits for the Admin, the only role the step names', () => {
    const unnamed = { ...pending, approveBy: null };
    expect(awaits('memos', 'approve', unnamed, admin)).toBe(true);
    expect(awaits('memos', 'approve', unnamed, hr)).toBe(false);
    expect(awaits('memos', 'approve', { ...pending, approveBy: '' }, admin)).toBe(true);
  });
  it('a ticket with an assignee waits for the assignee, not for the ticket managers', () => {
    const assigned = { id: 1, status: 'open', createdBy: 'staff', assignee: 4 };
    expect(awaits('tickets', 'start', assigned, sales)).toBe(true);
    expect(awaits('tickets', 'start', assigned, admin)).toBe(false);
    // Unassigned: whoever holds Ticket/Manage (here the Admin, by that permission, not by the Admin role).
    expect(awaits('tickets', 'start', { ...assigned, assignee: null }, admin)).toBe(true);
    expect(awaits('tickets', 'start', { ...assigned, assignee: null }, admin, {})).toBe(false);
  });
  it('an evaluation waits for the evaluator it names, the self-assessment for the employee', () => {
    const review = { id: 1, status: 'selfAssessed', employee: 3, evaluator: 2 };
    expect(awaits('performanceReviews', 'managerAssess', review, hr)).toBe(true);
    expect(awaits('performanceReviews', 'managerAssess', review, staff)).toBe(false);
    expect(awaits('performanceReviews', 'selfAssess', { ...review, status: 'draft' }, staff)).toBe(true);
    expect(awaits('performanceReviews', 'selfAssess', { ...review, status: 'draft' }, hr)).toBe(false);
  });
  it("an author's own step (submit) waits for the author, never for the Admin", () => {
    const draft = { id: 1, status: 'draft', createdBy: 'staff' };
    expect(awaits('claims', 'submit', draft, staff)).toBe(true);
    expect(awaits('claims', 'submit', draft, admin)).toBe(false);
  });
  it('namedPeople reads the filled `me` fields and the author', () => {
    expect(namedPeople(schema('tickets'), step('tickets', 'close'), { createdBy: 'staff', requester: 3, assignee: 4 })).toEqual({
      fields: ['requester'],
      owner: 'staff',
    });
    expect(namedPeople(schema('tickets'), step('tickets', 'start'), { createdBy: 'staff', assignee: null })).toEqual({
      fields: [],
      owner: null,
    });
  });
});

describe('a step that names nobody waits for its roles and permissions', () => {
  const submitted = { id: 1, status: 'submitted', createdBy: 'staff' };
  it('a claim waits for its Claim/Approve holders; the Admin listed beside them is an override, not the approver', () => {
    expect(awaits('claims', 'approve', submitted, hr)).toBe(true);
    expect(awaits('claims', 'approve', submitted, admin)).toBe(false);
    expect(awaits('claims', 'approve', submitted, staff)).toBe(false);
  });
  it('a permission granted to an Admin routes work to them like to anyone (paying claims)', () => {
    expect(awaits('claims', 'pay', { ...submitted, status: 'approved' }, admin)).toBe(true);
    expect(awaits('claims', 'pay', { ...submitted, status: 'approved' }, hr)).toBe(false);
  });
  it('a document request waits for HR, the role the step names beside the Admin', () => {
    expect(awaits('documentRequests', 'approve', submitted, hr)).toBe(true);
    expect(awaits('documentRequests', 'approve', submitted, admin)).toBe(false);
  });
  it('a step only the Admin role may take waits for the Admin (approving an indicator)', () => {
    const pending = { id: 1, status: 'pending' };
    expect(awaits('indicators', 'approve', pending, admin)).toBe(true);
    expect(awaits('indicators', 'approve', pending, hr)).toBe(false);
  });
});

describe('steps that make nothing wait', () => {
  it('a danger step (reject, cancel) waits for nobody, even the person named', () => {
    expect(awaits('memos', 'reject', { id: 1, status: 'pending', approveBy: 2 }, hr)).toBe(false);
    expect(awaits('claims', 'reject', { id: 1, status: 'submitted' }, hr)).toBe(false);
  });
  it('a step marked inbox: false (reopening a closed ticket) waits for nobody', () => {
    expect(step('tickets', 'reopen').inbox).toBe(false);
    expect(awaits('tickets', 'reopen', { id: 1, status: 'closed', createdBy: 'staff', requester: 3 }, staff)).toBe(false);
    expect(awaits('orders', 'reopenRecheck', { id: 1, status: 'rechecked' }, sales)).toBe(false);
  });
});

/** A step of its own (not a product schema's): `allow` as given, nothing else. */
const bare = (allow: Transition['allow'], extra: Partial<Transition> = {}): Transition =>
  ({ action: 'go', label: { en: 'Go' }, from: ['a'], to: 'b', allow, ...extra }) as Transition;
const waits = (allow: Transition['allow'], user = admin, p: PermissionData | null = perms, row: Record<string, unknown> = {}) =>
  stepAwaits({}, bare(allow), row, user, p);

describe('a step named by role code or by any of several permissions (issue 37)', () => {
  const hrm = { ...testUser('HR', 'E5', 'hr.manager', 'HRM'), employeeId: 5 };
  it('a step that waits by role code waits for a user of that code only, whatever their role', () => {
    expect(waits({ roleCodes: ['HRM'] }, hrm)).toBe(true);
    expect(waits({ roleCodes: ['HRM'] }, hr)).toBe(false);
    expect(waits({ roleCodes: ['HRM'] }, admin)).toBe(false);
    expect(waits({ roleCodes: ['HRM', 'Sales'] }, sales)).toBe(true);
  });
  it('a step that waits for any of several permissions waits for a holder of any one of them', () => {
    const several = {
      permissions: [
        ['Claim', 'Approve'],
        ['OrderManual', 'Recheck'],
      ] as [string, string][],
    };
    expect(waits(several, hr)).toBe(true); // the first
    expect(waits(several, sales)).toBe(true); // the second only
    expect(waits(several, staff)).toBe(false);
    expect(waits(several, admin)).toBe(false); // the Admin holds neither
    expect(waits(several, sales, null)).toBe(false);
    expect(waits({ permissions: [] }, admin)).toBe(false);
  });
  it('one permission waits for its holder, not for a holder of another action of the same document', () => {
    expect(waits({ permission: ['Claim', 'Pay'] }, admin)).toBe(true);
    expect(waits({ permission: ['Claim', 'Pay'] }, hr)).toBe(false);
  });
  it('several roles: a user of any one of them', () => {
    expect(waits({ roles: ['HR', 'Sales'] }, sales)).toBe(true);
    expect(waits({ roles: ['HR', 'Sales'] }, hr)).toBe(true);
    expect(waits({ roles: ['HR', 'Sales'] }, staff)).toBe(false);
  });
  it('a step naming nobody at all waits for nobody, the Admin included', () => {
    expect(waits({}, admin)).toBe(false);
    expect(waits({ roles: [] }, admin)).toBe(false);
  });
});

describe('the Admin role beside role codes or permissions is an override (issue 37)', () => {
  it('the Admin role alone, written in any case, waits for the Admin only', () => {
    expect(waits({ roles: ['Admin'] }, admin)).toBe(true);
    expect(waits({ roles: ['admin'] }, admin)).toBe(true);
    expect(waits({ roles: ['Admin'] }, hr)).toBe(false);
    // Empty lists of codes and permissions beside it name nobody: the Admin still stands alone.
    expect(waits({ roles: ['Admin'], roleCodes: [], permissions: [] }, admin)).toBe(true);
  });
  it('the Admin role in lower case beside another role is still only an override', () => {
    expect(waits({ roles: ['admin', 'HR'] }, admin)).toBe(false);
    expect(waits({ roles: ['admin', 'HR'] }, hr)).toBe(true);
  });
  it('with role codes beside it, the step waits for those codes, not for the Admin', () => {
    const hrm = { ...testUser('HR', 'E5', 'hr.manager', 'HRM'), employeeId: 5 };
    expect(waits({ roles: ['Admin'], roleCodes: ['HRM'] }, admin)).toBe(false);
    expect(waits({ roles: ['Admin'], roleCodes: ['HRM'] }, hrm)).toBe(true);
  });
  it('with a permission beside it, the step waits for its holders, not for the Admin', () => {
    expect(waits({ roles: ['Admin'], permission: ['Claim', 'Approve'] }, admin)).toBe(false);
    expect(waits({ roles: ['Admin'], permission: ['Claim', 'Approve'] }, hr)).toBe(true);
  });
  it('with several permissions beside it, the step waits for their holders, not for the Admin', () => {
    const allow = {
      roles: ['Admin'],
      permissions: [
        ['Claim', 'Approve'],
        ['OrderManual', 'Recheck'],
      ] as [string, string][],
    };
    expect(waits(allow, admin)).toBe(false);
    expect(waits(allow, sales)).toBe(true);
    // ... unless the Admin holds one of them like anyone else.
    expect(waits({ ...allow, permissions: [['Claim', 'Pay']] }, admin)).toBe(true);
  });
});

describe('whom a step names on the record (issue 37)', () => {
  const named = (allow: Transition['allow'], row: Record<string, unknown>, user: typeof admin) =>
    stepAwaits({ ownerField: 'createdBy' }, bare(allow), row, user, perms);
  it('a `me` field left undefined names nobody: the step falls back to its roles', () => {
    expect(named({ roles: ['HR'], me: ['approver'] }, {}, hr)).toBe(true);
    expect(named({ roles: ['HR'], me: ['approver'] }, { approver: 3 }, hr)).toBe(false);
    expect(named({ roles: ['HR'], me: ['approver'] }, { approver: 3 }, staff)).toBe(true);
  });
  it('the author, with a `me` field beside it: either of them', () => {
    const row = { createdBy: 'sales', approver: 3 };
    expect(named({ owner: true, me: ['approver'] }, row, sales)).toBe(true);
    expect(named({ owner: true, me: ['approver'] }, row, staff)).toBe(true);
    expect(named({ owner: true, me: ['approver'] }, row, hr)).toBe(false);
  });
  it('an empty author names nobody', () => {
    expect(namedPeople({ ownerField: 'createdBy' }, bare({ owner: true }), { createdBy: '' })).toEqual({
      fields: [],
      owner: null,
    });
    expect(named({ owner: true, roles: ['HR'] }, { createdBy: '' }, hr)).toBe(true);
  });
  it('a step marked inbox: true still waits', () => {
    expect(stepAwaits({}, bare({ roles: ['HR'] }, { inbox: true }), {}, hr, perms)).toBe(true);
  });
});
