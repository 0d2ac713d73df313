/**
 * The inbox computation (src/access/inbox.ts) on the product schemas: which records wait for which
 * user, with which actions; and that it agrees with decideTransition on every row and transition.
 */
import { describe, expect, it } from 'vitest';
import { buildAbility, decideTransition, type AccessContext } from '../../../src/access/decide';
import { stepAwaits } from '../../../src/access/awaits';
import { computeInbox, inboxActions, inboxGroup } from '../../../src/access/inbox';
import { meetsRequirement, recordOwner } from '../../../src/access/rules';
import { rowInScope } from '../../../src/access/scope';
import type { PermissionData, UserData } from '../../../src/access/types';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const schema = (name: string) => registry.byName.get(name)!;
const admin = testUser('Admin', 'E1');
// HR is employee 2, the approver the memos below name.
const hr = { ...testUser('HR', 'E2'), employeeId: 2 };
const staff = testUser('Staff', 'E3');
const sales = testUser('Sales', 'E4');
const perms: PermissionData = {
  Memo: { Create: [{ empCode: 'E3' }, { empCode: 'E4' }], Approve: [{ empCode: 'E2' }] },
  PR: { Create: [{ empCode: 'E3' }], Approve: [] },
  Ticket: { Manage: [{ empCode: 'E1' }] },
};
const fullMenu = openMenu(registry);
const ctx = (user: UserData, extra: Partial<AccessContext> = {}): AccessContext => ({
  user,
  perms,
  menu: fullMenu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
  ...extra,
});

type Row = Record<string, unknown>;
const memo = (
  id: number,
  status: string,
  createdBy: string,
  at = `2025-01-${String(10 + id).padStart(2, '0')}T00:00:00Z`,
): Row => ({
  id,
  no: `MEMO-2025-${String(id).padStart(4, '0')}`,
  title: `Memo ${id}`,
  status,
  createdBy,
  createdAt: at,
  approveBy: 2,
});
const memos: Row[] = [
  memo(1, 'draft', 'staff'),
  memo(2, 'pending', 'staff'),
  memo(3, 'rejected', 'staff'),
  memo(4, 'approved', 'staff'),
  memo(5, 'draft', 'sales'),
  memo(6, 'pending', 'sales'),
  memo(7, 'draft', 'admin'),
];
const ticket = (id: number, status: string, createdBy: string): Row => ({ id, subject: `Ticket ${id}`, status, createdBy });
const tickets: Row[] = [
  ticket(1, 'open', 'staff'),
  ticket(2, 'inProgress', 'staff'),
  ticket(3, 'resolved', 'staff'),
  ticket(4, 'resolved', 'sales'),
  ticket(5, 'closed', 'staff'),
];
const pr = (id: number, status: string, createdBy: string): Row => ({
  id,
  prNo: `PR2501-${id}`,
  title: `PR ${id}`,
  status,
  createdBy,
});
const prs: Row[] = [pr(1, 'pending', 'staff'), pr(2, 'draft', 'staff'), pr(3, 'approved', 'staff')];
const data: Record<string, Row[]> = { memos, tickets, purchaseRequests: prs };
const rowsOf = (s: ResourceSchema) => data[s.name] ?? [];

/** id -> actions of one resource's group. */
const waiting = (c: AccessContext, name: string) =>
  Object.fromEntries((inboxGroup(c, schema(name), rowsOf(schema(name)))?.items ?? []).map((i) => [i.id, i.actions]));

