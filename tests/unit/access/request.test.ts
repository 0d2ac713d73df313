/**
 * Deny by default: every name and action the browser asks about, decided by src/access/request.ts (decideRequest):
 * the reasons it gives, the menu rule's default, declared hand-written screens, and editable states.
 */
import { describe, expect, it } from 'vitest';
import { type AccessContext, buildAbility, decideScreen } from '../../../src/access/decide';
import type { MenuItem } from '../../../src/access/menu';
import { decideRequest, WORKFLOW_PREFIX } from '../../../src/access/request';
import { screenNamed } from '../../../src/access/screens';
import type { PermissionData, UserData } from '../../../src/access/types';
import { emptyManifest, type ResourceSchema, type ScreenDeclaration } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { createRegistry } from '../../../src/schema/loader/registry';
import { testUser } from '../../support/users';

const registry = loadSchemaDir();

/** The declared screens: the manifest's (schemas/_screens.json), in the registry. */
const SCREENS = registry.manifest.screens;
const screen = (name: string) => screenNamed(registry, name);
const user = testUser;
const admin = user('Admin', 'E1');
const hr = { ...user('HR', 'E2'), employeeId: 2 };
const staff = user('Staff', 'E3');
const perms: PermissionData = { Memo: { Create: [{ empCode: 'E3' }], Approve: [{ empCode: 'E2' }] } };

const item = (
  route: string,
  flags: Partial<Record<'isView' | 'isCreate' | 'isEdit' | 'isExport', 'Y' | 'N'>> = {},
): MenuItem => ({
  to: route.slice(1).split('/').join('-'),
  isView: 'Y',
  isCreate: 'Y',
  isEdit: 'Y',
  isExport: 'Y',
  ...flags,
});
const fullMenu: MenuItem[] = [...registry.resources.map((r) => item(r.route)), ...SCREENS.map((s) => item(s.route))];

const ctx = (u: UserData | null, menu: MenuItem[] = fullMenu): AccessContext => ({
  user: u,
  perms,
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});

const decide = (c: AccessContext, resource: string | undefined, action: string, record?: Record<string, unknown>) =>
  decideRequest(c, registry, resource, action, record ? { record } : {});
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
const memoRegistry = () => createRegistry([], [memos], { ...emptyManifest(), screens: [roleMenu] });
const full: MenuItem[] = [{ to: 'apps-memo-memo', isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' }];

const memoCtx = (user: UserData | null, menu: MenuItem[] = full): AccessContext => ({
  user,
  perms: null,
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});

describe('deny by default', () => {
  it('denies a name that is neither a schema nor a declared screen, even to Admin', () => {
    for (const who of [admin, staff])
      expect(decide(ctx(who), 'secretScreen', 'list')).toEqual({ allowed: false, reason: 'Unknown screen "secretScreen"' });
    expect(decide(ctx(admin), undefined, 'list')).toMatchObject({ allowed: false });
    expect(decide(ctx(admin), 'area:hr', 'list')).toMatchObject({ allowed: false });
  });

  it('denies an action that is not a resource action, even to Admin', () => {
    for (const action of ['clone', 'import', 'manage', 'LIST', ''])
      expect(decide(ctx(admin), 'memos', action)).toEqual({ allowed: false, reason: `Unknown action "${action}"` });
    expect(decide(ctx(admin), 'memos', 'list').allowed).toBe(true);
  });

  it('denies an unknown workflow action and one asked without a record', () => {
    const pending = { status: 'pending', createdBy: 'staff' };
    expect(decide(ctx(admin), 'memos', 'workflow:launch', pending)).toEqual({
      allowed: false,
      reason: 'Unknown action "launch"',
    });
    expect(decide(ctx(admin), 'suppliers', 'workflow:approve', pending)).toMatchObject({ allowed: false });
    expect(decide(ctx(admin), 'memos', 'workflow:approve')).toMatchObject({ allowed: false });
    expect(decide(ctx(admin), 'memos', 'workflow:approve', pending).allowed).toBe(true);
  });

  it('denies a workflow action to a user whose menu does not hold the screen, as the server does', () => {
    // The memo names HR (employee 2) as its approver.
    const pending = { status: 'pending', createdBy: 'staff', approveBy: 2 };
    expect(decide(ctx(hr), 'memos', 'workflow:approve', pending).allowed).toBe(true);
    const withoutMemos = fullMenu.filter((m) => m.to !== 'apps-memo-memo');
    expect(decide(ctx(hr, withoutMemos), 'memos', 'workflow:approve', pending)).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('isView'),
    });
    const viewOff = fullMenu.map((m) => (m.to === 'apps-memo-memo' ? { ...m, isView: 'N' } : m));
    expect(decide(ctx(hr, viewOff), 'memos', 'workflow:approve', pending).allowed).toBe(false);
  });
});

