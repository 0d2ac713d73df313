/** The one decision (src/access/decide.ts): the order of its checks, the CASL verbs, and transitions on a record. */
import { describe, expect, it } from 'vitest';
import {
  buildAbility,
  CASL_ACTION,
  decideAction,
  decideScreen,
  decideTransition,
  type AccessContext,
} from '../../../src/access/decide';
import type { MenuItem } from '../../../src/access/menu';
import type { ScreenDeclaration } from '../../../src/schema/meta/meta';
import type { AbilityRule, UserData } from '../../../src/access/types';
import type { ResourceSchema, Transition } from '../../../src/schema/meta/meta';
import { testUser } from '../../support/users';

const admin = testUser('Admin', 'E1');
const hr = testUser('HR', 'E2');
const staff = testUser('Staff', 'E3');
const label = { en: 'x', th: 'x' };
const tickets: ResourceSchema = {
  name: 'tickets',
  label,
  pluralLabel: label,
  area: 'it',
  route: '/apps/ticket',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'open',
    states: ['open', 'closed'].map((value) => ({ value, label })),
    transitions: [{ action: 'close', label, from: ['open'], to: 'closed', allow: { roles: ['Staff', 'HR'] } }],
  },
};
const close = tickets.workflow!.transitions[0] as Transition;
const menu: MenuItem[] = [{ to: 'apps-ticket', isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }];
const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
const ctx = (
  user: UserData | null,
  rules: AbilityRule[] | null = [{ action: 'manage', subject: 'all' }],
  extra: Partial<AccessContext> = {},
) => ({
  user,
  perms: null,
  menu,
  ability: buildAbility(rules),
  ...extra,
});
const allowed = (c: AccessContext, schema: ResourceSchema = tickets) => ACTIONS.filter((a) => decideAction(c, schema, a).allowed);

describe('CASL verbs', () => {
  it('list and show are read; create, update (edit), delete and export are their own verbs', () => {
    expect(CASL_ACTION).toEqual({
      list: 'read',
      show: 'read',
      create: 'create',
      edit: 'update',
      delete: 'delete',
      export: 'export',
    });
  });

  for (const [verb, actions] of [
    ['read', ['list', 'show']],
    ['create', ['create']],
    ['update', ['edit']],
    ['delete', ['delete']],
    ['export', ['export']],
  ] as const)
    it(`an inverted "${verb}" rule forbids ${actions.join(' and ')} and nothing else, with its reason`, () => {
      const c = ctx(staff, [
        { action: 'manage', subject: 'all' },
        { action: verb, subject: 'tickets', inverted: true, reason: `No ${verb} here` },
      ]);
      expect(allowed(c)).toEqual(ACTIONS.filter((a) => !(actions as readonly string[]).includes(a)));
      for (const a of actions) expect(decideAction(c, tickets, a)).toEqual({ allowed: false, reason: `No ${verb} here` });
    });

  it('a rule granting only some verbs forbids the others, with a reason of its own', () => {
    const c = ctx(staff, [{ action: 'read', subject: 'tickets' }]);
    expect(allowed(c)).toEqual(['list', 'show']);
    expect(decideAction(c, tickets, 'create')).toEqual({ allowed: false, reason: 'A rule forbids create on tickets' });
  });

  it('does not bind Admin', () => {
    expect(allowed(ctx(admin, [{ action: 'manage', subject: 'all', inverted: true, reason: 'no' }]))).toEqual([...ACTIONS]);
  });

  it('without an ability, the menu and the requirement decide', () => {
    expect(allowed(ctx(staff, null))).toEqual([...ACTIONS]);
    expect(buildAbility(null)).toBeNull();
    expect(buildAbility(undefined)).toBeNull();
    expect(buildAbility([])?.can('read', 'tickets')).toBe(false);
  });
});

describe('the order of the checks', () => {
  it('nobody signed out gets "not signed in", whatever the menu', () => {
    expect(decideAction(ctx(null, null, { menu: null }), tickets, 'list')).toEqual({
      allowed: false,
      reason: 'You are not signed in',
    });
  });

  it('the menu flag first, naming the action, route and flag', () => {
    const c = ctx(staff, [{ action: 'manage', subject: 'all', inverted: true, reason: 'no' }], {
      menu: [{ to: 'apps-ticket', isView: 'Y', isEdit: 'N' }],
    });
    expect(decideAction(c, tickets, 'delete')).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow delete on /apps/ticket (isEdit)",
    });
  });

  it("then the schema's requirement, whose reason wins over a CASL rule's", () => {
    const schema = { ...tickets, access: { create: { roles: ['HR'] } } };
    const c = ctx(staff, [{ action: 'create', subject: 'tickets', inverted: true, reason: 'CASL says no' }]);
    expect(decideAction(c, schema, 'create')).toEqual({ allowed: false, reason: 'This needs role HR' });
    expect(
      decideAction(ctx(hr, [{ action: 'create', subject: 'tickets', inverted: true, reason: 'CASL says no' }]), schema, 'create'),
    ).toEqual({ allowed: false, reason: 'CASL says no' });
  });
});

describe('a declared screen', () => {
  const pos: ScreenDeclaration = { name: 'pos', route: '/apps/ticket', access: { list: { roles: ['Staff'] } } };
  it('offers only the actions it declares', () => {
    expect(ACTIONS.filter((a) => decideScreen(ctx(staff), pos, a).allowed)).toEqual(['list']);
    expect(decideScreen(ctx(admin), pos, 'edit')).toEqual({ allowed: false, reason: 'The pos screen offers no edit' });
  });
});

describe('decideTransition', () => {
  it('needs the record to be open to the user (menu and show rule, checked on that record)', () => {
    const own = { ...tickets, access: { list: { owner: true } } };
    const mine = { status: 'open', createdBy: 'staff' };
    const theirs = { status: 'open', createdBy: 'hr' };
    expect(decideTransition(ctx(staff), own, close, mine)).toEqual({ allowed: true });
    expect(decideTransition(ctx(staff), own, close, theirs)).toEqual({
      allowed: false,
      reason: 'This needs being the owner of this record',
    });
    expect(decideTransition(ctx(staff, null, { menu: [] }), tickets, close, mine)).toMatchObject({ allowed: false });
  });

  it('then the state (a conflict) and the rule of the transition', () => {
    expect(decideTransition(ctx(staff), tickets, close, { status: 'closed' })).toEqual({
      allowed: false,
      conflict: true,
      reason: '"close" is not possible while the record is closed',
    });
    const guest = testUser('Guest', 'E9');
    expect(decideTransition(ctx(guest), tickets, close, { status: 'open' })).toEqual({
      allowed: false,
      reason: 'This needs role Staff or HR',
    });
    expect(decideTransition(ctx(admin), tickets, close, { status: 'open' })).toEqual({ allowed: true });
  });
});
