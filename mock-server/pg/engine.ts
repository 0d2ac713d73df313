/**
 * The PostgreSQL storage engine (DATABASE_URL): PostgreSQL is the store of record, the in-memory store
 * (store.ts) answers reads as with the journal, and every commit of the store is one PostgreSQL transaction.
 *
 * Tables, in the database's schema (`public` unless one is named):
 * - one per collection: `id bigint primary key, doc jsonb` (the whole record), plus a stored generated column
 *   with an index for each field that is filtered, sorted, searched, referenced or unique (columns.ts), added
 *   and dropped as the schemas change (at the next write after a schema is saved, in that write's transaction);
 * - `_store_collections` (the collections, in creation order), `_store_objects` (settings and other objects),
 *   `_store_sequences` (the next id of each collection: a deleted record's id is never given again),
 *   `_store_info` (written last by `init`: a database without it is new).
 *
 * One API process per database for now: the process holds an advisory lock for its whole life, and a second
 * process on the same database (and schema) refuses to start. A lost connection is reported to `onLost`
 * (index.ts stops the process: another one may take the lock, and this one's memory is then stale).
 */
import pg from 'pg';
import type { SchemaRegistry } from '../../src/schema';
import type { Data } from '../http';
import type { Row } from '../snapshot';
import {
  JOURNAL_KEY,
  SEQUENCES_KEY,
  StoreLoadError,
  type DatabaseEngine,
  type DbState,
  type Entry,
  type StoredState,
} from '../storage';
import { ident, literal, plannedColumns } from './columns';

const COLLECTIONS = '_store_collections';
const OBJECTS = '_store_objects';
const SEQUENCES = '_store_sequences';
const INFO = '_store_info';
/** Rows per INSERT statement when many are written at once (a seed, a copy, an import). */
const CHUNK = 2000;
/** Thai and English text sorts as the embedded store sorts (Intl.Collator 'th'), when the server has ICU. */
const THAI_COLLATION = 'th-TH-x-icu';

/**
 * A value as jsonb text. PostgreSQL refuses the NUL character in text; the API refuses it at the door (http.ts),
 * so one can only come from a file or an import: it is kept as U+FFFD rather than failing every later write.
 */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes('\\u0000') ? text.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd') : text;
}

export interface PgEngineOptions {
  /** A schema of its own inside the database (created when missing): the tests give each server one. */
  schema?: string;
  /** The connection to the database was lost after start. */
  onLost?: (error: Error) => void;
  /** Only `load`, in one snapshot transaction, without the store's lock (a copy or a check beside a running API). */
  readOnly?: boolean;
}

