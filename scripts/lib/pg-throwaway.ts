/**
 * A throwaway PostgreSQL cluster (scripts/pg-cluster.sh: Debian's postgresql package) in a temporary directory on
 * a free port, for a test run or a benchmark: its address, and a function that stops it and removes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Whether Debian's postgresql package (initdb) is installed. */
export const postgresInstalled = (): boolean =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export async function startThrowawayCluster(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-throwaway-'));
  const url = execFileSync('bash', ['scripts/pg-cluster.sh', 'start', dir, String(await freePort())], {
    encoding: 'utf8',
  }).trim();
  return {
    url,
    stop: () => {
      execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own on `server` (a test run's, a deployment test's), named `<prefix>_<pid>_<time>`: its address,
 * and a function that drops it (connections and all).
 */
export async function createThrowawayDatabase(
  server: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
