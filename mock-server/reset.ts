/** `npm run db:reset`: rebuilds the db file from the schemas and the fixed seed (DB_FILE to choose another). */
import { removeDb } from './journal';
import { resolve } from 'node:path';
import { DEFAULT_DB_FILE } from './paths';
import { loadRegistry } from './schemas';
import { buildSeed } from './seed';
import { Store } from './store';

const dbFile = resolve(process.env.DB_FILE ?? DEFAULT_DB_FILE);
try {
  const registry = loadRegistry();
  const state = buildSeed(registry); // before touching the old file: a seed error keeps it
  removeDb(dbFile);
  const store = Store.open(dbFile, () => state);
  const counts = Object.entries(state).map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : 1}`);
  console.log(`Rebuilt ${store.file}: ${counts.join(', ')}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
