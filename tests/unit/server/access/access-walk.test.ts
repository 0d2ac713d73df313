/**
 * Every schema x every demo user x list, export, show, create, edit and delete (and every workflow
 * action): the server answers exactly the status the hand-written table EXPECTED says (access-table.ts,
 * written from the schemas' rules and the seeded menus, not from the code under test), and the
 * browser's decision (decideRequest over what the server gave it at sign-in: login's ability rules,
 * GET permissions, GET menu/:roleId) agrees with every answer.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { sampleRecord } from '../../../../mock-server/seed/seed-sample';
import { scanLines } from '../../../../src/schema/records/scan-check';
import type { Row } from '../../../../mock-server/store/store';
import { DEMO_PASSWORDS, startTestServer, type TestServer } from '../../../support/test-server';
import {
  approverFields,
  buildAbility,
  canWriteField,
  fieldLocks,
  decideRequest,
  isEditableState,
  rowInScope,
  type AccessContext,
  type UserData,
} from '../../../../src/access';
import { EXPECTED, type Statuses } from '../../../support/access-table';
import { planDelete, type ResourceSchema } from '../../../../src/schema';

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

/** The six answers of one user on one schema; '-' when there was nothing to try it on. */
const ACTIONS = ['list', 'export', 'show', 'create', 'edit', 'delete'] as const;

