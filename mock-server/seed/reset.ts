/**
 * `npm run db:reset`: rebuilds the store from the schemas and the fixed seed: the db file (DB_FILE to choose
 * another), or the PostgreSQL database when DATABASE_URL is set.
 */
import { removeDb } from '../store/journal';
import { resolve } from 'node:path';
import { DEFAULT_DB_FILE } from '../http/paths';
import { writeDatabase } from '../store/pg/admin';
import { describeDatabase } from '../store/pg/engine';
import { loadRegistry } from '../schemas/schemas';
import { buildSeed } from './seed';
import { Store } from '../store/store';

const dbFile = resolve(process.env.DB_FILE ?? DEFAULT_DB_FILE);
const databaseUrl = process.env.DATABASE_URL || undefined;
try {
  const registry = loadRegistry();
  const state = buildSeed(registry); // before touching the old data: a seed error keeps it
  let where: string;
  if (databaseUrl) {
    await writeDatabase(databaseUrl, state, { replace: true, registry });
    where = describeDatabase(databaseUrl);
  } else {
    removeDb(dbFile);
    where = Store.open(dbFile, () => state).file;
  }
  const counts = Object.entries(state).map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : 1}`);
  console.log(`Rebuilt ${where}: ${counts.join(', ')}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
