/**
 * Row actions of child tables (src/schema/workflow/row-actions.ts) and workflow stamps (src/schema/records/stamps.ts):
 * the values a run writes, the rows it applies to, the fields the server owns, and the loader's checks;
 * and who may run a row action (src/access/row-actions.ts).
 */
import { describe, expect, it } from 'vitest';
import { decideRowAction, type AccessContext } from '../../../src/access';
import {
  findRowAction,
  loadSchemas,
  rowActionValues,
  rowMeetsAction,
  stampedFields,
  stampValues,
  viewDay,
  withoutStamps,
  type ResourceSchema,
} from '../../../src/schema';
import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';
import { testUser } from '../../support/users';

const states = ['draft', 'sent', 'signed'].map((value) => ({ value, label: text(value) }));
const workflow = (stamp: Record<string, unknown> = { by: 'preparer', at: 'sentOn' }) => ({
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'send', label: text('Send'), from: ['draft'], to: 'sent', allow: { owner: true }, stamp },
    { action: 'sign', label: text('Sign'), from: ['sent'], to: 'signed', allow: { me: ['signer'] }, stamp: { at: 'signedAt' } },
  ],
});
const markPaid = {
  action: 'markPaid',
  label: text('Mark paid'),
  states: ['signed'],
  when: { '!': { var: 'paid' } },
  allow: { roles: ['HR'] },
  set: { paid: true, paidOn: '$today', by: '$me' },
  confirm: true,
};
const fields = (rowActions: unknown[] = [markPaid], extra: Record<string, unknown>[] = []) => [
  { name: 'no', type: 'text' },
  { name: 'preparer', type: 'reference', resource: 'people' },
  { name: 'signer', type: 'reference', resource: 'people' },
  { name: 'sentOn', type: 'date' },
  { name: 'signedAt', type: 'datetime' },
  { name: 'memo', type: 'text' },
  {
    name: 'lines',
    type: 'table',
    fields: [
      { name: 'pct', type: 'percent' },
      { name: 'paid', type: 'boolean' },
      { name: 'paidOn', type: 'date' },
      { name: 'at', type: 'datetime' },
      { name: 'by', type: 'reference', resource: 'people' },
      { name: 'amount', type: 'computed', formula: 1 },
    ],
    rowActions,
  },
  { name: 'status', type: 'status' },
  ...extra,
];
const people = resourceFile('fin', 'people', [{ name: 'code', type: 'text' }], { userLink: 'code', titleField: 'code' });
const files = (rowActions?: unknown[], over: Record<string, unknown> = {}, extra?: Record<string, unknown>[]) => [
  areasFile('fin'),
  people,
  resourceFile('fin', 'pays', fields(rowActions, extra), { workflow: workflow(), ...over }),
];
const pays: ResourceSchema = loadSchemas(files()).byName.get('pays')!;
const action = findRowAction(pays, 'lines', 'markPaid')!.action;

