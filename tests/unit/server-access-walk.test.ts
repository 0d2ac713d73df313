/**
 * Every schema x every demo user x list, show, create, edit, delete and export: the server's answer
 * must agree with the decision the browser makes from what the server gave it (login's ability rules,
 * GET permissions, GET menu/:roleId), through the same src/access decideAction.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadRegistry } from '../../mock-server/schemas';
import { sampleRecord } from '../../mock-server/seed';
import type { Row } from '../../mock-server/store';
import { DEMO_PASSWORDS, startTestServer, type TestServer } from '../support/test-server';
import {
  buildAbility,
  canWriteField,
  decideAction,
  isEditableState,
  rowInScope,
  type AccessContext,
  type Decision,
  type UserData,
} from '../../src/access';
import { planDelete, type ResourceAction, type ResourceSchema } from '../../src/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

async function request(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

/** What the browser holds after signing in. */
async function signIn(username: string): Promise<{ token: string; ctx: AccessContext & { user: UserData } }> {
  const res = await fetch(`${srv.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORDS[username] }),
  });
  const { accessToken: token, userData: user, userAbilityRules } = ((await res.json()) as Body).data;
  const perms = (await request(token, 'GET', 'permissions?t=json')).body.data;
  const menu = (await request(token, 'GET', `menu/${user.roleId}`)).body.data;
  return { token, ctx: { user, perms, menu, ability: buildAbility(userAbilityRules) } };
}

const SIMPLE = new Set(['text', 'textarea', 'email', 'phone', 'url', 'select', 'integer', 'number', 'money', 'date']);

/** A PATCH that changes nothing: one plain field the user may write, sent back with its stored value. */
function harmlessPatch(schema: ResourceSchema, row: Row, ctx: AccessContext): Record<string, unknown> {
  const field = schema.fields.find(
    (f) =>
      SIMPLE.has(f.type) &&
      f.name !== schema.naming?.field &&
      f.name !== schema.workflow?.field &&
      !f.readOnly &&
      f.readOnlyIf === undefined &&
      f.visibleIf === undefined &&
      row[f.name] !== undefined &&
      canWriteField(f, ctx.user, ctx.perms),
  );
  return field ? { [field.name]: row[field.name] } : {};
}

it('answers every schema, user and action as the shared decision says', async () => {
  const registry = srv.app.registry;
  const store = srv.app.store;
  const problems: string[] = [];
  const counts = { allowed: 0, denied: 0, scope: 0 };
  let n = 0;

  for (const username of ['admin', 'hr', 'staff', 'sales', 'guest']) {
    const { token, ctx } = await signIn(username);
    const inScope = (schema: ResourceSchema, row: Row) => rowInScope(schema, row, ctx.user, ctx.perms);
    const check = (
      schema: ResourceSchema,
      action: ResourceAction,
      decision: Decision,
      status: number,
      row?: Row,
      message?: string,
    ) => {
      const label = `${username} ${action} ${schema.name}${row ? `/${row.id}` : ''}: expected ${decision.allowed ? 'allowed' : `denied (${decision.reason})`}, got ${status} ${message ?? ''}`;
      const scopeMiss = row !== undefined && !inScope(schema, row);
      const stateConflict = row !== undefined && (action === 'edit' || action === 'delete') && !isEditableState(schema, row);
      let ok: boolean;
      if (scopeMiss) ok = status === 404 || (!decision.allowed && status === 403);
      else if (decision.allowed) ok = (status >= 200 && status < 300) || (stateConflict && status === 409);
      else ok = status === 403 && (row !== undefined || (message ?? '').includes(decision.reason ?? ''));
      if (!ok) problems.push(label);
      counts[scopeMiss ? 'scope' : decision.allowed ? 'allowed' : 'denied']++;
    };
    const decide = (schema: ResourceSchema, action: ResourceAction, record?: Row) =>
      decideAction(ctx, schema, action, record ? { record } : {});

    for (const schema of registry.resources) {
      const list = await request(token, 'GET', `${schema.name}?_start=0&_end=5`);
      check(schema, 'list', decide(schema, 'list'), list.status, undefined, list.body.message);
      const exported = await request(token, 'GET', `${schema.name}?_start=0&_end=5&_export=1`);
      check(schema, 'export', decide(schema, 'export'), exported.status, undefined, exported.body.message);

      const shown =
        list.status === 200 && list.body.length ? store.get(schema.name, list.body[0].id) : store.list(schema.name)[0];
      if (shown) {
        const res = await request(token, 'GET', `${schema.name}/${shown.id}`);
        // One record by id needs no menu entry, on the server as on the show route (spec section 6).
        const showDecision = decideAction(ctx, schema, 'show', { record: shown, skipMenu: true });
        check(schema, 'show', showDecision, res.status, shown, res.body.message);
      }

      const refs = new Map(registry.resources.map((s) => [s.name, store.list(s.name).map((r) => r.id)]));
      const record = sampleRecord(schema, refs, ++n, store.list(schema.name));
      for (const f of schema.fields) if (!canWriteField(f, ctx.user, ctx.perms)) delete record[f.name];
      const created = await request(token, 'POST', schema.name, record);
      check(schema, 'create', decide(schema, 'create'), created.status, undefined, created.body.message);
      const fresh = created.status === 201 ? store.get(schema.name, created.body.id) : undefined;

      const candidates = store.list(schema.name).filter((r) => inScope(schema, r) && isEditableState(schema, r));
      const target =
        (fresh && isEditableState(schema, fresh) ? fresh : undefined) ??
        candidates.find((r) => decide(schema, 'edit', r).allowed) ??
        candidates[0] ??
        store.list(schema.name)[0];
      if (target) {
        const res = await request(token, 'PATCH', `${schema.name}/${target.id}`, harmlessPatch(schema, target, ctx));
        check(schema, 'edit', decide(schema, 'edit', target), res.status, target, res.body.message);
      }

      // A record nothing refers to: a restrict reference (409 "Used by ...", server-delete-references) is not access.
      const free = (r: Row) =>
        planDelete(registry, schema.name, r, { rows: (name) => store.values(name), changeable: isEditableState }).blockers
          .length === 0;
      const victim = fresh ?? candidates.find((r) => r.id !== target?.id && free(r)) ?? target;
      if (victim) {
        const res = await request(token, 'DELETE', `${schema.name}/${victim.id}`);
        check(schema, 'delete', decide(schema, 'delete', victim), res.status, victim, res.body.message);
      }
    }
  }

  expect(problems).toEqual([]);
  // The walk must exercise both answers, not just one of them.
  expect(counts.allowed).toBeGreaterThan(150);
  expect(counts.denied).toBeGreaterThan(100);
});
