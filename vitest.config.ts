import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresInstalled } from './scripts/lib/pg-throwaway';

/**
 * Every unit test on the embedded journal (`unit`), and the API tests again on PostgreSQL (`postgres`: TEST_STORE=pg,
 * a database of its own per run, tests/support/pg-global.ts); each with an `-isolated` twin for the files that need a
 * module graph of their own (ISOLATED below). The PostgreSQL run needs
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

/**
 * Test files share their worker's modules with the files run before them there (vitest's "Per-File Isolation
 * Settings"): that spares each file re-importing the server, React, antd and Refine. Measured on 2 cores: the whole
 * run took 398 s with a module graph per file and 183 s shared (import time 220 s to 37 s). The files below keep a
 * graph of their own: they check how i18next and the words modules start, which only a fresh page (a fresh graph)
 * shows, or they `vi.mock` a module, which replaces it only for a file whose worker has not loaded it yet. Checked
 * with the files in random order (`--sequence.shuffle.files`): a file that needs its own graph fails there.
 */
const ISOLATED = [
  'tests/unit/server/auth/throttle.test.ts', // vi.mock of the password checks
  ...['refusal-messages', 'words', 'words-lazy', 'errors-mapping', 'errors-retry'].map((f) => `tests/unit/crud/${f}.test.ts`),
  'tests/unit/screens/schemaeditor-release.test.ts',
];

const withPostgres = Boolean(process.env.TEST_DATABASE_URL) || postgresInstalled();
if (!withPostgres) {
  const message = 'PostgreSQL is not installed (apt-get install postgresql): the API tests run on the journal only.';
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(message);
  console.warn(`\n  ${message}\n`);
}

const shared = {
  environment: 'node' as const,
  server: { deps: { inline: [/@refinedev\//] } },
  testTimeout: 20000,
  // Files share their worker's modules (ISOLATED above), so what a test changes of the process is put back after it.
  unstubEnvs: true,
  unstubGlobals: true,
  setupFiles: ['tests/support/shared-worker.ts'],
};
const UNIT = { include: ['tests/unit/**/*.test.ts'], exclude: ['tests/unit/server/**/pg-*.test.ts'] };
const PG = {
  include: ['tests/unit/server/**/*.test.ts'],
  exclude: JOURNAL_ONLY,
  env: { TEST_STORE: 'pg' },
  globalSetup: ['tests/support/pg-global.ts'],
};

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, so on 2 cores the files ran one at a time while most of them wait
    // on PostgreSQL or a server child (measured: 590 s with one worker, 437 s with two, all green).
    maxWorkers: availableParallelism(),
    // The ten slowest test files are named at the end of every run (tests/support/slowest-files.ts).
    reporters: ['default', './tests/support/slowest-files.ts'],
    projects: [
      { test: { ...shared, ...UNIT, name: 'unit', isolate: false, exclude: [...UNIT.exclude, ...ISOLATED] } },
      { test: { ...shared, ...UNIT, name: 'unit-isolated', include: ISOLATED } },
      ...(withPostgres
        ? [
            { test: { ...shared, ...PG, name: 'postgres', isolate: false, exclude: [...PG.exclude, ...ISOLATED] } },
            {
              test: {
                ...shared,
                ...PG,
                name: 'postgres-isolated',
                include: ISOLATED.filter((f) => f.startsWith('tests/unit/server/')),
              },
            },
          ]
        : []),
    ],
  },
});