describe('row actions', () => {
  it('finds a table and its action by name, nothing else', () => {
    expect(findRowAction(pays, 'lines', 'markPaid')?.table.name).toBe('lines');
    expect(findRowAction(pays, 'lines', 'nope')).toBeUndefined();
    expect(findRowAction(pays, 'memo', 'markPaid')).toBeUndefined();
    expect(findRowAction(pays, 'nope', 'markPaid')).toBeUndefined();
  });

  it("writes today's Bangkok day, the instant, the person and literal values", () => {
    const now = new Date('2026-11-24T18:30:00Z'); // already the 25th in Bangkok
    expect(rowActionValues(action, 7, now)).toEqual({ paid: true, paidOn: '2026-11-25', by: 7 });
    expect(rowActionValues({ ...action, set: { at: '$now', by: '$me' } }, undefined, now)).toEqual({
      at: '2026-11-24T18:30:00.000Z',
      by: null,
    });
  });

  it('applies to the rows its condition holds for, every row without one', () => {
    expect(rowMeetsAction(action, { paid: false })).toBe(true);
    expect(rowMeetsAction(action, {})).toBe(true);
    expect(rowMeetsAction(action, { paid: true })).toBe(false);
    expect(rowMeetsAction({ ...action, when: undefined }, { paid: true })).toBe(true);
  });

  it('is decided on the record state, the row, then who (Admin always)', () => {
    const ctx = (role: string): AccessContext =>
      ({
        user: testUser(role, `E-${role}`, role.toLowerCase()),
        perms: {},
        menu: [{ to: 'apps-fin-pays', isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }],
        ability: null,
      }) as unknown as AccessContext;
    const record = { status: 'signed', createdBy: 'x', lines: [{ paid: false }, { paid: true }] };
    expect(decideRowAction(ctx('HR'), pays, action, record, { paid: false })).toEqual({ allowed: true });
    expect(decideRowAction(ctx('Staff'), pays, action, record, { paid: false })).toMatchObject({ allowed: false });
    expect(decideRowAction(ctx('Staff'), pays, action, record, { paid: false }).conflict).toBeUndefined();
    expect(decideRowAction(ctx('Admin'), pays, action, record, { paid: false })).toEqual({ allowed: true });
    expect(decideRowAction(ctx('HR'), pays, action, record, { paid: true })).toMatchObject({ allowed: false, conflict: true });
    expect(decideRowAction(ctx('HR'), pays, action, { ...record, status: 'sent' }, { paid: false })).toMatchObject({
      allowed: false,
      conflict: true,
      reason: '"markPaid" is not possible while the record is sent',
    });
    expect(decideRowAction(ctx('Admin'), pays, action, record, undefined)).toMatchObject({ allowed: false, conflict: true });
  });

  it('are checked by the loader: states, columns, the values that fit them, names, conditions', () => {
    const wrong = {
      ...markPaid,
      states: ['gone'],
      when: { var: 'nope' },
      set: { nope: 1, amount: 2, paidOn: '$now', at: '$today', paid: '$me' },
    };
    expect(loaderProblems(files())).toEqual([]);
    expect(
      loaderProblems(
        files([
          wrong,
          { ...markPaid, action: 'markPaid', set: { paid: true } },
          { ...markPaid, action: 'bad-name' },
          { ...markPaid, action: 'empty', set: {} },
        ]),
      ),
    ).toEqual([
      'pays.json: $.fields[6].rowActions[2].action: an action name is camelCase letters',
      'pays.json: $.fields[6].rowActions[3].set: expected at least one column to set',
    ]);
    expect(loaderProblems(files([wrong, { ...markPaid, set: { paid: true } }]))).toEqual([
      'pays.json: $.fields[6].rowActions[0].states[0]: unknown state "gone"',
      'pays.json: $.fields[6].rowActions[0].when.var: unknown field "nope"',
      'pays.json: $.fields[6].rowActions[0].set.nope: unknown column "nope"',
      'pays.json: $.fields[6].rowActions[0].set.amount: "amount" is computed',
      'pays.json: $.fields[6].rowActions[0].set.paidOn: $now fits a datetime column, "paidOn" is date',
      'pays.json: $.fields[6].rowActions[0].set.at: $today fits a date column, "at" is datetime',
      'pays.json: $.fields[6].rowActions[0].set.paid: $me fits a reference column, "paid" is boolean',
      'pays.json: $.fields[6].rowActions[1].action: duplicate action "markPaid"',
    ]);
    expect(loaderProblems(files([{ ...markPaid, allow: { me: ['memo'] } }]))).toEqual([
      'pays.json: $.fields[6].rowActions[0].allow.me[0]: "memo" is not a reference to people (the schema with "userLink")',
    ]);
  });
});

describe('workflow stamps', () => {
  it('names the fields the server owns and drops them from what a caller sends', () => {
    expect([...stampedFields(pays)].sort()).toEqual(['preparer', 'sentOn', 'signedAt']);
    expect(withoutStamps(pays, { memo: 'x', preparer: 3, sentOn: '2020-01-01', signer: 4 })).toEqual({ memo: 'x', signer: 4 });
    expect(pays.fields.filter((f) => f.readOnly).map((f) => f.name)).toEqual(['preparer', 'sentOn', 'signedAt']);
  });

  it('stamps the person and the day (a date) or the instant (a datetime)', () => {
    const now = new Date('2026-11-24T18:30:00Z');
    const [send, sign] = pays.workflow!.transitions;
    expect(stampValues(pays, send!, 9, now)).toEqual({ preparer: 9, sentOn: viewDay(now) });
    expect(stampValues(pays, send!, undefined, now)).toEqual({ sentOn: '2026-11-25' });
    expect(stampValues(pays, sign!, 9, now)).toEqual({ signedAt: '2026-11-24T18:30:00.000Z' });
  });

  it('are checked by the loader: a date or datetime, and a reference to the people', () => {
    const bad = [
      areasFile('fin'),
      people,
      resourceFile('fin', 'pays', fields(), { workflow: workflow({ by: 'memo', at: 'memo' }) }),
    ];
    expect(loaderProblems(bad)).toEqual([
      'pays.json: $.workflow.transitions[0].stamp.at: "memo" is not a date or datetime field of the record',
      'pays.json: $.workflow.transitions[0].stamp.by[0]: "memo" is not a reference to people (the schema with "userLink")',
    ]);
  });
});
