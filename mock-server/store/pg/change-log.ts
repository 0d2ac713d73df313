/**
 * The change log of a PostgreSQL store (`_store_changes`): each commit's changes, numbered in commit order (every
 * commit holds the write lock), kept CHANGES_KEPT, so the other API processes on the database apply them to their
 * memory (shared.ts). And the second connection each process reads it on, LISTENing for the store's channel.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Entry } from '../storage';
import { ident } from './columns';

export const CHANGES = '_store_changes';
export const INFO = '_store_info';
/** How long the change log keeps a commit (a process further behind reads the whole store again). */
const CHANGES_KEPT = '1 hour';

/** One commit in the change log; `batch` is null for the reader's own commits (already in its memory). */
export interface LoggedChange {
  seq: number;
  batch: Entry[] | null;
}

/** The NOTIFY channel of a store's commits and lock requests. */
export const channelOf = (scope: string): string => `staff_store_${createHash('sha1').update(scope).digest('hex').slice(0, 16)}`;

/**
 * The commits after `seq`, oldest first (`origin`'s own without their changes), or `behind` when the change log
 * no longer holds them all (the store must be read again). One round trip.
 */
export async function changesAfter(
  client: pg.Client,
  seq: number,
  origin: string,
): Promise<{ behind: boolean; changes: LoggedChange[] }> {
  const found = await client.query<{ pruned: number | null; changes: LoggedChange[] | null }>(
    `SELECT (SELECT value FROM ${INFO} WHERE key = 'pruned') AS pruned,
            (SELECT json_agg(json_build_object('seq', seq, 'batch', CASE WHEN origin = $2 THEN NULL ELSE batch END) ORDER BY seq)
               FROM ${CHANGES} WHERE seq > $1) AS changes`,
    [seq, origin],
  );
  const row = found.rows[0]!;
  if (Number(row.pruned ?? 0) > seq) return { behind: true, changes: [] };
  return { behind: false, changes: row.changes ?? [] };
}

/** Forgets the commits older than CHANGES_KEPT, noting the last one forgotten (`pruned`), in the caller's transaction. */
export async function prune(client: pg.Client): Promise<void> {
  await client.query(
    `WITH gone AS (DELETE FROM ${CHANGES} WHERE at < now() - interval '${CHANGES_KEPT}' RETURNING seq)
     INSERT INTO ${INFO} (key, value) SELECT 'pruned', to_jsonb(max(seq)) FROM gone HAVING count(*) > 0
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  );
}

/** The reading connection: the change log while the writing one waits for the lock, and the store's channel. */
export class ReaderConnection {
  private connecting: Promise<pg.Client> | null = null;
  private client: pg.Client | null = null;

  constructor(
    private readonly url: string,
    private readonly schema: string | undefined,
    private readonly onLost: ((error: Error) => void) | undefined,
  ) {}

  /** The connection once opened (the metrics count it). */
  get current(): pg.Client | undefined {
    return this.client ?? undefined;
  }

  connection(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('error', (e) => this.onLost?.(e));
      this.client = client;
      await client.connect();
      if (this.schema) await client.query(`SET search_path TO ${ident(this.schema)}`);
      return client;
    })();
    return this.connecting;
  }

  /** `onCommit` when another process commits, `onWanted` when another waits for the write lock. */
  async listen(channel: string, origin: string, onCommit: () => void, onWanted: () => void): Promise<void> {
    const client = await this.connection();
    client.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      if (n.payload.startsWith('want ')) {
        if (n.payload !== `want ${origin}`) onWanted();
      } else onCommit();
    });
    await client.query(`LISTEN ${ident(channel)}`);
  }

  /** Tells the other processes this one waits for the write lock. */
  async want(channel: string, origin: string): Promise<void> {
    await (await this.connection()).query(`SELECT pg_notify($1, $2)`, [channel, `want ${origin}`]);
  }

  async end(): Promise<void> {
    if (!this.client) return;
    this.client.removeAllListeners('error');
    await this.connecting?.catch(() => undefined);
    await this.client.end();
  }
}
