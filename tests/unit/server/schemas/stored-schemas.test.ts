/**
 * The schemas on PostgreSQL (issue 40; mock-server/schemas/stored-schemas.ts, schema-release.ts): the schemas in force
 * and their versions live in the database, not in SCHEMAS_DIR, so two API processes with a directory each serve the
 * same schemas; SCHEMAS_DIR is the release, taken in at each start by the editor's own rules. On the journal the
 * directory is the schemas in force, as before: the release endpoint has nothing to show.
 */
import { readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApp, type MockApp } from '../../../../mock-server/http/app';
import { SchemaFiles } from '../../../../mock-server/schemas/schema-files';
import { fixtureSchemaDir } from '../../../support/schema-dir';
import { ON_POSTGRES, startTestServer, storeOptions, type JsonBody, type TestServer } from '../../../support/test-server';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
  vi.restoreAllMocks();
});

const newDir = (): string => {
  const dir = fixtureSchemaDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Every file of a directory with its text (dot files and `.history/` included). */
const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name).slice(dir.length + 1), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );

const readJson = (path: string): JsonBody => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path: string, json: unknown) => writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);

async function call(api: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as JsonBody };
}

async function login(api: string, username = 'admin', password = 'admin1234'): Promise<string> {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as JsonBody).data.accessToken;
}

/** A server on the schema directory `dir`, on the database of `dbFile` when given (a restart, or a second process). */
async function server(dir: string, dbFile?: string): Promise<TestServer> {
  const srv = await startTestServer({ registry: undefined, schemasDir: dir, ...(dbFile ? { dbFile } : {}) });
  cleanups.push(() => srv.close());
  return srv;
}

/** A second API process on the database of `srv`, with a schema directory of its own. */
async function secondProcess(srv: TestServer, dir: string): Promise<{ app: MockApp; api: string }> {
  const app = await openApp({
    registry: undefined,
    schemasDir: dir,
    secret: 'test-secret',
    dbFile: srv.dbFile,
    uploadDir: srv.uploadDir,
    ...storeOptions(srv.dbFile),
  });
  const listening = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  cleanups.push(async () => {
    await new Promise<void>((resolve) => {
      listening.closeAllConnections();
      listening.close(() => resolve());
    });
    await app.store.close();
  });
  return { app, api: `http://127.0.0.1:${(listening.address() as { port: number }).port}/api-spp/v1` };
}

describe.runIf(!ON_POSTGRES)('on the journal', () => {
  it('the schema directory is the schemas in force: no release kept apart', async () => {
    const srv = await server(newDir());
    const admin = await login(srv.api);
    const answer = await call(srv.api, admin, 'GET', 'schemas/memos/release');
    expect(answer).toMatchObject({ status: 200, body: { release: null, releaseHash: null, inForce: 'release', differs: false } });
    expect((await call(srv.api, await login(srv.api, 'hr', 'hr1234'), 'GET', 'schemas/memos/release')).status).toBe(403);
  });
});

describe.runIf(ON_POSTGRES)('two API processes on one database, a schema directory each', () => {
  it("a field added in the first's editor is in the second's registry, and a record created there keeps its value", async () => {
    const dirA = newDir();
    const dirB = newDir();
    const before = { a: snapshot(dirA), b: snapshot(dirB) };
    const first = await server(dirA);
    const second = await secondProcess(first, dirB);
    const admin = await login(first.api);
    const memos = (await call(first.api, admin, 'GET', 'schemas/memos')).body;
    memos.fields.push({ name: 'room', type: 'text', maxLength: 40 });
    const saved = await call(first.api, admin, 'PUT', 'schemas/memos', memos);
    expect(saved.status).toBe(200);

    const admin2 = await login(second.api);
    const registry = (await call(second.api, admin2, 'GET', 'registry')).body;
    const fields = registry.resources.find((r: JsonBody) => r.name === 'memos').fields.map((f: JsonBody) => f.name);
    expect(fields).toContain('room');
    const made = await call(second.api, admin2, 'POST', 'memos', {
      title: 'Room booking',
      category: 'general',
      approveBy: 1,
      room: 'Lotus',
    });
    expect(made.status).toBe(201);
    expect(made.body.room).toBe('Lotus');
    expect((await call(first.api, admin, 'GET', `memos/${made.body.id}`)).body.room).toBe('Lotus');
    expect((await first.stored())._schemaVersions).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'memos', version: 2, by: 'admin' })]),
    );
    // The second process's history and ETag are the database's too.
    const history = (await call(second.api, admin2, 'GET', 'schemas/memos/history')).body;
    expect(history.map((v: JsonBody) => [v.version, v.by])).toEqual([
      [2, 'admin'],
      [1, 'system'],
    ]);
    expect(history[1].summary).toBe('as shipped');
    // Nothing was written into either schema directory.
    expect(snapshot(dirA)).toEqual(before.a);
    expect(snapshot(dirB)).toEqual(before.b);
  });
});