describe('which memos wait for whom', () => {
  it('the approver named on a memo gets it while pending, waiting for approve (reject is no step forward); no drafts', () => {
    expect(waiting(ctx(hr), 'memos')).toEqual({ 2: ['approve'], 6: ['approve'] });
  });
  it('a memo naming another approver does not wait for a Memo Approve holder', () => {
    const other = memos.map((m) => (m.id === 6 ? { ...m, approveBy: 4 } : m));
    expect(Object.fromEntries((inboxGroup(ctx(hr), schema('memos'), other)?.items ?? []).map((i) => [i.id, i.actions]))).toEqual({
      2: ['approve'],
    });
  });
  it('the author gets their own drafts and rejected memos to submit, nothing of anyone else', () => {
    // Cancelling is theirs too, but a pending memo they could only cancel waits for its approver.
    expect(waiting(ctx(staff), 'memos')).toEqual({ 1: ['submit'], 3: ['submit'] });
    expect(waiting(ctx(sales), 'memos')).toEqual({ 5: ['submit'] });
  });
  it("the Admin gets their own draft, not the pending memos that name another approver, nor other authors' drafts", () => {
    expect(waiting(ctx(admin), 'memos')).toEqual({ 7: ['submit'] });
    // A pending memo naming no approver waits for the Admin, the only role its approval names.
    const unnamed = memos.map((m) => (m.id === 2 ? { ...m, approveBy: null } : m));
    expect(inboxGroup(ctx(admin), schema('memos'), unnamed)!.items.map((i) => [i.id, i.actions])).toEqual([
      [7, ['submit']],
      [2, ['approve']],
    ]);
  });
  it('the approval is the person named, not the role or the permission', () => {
    expect(waiting(ctx(hr, { perms: { ...perms, Memo: { Approve: [] } } }), 'memos')).toEqual({
      2: ['approve'],
      6: ['approve'],
    });
    expect(waiting(ctx({ ...hr, employeeId: 9 }), 'memos')).toEqual({});
  });
  it('a menu without the memo screen, or a CASL rule forbidding read, leaves the resource out', () => {
    const menu = fullMenu.filter((m) => m.to !== 'apps-memo-memo');
    expect(inboxGroup(ctx(hr, { menu }), schema('memos'), memos)).toBeNull();
    const ability = buildAbility([
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'memos', inverted: true },
    ]);
    expect(inboxGroup(ctx(hr, { ability }), schema('memos'), memos)).toBeNull();
  });
  it('row scope: a row outside the user\u2019s scope never waits for them, even where the rule would allow it', () => {
    const s = schema('memos');
    const other = memo(9, 'draft', 'sales');
    expect(rowInScope(s, other, staff, perms)).toBe(false);
    expect(inboxActions(ctx(staff), s, other)).toEqual([]);
  });
});

describe('other resources', () => {
  it('purchase requests wait for PR Approve holders only', () => {
    expect(waiting(ctx(hr), 'purchaseRequests')).toEqual({});
    const granted = { ...perms, PR: { ...perms.PR, Approve: [{ empCode: 'E2' }] } };
    expect(waiting(ctx(hr, { perms: granted }), 'purchaseRequests')).toEqual({ 1: ['approve'] });
    // The Admin listed beside the permission is an override: a pending PR does not wait for them.
    expect(waiting(ctx(admin, { perms: granted }), 'purchaseRequests')).toEqual({});
    expect(waiting(ctx(staff), 'purchaseRequests')).toEqual({ 2: ['submit'] });
  });
  it('tickets: an unassigned one waits for the ticket managers; a resolved one for its author to close; a closed one for nobody', () => {
    expect(waiting(ctx(admin), 'tickets')).toEqual({ 1: ['start'], 2: ['resolve', 'wait'] });
    expect(waiting(ctx(staff), 'tickets')).toEqual({ 3: ['close'] });
    expect(waiting(ctx(sales), 'tickets')).toEqual({ 4: ['close'] });
    // Assigned: it waits for the assignee (employee 2), no longer for the managers.
    const assigned = tickets.map((t) => ({ ...t, assignee: 2 }));
    expect(inboxGroup(ctx(admin), schema('tickets'), assigned)).toEqual({ resource: 'tickets', count: 0, items: [] });
  });
});

