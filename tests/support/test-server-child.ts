/**
 * A mock server on the fixture schemas in its own process, for the crash test (kill -9 mid-burst).
 * Prints `PORT <n>` once it listens. DB_FILE is required; with DATABASE_URL (and DATABASE_SCHEMA) the store
 * of record is PostgreSQL instead. FIXTURE=postings adds the items, moves and sales schemas (postings-fixture.ts);
 * SCHEMAS_DIR serves that directory's schemas, with the schema editor.
 */
import type { AddressInfo } from 'node:net';
import { openApp } from '../../mock-server/http/app';
import { loadSchemas } from '../../src/schema';
import { postingsFiles } from './postings-fixture';
import { fixtureRegistry } from './test-server';

const dbFile = process.env.DB_FILE;
if (!dbFile) throw new Error('DB_FILE is required');
const app = await openApp({
  dbFile,
  // SCHEMAS_DIR: the schemas of that directory, with the schema editor; else the fixture registry.
  ...(process.env.SCHEMAS_DIR
    ? { schemasDir: process.env.SCHEMAS_DIR }
    : { registry: process.env.FIXTURE === 'postings' ? loadSchemas(postingsFiles()) : fixtureRegistry() }),
  secret: 'test-secret',
  databaseUrl: process.env.DATABASE_URL || undefined,
  databaseSchema: process.env.DATABASE_SCHEMA || undefined,
});
const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
