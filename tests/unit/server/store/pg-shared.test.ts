/**
 * Several API processes on one PostgreSQL database (pg/shared.ts): what one writes the other reads at once, and
 * the invariants hold across them: the last 5 items sold by 20 parallel sales split over two processes, unique
 * values, document numbers. Replacing the data is refused while they run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDatabase } from '../../../../mock-server/store/pg/admin';
import { startChildServer, type ChildServer } from '../../../support/child-server';
import { fixtureSchemaDir } from '../../../support/schema-dir';

const url = process.env.TEST_PG_URL!;
const schema = `shared_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'pg-shared-'));
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  const env = { DB_FILE: join(dir, 'db.json'), DATABASE_URL: url, DATABASE_SCHEMA: schema, FIXTURE: 'postings' };
  a = await startChildServer(env); // seeds the new schema
  b = await startChildServer(env); // finds it seeded
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('two API processes on one database', () => {
  it('read at once what the other wrote: a create, an update, a delete', async () => {
    const item = await a.call('admin', 'POST', 'items', { title: 'Shared widget' });
    expect(item.status).toBe(201);
    expect(await b.call('admin', 'GET', `items/${item.body.id}`)).toMatchObject({
      status: 200,
      body: { title: 'Shared widget' },
    });
    expect((await b.call('admin', 'PATCH', `items/${item.body.id}`, { title: 'Renamed on B' })).status).toBe(200);
    expect((await a.call('admin', 'GET', `items/${item.body.id}`)).body.title).toBe('Renamed on B');
    const listed = await a.call('admin', 'GET', 'items?title_like=Renamed');
    expect(listed.body.map((i: { id: number }) => i.id)).toEqual([item.body.id]);
    expect((await a.call('admin', 'DELETE', `items/${item.body.id}`)).status).toBe(200);
    expect((await b.call('admin', 'GET', `items/${item.body.id}`)).status).toBe(404);
  });

  it("give a record the same version (ETag) on both, and refuse on one a save from the other's stale copy", async () => {
    const item = await a.call('admin', 'POST', 'items', { title: 'Versioned widget' });
    const onB = await b.call('admin', 'GET', `items/${item.body.id}`);
    expect(onB.etag).toMatch(/^"[0-9a-z]{22}"$/);
    expect(onB.etag).toBe(item.etag);
    const saved = await b.call('admin', 'PATCH', `items/${item.body.id}`, { title: 'Renamed on B' }, { 'if-match': onB.etag! });
    expect(saved.status).toBe(200);
    expect((await a.call('admin', 'GET', `items/${item.body.id}`)).etag).toBe(saved.etag);
    const stale = await a.call('admin', 'PATCH', `items/${item.body.id}`, { title: 'Renamed on A' }, { 'if-match': item.etag! });
    expect(stale.status).toBe(412);
    expect(stale.body.changes).toMatchObject([{ by: { username: 'admin' }, fields: ['title'] }]);
  });

  it('sell exactly the last 5 items to 20 parallel sales split across them, and both see the stock at 0', async () => {
    const item = (await a.call('admin', 'POST', 'items', { title: 'Last five' })).body;
    expect((await b.call('admin', 'POST', 'moves', { item: item.id, type: 'in', quantity: 5 })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).call('admin', 'POST', 'sales', { lines: [{ item: item.id, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(15);
    const receipts = answers.filter((r) => r.status === 201).map((r) => r.body.receiptNo as string);
    expect(new Set(receipts).size).toBe(5);
    expect((await a.call('admin', 'GET', `items/${item.id}`)).body.stock).toBe(0);
    expect((await b.call('admin', 'GET', `items/${item.id}`)).body.stock).toBe(0);
  });

  it('give 20 parallel creates split across them 20 distinct numbers, and one unique email once', async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).call('hr', 'POST', 'people', {
          firstName: `Split ${i}`,
          lastName: 'Test',
          email: `split${i}@example.com`,
        }),
      ),
    );
    expect(people.map((p) => p.status)).toEqual(Array(20).fill(201));
    expect(new Set(people.map((p) => p.body.code)).size).toBe(20);
    const same = await Promise.all(
      [a, b].map((s) => s.call('hr', 'POST', 'people', { firstName: 'Twice', lastName: 'Test', email: 'twice@example.com' })),
    );
    expect(same.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(same.find((r) => r.status === 400)!.body.errors.email).toBeTruthy();
  });

  it('let a busy process yield the write lock: writes on the other finish while the busy one still writes', async () => {
    let bDone = false;
    let aWrites = 0;
    const limit = Date.now() + 15_000; // a safety stop only: the loops end when B's writes are in
    const busy = async () => {
      while (!bDone && Date.now() < limit) {
        const r = await a.call('admin', 'POST', 'items', { title: `Busy ${aWrites++}` });
        expect(r.status).toBe(201);
      }
    };
    const loops = Array.from({ length: 6 }, busy); // A's requests always overlap: its turn never ends by itself
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 5; i++) expect((await b.call('admin', 'POST', 'items', { title: `Between ${i}` })).status).toBe(201);
    const stillBusy = Date.now() < limit;
    bDone = true;
    await Promise.all(loops);
    expect(stillBusy).toBe(true);
    expect(aWrites).toBeGreaterThan(5);
  });

  it('refuse db:reset while they run', async () => {
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    await expect(clearDatabase(u.toString())).rejects.toThrow(/An API process is using this database: stop it first/);
    expect((await a.call('admin', 'GET', 'items?_start=0&_end=1')).status).toBe(200);
  });
});

describe('a schema saved on one process', () => {
  it('is in use on the other before its next answer: the new field is kept, the registry version the same', async () => {
    const schemas = fixtureSchemaDir();
    const env = {
      DB_FILE: join(dir, 'editor.json'),
      DATABASE_URL: url,
      DATABASE_SCHEMA: `${schema}_editor`,
      SCHEMAS_DIR: schemas,
    };
    const first = await startChildServer(env);
    const second = await startChildServer(env);
    try {
      const people = (await first.call('admin', 'GET', 'schemas/people')).body;
      people.fields.push({ name: 'nickname', type: 'text', label: { en: 'Nickname', th: 'ชื่อเล่น' } });
      const saved = await first.call('admin', 'PUT', 'schemas/people', people);
      expect(saved.status).toBe(200);
      const created = await second.call('hr', 'POST', 'people', {
        firstName: 'Nick',
        lastName: 'Name',
        email: 'nick@example.com',
        nickname: 'Nicky',
      });
      expect(created).toMatchObject({ status: 201, body: { nickname: 'Nicky' } });
      const onSecond = (await second.call('admin', 'GET', 'schemas/people')).body;
      expect(onSecond.fields.map((f: { name: string }) => f.name)).toContain('nickname');
      const [one, two] = await Promise.all([first, second].map((s) => s.call('admin', 'GET', 'registry')));
      expect(two!.body.version).toBe(one!.body.version);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      rmSync(schemas, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('two API processes starting at once on a new database', () => {
  it('seed it once and both serve the same rows', async () => {
    const env = { DB_FILE: join(dir, 'together.json'), DATABASE_URL: url, DATABASE_SCHEMA: `${schema}_together` };
    const [first, second] = await Promise.all([startChildServer(env), startChildServer(env)]);
    try {
      const [one, two] = await Promise.all([first!, second!].map((s) => s.call('admin', 'GET', 'people?_start=0&_end=1000')));
      expect(one!.body.length).toBe(30); // the fixture's seed count, once
      expect(two!.body).toEqual(one!.body);
    } finally {
      await Promise.all([first!.stop(), second!.stop()]);
    }
  }, 60_000);
});
