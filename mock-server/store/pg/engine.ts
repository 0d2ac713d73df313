/**
 * The PostgreSQL storage engine (DATABASE_URL): PostgreSQL is the store of record, the in-memory store
 * (store.ts) answers reads as with the journal, and every commit of the store is one PostgreSQL transaction.
 *
 * Tables, in the database's schema (`public` unless one is named):
 * - one per collection: `id bigint primary key, doc jsonb` (the whole record), plus a stored generated column
 *   for each field that is filtered, sorted, searched, referenced or unique (indexed when a lookup goes by it:
 *   columns.ts), added and dropped as the schemas change (in the transaction of the schema save's own commit);
 * - `_store_collections` (the collections, in creation order), `_store_objects` (settings and other objects),
 *   `_store_sequences` (the next id of each collection: a deleted record's id is never given again),
 *   `_store_info` (written last by `init`: a database without it is new; `pruned`: the change log's horizon),
 *   `_store_changes` (the change log: each commit's changes, numbered, kept an hour, so the other API processes
 *   on the database apply them to their memory: shared.ts);
 * - `_store_uploads`: the uploaded files (uploads.ts, read and written on a small pool of their own: `uploads`).
 *
 * Several API processes share one database (shared.ts coordinates them): every commit takes the store's write
 * lock (an advisory lock held to the end of the transaction), so commits, and their change numbers, are in one
 * order; a process holds the same lock for a whole "turn" of writes (its session lock) after applying what the
 * others committed. Each process also holds a shared "running" lock for its life: `db:reset` and `db:copy
 * --replace` take it exclusively, so they refuse to run under a live API. A lost connection is reported to
 * `onLost` (index.ts stops the process: its memory would go stale).
 */
import pg from 'pg';
import type { SchemaRegistry } from '../../../src/schema';
import type { Data } from '../../http/http';
import type { Row } from '../snapshot';
import {
  AlreadySeededError,
  JOURNAL_KEY,
  SEQUENCES_KEY,
  StoreLoadError,
  type DatabaseEngine,
  type DbState,
  type Entry,
  type StoredState,
} from '../storage';
import { CHANGES, changesAfter, channelOf, INFO, prune, ReaderConnection, type LoggedChange } from './change-log';
import { batchStatements, putGroup, touchedCollections } from './batch-sql';
import { ident, literal } from './columns';
import { COLLECTIONS, SEQUENCES, Tables } from './tables';
import { CREATE_UPLOADS, PgUploads, UPLOADS_TABLE } from './uploads';

