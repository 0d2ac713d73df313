/**
 * The schema-admin API in-process (mock-server/schemas/schema-admin.ts), on the fixture schemas copied into a throw-away
 * schema directory: Admin only, every problem at once with its path, the impact on stored records, If-Match,
 * history and revert, and a saved schema live at once (routes, validation, menus, the registry version).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, ON_POSTGRES, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';
import { fixtureSchemaDir } from '../../../support/schema-dir';

let srv: TestServer;
let dir: string;
const call = apiCaller(() => srv);
const tokens: Record<string, string> = {};

/** A call with headers (If-Match) and the answer's headers. */
async function raw(user: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  if (user) tokens[user] ??= await srv.login(user);
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: { ...(user ? { authorization: `Bearer ${tokens[user]}` } : {}), 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as JsonBody };
}

const schemaOf = async (name: string): Promise<JsonBody> => (await call('admin', 'GET', `schemas/${name}`)).body;
const rows = async (name: string): Promise<JsonBody[]> => (await call('admin', 'GET', `${name}?_start=0&_end=1000`)).body;
const versionOf = async (): Promise<number> => Number((await raw('staff', 'GET', 'auth/me')).headers.get('x-registry-version'));

beforeAll(async () => {
  dir = fixtureSchemaDir();
  srv = await startTestServer({ registry: undefined, schemasDir: dir });
});
afterAll(async () => {
  await srv.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('who may', () => {
  it('answers 403 to everyone but Admin on every schemas endpoint', async () => {
    const memos = await schemaOf('memos');
    for (const user of ['hr', 'staff', 'sales', 'guest'])
      for (const [method, path, body] of [
        ['GET', 'schemas'],
        ['GET', 'schemas/memos'],
        ['PUT', 'schemas/memos', memos],
        ['PUT', 'schemas/memos?dryRun=1', memos],
        ['GET', 'schemas/memos/history'],
        ['GET', 'schemas/memos/history/1'],
        ['POST', 'schemas/memos/revert', { version: 1 }],
        ['GET', 'schemas/nothing'],
      ] as const)
        expect((await call(user, method, path, body)).status, `${user} ${method} ${path}`).toBe(403);
  });

  it('serves the live registry to every signed-in user, 401 otherwise, and the version on every answer', async () => {
    const answer = await raw('staff', 'GET', 'registry');
    expect(answer.status).toBe(200);
    expect(answer.body.resources.map((r: JsonBody) => r.name)).toEqual(['memos', 'orders', 'people']);
    // As the browser's bundle holds them: no seed recipes (only the server makes demo rows).
    expect(answer.body.resources.filter((r: JsonBody) => 'seed' in r)).toEqual([]);
    const people = answer.body.resources.find((r: JsonBody) => r.name === 'people');
    expect(people.fields.find((f: JsonBody) => f.name === 'lastName').seed).toBe('lastName'); // a field's own stays
    expect(answer.body.areas).toHaveLength(3);
    expect(answer.body.version).toBeGreaterThan(0);
    expect(answer.headers.get('x-registry-version')).toBe(String(answer.body.version));
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Registry-Version');
    expect((await raw(null, 'GET', 'registry')).status).toBe(401);
  });
});

describe('reading', () => {
  it('lists the schemas by area then name, with their field counts and versions', async () => {
    const list = await raw('admin', 'GET', 'schemas');
    expect(list.headers.get('x-total-count')).toBe('3');
    expect(list.body.map((s: JsonBody) => [s.name, s.area, s.fieldCount])).toEqual([
      ['people', 'hr', 6],
      ['memos', 'finance', 6],
      ['orders', 'finance', 3],
    ]);
    expect(list.body[0]).toMatchObject({ label: { en: 'Person' }, route: '/apps/hr/people', version: expect.any(Number) });
  });

  it('answers a schema as stored, with its version as ETag, and 404 for an unknown one', async () => {
    const one = await raw('admin', 'GET', 'schemas/orders');
    expect(one.body).toEqual(JSON.parse(readFileSync(join(dir, 'orders.json'), 'utf8')));
    expect(one.headers.get('etag')).toBe('"1"');
    expect((await call('admin', 'GET', 'schemas/nothing')).status).toBe(404);
  });
});

describe('refused schemas', () => {
  it('lists every problem at once with its path', async () => {
    const memos = await schemaOf('memos');
    memos.fields[4].resource = 'rooms'; // approveBy -> a resource that does not exist
    memos.fields[1].type = 'colour';
    memos.route = '/apps/hr/people'; // people's
    const answer = await call('admin', 'PUT', 'schemas/memos', memos);
    expect(answer.status).toBe(400);
    const paths = answer.body.errors.map((e: JsonBody) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['$.fields[4].resource', '$.fields[1].type', '$.route']));
    expect(answer.body.errors.find((e: JsonBody) => e.path === '$.fields[4].resource').message).toContain('rooms');
  });

  it('refuses a bad name, a name that is not the URL one, and a reserved one', async () => {
    const memos = await schemaOf('memos');
    const bad = await call('admin', 'PUT', 'schemas/Bad-name', { ...memos, name: 'Bad-name' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: '$.name', message: expect.stringContaining('not a resource name') });
    const other = await call('admin', 'PUT', 'schemas/memos', { ...memos, name: 'notes' });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ path: '$.name', message: expect.stringContaining('the name in the URL') }]);
    for (const name of ['menu', 'schemas', 'registry', 'auth', 'search', 'users', 'menus'])
      expect((await call('admin', 'PUT', `schemas/${name}`, { ...memos, name })).body.errors, name).toContainEqual({
        path: '$.name',
        message: expect.stringContaining('reserved'),
      });
    expect((await call('admin', 'PUT', 'schemas/memos', [1])).body.errors).toContainEqual({
      path: '$',
      message: expect.any(String),
    });
  });

  it('refuses a formula nested 1,500 deep with its path: a 400, never a 500 (stack overflow)', async () => {
    const memos = await schemaOf('memos');
    memos.fields.push({ name: 'score', type: 'computed', formula: 'DEEP' });
    const deep = '{"+":[1,'.repeat(1500) + '1' + ']}'.repeat(1500); // written as text: no recursion in the test either
    tokens.admin ??= await srv.login('admin');
    const res = await fetch(`${srv.api}/schemas/memos`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(memos).replace('"DEEP"', deep),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as JsonBody).errors).toEqual([
      { path: '$.fields[6].formula', message: 'this formula is nested too deep: at most 64 levels of objects and arrays' },
    ]);
    expect((await schemaOf('memos')).fields).toHaveLength(6); // nothing written
  });

  it('names a problem it causes in another schema', async () => {
    const people = await schemaOf('people');
    const answer = await call('admin', 'PUT', 'schemas/people', { ...people, name: 'people', route: '/apps/memo/memo' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.some((e: JsonBody) => /memos\.json|route/.test(e.message))).toBe(true);
  });
});

