/** What the commands (db:reset, db:copy, RESET_DB=1) do to a PostgreSQL store; replacing data is refused while an API process runs. */
import type { SchemaRegistry } from '../../../src/schema';
import { StoreLoadError, type DbState } from '../storage';
import { PgEngine } from './engine';

/** Empties the store's tables: the next start seeds it. */
export async function clearDatabase(url: string): Promise<void> {
  const engine = new PgEngine(url, { role: 'admin' });
  try {
    await engine.clear();
  } finally {
    await engine.close();
  }
}

/** Writes `state` into the database in one transaction; `replace`: whatever it holds goes (else a database holding data is refused). */
export async function writeDatabase(
  url: string,
  state: DbState,
  options: { replace: boolean; registry: SchemaRegistry; schema?: string },
): Promise<void> {
  const engine = new PgEngine(url, { schema: options.schema, role: options.replace ? 'admin' : 'server' });
  engine.schemasChanged(options.registry); // the resources' tables get their columns at once
  try {
    await engine.init(state, { replace: options.replace });
  } finally {
    await engine.close();
  }
}

/**
 * Everything the database holds, read in one snapshot transaction (consistent while an API process writes, as
 * pg_dump reads), or an error when it holds nothing yet.
 */
export async function readDatabase(url: string, options: { schema?: string } = {}): Promise<DbState> {
  const engine = new PgEngine(url, { ...options, role: 'reader' });
  try {
    const stored = await engine.load();
    if (!stored) throw new StoreLoadError('The database holds no data yet (start the API once, or run npm run db:reset).');
    return stored.base as DbState;
  } finally {
    await engine.close();
  }
}
