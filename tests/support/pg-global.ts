/**
 * vitest globalSetup of the `postgres` project: a database of its own for this run, dropped at the end.
 * TEST_DATABASE_URL names the server (.ci/run starts a throwaway cluster and sets it); without it, a private
 * cluster is started here from Debian's postgresql package (scripts/pg-cluster.sh) and stopped at the end.
 * Each test server then gets a schema of its own inside that database (test-server.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export default async function setup(): Promise<() => Promise<void>> {
  let server = process.env.TEST_DATABASE_URL;
  let cluster: string | undefined;
  if (!server) {
    cluster = mkdtempSync(join(tmpdir(), 'pg-test-'));
    const port = await freePort();
    server = execFileSync('bash', ['scripts/pg-cluster.sh', 'start', cluster, String(port)], { encoding: 'utf8' }).trim();
  }
  const name = `vitest_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.TEST_PG_URL = url.toString();
  return async () => {
    const drop = new pg.Client({ connectionString: server });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    if (cluster) {
      execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', cluster]);
      rmSync(cluster, { recursive: true, force: true });
    }
  };
}