describe('impact on stored records', () => {
  it('answers 409 with each kind and its count, and writes nothing', async () => {
    const memos = await schemaOf('memos');
    const stored = await rows('memos');
    const withAmount = stored.filter((r) => r.amount !== undefined && r.amount !== null).length;
    const purchase = stored.filter((r) => r.category === 'purchase').length;
    const longTitles = stored.filter((r) => r.title.length > 10).length;
    expect(withAmount * purchase * longTitles).toBeGreaterThan(0);
    memos.fields = memos.fields.filter((f: JsonBody) => f.name !== 'amount');
    memos.fields[2].options = ['general', 'it'];
    memos.fields[1].maxLength = 10;
    memos.fields.push({ name: 'room', type: 'text', required: true });
    const answer = await call('admin', 'PUT', 'schemas/memos', memos);
    expect(answer.status).toBe(409);
    const byKind = Object.fromEntries(answer.body.impact.map((i: JsonBody) => [i.kind, i]));
    expect(byKind['field-removed']).toMatchObject({ field: 'amount', count: withAmount, needs: 'confirm', path: '$.fields[3]' });
    expect(byKind['option-removed']).toMatchObject({ field: 'category', count: purchase, needs: 'default' }); // required
    expect(byKind['type-narrowed']).toMatchObject({ field: 'title', count: longTitles, needs: 'default' });
    expect(byKind['required-added']).toMatchObject({ field: 'room', count: stored.length, needs: 'default' });
    expect(byKind['required-added'].message).toContain(`${stored.length} records`);
    expect(await rows('memos')).toEqual(stored);
    expect((await raw('admin', 'GET', 'schemas/memos')).headers.get('etag')).toBe('"1"');
  });

  it('a default given fills the records; a dry run says so and writes nothing', async () => {
    const memos = await schemaOf('memos');
    memos.fields.push({ name: 'room', type: 'text', required: true, default: 'Main hall' });
    const before = await versionOf();
    const dry = await call('admin', 'PUT', 'schemas/memos?dryRun=1', memos);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, version: 1 });
    expect(dry.body.impact).toEqual([expect.objectContaining({ kind: 'default-filled', field: 'room', needs: 'none' })]);
    expect((await rows('memos')).some((r) => 'room' in r)).toBe(false);
    expect(await versionOf()).toBe(before);

    const saved = await raw('admin', 'PUT', 'schemas/memos', memos, { 'If-Match': '"1"' });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect((await rows('memos')).every((r) => r.room === 'Main hall')).toBe(true);
    expect(await versionOf()).toBe(before + 1);
    // On the journal the file is the schema; on PostgreSQL the database is, and SCHEMAS_DIR (the release) stays.
    const onDisk = JSON.parse(readFileSync(join(dir, 'memos.json'), 'utf8')).fields.at(-1).name;
    expect(onDisk === 'room').toBe(!ON_POSTGRES);
    // Validation follows at once: a new memo without a room gets the default; a bad value is refused.
    const memo = { title: 'Room booking', category: 'general', approveBy: 1 };
    const bad = await call('admin', 'POST', 'memos', { ...memo, room: ['not', 'text'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.room).toBeDefined();
    const good = await call('admin', 'POST', 'memos', memo);
    expect(good.status).toBe(201);
    expect(good.body.room).toBe('Main hall');
  });

  it('confirm=1 accepts dropping the values of a removed field', async () => {
    const memos = await schemaOf('memos');
    memos.fields = memos.fields.filter((f: JsonBody) => f.name !== 'amount');
    expect((await call('admin', 'PUT', 'schemas/memos', memos)).status).toBe(409);
    const saved = await call('admin', 'PUT', 'schemas/memos?confirm=1', memos);
    expect(saved.status).toBe(200);
    expect((await rows('memos')).some((r) => 'amount' in r)).toBe(false);
    // A default kind is not covered by a confirmation.
    memos.fields.push({ name: 'floor', type: 'integer', required: true });
    const still = await call('admin', 'PUT', 'schemas/memos?confirm=1', memos);
    expect(still.status).toBe(409);
    expect(still.body.impact.map((i: JsonBody) => i.kind)).toEqual(['required-added']);
  });
});

