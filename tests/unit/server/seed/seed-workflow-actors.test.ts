/**
 * Demo data that shows every flow (issue 12, part 7): for each step of each seeded workflow, some demo user
 * may take it on a seeded record by the step's own rule (its roles, permissions, ownership or `me` fields),
 * not only through the administrator's override, may open the record (menu flag and show rule), and is not kept
 * from it by segregation of duties (src/access/duties.ts: the author never approves their own record).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approverFieldErrors,
  decideAction,
  dutyDecision,
  meetsRequirement,
  recordOwner,
  type AccessContext,
  type PermissionData,
  type UserData,
} from '../../../../src/access';
import { evaluateBoolean } from '../../../../src/schema/expression/expression';
import type { ResourceSchema, Transition } from '../../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { menuTree } from '../../../../mock-server/access/menu';
import { startTestServer, type TestServer } from '../../../support/test-server';

type Row = Record<string, unknown>;
let server: TestServer;
const registry = loadSchemaDir();

beforeAll(async () => {
  server = await startTestServer({ registry });
});
afterAll(() => server.close());

const users = (): UserData[] => server.app.store.list('users').filter((u) => u.role !== 'Guest') as unknown as UserData[];

const context = (user: UserData): AccessContext => ({
  user,
  perms: (server.app.store.getObject('permissions') ?? null) as PermissionData | null,
  menu: menuTree(server.app.store, user.roleId),
  ability: null,
});

/** The seeded records the step could start from: those in a `from` state (and its `when`), else any put in one. */
function candidates(schema: ResourceSchema, t: Transition): Row[] {
  const wf = schema.workflow!;
  const rows = server.app.store.list(schema.name) as readonly Row[];
  const inState = rows.filter((r) => t.from.includes(String(r[wf.field] ?? wf.initial)));
  const pool = inState.length ? inState : rows.map((r) => ({ ...r, [wf.field]: t.from[0] }));
  return pool.filter((r) => t.when === undefined || evaluateBoolean(t.when, r));
}

/** The demo users who may take the step on some candidate record by the rule itself. */
function actors(schema: ResourceSchema, t: Transition): string[] {
  const records = candidates(schema, t);
  return users()
    .filter((user) => {
      const ctx = context(user);
      return records.some(
        (record) =>
          decideAction(ctx, schema, 'show', { record }).allowed &&
          meetsRequirement(t.allow, user, ctx.perms, recordOwner(schema, record), record).allowed &&
          dutyDecision(schema, t, record, user, 'en').allowed, // segregation of duties: never the record's author, say
      );
    })
    .map((u) => u.username);
}

describe('every step of every seeded workflow has a demo user who may take it', () => {
  const steps = registry.resources.flatMap((schema) =>
    (schema.workflow?.transitions ?? []).map((t) => [`${schema.name}.${t.action}`, schema, t] as const),
  );
  it('has workflows to check', () => expect(steps.length).toBeGreaterThan(40));
  it.each(steps)('%s', (_name, schema, t) => {
    expect(candidates(schema, t).length, 'a seeded record the step can start from').toBeGreaterThan(0);
    expect(actors(schema, t)).not.toEqual([]);
  });
  it('a purchase request is approved by someone other than the administrator', () => {
    const schema = registry.byName.get('purchaseRequests')!;
    const approve = schema.workflow!.transitions.find((t) => t.action === 'approve')!;
    expect(actors(schema, approve).filter((u) => u !== 'admin')).not.toEqual([]);
  });
});

describe('the seeded documents keep segregation of duties', () => {
  it('no approver field names its author, nor one person twice', () => {
    const store = server.app.store;
    const people = new Map(store.list('employees').map((e) => [e.empCode, e.id]));
    const authorId = (username: unknown) => people.get(store.list('users').find((u) => u.username === username)?.empCode);
    let checked = 0;
    for (const schema of registry.resources)
      for (const row of store.list(schema.name) as readonly Row[]) {
        const errors = approverFieldErrors(schema, row, authorId(recordOwner(schema, row)), 'en');
        expect(errors, `${schema.name} ${String(row.id)}`).toEqual({});
        if (schema.name === 'memos') checked++;
      }
    expect(checked).toBeGreaterThan(20);
  });
});
