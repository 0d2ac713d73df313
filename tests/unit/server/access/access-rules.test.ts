/**
 * Access control settings: the CASL rules a role gets are the active rows of the accessRules
 * collection, edited by the Admin through the generated CRUD API, and a change applies to the
 * affected users at their next sign-in and on their next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { buildSeed } from '../../../../mock-server/seed/seed';
import { DEMO_PASSWORDS, FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';
import { loadSchemas } from '../../../../src/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

const GUEST_RULE = {
  role: 'Guest',
  actions: ['delete', 'export'],
  subject: 'all',
  reason: 'Guests may not delete or export',
  active: true,
};
const STAFF_RULE = {
  role: 'Staff',
  actions: ['export'],
  subject: 'suppliers',
  reason: 'Supplier lists stay in purchasing',
  note: 'Asked for by the purchasing manager',
};

describe('access control settings on the product schemas', () => {
  let srv: TestServer;
  const tokens: Record<string, string> = {};

  const call = async (user: string, method: string, path: string, body?: unknown, lang = 'en') => {
    const res = await fetch(`${srv.api}/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', 'accept-language': lang },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const loginRules = async (username: string): Promise<Body[]> => {
    const res = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORDS[username] }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as Body).data.userAbilityRules;
  };

  beforeAll(async () => {
    srv = await startTestServer({ registry: loadRegistry() });
    for (const u of ['admin', 'hr', 'staff', 'sales', 'guest']) tokens[u] = await srv.login(u);
  });
  afterAll(() => srv.close());

  it('is seeded with exactly the Guest rule, which Guest gets at sign-in and nobody else', async () => {
    const list = await call('admin', 'GET', 'accessRules');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ ...GUEST_RULE, createdBy: 'admin' })]);
    expect(await loginRules('guest')).toEqual([
      { action: 'manage', subject: 'all' },
      { action: ['delete', 'export'], subject: 'all', inverted: true, reason: 'Guests may not delete or export' },
    ]);
    for (const user of ['admin', 'staff']) expect(await loginRules(user)).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('a rule the admin creates forbids Staff export on suppliers until it is switched off or deleted', async () => {
    expect((await call('staff', 'GET', 'suppliers?_export=1')).status).toBe(200);

    const created = await call('admin', 'POST', 'accessRules', STAFF_RULE);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...STAFF_RULE, active: true, createdBy: 'admin' });
    const id = created.body.id as number;

    const forbid = { action: ['export'], subject: 'suppliers', inverted: true, reason: STAFF_RULE.reason };
    expect(await loginRules('staff')).toEqual([{ action: 'manage', subject: 'all' }, forbid]);
    expect(await loginRules('sales')).toEqual([{ action: 'manage', subject: 'all' }]);

    // Staff's token from before the change: the server applies the rule on the next request.
    const refused = await call('staff', 'GET', 'suppliers?_export=1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(STAFF_RULE.reason);
    expect((await call('staff', 'GET', 'suppliers')).status).toBe(200);
    expect((await call('staff', 'GET', 'products?_export=1')).status).toBe(200);
    expect((await call('sales', 'GET', 'suppliers?_export=1')).status).toBe(200);

    expect((await call('admin', 'PATCH', `accessRules/${id}`, { active: false })).status).toBe(200);
    expect((await call('staff', 'GET', 'suppliers?_export=1')).status).toBe(200);
    expect(await loginRules('staff')).toEqual([{ action: 'manage', subject: 'all' }]);
    expect((await call('admin', 'PATCH', `accessRules/${id}`, { active: true })).status).toBe(200);
    expect((await call('staff', 'GET', 'suppliers?_export=1')).status).toBe(403);

    expect((await call('admin', 'DELETE', `accessRules/${id}`)).status).toBe(200);
    expect((await call('staff', 'GET', 'suppliers?_export=1')).status).toBe(200);
    expect(await loginRules('staff')).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('only the Admin may read or change the rules', async () => {
    const seeded = srv.app.store.list('accessRules')[0]!;
    for (const user of ['hr', 'staff', 'sales', 'guest']) {
      for (const [method, path, body] of [
        ['GET', 'accessRules', undefined],
        ['GET', 'accessRules?_export=1', undefined],
        ['GET', `accessRules/${seeded.id}`, undefined],
        ['POST', 'accessRules', STAFF_RULE],
        ['PATCH', `accessRules/${seeded.id}`, { active: false }],
        ['DELETE', `accessRules/${seeded.id}`, undefined],
      ] as const) {
        const answer = await call(user, method, path, body);
        expect(answer.status, `${user} ${method} ${path}`).toBe(403);
        expect(answer.body.message, `${user} ${method} ${path}`).toMatch(/^You may not \w+ access control settings\. /);
      }
    }
    expect(srv.app.store.list('accessRules')).toEqual([seeded]);
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const before = srv.app.store.list('accessRules');
    const bad = await call('admin', 'POST', 'accessRules', { role: 'Staff', actions: [], subject: 'nosuchthing', reason: 'No' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      actions: 'Forbidden actions is required',
      subject: expect.stringMatching(/^Screen must be one of: All screens, .*\bSuppliers\b/),
      reason: 'Reason must be at least 3 characters',
    });

    const thai = await call('admin', 'POST', 'accessRules', { ...STAFF_RULE, subject: 'nosuchthing' }, 'th');
    expect(thai.status).toBe(400);
    expect(Object.keys(thai.body.errors)).toEqual(['subject']);
    expect(thai.body.errors.subject).toMatch(/^หน้าจอต้องเป็นหนึ่งใน: ทุกหน้าจอ, /);

    for (const body of [
      { ...STAFF_RULE, role: 'Boss' },
      { ...STAFF_RULE, actions: ['export', 'fly'] },
      { ...STAFF_RULE, reason: undefined },
    ]) {
      const answer = await call('admin', 'POST', 'accessRules', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors), JSON.stringify(body)).toHaveLength(1);
    }

    const seeded = before[0]!;
    const patch = await call('admin', 'PATCH', `accessRules/${seeded.id}`, { subject: 'nosuchthing' });
    expect(patch.status).toBe(400);
    expect(Object.keys(patch.body.errors)).toEqual(['subject']);
    expect(srv.app.store.list('accessRules')).toEqual(before);
  });
});

/** The seed mechanism the Guest rule uses: a schema's fixed `seed.rows`, seeded first, as written. */
describe('seed.rows', () => {
  const withRows = (seed: unknown) => {
    const files = structuredClone(FIXTURE_FILES);
    (files.find((f) => f.file === 'people.json')!.json as { seed: unknown }).seed = seed;
    return loadSchemas(files);
  };
  const fixed = { firstName: 'Fixed', lastName: 'Person', email: 'fixed.person@example.com', skills: ['sql'] };

  it('seeds the fixed rows first, stamped and numbered, then generated ones up to count', () => {
    const people = buildSeed(withRows({ count: 3, rows: [fixed] })).people as Body[];
    expect(people).toHaveLength(3);
    expect(people[0]).toMatchObject({ ...fixed, id: 1, code: 'P0001', createdBy: 'admin', createdAt: expect.any(String) });
    expect(people[1]).toMatchObject({ id: 2, code: 'P0002' });
    expect(people[1].email).not.toBe(fixed.email);
    expect(buildSeed(withRows({ count: 1, rows: [fixed] })).people).toHaveLength(1);
  });

  it('stops the seed on a row with an unknown field or a value its schema refuses, and the loader on a short count', () => {
    expect(() => buildSeed(withRows({ count: 1, rows: [{ ...fixed, nickname: 'Fix' }] }))).toThrow(
      'Seed data for people row 1 (seed.rows) has unknown field(s) "nickname"',
    );
    expect(() => buildSeed(withRows({ count: 1, rows: [{ ...fixed, age: 12 }] }))).toThrow(
      /Seed data for people row 1 does not pass its schema: .*"age".*fix the row in "seed.rows"/,
    );
    expect(() => withRows({ count: 0, rows: [fixed] })).toThrow(
      'people.json: $.seed.count: count is less than the number of rows',
    );
  });
});
