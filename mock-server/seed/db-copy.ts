/**
 * `npm run db:copy -- <from> <to> [--replace]`: copies a whole store from one engine to the other, so a team
 * moves between the embedded journal and PostgreSQL without losing a row. Each side is a db file
 * (`mock-server/data/db.json`: the snapshot and its journal) or a PostgreSQL address (`postgres://...`).
 * The target must be empty unless `--replace` is given. Stop the API on both first: a PostgreSQL store in
 * use is refused (its lock), a db file in use is not detected.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { removeDb } from '../store/journal';
import { readDatabase, writeDatabase } from '../store/pg/admin';
import { describeDatabase } from '../store/pg/engine';
import { loadRegistry } from '../schemas/schemas';
import { Store } from '../store/store';
import { SEQUENCES_KEY, StoreLoadError, type DbState } from '../store/storage';

const isDatabase = (where: string) => /^postgres(ql)?:\/\//.test(where);

async function read(from: string): Promise<DbState> {
  if (isDatabase(from)) return readDatabase(from);
  const file = resolve(from);
  if (!existsSync(file)) throw new StoreLoadError(`${file} does not exist`);
  return Store.open(file, () => ({})).state();
}

async function write(to: string, state: DbState, replace: boolean): Promise<string> {
  if (isDatabase(to)) {
    await writeDatabase(to, state, { replace, registry: loadRegistry() });
    return describeDatabase(to);
  }
  const file = resolve(to);
  if (existsSync(file) && !replace) throw new StoreLoadError(`${file} exists: add --replace to overwrite it`);
  removeDb(file);
  return Store.open(file, () => state).file;
}

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [from, to, ...rest] = args.filter((a) => a !== '--replace');
if (!from || !to || rest.length) {
  console.error('usage: npm run db:copy -- <from> <to> [--replace]   (each a db file or a postgres:// address)');
  process.exit(2);
}
try {
  const state = await read(from);
  const where = await write(to, state, replace);
  const rows = Object.entries(state)
    .filter(([k, v]) => k !== SEQUENCES_KEY && Array.isArray(v))
    .reduce((sum, [, v]) => sum + (v as unknown[]).length, 0);
  console.log(`Copied ${rows} rows into ${where}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
