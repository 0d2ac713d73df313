/**
 * The sign-in throttle's counters in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres, as its authors
 * intend), for API processes on several machines that share only the database: a wrong password counts the same
 * whichever process it reaches. The counters live in one table, `login_throttle`, in the store's schema; expired
 * rows are cleared by the limiter now and then. A small pool of its own, so a sign-in never waits behind a write.
 */
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { LimiterFactory } from './throttle';

export const THROTTLE_TABLE = 'login_throttle';

export interface SharedLimiters {
  limiter: LimiterFactory;
  close(): Promise<void>;
}

/** Opens the counters' table (made when missing, also by several processes at once) and answers the factory. */
export async function postgresLimiters(url: string, schema?: string): Promise<SharedLimiters> {
  const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 30_000 });
  try {
    // Made before any limiter exists: RateLimiterPostgres would otherwise make it in the background.
    await new Promise<void>((ready, failed) => {
      new RateLimiterPostgres(
        { storeClient: pool, storeType: 'pool', tableName: THROTTLE_TABLE, schemaName: schema, points: 1, duration: 1 },
        (e?: unknown) => (e ? failed(e instanceof Error ? e : new Error(String(e))) : ready()),
      );
    });
  } catch (e) {
    await pool.end();
    throw e;
  }
  return {
    limiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: THROTTLE_TABLE,
        schemaName: schema,
        tableCreated: true,
        clearExpiredByTimeout: true,
      }),
    close: () => pool.end(),
  };
}