/** The address without its password, for messages and logs. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the database';
  }
}

export class PgEngine implements DatabaseEngine {
  private readonly client: pg.Client;
  private connected: Promise<void> | null = null;
  /** The collections that have a table (known at load, then kept by the writes). */
  private readonly tables = new Set<string>();
  /** The generated columns each table has. */
  private readonly columns = new Map<string, Set<string>>();
  /** The columns the schemas in use want, by collection; null until the first registry. */
  private plan: Map<string, string[]> | null = null;
  /** Whether the tables still have to follow the plan (at the next write). */
  private planDue = false;
  private collation = '';
  /** A transaction failed: what the caches say of tables and columns may have been rolled back. */
  private stale = false;

  constructor(
    url: string,
    private readonly options: PgEngineOptions = {},
  ) {
    this.client = new pg.Client({ connectionString: url });
    this.client.on('error', (e) => this.options.onLost?.(e));
  }

  private connect(): Promise<void> {
    this.connected ??= (async () => {
      await this.client.connect();
      if (this.options.readOnly) {
        if (this.options.schema) await this.client.query(`SET search_path TO ${ident(this.options.schema)}`);
        return;
      }
      if (this.options.schema) {
        await this.client.query(`CREATE SCHEMA IF NOT EXISTS ${ident(this.options.schema)}`);
        await this.client.query(`SET search_path TO ${ident(this.options.schema)}`);
      }
      const lock = await this.client.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(hashtext('staff-backoffice store ' || current_schema())) AS ok`,
      );
      if (!lock.rows[0]?.ok)
        throw new StoreLoadError(
          'Another API process is already using this database: run one API process per database (or give each its own database).',
        );
      const icu = await this.client.query(`SELECT 1 FROM pg_collation WHERE collname = $1`, [THAI_COLLATION]);
      this.collation = icu.rowCount ? ` COLLATE ${ident(THAI_COLLATION)}` : '';
      await this.client.query(`
        CREATE TABLE IF NOT EXISTS ${COLLECTIONS} (name text PRIMARY KEY, ord bigserial);
        CREATE TABLE IF NOT EXISTS ${OBJECTS} (name text PRIMARY KEY, value jsonb NOT NULL);
        CREATE TABLE IF NOT EXISTS ${SEQUENCES} (name text PRIMARY KEY, next bigint NOT NULL);
        CREATE TABLE IF NOT EXISTS ${INFO} (key text PRIMARY KEY, value jsonb NOT NULL);`);
    })();
    return this.connected;
  }

  async load(): Promise<StoredState | null> {
    await this.connect();
    if (!this.options.readOnly) return this.read();
    const exists = await this.client.query<{ t: string | null }>(`SELECT to_regclass('${INFO}') AS t`);
    if (!exists.rows[0]?.t) return null;
    await this.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      return await this.read();
    } finally {
      await this.client.query('COMMIT');
    }
  }

  private async read(): Promise<StoredState | null> {
    const info = await this.client.query(`SELECT 1 FROM ${INFO} WHERE key = 'format'`);
    const names = (await this.client.query<{ name: string }>(`SELECT name FROM ${COLLECTIONS} ORDER BY ord`)).rows;
    await this.readColumns();
    if (!info.rowCount) return null;
    const base: Data = {};
    for (const { name } of names) {
      this.tables.add(name);
      const rows = await this.client.query<{ doc: Row }>(`SELECT doc FROM ${ident(name)} ORDER BY id`);
      base[name] = rows.rows.map((r) => r.doc);
    }
    for (const row of (await this.client.query<{ name: string; value: Data }>(`SELECT name, value FROM ${OBJECTS}`)).rows)
      base[row.name] = row.value;
    const sequences: Record<string, number> = {};
    for (const row of (await this.client.query<{ name: string; next: string }>(`SELECT name, next FROM ${SEQUENCES}`)).rows)
      sequences[row.name] = Number(row.next);
    base[SEQUENCES_KEY] = sequences;
    return { base, batches: [], rebase: false };
  }

  private async readColumns(): Promise<void> {
    const found = await this.client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND is_generated = 'ALWAYS'`,
    );
    for (const { table_name, column_name } of found.rows) this.columnsOf(table_name).add(column_name);
  }

  private columnsOf(name: string): Set<string> {
    let set = this.columns.get(name);
    if (!set) {
      set = new Set();
      this.columns.set(name, set);
    }
    return set;
  }

  /** `replace`: whatever the database holds goes, in the same transaction (else a database holding data is refused). */
  async init(state: DbState, options: { replace?: boolean } = {}): Promise<void> {
    await this.connect();
    await this.transaction(async () => {
      if (options.replace) await this.dropAll();
      const info = await this.client.query(`SELECT 1 FROM ${INFO} WHERE key = 'format'`);
      const held = await this.client.query(`SELECT 1 FROM ${COLLECTIONS} LIMIT 1`);
      if (info.rowCount || held.rowCount) throw new StoreLoadError('The database already holds data: it is not overwritten.');
      for (const [name, value] of Object.entries(state)) {
        if (name === JOURNAL_KEY) continue;
        if (name === SEQUENCES_KEY) {
          for (const [collection, next] of Object.entries(value as Record<string, number>))
            await this.client.query(
              `INSERT INTO ${SEQUENCES} (name, next) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET next = EXCLUDED.next`,
              [collection, next],
            );
        } else if (Array.isArray(value)) {
          await this.ensureTable(name);
          await this.put(name, value as Row[]);
        } else await this.setObject(name, value);
      }
      await this.followPlan();
      await this.client.query(`INSERT INTO ${INFO} (key, value) VALUES ('format', '1')`);
    });
  }

  schemasChanged(registry: SchemaRegistry): void {
    this.plan = plannedColumns(registry);
    this.planDue = true;
  }

  append(batch: readonly Entry[]): Promise<void> {
    return this.connect().then(() =>
      this.transaction(async () => {
        let i = 0;
        while (i < batch.length) {
          const change = batch[i]!;
          if ('p' in change) {
            // Consecutive puts into one collection: one statement (the last put of an id wins, as in memory).
            const rows = new Map<number, Row>();
            for (; i < batch.length; i++) {
              const next = batch[i]!;
              if (!('p' in next) || next.p !== change.p) break;
              rows.delete(next.r.id);
              rows.set(next.r.id, next.r);
            }
            await this.ensureTable(change.p);
            await this.put(change.p, [...rows.values()]);
            continue;
          }
          if ('d' in change) {
            if (this.tables.has(change.d)) await this.client.query(`DELETE FROM ${ident(change.d)} WHERE id = $1`, [change.i]);
          } else if ('o' in change) await this.setObject(change.o, change.v);
          else if ('x' in change) await this.dropTable(change.x);
          else if ('e' in change) await this.ensureTable(change.e);
          i++;
        }
        if (this.planDue) await this.followPlan();
      }),
    );
  }

  private async transaction(work: () => Promise<void>): Promise<void> {
    if (this.stale) await this.refresh();
    await this.client.query('BEGIN');
    try {
      await work();
      await this.client.query('COMMIT');
    } catch (e) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      this.stale = true;
      throw e;
    }
  }

  /** Reads again which tables and columns exist (after a transaction was rolled back). */
  private async refresh(): Promise<void> {
    this.tables.clear();
    this.columns.clear();
    for (const { name } of (await this.client.query<{ name: string }>(`SELECT name FROM ${COLLECTIONS}`)).rows)
      this.tables.add(name);
    await this.readColumns();
    this.planDue = this.plan !== null;
    this.stale = false;
  }

  private async put(name: string, rows: readonly Row[]): Promise<void> {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await this.client.query(
        `INSERT INTO ${ident(name)} (id, doc) SELECT * FROM unnest($1::bigint[], $2::jsonb[])
           ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
        [chunk.map((r) => r.id), chunk.map(jsonText)],
      );
      const highest = chunk.reduce((max, r) => Math.max(max, r.id), 0);
      await this.client.query(
        `INSERT INTO ${SEQUENCES} (name, next) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET next = GREATEST(${SEQUENCES}.next, EXCLUDED.next)`,
        [name, highest + 1],
      );
    }
  }

  private async setObject(name: string, value: unknown): Promise<void> {
    await this.client.query(
      `INSERT INTO ${OBJECTS} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
      [name, jsonText(value)],
    );
  }

  private async ensureTable(name: string): Promise<void> {
    if (this.tables.has(name)) return;
    await this.client.query(`CREATE TABLE IF NOT EXISTS ${ident(name)} (id bigint PRIMARY KEY, doc jsonb NOT NULL)`);
    await this.client.query(`INSERT INTO ${COLLECTIONS} (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
    this.tables.add(name);
    await this.followPlanFor(name);
  }

  private async dropTable(name: string): Promise<void> {
    await this.client.query(`DROP TABLE IF EXISTS ${ident(name)}`);
    await this.client.query(`DELETE FROM ${COLLECTIONS} WHERE name = $1`, [name]);
    await this.client.query(`DELETE FROM ${SEQUENCES} WHERE name = $1`, [name]);
    this.tables.delete(name);
    this.columns.delete(name);
  }

  /** Every table's generated columns as the schemas in use want them. */
  private async followPlan(): Promise<void> {
    for (const name of this.tables) await this.followPlanFor(name);
    this.planDue = false;
  }

  private async followPlanFor(name: string): Promise<void> {
    if (!this.plan) return;
    const want = new Set(this.plan.get(name) ?? []);
    const have = this.columnsOf(name);
    for (const column of [...have].filter((c) => !want.has(c))) {
      await this.client.query(`ALTER TABLE ${ident(name)} DROP COLUMN IF EXISTS ${ident(column)}`);
      have.delete(column);
    }
    for (const column of [...want].filter((c) => !have.has(c))) {
      await this.client.query(
        `ALTER TABLE ${ident(name)} ADD COLUMN ${ident(column)} text${this.collation}
           GENERATED ALWAYS AS (doc->>${literal(column)}) STORED`,
      );
      await this.client.query(`CREATE INDEX IF NOT EXISTS ${ident(`${name}_${column}`)} ON ${ident(name)} (${ident(column)})`);
      have.add(column);
    }
  }

  snapshotDue(): boolean {
    return false; // every commit is already in its tables
  }

  snapshot(): Promise<void> {
    return Promise.resolve();
  }

  snapshotSync(): void {}

  idle(): Promise<void> {
    return Promise.resolve();
  }

  private closed: Promise<void> | null = null;

  /** Ends the connection (once; a second call waits for the first). */
  close(): Promise<void> {
    this.client.removeAllListeners('error');
    this.closed ??= this.connected ? this.client.end() : Promise.resolve();
    return this.closed;
  }

  /** Empties the store's tables (db:reset, a copy with --replace): the next load finds a new database. */
  async clear(): Promise<void> {
    await this.connect();
    await this.transaction(() => this.dropAll());
  }

  private async dropAll(): Promise<void> {
    const names = (await this.client.query<{ name: string }>(`SELECT name FROM ${COLLECTIONS}`)).rows;
    for (const { name } of names) await this.dropTable(name);
    await this.client.query(`DELETE FROM ${OBJECTS}; DELETE FROM ${SEQUENCES}; DELETE FROM ${INFO};`);
  }
}
