/** decideRequest (src/access/request.ts): the reasons it gives, the menu rule's default, and editable states. */
import { describe, expect, it } from 'vitest';
import { buildAbility, type AccessContext } from '../../../src/access/decide';
import type { MenuItem } from '../../../src/access/menu';
import { decideRequest, WORKFLOW_PREFIX } from '../../../src/access/request';
import type { UserData } from '../../../src/access/types';
import { emptyManifest, type ResourceSchema, type ScreenDeclaration } from '../../../src/schema/meta';
import { createRegistry } from '../../../src/schema/registry';
import { testUser } from '../../support/users';

const admin = testUser('Admin', 'E1');
const hr = testUser('HR', 'E2');
const staff = testUser('Staff', 'E3');
const label = { en: 'x', th: 'x' };
const memos: ResourceSchema = {
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
    states: ['draft', 'pending'].map((value) => ({ value, label })),
    transitions: [{ action: 'submit', label, from: ['draft'], to: 'pending', allow: { owner: true } }],
  },
};
/** A declared screen of the registry's manifest (schemas/_screens.json declares it so). */
const roleMenu: ScreenDeclaration = {
  name: 'roleMenu',
  route: '/apps/master/rolemenu',
  access: { list: { roles: ['Admin'] }, edit: { roles: ['Admin'] } },
  adminArea: true,
};
const registry = () => createRegistry([], [memos], { ...emptyManifest(), screens: [roleMenu] });
const full: MenuItem[] = [{ to: 'apps-memo-memo', isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }];
const ctx = (user: UserData | null, menu: MenuItem[] = full): AccessContext => ({
  user,
  perms: null,
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});

describe('what is asked', () => {
  it('names no screen: refused with that reason', () => {
    expect(decideRequest(ctx(admin), registry(), undefined, 'list')).toEqual({ allowed: false, reason: 'No screen was named' });
    expect(decideRequest(ctx(admin), registry(), '', 'list')).toEqual({ allowed: false, reason: 'No screen was named' });
  });

  it('a workflow action is asked as workflow:<action>, on a record', () => {
    expect(WORKFLOW_PREFIX).toBe('workflow:');
    expect(decideRequest(ctx(staff), registry(), 'memos', 'workflow:submit')).toEqual({
      allowed: false,
      reason: '"submit" is decided on a record',
    });
    const draft = { status: 'draft', createdBy: 'staff' };
    expect(decideRequest(ctx(staff), registry(), 'memos', 'workflow:submit', { record: draft })).toEqual({ allowed: true });
    // The conflict flag stays inside: the browser gets allowed and reason only.
    expect(
      decideRequest(ctx(staff), registry(), 'memos', 'workflow:submit', { record: { ...draft, status: 'pending' } }),
    ).toEqual({
      allowed: false,
      reason: '"submit" is not possible while the record is pending',
    });
  });
});

describe('the menu rule', () => {
  it('needs the menu entry unless the caller says the route skips it', () => {
    const noMenu = ctx(staff, []);
    const reason = "Your role's menu does not allow show on /apps/memo/memo (isView)";
    expect(decideRequest(noMenu, registry(), 'memos', 'show')).toEqual({ allowed: false, reason });
    expect(decideRequest(noMenu, registry(), 'memos', 'show', {})).toEqual({ allowed: false, reason });
    expect(decideRequest(noMenu, registry(), 'memos', 'show', { skipMenu: true })).toEqual({ allowed: true });
  });

  it('skips the menu of a declared screen too when asked, and then the requirement decides', () => {
    const noMenu = ctx(hr, []);
    expect(decideRequest(noMenu, registry(), 'roleMenu', 'list')).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow list on /apps/master/rolemenu (isView)",
    });
    expect(decideRequest(noMenu, registry(), 'roleMenu', 'list', { skipMenu: true })).toEqual({
      allowed: false,
      reason: 'This needs role Admin',
    });
  });
});

describe('editable states', () => {
  const draft = { status: 'draft', createdBy: 'staff' };
  const pending = { status: 'pending', createdBy: 'staff' };
  const stateReason = 'This record can no longer be edited in its current state';

  it('refuses edit and delete of a record outside its editable states', () => {
    for (const action of ['edit', 'delete'])
      expect(decideRequest(ctx(staff), registry(), 'memos', action, { record: pending })).toEqual({
        allowed: false,
        reason: stateReason,
      });
    expect(decideRequest(ctx(admin), registry(), 'memos', 'edit', { record: pending })).toEqual({
      allowed: false,
      reason: stateReason,
    });
  });

  it('leaves the other actions on that record, edit in an editable state, and edit without a record alone', () => {
    for (const action of ['show', 'list', 'export', 'create'])
      expect(decideRequest(ctx(staff), registry(), 'memos', action, { record: pending })).toEqual({ allowed: true });
    for (const action of ['edit', 'delete']) {
      expect(decideRequest(ctx(staff), registry(), 'memos', action, { record: draft })).toEqual({ allowed: true });
      expect(decideRequest(ctx(staff), registry(), 'memos', action)).toEqual({ allowed: true });
    }
  });

  it('gives the first reason for a refusal that does not come from the state', () => {
    const viewOnly = ctx(staff, [{ to: 'apps-memo-memo', isView: 'Y', isEdit: 'N' }]);
    expect(decideRequest(viewOnly, registry(), 'memos', 'edit', { record: pending })).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow edit on /apps/memo/memo (isEdit)",
    });
    expect(decideRequest(viewOnly, registry(), 'memos', 'edit', { record: draft })).toMatchObject({ allowed: false });
  });
});
