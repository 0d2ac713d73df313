/** What the commands (db:reset, db:copy, RESET_DB=1) do to a PostgreSQL store; replacing data is refused while an API process runs. */
import type { SchemaRegistry } from '../../../src/schema';
import { StoreLoadError, type DbState } from '../storage';
import { copyUploads, type UploadStorage } from '../uploads';
import { PgEngine } from './engine';
import { PgUploads } from './uploads';

/** Empties the store's tables, its uploaded files included: the next start seeds it. */
export async function clearDatabase(url: string): Promise<void> {
  const engine = new PgEngine(url, { role: 'admin' });
  try {
    await engine.clear();
  } finally {
    await engine.close();
  }
}

/**
 * Writes `state` into the database in one transaction; `replace`: whatever it holds goes, uploaded files included
 * (else a database holding data is refused). Then the files of `uploads` (db:copy), still under the lock that keeps
 * API processes out during a replace: how many were copied, and the names left out as larger than an upload may be.
 */
export async function writeDatabase(
  url: string,
  state: DbState,
  options: { replace: boolean; registry: SchemaRegistry; schema?: string; uploads?: UploadStorage },
): Promise<{ copied: number; tooLarge: string[] }> {
  const engine = new PgEngine(url, { schema: options.schema, role: options.replace ? 'admin' : 'server' });
  engine.schemasChanged(options.registry); // the resources' tables get their columns at once
  try {
    await engine.init(state, { replace: options.replace });
    return options.uploads ? await copyUploads(options.uploads, engine.uploads) : { copied: 0, tooLarge: [] };
  } finally {
    await engine.close();
  }
}

/** Copies the database's uploaded files into `to` (db:copy to a db file; read beside running API processes). */
export async function readDatabaseUploads(
  url: string,
  to: UploadStorage,
  options: { schema?: string } = {},
): Promise<{ copied: number; tooLarge: string[] }> {
  const uploads = new PgUploads(url, options.schema);
  try {
    return await copyUploads(uploads, to);
  } finally {
    await uploads.close();
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
