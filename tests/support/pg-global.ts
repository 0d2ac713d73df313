/**
 * vitest globalSetup of the `postgres` project: a database of its own for this run, dropped at the end.
 * TEST_DATABASE_URL names the server (.ci/run starts a throwaway cluster and sets it); without it, a private
 * cluster is started here from Debian's postgresql package (scripts/lib/pg-throwaway.ts) and stopped at the end.
 * Each test server then gets a schema of its own inside that database (test-server.ts).
 */
import { createThrowawayDatabase, startThrowawayCluster } from '../../scripts/lib/pg-throwaway';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayCluster();
  const server = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const database = await createThrowawayDatabase(server, 'vitest');
  process.env.TEST_PG_URL = database.url;
  return async () => {
    await database.drop();
    cluster?.stop();
  };
}
