/**
 * The PostgreSQL engine itself (the `postgres` vitest project only; the API suite runs on it as well):
 * crash safety under kill -9, the schema-driven columns, Thai-aware sorting,
 * and moving a whole store between the journal and PostgreSQL with `npm run db:copy`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readStoredState } from '../../../../mock-server/store/journal';
import { readDatabase } from '../../../../mock-server/store/pg/admin';
import { jsonText, PgEngine } from '../../../../mock-server/store/pg/engine';
import { SEQUENCES_KEY } from '../../../../mock-server/store/storage';
import { Store } from '../../../../mock-server/store/store';
import { crashRound } from '../../../../scripts/lib/crash-round';
import { loadSchemas } from '../../../../src/schema';
import { FIXTURE_FILES, fixtureRegistry } from '../../../support/test-server';

const url = process.env.TEST_PG_URL!;
let n = 0;
const schemaName = () => `engine_${process.pid}_${++n}`;
const withSchema = (schema: string) => {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
};
const sql = new pg.Client({ connectionString: url });
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-store-'));
  dirs.push(dir);
  return dir;
};
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
afterAll(() => sql.end());

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  if (!(sql as unknown as { _connected?: boolean })._connected) await sql.connect().catch(() => undefined);
  return (await sql.query<T>(text, values)).rows;
}

describe('the PostgreSQL store', () => {
  it('keeps every acknowledged write when the process is killed mid-burst, round after round', async () => {
    const schema = schemaName();
    const dbFile = join(tempDir(), 'db.json');
    const all: number[] = [];
    for (let round = 0; round < 3; round++) {
      const acknowledged = await crashRound({
        args: ['--import', 'tsx', 'tests/support/test-server-child.ts'],
        env: { DB_FILE: dbFile, DATABASE_URL: url, DATABASE_SCHEMA: schema },
        resource: 'people',
        body: (i) => ({ firstName: `Crash ${round}.${i}`, lastName: 'Test', email: `crash${round}.${i}@example.com` }),
        username: 'hr',
        password: 'hr1234',
      });
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      all.push(...acknowledged);
      // The killed process's locks went with its connection: the next round's process starts on the same schema.
      const saved = (await readDatabase(url, { schema })) as { people: { id: number }[] };
      const ids = new Set(saved.people.map((p) => p.id));
      expect(
        all.filter((id) => !ids.has(id)),
        `round ${round}`,
      ).toEqual([]);
    }
  }, 90_000);

  it('gives each resource a table with columns for its searched, unique and referenced fields, following schema changes', async () => {
    const schema = schemaName();
    const engine = new PgEngine(url, { schema });
    const registry = fixtureRegistry();
    engine.schemasChanged(registry);
    const store = await Store.connect('test', () => ({ people: [] }), engine);
    closers.push(() => store.close());
    const columns = async () =>
      (
        await query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'people' ORDER BY column_name`,
          [schema],
        )
      ).map((c) => c.column_name);
    expect(await columns()).toEqual(expect.arrayContaining(['id', 'doc', 'code', 'email', 'firstName', 'lastName']));
    expect(await columns()).not.toContain('skills'); // a list of values is not a column
    expect(await columns()).not.toContain('age'); // neither searched, filtered, sorted, unique nor referenced
    const indexes = async () =>
      (
        await query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = 'people'`, [
          schema,
        ])
      ).map((i) => i.indexname);
    // Indexed: the unique email and the record's number; a searched name is a column without an index.
    expect(await indexes()).toEqual(expect.arrayContaining(['people_email', 'people_code']));
    expect(await indexes()).not.toContain('people_firstName');

    // The schema changes: `age` becomes sortable, `email` loses its rule; the next write's transaction follows.
    const files = structuredClone(FIXTURE_FILES);
    const people = files.find((f) => f.file === 'people.json')!.json as { fields: Record<string, unknown>[] };
    for (const f of people.fields) {
      if (f.name === 'age') f.sortable = true;
      if (f.name === 'email') delete f.unique;
    }
    store.schemasChanged(loadSchemas(files));
    for (const [first, age] of [
      ['ข้าวหอม', 30],
      ['Beta', 25],
      ['กมล', 41],
      ['alpha', 19],
    ] as const)
      store.insert('people', { firstName: first, lastName: 'X', email: `${age}@example.com`, age });
    await store.commit();
    expect(await columns()).toContain('age');
    expect(await columns()).not.toContain('email');
    expect(await indexes()).not.toContain('people_email'); // went with its column
    expect(await indexes()).not.toContain('people_age'); // sorted, not looked up

    // Thai and English sort in SQL as the embedded store sorts them (Intl.Collator 'th').
    const inSql = (await query<{ firstName: string }>(`SELECT "firstName" FROM ${schema}.people ORDER BY "firstName"`)).map(
      (r) => r.firstName,
    );
    const inMemory = store.list('people').map((r) => r.firstName as string);
    expect(inSql).toEqual([...inMemory].sort(new Intl.Collator('th').compare));
  });

  it('moves a whole store from the journal to PostgreSQL and back with db:copy, ids and sequences included', async () => {
    const dir = tempDir();
    const from = join(dir, 'db.json');
    const store = Store.open(from, () => ({ things: [{ id: 1, name: 'หนึ่ง' }], settings: { vat: 7 } }));
    const two = store.insert('things', { name: 'two' });
    store.insert('things', { name: 'three, deleted' });
    store.remove('things', two.id + 1);
    await store.close();
    const schema = schemaName();
    const target = withSchema(schema);
    const uploads = join(dir, 'uploads'); // none: never the default mock-server/data/uploads
    const copy = (a: string, b: string, ...more: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'mock-server/seed/db-copy.ts', a, b, '--uploads', uploads, ...more], {
        encoding: 'utf8',
      });

    await query(`CREATE SCHEMA ${schema}`);
    expect(copy(from, target)).toMatch(/Copied 2 rows and 0 uploaded files into/);
    const inPg = await readDatabase(url, { schema });
    expect(inPg.things).toEqual([
      { id: 1, name: 'หนึ่ง' },
      { id: 2, name: 'two' },
    ]);
    expect(inPg.settings).toEqual({ vat: 7 });
    expect((inPg[SEQUENCES_KEY] as Record<string, number>).things).toBe(4); // the deleted id 3 is never given again

    // A database that holds data is not overwritten without --replace.
    expect(() => copy(from, target)).toThrow(/already holds data/);

    const back = join(dir, 'back.json');
    copy(target, back);
    const round = readStoredState(back);
    expect(round.things).toEqual(inPg.things);
    expect(round.settings).toEqual({ vat: 7 });
    expect(Store.open(back, () => ({})).insert('things', { name: 'four' }).id).toBe(4);
  });

  it('keeps a NUL character that came from a file as U+FFFD instead of failing every later write', async () => {
    expect(JSON.parse(jsonText({ a: 'x\u0000y', b: 'literal \\u0000' }))).toEqual({ a: 'x\ufffdy', b: 'literal \\u0000' });
    const schema = schemaName();
    const store = await Store.connect('test', () => ({ notes: [] }), new PgEngine(url, { schema }));
    closers.push(() => store.close());
    store.insert('notes', { text: 'from an old file \u0000' });
    await store.commit();
    // Quotes, backslashes, line breaks and Thai arrive as written (the one-round-trip path quotes values inline).
    const awkward = `O'Brien's "draft" \\ C:\\temp\\n $1 ''; DROP TABLE notes; -- ผู้จัดการ\nline two`;
    store.insert('notes', { text: 'the next write' });
    store.insert('notes', { text: awkward, [`key ' with "quotes"`]: 1 });
    store.setObject('settings', { motto: awkward });
    await store.commit();
    const stored = await readDatabase(url, { schema });
    expect((stored.notes as { text: string }[]).map((n) => n.text)).toEqual([
      'from an old file \ufffd',
      'the next write',
      awkward,
    ]);
    expect((stored.notes as Record<string, unknown>[])[2]![`key ' with "quotes"`]).toBe(1);
    expect(stored.settings).toEqual({ motto: awkward });
  });
});