it('answers every schema, user and action with the expected status, and the browser agrees', async () => {
  const registry = srv.app.registry;
  const store = srv.app.store;
  const observed: Record<string, Record<string, string>> = {};
  const disagreements: string[] = [];
  let n = 0;
  let transitions = 0;

  for (const username of Object.keys(EXPECTED)) {
    const { token, ctx } = await signIn(username);
    observed[username] = {};
    const inScope = (schema: ResourceSchema, row: Row) => rowInScope(schema, row, ctx.user, ctx.perms);
    /** The browser's answer for the same call must match the server's: allowed exactly when 2xx. */
    const agree = (schema: ResourceSchema, action: string, status: number, record?: Row, skipMenu = false) => {
      const browser = decideRequest(ctx, registry, schema.name, action, { ...(record ? { record } : {}), skipMenu });
      // A create the server let through access but refused on the data it posts (a sample sale of more than the
      // stock: 409 from the posting's floor) was decided as the browser decides; the table holds its status.
      const posted = action === 'create' && status === 409 && (schema.postings?.length ?? 0) > 0;
      const served = (status >= 200 && status < 300) || posted;
      // 404: the row is outside the user's scope, which the browser never gets to see.
      const hidden = status === 404 && record !== undefined && !inScope(schema, record);
      if (browser.allowed !== served && !hidden)
        disagreements.push(
          `${username} ${action} ${schema.name}: browser ${browser.allowed ? 'allows' : 'denies'}, server ${status}`,
        );
    };

    for (const schema of registry.resources) {
      const got: Record<(typeof ACTIONS)[number], number | '-'> = {
        list: '-',
        export: '-',
        show: '-',
        create: '-',
        edit: '-',
        delete: '-',
      };
      const list = await request(token, 'GET', `${schema.name}?_start=0&_end=5`);
      got.list = list.status;
      agree(schema, 'list', list.status);
      const exported = await request(token, 'GET', `${schema.name}?_start=0&_end=5&_export=1`);
      got.export = exported.status;
      agree(schema, 'export', exported.status);

      const shown =
        list.status === 200 && list.body.length ? store.get(schema.name, list.body[0].id) : store.list(schema.name)[0];
      if (shown) {
        const res = await request(token, 'GET', `${schema.name}/${shown.id}`);
        got.show = res.status;
        // One record by id needs no menu entry, on the server as on the show route (../shared/spec/staff-app-spec.md §6).
        agree(schema, 'show', res.status, shown, true);
        // A record's history is decided as showing it (mock-server/trail/history.ts).
        const history = await request(token, 'GET', `${schema.name}/${shown.id}/history`);
        if (history.status !== res.status)
          disagreements.push(`${username} history ${schema.name}: ${history.status}, show ${res.status}`);
      }

      const refs = new Map(registry.resources.map((s) => [s.name, store.list(s.name).map((r) => r.id)]));
      const record = sampleRecord(schema, refs, ++n, store.list(schema.name));
      for (const f of schema.fields) if (!canWriteField(f, ctx.user, ctx.perms)) delete record[f.name];
      // As the form sends it: nothing in the fields and columns locked on the new record for this user.
      const initial = schema.workflow ? { ...record, [schema.workflow.field]: schema.workflow.initial } : record;
      for (const path of fieldLocks(schema, initial, ctx.user, ctx.perms)) {
        const [name, column] = path.split('.') as [string, string | undefined];
        if (column === undefined) delete record[name];
        else if (Array.isArray(record[name])) for (const row of record[name] as Record<string, unknown>[]) delete row[column];
      }
      // As a user fills the form: the approver fields name people other than the author, each a different one
      // (segregation of duties, src/access/duties.ts).
      approverFields(schema).forEach((name, i) => {
        const target = schema.fields.find((f) => f.name === name)?.resource;
        const others = (refs.get(target ?? '') ?? []).filter((id) => String(id) !== String(ctx.user.employeeId));
        if (name in record) record[name] = others[i];
      });
      const created = await request(token, 'POST', schema.name, record);
      // A generated sample that sells more than the stock, or redeems more than the balance, is let through by
      // access and refused by the floor of what it posts (409): recorded as allowed, since the sample's luck
      // with the seeded stock is not access (and shifts whenever a schema is added before it).
      const postedConflict = created.status === 409 && (schema.postings?.length ?? 0) > 0;
      got.create = postedConflict ? 201 : created.status;
      agree(schema, 'create', created.status);
      const fresh = created.status === 201 ? store.get(schema.name, created.body.id) : undefined;

      const candidates = store.list(schema.name).filter((r) => inScope(schema, r) && isEditableState(schema, r));
      const target =
        (fresh && isEditableState(schema, fresh) ? fresh : undefined) ??
        candidates.find((r) => decideRequest(ctx, registry, schema.name, 'edit', { record: r }).allowed) ??
        candidates[0] ??
        store.list(schema.name)[0];
      if (target) {
        const res = await request(token, 'PATCH', `${schema.name}/${target.id}`, harmlessPatch(schema, target, ctx));
        got.edit = res.status;
        agree(schema, 'edit', res.status, target);
      }

      // A record nothing refers to: a restrict reference (409 "Used by ...", server-delete-references) is not access.
      const free = (r: Row) =>
        planDelete(registry, schema.name, r, { rows: (name) => store.values(name), changeable: isEditableState }).blockers
          .length === 0;
      // Else, for a user who may not delete, any record in scope: the refusal comes before the references are planned
      // (every employee may be in a closed activity, which keeps them).
      const victim =
        fresh ??
        store.list(schema.name).find((r) => inScope(schema, r) && isEditableState(schema, r) && r.id !== target?.id && free(r)) ??
        (target && free(target) ? target : undefined) ??
        store
          .list(schema.name)
          .find((r) => inScope(schema, r) && !decideRequest(ctx, registry, schema.name, 'delete', { record: r }).allowed);
      if (victim && store.get(schema.name, victim.id)) {
        const res = await request(token, 'DELETE', `${schema.name}/${victim.id}`);
        got.delete = res.status;
        agree(schema, 'delete', res.status, store.get(schema.name, victim.id) ?? victim);
      }

      // Workflow actions on a record in a state each may start from: the browser's buttons agree with the server.
      for (const t of schema.workflow?.transitions ?? []) {
        const from = store
          .list(schema.name)
          .find((r) => inScope(schema, r) && t.from.includes(String(r[schema.workflow!.field])));
        if (!from) continue;
        // A comment where the transition takes one (a reject's reason); none where it takes none.
        const body: Record<string, unknown> = t.comment ? { comment: 'walk' } : {};
        // A transition that checks the lines' scanned codes (packing) gets them all, as its scan screen sends them.
        if (t.scanCheck)
          body.scanned = scanLines(schema, t.scanCheck, from, (resource, id) => store.get(resource, Number(id))).flatMap((l) =>
            Array.from({ length: l.ordered }, () => l.code ?? ''),
          );
        const res = await request(token, 'POST', `${schema.name}/${from.id}/actions/${t.action}`, body);
        transitions++;
        agree(schema, `workflow:${t.action}`, res.status, from);
      }
      observed[username][schema.name] = ACTIONS.map((a) => got[a]).join(' ');
    }
  }

  // ACCESS_TABLE_OUT=<file>: writes what was observed, to compare by eye when the rules change on purpose.
  if (process.env.ACCESS_TABLE_OUT) writeFileSync(process.env.ACCESS_TABLE_OUT, JSON.stringify(observed, null, 2));
  expect(observed).toEqual(EXPECTED);
  expect(disagreements).toEqual([]);
  expect(transitions).toBeGreaterThan(20);
  // Every schema x five users x six calls and every transition: over 20 s on a loaded 2-core machine.
}, 60_000);

export type { Statuses };