const OBJECTS = '_store_objects';
/** Commits between two prunings of the change log. */
const PRUNE_EVERY = 500;
/** Rows per INSERT statement when many are written at once (a seed, a copy, an import). */
const CHUNK = 2000;

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
  /**
   * `server` (default): an API process, one of several. `admin`: a command replacing the data (db:reset, db:copy
   * --replace), refused while an API process runs. `reader`: only `load`, in one snapshot transaction, beside
   * running API processes (a copy, a check).
   */
  role?: 'server' | 'admin' | 'reader';
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
  /** A second connection for reading the change log while `client` waits for the write lock (shared.ts). */
  private readonly reader: ReaderConnection;
  private connected: Promise<void> | null = null;
  /** The advisory lock keys of this store (its database and schema): the write lock and the running lock. */
  private scope = '';
  /** This process in the change log's `origin`. */
  readonly origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  /** The last change number the loaded state holds. */
  loadedSeq = 0;
  private appends = 0;
  private readonly tables: Tables;
  /** The uploaded files of this store (closed with it). */
  readonly uploads: PgUploads;

  constructor(
    url: string,
    private readonly options: PgEngineOptions = {},
  ) {
    this.reader = new ReaderConnection(url, options.schema, options.onLost);
    this.client = new pg.Client({ connectionString: url });
    this.client.on('error', (e) => this.options.onLost?.(e));
    this.tables = new Tables(this.client);
    this.uploads = new PgUploads(url, options.schema);
  }

  async ping(): Promise<void> {
    await (await this.reader.connection()).query('SELECT 1');
  }

  connectionUse(): { total: number; busy: number; waiting: number } {
    // pg.Client keeps its running query and its queue as fields (not in its typings): a client is busy while it runs one.
    const state = (c: pg.Client | undefined) => c as unknown as { activeQuery?: unknown; queryQueue?: unknown[] } | undefined;
    const clients = [this.client, this.reader.current].map(state).filter((c) => c !== undefined);
    const uploads = this.uploads.use();
    return {
      total: clients.length + uploads.total,
      busy: clients.filter((c) => c.activeQuery).length + uploads.busy,
      waiting: clients.reduce((n, c) => n + (c.queryQueue?.length ?? 0), 0) + uploads.waiting,
    };
  }

  private get role(): 'server' | 'admin' | 'reader' {
    return this.options.role ?? 'server';
  }

  private connect(): Promise<void> {
    this.connected ??= (async () => {
      await this.client.connect();
      if (this.options.schema) await this.client.query(`SET search_path TO ${ident(this.options.schema)}`);
      await this.client.query('SET standard_conforming_strings = on'); // batch-sql.ts quotes by doubling single quotes
      this.scope = `staff-backoffice ${this.options.schema ?? (await this.client.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s}`;
      if (this.role === 'reader') return;
      const running = await this.client.query<{ ok: boolean }>(
        this.role === 'admin'
          ? `SELECT pg_try_advisory_lock(hashtext($1 || ' running')) AS ok`
          : `SELECT pg_try_advisory_lock_shared(hashtext($1 || ' running')) AS ok`,
        [this.scope],
      );
      if (!running.rows[0]?.ok)
        throw new StoreLoadError(
          this.role === 'admin'
            ? 'An API process is using this database: stop it first.'
            : 'The database is being reset or replaced (npm run db:reset, db:copy): start the API once that has finished.',
        );
      await this.tables.findCollation();
      // Under the write lock: processes starting at once would otherwise race to create the same tables.
      this.tables.stale = false;
      await this.transaction(async () => {
        if (this.options.schema) await this.client.query(`CREATE SCHEMA IF NOT EXISTS ${ident(this.options.schema)}`);
        await this.client.query(`
          CREATE TABLE IF NOT EXISTS ${COLLECTIONS} (name text PRIMARY KEY, ord bigserial);
          CREATE TABLE IF NOT EXISTS ${OBJECTS} (name text PRIMARY KEY, value jsonb NOT NULL);
          CREATE TABLE IF NOT EXISTS ${SEQUENCES} (name text PRIMARY KEY, next bigint NOT NULL);
          CREATE TABLE IF NOT EXISTS ${INFO} (key text PRIMARY KEY, value jsonb NOT NULL);
          CREATE TABLE IF NOT EXISTS ${CHANGES} (
            seq bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), origin text NOT NULL, batch json NOT NULL);
          ${CREATE_UPLOADS}`);
      });
      this.tables.stale = true; // the first write reads which tables and columns exist
    })();
    return this.connected;
  }

  /** Everything stored, read in one snapshot, with the number of the last change it holds (`loadedSeq`). */
  async load(via: 'writer' | 'reader' = 'writer'): Promise<StoredState | null> {
    await this.connect();
    const client = via === 'writer' ? this.client : await this.reader.connection();
    const exists = await client.query<{ t: string | null }>(`SELECT to_regclass('${INFO}') AS t`);
    if (!exists.rows[0]?.t) return null;
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const last = await client.query<{ seq: string | null }>(`SELECT max(seq) AS seq FROM ${CHANGES}`);
      this.loadedSeq = Number(last.rows[0]?.seq ?? 0);
      return await this.read(client);
    } finally {
      await client.query('COMMIT');
    }
  }

  private async read(client: pg.Client): Promise<StoredState | null> {
    const info = await client.query(`SELECT 1 FROM ${INFO} WHERE key = 'format'`);
    const names = (await client.query<{ name: string }>(`SELECT name FROM ${COLLECTIONS} ORDER BY ord`)).rows;
    if (!info.rowCount) return null;
    const base: Data = {};
    for (const { name } of names) {
      const rows = await client.query<{ doc: Row }>(`SELECT doc FROM ${ident(name)} ORDER BY id`);
      base[name] = rows.rows.map((r) => r.doc);
    }
    for (const row of (await client.query<{ name: string; value: Data }>(`SELECT name, value FROM ${OBJECTS}`)).rows)
      base[row.name] = row.value;
    const sequences: Record<string, number> = {};
    for (const row of (await client.query<{ name: string; next: string }>(`SELECT name, next FROM ${SEQUENCES}`)).rows)
      sequences[row.name] = Number(row.next);
    base[SEQUENCES_KEY] = sequences;
    return { base, batches: [], rebase: false };
  }

  /** `replace`: whatever the database holds goes, in the same transaction (else a database holding data is refused). */
  async init(state: DbState, options: { replace?: boolean } = {}): Promise<void> {
    await this.connect();
    await this.transaction(async () => {
      if (options.replace) await this.dropAll();
      const last = await this.client.query<{ seq: string | null }>(`SELECT max(seq) AS seq FROM ${CHANGES}`);
      this.loadedSeq = Number(last.rows[0]?.seq ?? 0);
      const info = await this.client.query(`SELECT 1 FROM ${INFO} WHERE key = 'format'`);
      const held = await this.client.query(`SELECT 1 FROM ${COLLECTIONS} LIMIT 1`);
      if (info.rowCount || held.rowCount) throw new AlreadySeededError('The database already holds data: it is not overwritten.');
      for (const [name, value] of Object.entries(state)) {
        if (name === JOURNAL_KEY) continue;
        if (name === SEQUENCES_KEY) {
          for (const [collection, next] of Object.entries(value as Record<string, number>))
            await this.client.query(
              `INSERT INTO ${SEQUENCES} (name, next) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET next = EXCLUDED.next`,
              [collection, next],
            );
        } else if (Array.isArray(value)) {
          await this.tables.ensure(name);
          await this.put(name, value as Row[]);
        } else await this.setObject(name, value);
      }
      await this.tables.followPlan(true);
      await this.client.query(`INSERT INTO ${INFO} (key, value) VALUES ('format', '1')`);
    });
  }

  schemasChanged(registry: SchemaRegistry, changed = true): void {
    this.tables.schemasChanged(registry, changed);
  }

  append(batch: readonly Entry[]): Promise<void> {
    if (!batch.length) return Promise.resolve();
    return this.connect().then(() => {
      const appends = ++this.appends;
      const touched = touchedCollections(batch);
      // One round trip when every table is there and nothing else is due (batch-sql.ts); else statement by statement.
      if (touched && this.tables.settled && [...touched].every((name) => this.tables.has(name)) && appends % PRUNE_EVERY)
        return this.oneTrip(batch);
      return this.transaction(async () => {
        let i = 0;
        while (i < batch.length) {
          const change = batch[i]!;
          if ('p' in change) {
            const { name, rows, next } = putGroup(batch, i);
            await this.tables.ensure(name);
            await this.put(name, rows);
            i = next;
            continue;
          }
          if ('d' in change) {
            if (this.tables.has(change.d)) await this.client.query(`DELETE FROM ${ident(change.d)} WHERE id = $1`, [change.i]);
          } else if ('o' in change) await this.setObject(change.o, change.v);
          else if ('x' in change) await this.tables.drop(change.x);
          else if ('e' in change) await this.tables.ensure(change.e);
          i++;
        }
        await this.tables.followPlan();
        // Logged and announced in one statement; the notification is delivered at commit.
        await this.client.query(
          `WITH logged AS (INSERT INTO ${CHANGES} (origin, batch) VALUES ($1, $2) RETURNING seq)
           SELECT pg_notify($3, seq::text) FROM logged`,
          [this.origin, jsonText(batch), this.channel],
        );
        if (appends % PRUNE_EVERY === 0) await prune(this.client);
      });
    });
  }

  /** A batch whose tables all exist, committed in one round trip under the write lock. */
  private async oneTrip(batch: readonly Entry[]): Promise<void> {
    const names = { objects: OBJECTS, sequences: SEQUENCES, changes: CHANGES, channel: this.channel, origin: this.origin };
    const sql = [
      'BEGIN',
      `SELECT pg_advisory_xact_lock(hashtext(${literal(`${this.scope} write`)}))`,
      ...batchStatements(batch, names, jsonText),
      'COMMIT',
    ].join(';\n');
    try {
      await this.client.query(sql);
    } catch (e) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      this.tables.stale = true;
      throw e;
    }
  }

  /** The NOTIFY channel of this store's commits. */
  get channel(): string {
    return channelOf(this.scope);
  }

  /** Takes the store's write lock for a turn of writes (waits while another process holds it). */
  async lockTurn(): Promise<void> {
    await this.connect();
    await this.client.query(`SELECT pg_advisory_lock(hashtext($1 || ' write'))`, [this.scope]);
  }

  async unlockTurn(): Promise<void> {
    await this.client.query(`SELECT pg_advisory_unlock(hashtext($1 || ' write'))`, [this.scope]);
  }

  /** The commits after `seq` (change-log.ts), read on the writing connection (holding the lock) or the reading one. */
  async changesSince(seq: number, via: 'writer' | 'reader'): Promise<{ behind: boolean; changes: LoggedChange[] }> {
    return changesAfter(via === 'writer' ? this.client : await this.reader.connection(), seq, this.origin);
  }

  /** Listens on the store's channel: `onCommit` when another process commits, `onWanted` when one waits for the lock. */
  listen(onCommit: () => void, onWanted: () => void): Promise<void> {
    return this.reader.listen(this.channel, this.origin, onCommit, onWanted);
  }

  /** Tells the other processes this one waits for the write lock (they let it go after their current requests). */
  wantTurn(): Promise<void> {
    return this.reader.want(this.channel, this.origin);
  }

  /** One transaction under the store's write lock (re-entered at once when this session holds it for a turn). */
  private async transaction(work: () => Promise<void>): Promise<void> {
    if (this.tables.stale) await this.tables.refresh();
    try {
      // BEGIN and the lock in one round trip (a simple query may hold two statements; the scope is quoted).
      await this.client.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext(${literal(`${this.scope} write`)}))`);
      await work();
      await this.client.query('COMMIT');
    } catch (e) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      this.tables.stale = true;
      throw e;
    }
  }

  private async put(name: string, rows: readonly Row[]): Promise<void> {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const highest = chunk.reduce((max, r) => Math.max(max, r.id), 0);
      // The rows and the collection's next id in one statement (one round trip).
      await this.client.query(
        `WITH rows AS (
           INSERT INTO ${ident(name)} (id, doc) SELECT * FROM unnest($1::bigint[], $2::jsonb[])
           ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc RETURNING 1)
         INSERT INTO ${SEQUENCES} (name, next) VALUES ($3, $4)
           ON CONFLICT (name) DO UPDATE SET next = GREATEST(${SEQUENCES}.next, EXCLUDED.next)`,
        [chunk.map((r) => r.id), chunk.map(jsonText), name, highest + 1],
      );
    }
  }

  private async setObject(name: string, value: unknown): Promise<void> {
    await this.client.query(
      `INSERT INTO ${OBJECTS} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
      [name, jsonText(value)],
    );
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

  /** Ends the connections (once; a second call waits for the first). */
  close(): Promise<void> {
    this.client.removeAllListeners('error');
    this.closed ??= Promise.all([this.connected ? this.client.end() : undefined, this.reader.end(), this.uploads.close()]).then(
      () => undefined,
    );
    return this.closed;
  }

  /** Empties the store's tables, uploads included (db:reset, a copy with --replace): the next load finds a new database. */
  async clear(): Promise<void> {
    await this.connect();
    await this.transaction(() => this.dropAll());
  }

  private async dropAll(): Promise<void> {
    await this.tables.dropAll();
    await this.client.query(
      `DELETE FROM ${OBJECTS}; DELETE FROM ${SEQUENCES}; DELETE FROM ${INFO}; DELETE FROM ${UPLOADS_TABLE};`,
    );
  }
}