describe('the answer', () => {
  it('counts per resource and in total, leaves empty resources out, lists newest first with title, number and state', () => {
    const inbox = computeInbox(ctx(admin), registry.resources, rowsOf);
    const counts: Record<string, number> = { memos: 1, tickets: 2 };
    expect(inbox.resources.map((g) => [g.resource, g.count])).toEqual(
      registry.resources.filter((s) => s.name in counts).map((s) => [s.name, counts[s.name]]),
    );
    expect(inbox.total).toBe(3);
    const group = inbox.resources.find((g) => g.resource === 'memos')!;
    expect(group.items.map((i) => i.id)).toEqual([7]);
    expect(group.items[0]).toEqual({
      id: 7,
      title: 'Memo 7',
      number: 'MEMO-2025-0007',
      state: 'draft',
      actions: ['submit'],
      at: memos[6]!.createdAt,
    });
  });
  it('limit caps the items listed, not the count', () => {
    const group = inboxGroup(ctx(admin), schema('tickets'), tickets, { limit: 1 })!;
    expect(group.count).toBe(2);
    expect(group.items).toHaveLength(1);
  });
  it('a title field the user may not read is left out', () => {
    const s = schema('memos');
    const secret: ResourceSchema = {
      ...s,
      fields: s.fields.map((f) => (f.name === 'title' ? { ...f, access: { read: { roles: ['Admin'] } } } : f)),
    };
    expect(inboxGroup(ctx(hr), secret, memos)!.items.map((i) => i.title)).toEqual(['', '']);
    expect(inboxGroup(ctx(admin), secret, memos)!.items[0]!.title).toBe('Memo 7');
  });
  it('lists exactly what it knows: no number without a naming field or value, no date without one, a number title as text', () => {
    // Tickets have no document number (these rows carry no title either); a memo without its number or dates, a numeric title.
    const [first] = inboxGroup(ctx(admin), schema('tickets'), [ticket(9, 'open', 'staff')])!.items;
    expect(first).toEqual({ id: 9, title: '', state: 'open', actions: expect.any(Array) });
    const bare = { id: 8, title: 42, status: 'pending', createdBy: 'staff', approveBy: null };
    expect(inboxGroup(ctx(admin), schema('memos'), [bare])!.items).toEqual([
      { id: 8, title: '42', state: 'pending', actions: ['approve'] },
    ]);
    expect(inboxGroup(ctx(admin), schema('memos'), [{ ...bare, title: { x: 1 } }])!.items[0]!.title).toBe('');
  });

  it('orders newest first, undated last, and by id (newest first) among equals', () => {
    const rows = [
      memo(1, 'pending', 'staff', '2025-01-01T00:00:00Z'),
      { ...memo(2, 'pending', 'staff'), createdAt: undefined },
      { ...memo(3, 'pending', 'staff'), createdAt: undefined },
      memo(4, 'pending', 'staff', '2025-01-01T00:00:00Z'),
      { ...memo(5, 'pending', 'staff', '2024-01-01T00:00:00Z'), updatedAt: '2026-01-01T00:00:00Z' },
    ];
    expect(inboxGroup(ctx(hr), schema('memos'), rows)!.items.map((i) => i.id)).toEqual([5, 4, 1, 3, 2]);
  });

  it('is null for a resource without a workflow, and for a user no transition names', () => {
    expect(inboxGroup(ctx(admin), schema('suppliers'), [{ id: 1 }])).toBeNull();
    expect(inboxGroup(ctx(admin, { user: null }), schema('memos'), memos)).toBeNull();
    expect(inboxActions(ctx(admin), schema('suppliers'), { id: 1 })).toEqual([]);
    expect(inboxActions(ctx(admin, { user: null }), schema('memos'), memos[1]!)).toEqual([]);
  });

  it('no user, no inbox', () => {
    expect(computeInbox(ctx(admin, { user: null }), registry.resources, rowsOf)).toEqual({ total: 0, resources: [] });
  });
});

describe('agrees with the workflow endpoint’s decision on every row and transition', () => {
  const states = [
    'draft',
    'pending',
    'approved',
    'rejected',
    'open',
    'inProgress',
    'resolved',
    'closed',
    'submitted',
    'interview',
  ];
  const owners = ['admin', 'hr', 'staff', 'sales', 'guest'];
  for (const s of registry.resources.filter((r) => r.workflow))
    for (const user of [admin, hr, staff, sales, testUser('Guest', 'E5')])
      it(`${s.name}, ${user.username}`, () => {
        const rows = states.flatMap((state, i) =>
          owners.map((owner, j) => ({ id: i * 10 + j + 1, [s.workflow!.field]: state, [s.ownerField ?? 'createdBy']: owner })),
        );
        const c = ctx(user);
        const listed = new Map((inboxGroup(c, s, rows, { limit: 1000 })?.items ?? []).map((i) => [i.id, i.actions]));
        for (const row of rows) {
          const expected = s
            .workflow!.transitions.filter(
              (t) =>
                rowInScope(s, row, user, perms) &&
                decideTransition(c, s, t, row).allowed &&
                meetsRequirement(t.allow, user, perms, recordOwner(s, row)).allowed &&
                // ...and waits for them (awaits.ts, pinned in awaits.test.ts): never a danger step (cancel, reject).
                stepAwaits(s, t, row, user, perms),
            )
            .map((t) => t.action);
          expect(listed.get(row.id) ?? [], `row ${row.id}`).toEqual(expected);
        }
      });
});
