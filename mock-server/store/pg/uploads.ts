/**
 * Uploaded files in the store's PostgreSQL database (DATABASE_URL): one table, `_store_uploads` (name, size, the
 * type the client gave, the bytes, when), in the store's schema, created with the engine's other tables (engine.ts,
 * under the write lock) and emptied with them (db:reset, RESET_DB=1, db:copy --replace). Every API process on the
 * database serves every file. Not named `uploads`: that is the collection noting who uploaded what (file-access.ts).
 *
 * A small pool of its own (a download never waits behind the store's writes), in the same schema; values are always
 * query parameters. A file arriving is held in memory up to MAX_UPLOAD_BYTES at most (the form parser cuts it
 * there) and written in one statement, or not at all; a file served is read in slices of READ_CHUNK as the client
 * takes them (`data` is stored uncompressed, so a slice reads only its own part).
 */
import { Readable } from 'node:stream';
import pg from 'pg';
import { MAX_UPLOAD_BYTES, type IncomingFile, type StoredFile, type UploadStorage } from '../uploads';
import { ident } from './columns';

export const UPLOADS_TABLE = '_store_uploads';
/** Connections of the pool. */
const POOL_SIZE = 2;
/** Bytes read per query when serving a file. */
const READ_CHUNK = 256 * 1024;

/** Creates the table when missing (run by engine.ts with its other tables, in the store's schema). */
export const CREATE_UPLOADS = `DO $$ BEGIN
  IF to_regclass('${UPLOADS_TABLE}') IS NULL THEN
    CREATE TABLE ${UPLOADS_TABLE} (
      name text PRIMARY KEY, size bigint NOT NULL, type text, data bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE ${UPLOADS_TABLE} ALTER COLUMN data SET STORAGE EXTERNAL;
  END IF;
END $$;`;

export class PgUploads implements UploadStorage {
  private pool: pg.Pool | null = null;
  private closed: Promise<void> | null = null;
  /** The table, named in the store's schema when one is given, else found on the connection's search_path. */
  private readonly table: string;

  constructor(
    private readonly url: string,
    schema?: string,
  ) {
    this.table = schema ? `${ident(schema)}.${UPLOADS_TABLE}` : UPLOADS_TABLE;
  }

  private get db(): pg.Pool {
    if (this.closed) throw new Error('The uploads of this store are closed');
    if (!this.pool) {
      this.pool = new pg.Pool({ connectionString: this.url, max: POOL_SIZE, idleTimeoutMillis: 30_000 });
      // An idle connection lost: the pool drops it and opens another at the next query (which reports its own failure).
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  async save(name: string, file: IncomingFile): Promise<number | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    for await (const chunk of file.stream as AsyncIterable<Buffer>) {
      if (over) continue; // drained, not kept
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        over = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    }
    if (over || file.cut()) return null;
    await this.db.query(
      `INSERT INTO ${this.table} (name, size, type, data) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET size = EXCLUDED.size, type = EXCLUDED.type, data = EXCLUDED.data, created_at = now()`,
      [name, size, file.type, Buffer.concat(chunks, size)],
    );
    return size;
  }

  async find(name: string): Promise<StoredFile | null> {
    const found = await this.db.query<{ size: string }>(`SELECT size FROM ${this.table} WHERE name = $1`, [name]);
    if (!found.rows[0]) return null;
    const size = Number(found.rows[0].size);
    return { size, open: () => Readable.from(this.slices(name, size)) };
  }

  /** The bytes of `name`, READ_CHUNK at a time, each read when the previous one has been taken. */
  private async *slices(name: string, size: number): AsyncGenerator<Buffer> {
    for (let at = 0; at < size; at += READ_CHUNK) {
      const read = await this.db.query<{ part: Buffer }>(
        `SELECT substring(data FROM $2 FOR $3) AS part FROM ${this.table} WHERE name = $1`,
        [name, at + 1, READ_CHUNK],
      );
      const part = read.rows[0]?.part;
      if (!part?.length) throw new Error(`The upload ${name} went away while it was read`);
      yield part;
    }
  }

  /** Every file's name (none when the table is not there yet: a database no API process has opened since). */
  async names(): Promise<string[]> {
    const exists = await this.db.query<{ t: string | null }>(`SELECT to_regclass($1) AS t`, [this.table]);
    if (!exists.rows[0]?.t) return [];
    return (await this.db.query<{ name: string }>(`SELECT name FROM ${this.table} ORDER BY name`)).rows.map((r) => r.name);
  }

  /** Its pool's connections now (the production server's metrics): open, running a query, queries waiting. */
  use(): { total: number; busy: number; waiting: number } {
    if (!this.pool) return { total: 0, busy: 0, waiting: 0 };
    return { total: this.pool.totalCount, busy: this.pool.totalCount - this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  /** Ends the pool's connections (once; a second call waits for the first). */
  close(): Promise<void> {
    this.closed ??= this.pool ? this.pool.end() : Promise.resolve();
    return this.closed;
  }
}
