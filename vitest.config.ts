import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresInstalled } from './scripts/lib/pg-throwaway';

/**
 * Two projects: every unit test on the embedded journal (`unit`), and the API tests again on PostgreSQL
 * (`postgres`: TEST_STORE=pg, a database of its own per run, tests/support/pg-global.ts). The PostgreSQL run needs
 * TEST_DATABASE_URL or Debian's postgresql package; without either it is left out with a warning, unless
 * REQUIRE_POSTGRES=1 (CI), which makes its absence an error.
 */
const JOURNAL_ONLY = [
  'tests/unit/server/store/store.test.ts', // the journal engine and Store.open on files
  'tests/unit/server/store/journal.test.ts',
  'tests/unit/server/trail/audit-archive.test.ts',
  'tests/unit/server/query/list-cache.test.ts',
  'tests/unit/server/store/indexes.test.ts',
];

const withPostgres = Boolean(process.env.TEST_DATABASE_URL) || postgresInstalled();
if (!withPostgres) {
  const message = 'PostgreSQL is not installed (apt-get install postgresql): the API tests run on the journal only.';
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(message);
  console.warn(`\n  ${message}\n`);
}

const shared = { environment: 'node' as const, server: { deps: { inline: [/@refinedev\//] } }, testTimeout: 20000 };

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, so on 2 cores the files ran one at a time while most of them wait
    // on PostgreSQL or a server child (measured: 590 s with one worker, 437 s with two, all green).
    maxWorkers: availableParallelism(),
    // The ten slowest test files are named at the end of every run (tests/support/slowest-files.ts).
    reporters: ['default', './tests/support/slowest-files.ts'],
    projects: [
      { test: { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: ['tests/unit/server/**/pg-*.test.ts'] } },
      ...(withPostgres
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['tests/unit/server/**/*.test.ts'],
                exclude: JOURNAL_ONLY,
                env: { TEST_STORE: 'pg' },
                globalSetup: ['tests/support/pg-global.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