describe.runIf(ON_POSTGRES)('the release at start', () => {
  it("a database without schemas takes the directory's, with the versions its history kept", async () => {
    const dir = newDir();
    const files = new SchemaFiles(dir);
    const memos = files.read('memos') as JsonBody;
    files.save('memos', { ...memos, fields: [...memos.fields, { name: 'room', type: 'text' }] }, 'admin', 'added field room');
    const srv = await server(dir);
    const admin = await login(srv.api);
    const history = (await call(srv.api, admin, 'GET', 'schemas/memos/history')).body;
    expect(history.map((v: JsonBody) => [v.version, v.by, v.summary])).toEqual([
      [2, 'admin', 'added field room'],
      [1, 'system', 'as shipped'],
    ]);
    expect((await call(srv.api, admin, 'GET', 'schemas/memos')).body.fields.at(-1).name).toBe('room');
    expect((await call(srv.api, admin, 'GET', 'schemas/memos/history/1')).body).toEqual(memos);
  });

  it('applies what no Admin changed, keeps an Admin’s version, refuses what the checks refuse, drops nothing', async () => {
    const dir = newDir();
    const first = await server(dir);
    const admin = await login(first.api);
    // An Admin changes the orders schema (its label).
    const orders = (await call(first.api, admin, 'GET', 'schemas/orders')).body;
    const label = { ...orders.label, en: 'Sales order' };
    const changed = await call(first.api, admin, 'PUT', 'schemas/orders', { ...orders, label });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(first.api, admin, 'GET', 'schemas/memos/release')).body).toMatchObject({
      inForce: 'release',
      differs: false,
    });
    await first.close();

    // The next release: memos gains a field, orders too (an Admin changed it), people loses a field that has values
    // (the editor asks for a confirmation: refused), a new schema arrives.
    const memos = readJson(join(dir, 'memos.json'));
    writeJson(join(dir, 'memos.json'), { ...memos, fields: [...memos.fields, { name: 'note', type: 'text' }] });
    const shippedOrders = readJson(join(dir, 'orders.json'));
    const newOrders = { ...shippedOrders, fields: [...shippedOrders.fields, { name: 'ref', type: 'text' }] };
    writeJson(join(dir, 'orders.json'), newOrders);
    const people = readJson(join(dir, 'people.json'));
    writeJson(join(dir, 'people.json'), { ...people, fields: people.fields.filter((f: JsonBody) => f.name !== 'lastName') });
    writeJson(join(dir, 'rooms.json'), {
      name: 'rooms',
      label: { en: 'Room', th: 'ห้อง' },
      pluralLabel: { en: 'Rooms', th: 'ห้อง' },
      area: 'hr',
      route: '/apps/hr/rooms',
      titleField: 'name',
      fields: [{ name: 'name', type: 'text', required: true }],
    });
    const release = snapshot(dir);

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const second = await server(dir, first.dbFile);
    const lines = log.mock.calls.map((c) => String(c[0]));
    log.mockRestore();
    const admin2 = await login(second.api);
    const get = async (path: string) => (await call(second.api, admin2, 'GET', path)).body;

    // Applied: a new version by "system".
    expect((await get('schemas/memos')).fields.map((f: JsonBody) => f.name)).toContain('note');
    const memoHistory = await get('schemas/memos/history');
    expect(memoHistory[0]).toMatchObject({ version: 2, by: 'system' });
    expect(memoHistory[0].summary).toMatch(/^release update/);
    expect(await get('schemas/memos/release')).toMatchObject({ inForce: 'release', differs: false });

    // Kept aside: the Admin's version stays, the start says so, the editor sees the release's.
    const inForce = await get('schemas/orders');
    expect(inForce.label.en).toBe('Sales order');
    expect(inForce.fields.map((f: JsonBody) => f.name)).not.toContain('ref');
    expect(lines.filter((l) => l.includes('"orders"') && l.includes('kept aside'))).toHaveLength(1);
    const aside = await get('schemas/orders/release');
    expect(aside).toMatchObject({ inForce: 'admin', differs: true, release: newOrders });
    expect(aside.releaseHash).toMatch(/^[0-9a-f]{64}$/);

    // Refused: not applied, the reason logged; the records keep their values.
    expect((await get('schemas/people')).fields.map((f: JsonBody) => f.name)).toContain('lastName');
    expect(lines.some((l) => l.includes('"people"') && l.includes('refused') && l.includes('lastName'))).toBe(true);
    expect((await get('people?_start=0&_end=1'))[0].lastName).toBeTruthy();
    expect(await get('schemas/people/release')).toMatchObject({ inForce: 'release', differs: true });

    // New: added, served, with its collection.
    expect((await get('schemas/rooms/history'))[0]).toMatchObject({ version: 1, by: 'system', summary: 'as shipped' });
    expect((await call(second.api, admin2, 'POST', 'rooms', { name: 'Lotus' })).status).toBe(201);
    expect(snapshot(dir)).toEqual(release); // the release directory is read, never written
    await second.close();

    // The next start: rooms left the release (kept, logged); nothing applied twice.
    unlinkSync(join(dir, 'rooms.json'));
    const log3 = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const third = await server(dir, first.dbFile);
    const lines3 = log3.mock.calls.map((c) => String(c[0]));
    log3.mockRestore();
    const admin3 = await login(third.api);
    expect(lines3.some((l) => l.includes('"rooms"') && l.includes('no longer in the release'))).toBe(true);
    expect((await call(third.api, admin3, 'GET', 'rooms')).body.map((r: JsonBody) => r.name)).toEqual(['Lotus']);
    expect((await call(third.api, admin3, 'GET', 'schemas/memos/history')).body).toHaveLength(2);
  });
});