describe('versions', () => {
  it('gives 412 to the second of two saves from the same version', async () => {
    const orders = await schemaOf('orders');
    const version = (await raw('admin', 'GET', 'schemas/orders')).headers.get('etag')!;
    const a = structuredClone(orders);
    a.label.en = 'Sale';
    const b = structuredClone(orders);
    b.label.en = 'Purchase';
    const answers = await Promise.all([
      raw('admin', 'PUT', 'schemas/orders', a, { 'If-Match': version }),
      raw('admin', 'PUT', 'schemas/orders', b, { 'If-Match': version }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 412]);
    const refused = answers.find((x) => x.status === 412)!;
    expect(refused.body.version).toBe(Number(version.replaceAll('"', '')) + 1);
  });

  it('lists the history newest first, paged, and serves each version', async () => {
    const list = await raw('admin', 'GET', 'schemas/memos/history');
    expect(list.headers.get('x-total-count')).toBe('3');
    expect(list.body.map((v: JsonBody) => [v.version, v.by])).toEqual([
      [3, 'admin'],
      [2, 'admin'],
      [1, 'system'],
    ]);
    expect(list.body[0].summary).toBe('removed field amount');
    expect(list.body[1].summary).toBe('added field room');
    const page = await raw('admin', 'GET', 'schemas/memos/history?_page=2&_limit=2');
    expect(page.body.map((v: JsonBody) => v.version)).toEqual([1]);
    expect(page.headers.get('x-total-count')).toBe('3');
    const first = await call('admin', 'GET', 'schemas/memos/history/1');
    expect(first.body.fields.map((f: JsonBody) => f.name)).toContain('amount');
    expect((await call('admin', 'GET', 'schemas/memos/history/9')).status).toBe(404);
    expect(existsSync(join(dir, '.history', 'memos', '1.json'))).toBe(!ON_POSTGRES);
  });

  it('reverts to a version as a new one, through the same checks', async () => {
    // Version 1 has no room field: the records' room values would go (confirm).
    const refused = await call('admin', 'POST', 'schemas/memos/revert', { version: 2 });
    expect(refused.status).toBe(200); // version 2 has room and amount: amount comes back empty, nothing lost
    expect(refused.body.version).toBe(4);
    const back = await call('admin', 'POST', 'schemas/memos/revert', { version: 1 });
    expect(back.status).toBe(409);
    expect(back.body.impact).toEqual([expect.objectContaining({ kind: 'field-removed', field: 'room', needs: 'confirm' })]);
    const done = await raw('admin', 'POST', 'schemas/memos/revert?confirm=1', { version: 1 }, { 'If-Match': '"4"' });
    expect(done.status).toBe(200);
    expect(done.body.version).toBe(5);
    expect(await schemaOf('memos')).toEqual((await call('admin', 'GET', 'schemas/memos/history/1')).body);
    expect((await call('admin', 'POST', 'schemas/memos/revert', { version: 'one' })).status).toBe(400);
  });
});

describe('a new resource', () => {
  it('is created, seeded (its schema asks: "seed"), routed and put in the menus of the roles its access names', async () => {
    const before = await versionOf();
    const rooms = {
      name: 'meetingRooms',
      label: { en: 'Meeting room', th: 'ห้องประชุม' },
      pluralLabel: { en: 'Meeting rooms', th: 'ห้องประชุม' },
      area: 'hr',
      route: '/apps/hr/meetingrooms',
      titleField: 'name',
      fields: [
        { name: 'name', type: 'text', required: true, list: true },
        { name: 'capacity', type: 'integer', min: 1, list: true },
        { name: 'building', type: 'select', options: ['A', 'B'] },
      ],
      access: { list: { roles: ['Admin', 'HR'] }, create: { roles: ['Admin', 'HR'] } },
      seed: { count: 3 },
    };
    const created = await raw('admin', 'PUT', 'schemas/meetingRooms', rooms);
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    expect(await versionOf()).toBe(before + 1);
    expect(await rows('meetingRooms')).toHaveLength(3);
    const hr = await call('hr', 'POST', 'meetingRooms', { name: 'Lotus', capacity: 0 });
    expect(hr.status).toBe(400);
    expect(hr.body.errors.capacity).toBeDefined();
    expect((await call('hr', 'POST', 'meetingRooms', { name: 'Lotus', capacity: 8 })).status).toBe(201);
    expect((await call('staff', 'GET', 'meetingRooms')).status).toBe(403);
    const menuKeys = async (user: string, roleId: number) =>
      JSON.stringify((await call(user, 'GET', `menu/${roleId}`)).body.data).includes('"meetingRooms"');
    // Every staff role gets its row (as for a schema file added before a start: upgrade.ts), HR's access lets it
    // through; Staff's row is there but its access decides (403 above); the guest gets none.
    expect(await menuKeys('hr', 2)).toBe(true);
    expect(await menuKeys('guest', 5)).toBe(false);
    expect((await call('admin', 'GET', 'schemas')).body.map((s: JsonBody) => s.name)).toContain('meetingRooms');
    expect(existsSync(join(dir, 'meetingRooms.json'))).toBe(!ON_POSTGRES);
    const audit = srv.app.store.list('audit').filter((e) => e.action === 'schemaChange');
    expect(audit.at(-1)).toMatchObject({ username: 'admin', resource: 'meetingRooms', comment: 'version 1: created' });
  });

  it('starts empty without "seed" (no demo rows in a live db), with its menu rows; the first record is on page 1', async () => {
    const desks = {
      name: 'hotDesks',
      label: { en: 'Hot desk', th: 'โต๊ะหมุนเวียน' },
      pluralLabel: { en: 'Hot desks', th: 'โต๊ะหมุนเวียน' },
      area: 'hr',
      route: '/apps/hr/hotdesks',
      titleField: 'name',
      fields: [
        { name: 'name', type: 'text', required: true, list: true },
        { name: 'floor', type: 'integer', min: 1, list: true },
      ],
      access: { list: { roles: ['Admin', 'HR'] }, create: { roles: ['Admin', 'HR'] } },
    };
    const created = await raw('admin', 'PUT', 'schemas/hotDesks', desks);
    expect(created.status).toBe(201);
    expect(await rows('hotDesks')).toEqual([]);
    expect(JSON.stringify((await call('hr', 'GET', 'menu/2')).body.data)).toContain('"hotDesks"');
    const made = await call('hr', 'POST', 'hotDesks', { name: 'Window seat', floor: 3 });
    expect(made.status).toBe(201);
    const page1 = (await call('admin', 'GET', 'hotDesks?_start=0&_end=10')).body as JsonBody[];
    expect(page1.map((r) => [r.id, r.name])).toEqual([[1, 'Window seat']]);
  });
});
