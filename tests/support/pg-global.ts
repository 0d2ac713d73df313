/**
 * vitest globalSetup of the `postgres` project: a database of its own for this run, dropped at the end.
 * TEST_DATABASE_URL names the server (.ci/run starts a throwaway cluster and sets it); without it, a private
 * cluster is started here from Debian's postgresql package (scripts/lib/pg-throwaway.ts) and stopped at the end.
 * Each test server then gets a schema of its own inside that database (test-server.ts).
 */
import pg from 'pg';
import { startThrowawayCluster } from '../../scripts/lib/pg-throwaway';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayCluster();
  const server = process.env.TEST_DATABASE_URL ?? cluster!.url;
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
    cluster?.stop();
  };
}
