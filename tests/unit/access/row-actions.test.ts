/**
 * Who may run a child table's row action (src/access/row-actions.ts): first whoever may open the record (its
 * menu entry and its show rule, decided with the record), then the conflicts (no such row, a state the action
 * does not run in, a row its condition excludes), each with the reason the user reads.
 */
import { describe, expect, it } from 'vitest';
import { decideRowAction, type AccessContext } from '../../../src/access';
import { findRowAction, loadSchemas, type ResourceSchema } from '../../../src/schema';
import { areasFile, resourceFile, text } from '../../support/schema-files';
import { testUser } from '../../support/users';

const markPaid = {
  action: 'markPaid',
  label: text('Mark paid'),
  states: ['open'],
  when: { '!': { var: 'paid' } },
  allow: { roles: ['HR'] },
  set: { paid: true },
};
const workflow = {
  field: 'status',
  initial: 'open',
  states: ['open', 'closed'].map((value) => ({ value, label: text(value) })),
  transitions: [{ action: 'close', label: text('Close'), from: ['open'], to: 'closed', allow: { owner: true } }],
};
const pays = (access?: Record<string, unknown>): ResourceSchema =>
  loadSchemas([
    areasFile('fin'),
    resourceFile(
      'fin',
      'pays',
      [
        { name: 'no', type: 'text' },
        { name: 'lines', type: 'table', fields: [{ name: 'paid', type: 'boolean' }], rowActions: [markPaid] },
        { name: 'status', type: 'status' },
      ],
      { workflow, ...(access ? { access } : {}) },
    ),
  ]).byName.get('pays')!;

const open = pays();
const action = findRowAction(open, 'lines', 'markPaid')!.action;
const MENU = [{ to: 'apps-fin-pays', isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }];
const ctx = (role: string, menu: unknown = MENU): AccessContext =>
  ({ user: testUser(role, `E-${role}`), perms: {}, menu, ability: null }) as unknown as AccessContext;
const record = (createdBy: string, status = 'open') => ({ id: 1, status, createdBy, lines: [{ paid: false }] });

describe('decideRowAction', () => {
  it('lets through whom the action allows, on a row and in a state it runs on', () => {
    expect(decideRowAction(ctx('HR'), open, action, record('x'), { paid: false })).toEqual({ allowed: true });
    expect(decideRowAction(ctx('Staff'), open, action, record('x'), { paid: false })).toEqual({
      allowed: false,
      reason: 'This needs role HR',
    });
  });

  it('first needs the record to be open to the user: its menu entry, its show rule decided with the record', () => {
    expect(decideRowAction(ctx('HR', []), open, action, record('x'), { paid: false })).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow show on /apps/fin/pays (isView)",
    });
    const hrList = pays({ list: { roles: ['Sales'] } });
    expect(decideRowAction(ctx('HR'), hrList, action, record('x'), { paid: false })).toEqual({
      allowed: false,
      reason: 'This needs role Sales',
    });
    // Owners only: the owner's record, not another's.
    const ownersOnly = pays({ list: { owner: true, roles: ['Sales'] } });
    expect(decideRowAction(ctx('HR'), ownersOnly, action, record('hr'), { paid: false })).toEqual({ allowed: true });
    expect(decideRowAction(ctx('HR'), ownersOnly, action, record('x'), { paid: false })).toMatchObject({ allowed: false });
    expect(decideRowAction(ctx('HR'), ownersOnly, action, record('x'), { paid: false }).conflict).toBeUndefined();
  });

  it('answers a conflict, with its reason, for a missing row, a state or a row the action does not run on', () => {
    expect(decideRowAction(ctx('Admin'), open, action, record('x'), undefined)).toEqual({
      allowed: false,
      conflict: true,
      reason: 'There is no such row',
    });
    expect(decideRowAction(ctx('Admin'), open, action, record('x', 'closed'), { paid: false })).toEqual({
      allowed: false,
      conflict: true,
      reason: '"markPaid" is not possible while the record is closed',
    });
    expect(decideRowAction(ctx('Admin'), open, action, record('x'), { paid: true })).toEqual({
      allowed: false,
      conflict: true,
      reason: '"markPaid" is not possible on this row now',
    });
    // A record without a state is in the initial one.
    const { status: _unset, ...fresh } = record('x');
    expect(decideRowAction(ctx('HR'), open, action, fresh, { paid: false })).toEqual({ allowed: true });
  });
});
