import { describe, expect, it } from 'vitest';
import { buildAbility, decideAction, type AccessContext } from '../../../src/access/decide';
import type { MenuItem } from '../../../src/access/menu';
import { canWriteField, hiddenFields, rowInScope, schemaForUser, stripHidden } from '../../../src/access/scope';
import type { PermissionData, UserData } from '../../../src/access/types';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const schema = (name: string) => registry.byName.get(name)!;
const user = testUser;
const admin = user('Admin', 'E1');
const hr = user('HR', 'E2');
const staff = user('Staff', 'E3');
const sales = user('Sales', 'E4');
const perms: PermissionData = {
  OrderManual: { Create: [{ empCode: 'E4' }] },
  Memo: { Create: [{ empCode: 'E3' }, { empCode: 'E4' }], Approve: [{ empCode: 'E2' }] },
  PR: { Create: [] },
  Competency: { Manager_SPP: [{ empCode: 'E7' }], Edit: [{ empCode: 'E2' }] },
};
const fullMenu = openMenu(registry);
const everyone = [{ action: 'manage', subject: 'all' }];
const ctx = (u: UserData, extra: Partial<AccessContext> = {}): AccessContext => ({
  user: u,
  perms,
  menu: fullMenu,
  ability: buildAbility(everyone),
  ...extra,
});

describe('route guards of spec section 5, through the one decision', () => {
  it('order screens need OrderManual Create', () => {
    expect(decideAction(ctx(sales), schema('orders'), 'create').allowed).toBe(true);
    expect(decideAction(ctx(staff), schema('orders'), 'create')).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('OrderManual Create'),
    });
    expect(decideAction(ctx(staff), schema('orders'), 'list').allowed).toBe(false);
  });
  it('memo add needs Memo Create', () => {
    expect(decideAction(ctx(staff), schema('memos'), 'create').allowed).toBe(true);
    expect(decideAction(ctx(hr), schema('memos'), 'create').allowed).toBe(false);
  });
  it('PR create needs PR Create', () => {
    expect(decideAction(ctx(staff), schema('purchaseRequests'), 'create').allowed).toBe(false);
    const granted = { ...perms, PR: { Create: [{ empCode: 'E3' }] } };
    expect(decideAction(ctx(staff, { perms: granted }), schema('purchaseRequests'), 'create').allowed).toBe(true);
  });
  it('competency settings need Competency Manager_SPP or Manager_CPS, or role Admin or HR', () => {
    for (const name of ['competencies', 'competencyLevels', 'competencyMatrix', 'competencyEmployees']) {
      expect(decideAction(ctx(admin), schema(name), 'list').allowed).toBe(true);
      expect(decideAction(ctx(hr), schema(name), 'list').allowed).toBe(true);
      expect(decideAction(ctx(staff), schema(name), 'list').allowed).toBe(false);
      expect(decideAction(ctx(user('Staff', 'E7', 'manager')), schema(name), 'list').allowed).toBe(true);
    }
  });
});

describe('menu flags and CASL in the decision', () => {
  const noEdit: MenuItem[] = fullMenu.map((m) => (m.to === 'apps-ticket' ? { ...m, isEdit: 'N' } : m));
  it('a cleared isEdit refuses edit and delete but not list or create', () => {
    const c = ctx(staff, { menu: noEdit });
    expect(decideAction(c, schema('tickets'), 'edit').allowed).toBe(false);
    expect(decideAction(c, schema('tickets'), 'delete').allowed).toBe(false);
    expect(decideAction(c, schema('tickets'), 'list').allowed).toBe(true);
    expect(decideAction(c, schema('tickets'), 'create').allowed).toBe(true);
  });
  it('a route missing from the menu is refused unless the guard skips the menu (id or query)', () => {
    const c = ctx(staff, { menu: fullMenu.filter((m) => m.to !== 'apps-employees') });
    expect(decideAction(c, schema('employees'), 'list').allowed).toBe(false);
    expect(decideAction(c, schema('employees'), 'show', { skipMenu: true }).allowed).toBe(true);
  });
  it('Admin passes the menu check with no menu at all', () => {
    expect(decideAction(ctx(admin, { menu: null }), schema('tickets'), 'edit').allowed).toBe(true);
  });
  it('an inverted CASL rule forbids, with its reason', () => {
    const ability = buildAbility([
      ...everyone,
      { action: ['delete', 'export'], subject: 'all', inverted: true, reason: 'Guests may not delete or export' },
    ]);
    const d = decideAction(ctx(staff, { ability }), schema('tickets'), 'export');
    expect(d).toEqual({ allowed: false, reason: 'Guests may not delete or export' });
    expect(decideAction(ctx(staff, { ability }), schema('tickets'), 'list').allowed).toBe(true);
  });
  it('nobody signed out may do anything', () => {
    expect(decideAction(ctx(staff, { user: null }), schema('tickets'), 'list').allowed).toBe(false);
  });
});

describe('field-level and row-level rules', () => {
  it('hides salary from staff and keeps it for HR and Admin', () => {
    expect(hiddenFields(schema('employees'), staff, perms).has('salary')).toBe(true);
    expect(hiddenFields(schema('employees'), hr, perms).has('salary')).toBe(false);
    expect(hiddenFields(schema('employees'), admin, null).size).toBe(0);
    expect(stripHidden({ firstName: 'A', salary: 50000 }, new Set(['salary']))).toEqual({ firstName: 'A' });
    expect(
      canWriteField(
        schema('employees').fields.find((f) => f.name === 'salary')!,
        staff,
        perms,
      ),
    ).toBe(false);
    expect(schemaForUser(schema('employees'), staff, perms).fields.some((f) => f.name === 'salary')).toBe(false);
    expect(schemaForUser(schema('employees'), hr, perms)).toBe(schema('employees'));
  });
  it('staff see only their own memos; Memo Approve holders and HR see all', () => {
    const others = { createdBy: 'sales' };
    expect(rowInScope(schema('memos'), others, staff, perms)).toBe(false);
    expect(rowInScope(schema('memos'), { createdBy: 'staff' }, staff, perms)).toBe(true);
    expect(rowInScope(schema('memos'), others, hr, perms)).toBe(true);
    expect(rowInScope(schema('memos'), others, admin, null)).toBe(true);
    expect(rowInScope(schema('suppliers'), others, staff, perms)).toBe(true);
  });
});
