/**
 * The edges of the inbox (src/access/inbox.ts): a resource none of whose transitions is open to the user
 * has no group at all, a document number the user may not read is not shown, a resource without a number
 * shows none, and resources without a workflow are not even read.
 */
import { describe, expect, it } from 'vitest';
import { buildAbility, type AccessContext } from '../../../src/access/decide';
import { computeInbox, inboxGroup } from '../../../src/access/inbox';
import type { UserData } from '../../../src/access/types';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const memos = registry.byName.get('memos')!;
const hr = { ...testUser('HR', 'E2'), employeeId: 2 };
const staff = testUser('Staff', 'E3');
const menu = openMenu(registry);
const ctx = (user: UserData): AccessContext => ({
  user,
  perms: {},
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});

const memo = (id: number, status: string) => ({
  id,
  no: `MEMO-2025-000${id}`,
  title: `Memo ${id}`,
  status,
  createdBy: 'staff',
  createdAt: `2025-01-1${id}T00:00:00Z`,
  approveBy: 2,
});
const rows = [memo(1, 'draft'), memo(2, 'pending')];
const wf = memos.workflow!;

describe('inboxGroup', () => {
  it('is null for a user none of whose transitions is open, and a group for one whose are', () => {
    const hrSteps = {
      ...memos,
      workflow: { ...wf, transitions: wf.transitions.map((t) => ({ ...t, allow: { roles: ['HR'] } })) },
    };
    expect(inboxGroup(ctx(staff), hrSteps as ResourceSchema, rows)).toBeNull();
    expect(inboxGroup(ctx(hr), hrSteps as ResourceSchema, rows)).toMatchObject({ resource: 'memos', count: 2 });
  });

  it('shows the document number only to a reader of its field', () => {
    const hiddenNumber = {
      ...memos,
      fields: memos.fields.map((f) => (f.name === 'no' ? { ...f, access: { read: { roles: ['Admin'] } } } : f)),
    } as ResourceSchema;
    const items = (s: ResourceSchema, user: UserData) => inboxGroup(ctx(user), s, rows)!.items;
    expect(items(memos, staff)).toEqual([
      expect.objectContaining({ id: 1, title: 'Memo 1', number: 'MEMO-2025-0001', state: 'draft' }),
    ]);
    expect(items(hiddenNumber, staff)).toEqual([
      { id: 1, title: 'Memo 1', state: 'draft', actions: ['submit'], at: '2025-01-11T00:00:00Z' },
    ]);
    expect(items(hiddenNumber, hr)).toEqual([
      { id: 2, title: 'Memo 2', state: 'pending', actions: ['approve'], at: '2025-01-12T00:00:00Z' },
    ]);
  });

  it('shows no number for a resource without one', () => {
    const unnamed = { ...memos, naming: undefined } as ResourceSchema;
    expect(inboxGroup(ctx(staff), unnamed, rows)!.items).toEqual([
      { id: 1, title: 'Memo 1', state: 'draft', actions: ['submit'], at: '2025-01-11T00:00:00Z' },
    ]);
  });
});

describe('computeInbox', () => {
  it('does not read the rows of a resource without a workflow', () => {
    const read: string[] = [];
    const inbox = computeInbox(ctx(staff), registry.resources, (s) => {
      read.push(s.name);
      return s.name === 'memos' ? rows : [];
    });
    expect(inbox.resources.map((g) => g.resource)).toEqual(['memos']);
    expect(read).toContain('memos');
    expect(read.filter((name) => !registry.byName.get(name)!.workflow)).toEqual([]);
  });
});