describe('a record by id without a menu entry (spec section 6)', () => {
  const guest = user('Guest', 'E9');
  const noMenu = ctx(guest, []);
  const show = (record?: Record<string, unknown>) =>
    decideRequest(noMenu, registry, 'jobApplications', 'show', { skipMenu: true, ...(record ? { record } : {}) });

  it('lets the route guard through before the record is known', () => {
    expect(show().allowed).toBe(true);
  });

  it("opens the user's own record, and nobody else's", () => {
    expect(show({ createdBy: 'guest' }).allowed).toBe(true);
    expect(show({ createdBy: 'staff' })).toMatchObject({ allowed: false, reason: expect.stringContaining('isView') });
    expect(decideRequest(noMenu, registry, 'employees', 'show', { skipMenu: true, record: { id: 1 } }).allowed).toBe(false);
  });

  it('never skips the menu for a list', () => {
    expect(decideRequest(noMenu, registry, 'jobApplications', 'list', { skipMenu: false }).allowed).toBe(false);
  });
});

describe('declared hand-written screens', () => {
  it('lets Admin open the administration screens and nobody else', () => {
    for (const s of SCREENS.filter((x) => x.adminArea)) {
      expect(decide(ctx(admin), s.name, 'list').allowed).toBe(true);
      for (const who of [hr, staff]) expect(decide(ctx(who), s.name, 'list')).toMatchObject({ allowed: false });
    }
    expect(decide(ctx(null), 'roleMenu', 'list')).toMatchObject({ allowed: false, reason: 'You are not signed in' });
  });

  it('denies an action the declaration does not name, even to Admin', () => {
    expect(decide(ctx(admin), 'masterMenu', 'edit')).toEqual({
      allowed: false,
      reason: 'The masterMenu screen offers no edit',
    });
    expect(decide(ctx(admin), 'roleMenu', 'delete')).toMatchObject({ allowed: false });
    expect(decide(ctx(admin), 'roleMenu', 'edit').allowed).toBe(true);
  });

  it('needs the menu flag of a non-admin role like a schema does', () => {
    const declared: ScreenDeclaration = { name: 'pos', route: '/apps/pos', access: { list: { roles: ['HR'] } } };
    expect(decideScreen(ctx(hr, [item(declared.route)]), declared, 'list').allowed).toBe(true);
    expect(decideScreen(ctx(hr, [item(declared.route, { isView: 'N' })]), declared, 'list')).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('isView'),
    });
    expect(decideScreen(ctx(hr, []), declared, 'list').allowed).toBe(false);
    expect(decideScreen(ctx(staff, [item(declared.route)]), declared, 'list')).toMatchObject({
      allowed: false,
      reason: 'This needs role HR',
    });
  });

  it('names no route twice and no schema route', () => {
    const routes = [...SCREENS.map((s) => s.route), ...registry.resources.map((r) => r.route)];
    expect(new Set(routes).size).toBe(routes.length);
    expect(() => screen('nope')).toThrow(/not declared/);
  });
});

