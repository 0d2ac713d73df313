/**
 * `npm run db:copy` carries the uploaded files (the `postgres` vitest project only): a db file's upload directory
 * into a database's `_store_uploads` table and back, with --replace and between two databases (seed/db-copy.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { copyStore, parseArgs } from '../../../../mock-server/seed/db-copy';
import { readStoredState } from '../../../../mock-server/store/journal';
import { clearDatabase } from '../../../../mock-server/store/pg/admin';
import { PgUploads } from '../../../../mock-server/store/pg/uploads';
import { Store } from '../../../../mock-server/store/store';

const url = process.env.TEST_PG_URL!;
const schemaName = (n: number) => `copy_${process.pid}_${n}`;
const withSchema = (schema: string) => {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
};
const dir = mkdtempSync(join(tmpdir(), 'db-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bytes as their digest (toEqual on large Buffers compares byte by byte, slowly). */
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The files of a database schema, each name with its bytes' digest. */
async function filesIn(schema: string): Promise<Record<string, string>> {
  const uploads = new PgUploads(url, schema);
  try {
    const out: Record<string, string> = {};
    for (const name of await uploads.names()) out[name] = digest(await buffer((await uploads.find(name))!.open()));
    return out;
  } finally {
    await uploads.close();
  }
}

const filesOf = (folder: string): Record<string, string> =>
  Object.fromEntries(readdirSync(folder).map((name) => [name, digest(readFileSync(join(folder, name)))]));

describe('db:copy and uploaded files', () => {
  it("carries a db file's upload directory into PostgreSQL and back, byte for byte", async () => {
    const from = join(dir, 'db.json');
    await Store.open(from, () => ({ things: [{ id: 1, name: 'หนึ่ง' }] })).close();
    const uploadDir = join(dir, 'uploads');
    mkdirSync(uploadDir);
    const files = {
      'mb1x2y-0123456789abcdef.pdf': randomBytes(700 * 1024 + 3),
      'mb1x2z-fedcba9876543210.txt': Buffer.from('สวัสดี ทดสอบ'),
    };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(uploadDir, name), bytes);
    const digests = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, digest(bytes)]));
    writeFileSync(join(uploadDir, '.mb1x30-0000000000000000.part'), 'half written'); // being written: not a file yet
    writeFileSync(join(uploadDir, 'mb1x31-1111111111111111.bin'), new Uint8Array(10 * 1024 * 1024 + 1));

    const [one, two] = [schemaName(1), schemaName(2)];
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    await sql.query(`CREATE SCHEMA ${one}; CREATE SCHEMA ${two}`);
    await sql.end();

    const there = await copyStore(from, withSchema(one), { replace: false, uploadDir });
    expect(there).toMatchObject({ rows: 1, files: 2, tooLarge: ['mb1x31-1111111111111111.bin'] });
    expect(await filesIn(one)).toEqual(digests);

    // Back into a db file, into another directory.
    const back = join(dir, 'back.json');
    const backDir = join(dir, 'back-uploads');
    expect(await copyStore(withSchema(one), back, { replace: false, uploadDir: backDir })).toMatchObject({ rows: 1, files: 2 });
    expect(readStoredState(back).things).toEqual([{ id: 1, name: 'หนึ่ง' }]);
    expect(filesOf(backDir)).toEqual(digests);

    // Between two databases the table goes along; a replaced database's files go with its rows.
    expect(await copyStore(withSchema(one), withSchema(two), { replace: false, uploadDir: join(dir, 'none') })).toMatchObject({
      files: 2,
    });
    expect(await filesIn(two)).toEqual(digests);
    rmSync(join(uploadDir, 'mb1x2z-fedcba9876543210.txt'));
    rmSync(join(uploadDir, 'mb1x31-1111111111111111.bin'));
    expect(await copyStore(from, withSchema(two), { replace: true, uploadDir })).toMatchObject({ files: 1, tooLarge: [] });
    expect(Object.keys(await filesIn(two))).toEqual(['mb1x2y-0123456789abcdef.pdf']);
    // RESET_DB=1 and db:reset empty the database, its files included.
    await clearDatabase(withSchema(two));
    expect(await filesIn(two)).toEqual({});

    // Between two db files the directory is not copied (there is one --uploads).
    expect(await copyStore(from, join(dir, 'again.json'), { replace: false, uploadDir })).toMatchObject({ files: null });
  });

  it('reads --uploads, else UPLOAD_DIR, else the default directory', () => {
    expect(parseArgs(['a.json', 'postgres://x/y', '--uploads', '/tmp/u', '--replace'], {})).toEqual({
      from: 'a.json',
      to: 'postgres://x/y',
      options: { replace: true, uploadDir: '/tmp/u' },
    });
    expect(parseArgs(['a.json', 'b.json'], { UPLOAD_DIR: '/srv/up' })?.options.uploadDir).toBe('/srv/up');
    expect(parseArgs(['a.json', 'b.json'], {})?.options.uploadDir).toMatch(/mock-server[\\/]data[\\/]uploads$/);
    expect(parseArgs(['a.json', 'b.json', '--uploads'], {})).toBeNull();
    expect(parseArgs(['a.json'], {})).toBeNull();
  });
});