describe('what is asked', () => {
  it('names no screen: refused with that reason', () => {
    expect(decideRequest(memoCtx(admin), memoRegistry(), undefined, 'list')).toEqual({
      allowed: false,
      reason: 'No screen was named',
    });
    expect(decideRequest(memoCtx(admin), memoRegistry(), '', 'list')).toEqual({ allowed: false, reason: 'No screen was named' });
  });

  it('a workflow action is asked as workflow:<action>, on a record', () => {
    expect(WORKFLOW_PREFIX).toBe('workflow:');
    expect(decideRequest(memoCtx(staff), memoRegistry(), 'memos', 'workflow:submit')).toEqual({
      allowed: false,
      reason: '"submit" is decided on a record',
    });
    const draft = { status: 'draft', createdBy: 'staff' };
    expect(decideRequest(memoCtx(staff), memoRegistry(), 'memos', 'workflow:submit', { record: draft })).toEqual({
      allowed: true,
    });
    // The conflict flag stays inside: the browser gets allowed and reason only.
    expect(
      decideRequest(memoCtx(staff), memoRegistry(), 'memos', 'workflow:submit', { record: { ...draft, status: 'pending' } }),
    ).toEqual({
      allowed: false,
      reason: '"submit" is not possible while the record is pending',
    });
  });
});

describe('the menu rule', () => {
  it('needs the menu entry unless the caller says the route skips it', () => {
    const noMenu = memoCtx(staff, []);
    const reason = "Your role's menu does not allow show on /apps/memo/memo (isView)";
    expect(decideRequest(noMenu, memoRegistry(), 'memos', 'show')).toEqual({ allowed: false, reason });
    expect(decideRequest(noMenu, memoRegistry(), 'memos', 'show', {})).toEqual({ allowed: false, reason });
    expect(decideRequest(noMenu, memoRegistry(), 'memos', 'show', { skipMenu: true })).toEqual({ allowed: true });
  });

  it('skips the menu of a declared screen too when asked, and then the requirement decides', () => {
    const noMenu = memoCtx(hr, []);
    expect(decideRequest(noMenu, memoRegistry(), 'roleMenu', 'list')).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow list on /apps/master/rolemenu (isView)",
    });
    expect(decideRequest(noMenu, memoRegistry(), 'roleMenu', 'list', { skipMenu: true })).toEqual({
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
      expect(decideRequest(memoCtx(staff), memoRegistry(), 'memos', action, { record: pending })).toEqual({
        allowed: false,
        reason: stateReason,
      });
    expect(decideRequest(memoCtx(admin), memoRegistry(), 'memos', 'edit', { record: pending })).toEqual({
      allowed: false,
      reason: stateReason,
    });
  });

  it('leaves the other actions on that record, edit in an editable state, and edit without a record alone', () => {
    for (const action of ['show', 'list', 'export', 'create'])
      expect(decideRequest(memoCtx(staff), memoRegistry(), 'memos', action, { record: pending })).toEqual({ allowed: true });
    for (const action of ['edit', 'delete']) {
      expect(decideRequest(memoCtx(staff), memoRegistry(), 'memos', action, { record: draft })).toEqual({ allowed: true });
      expect(decideRequest(memoCtx(staff), memoRegistry(), 'memos', action)).toEqual({ allowed: true });
    }
  });

  it('gives the first reason for a refusal that does not come from the state', () => {
    const viewOnly = memoCtx(staff, [{ to: 'apps-memo-memo', isView: 'Y', isEdit: 'N' }]);
    expect(decideRequest(viewOnly, memoRegistry(), 'memos', 'edit', { record: pending })).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow edit on /apps/memo/memo (isEdit)",
    });
    expect(decideRequest(viewOnly, memoRegistry(), 'memos', 'edit', { record: draft })).toMatchObject({ allowed: false });
  });
});
