/**
 * e2e tests drive the production build served by `npm run serve`'s server, with a fresh db of its own.
 * Uses the system Chromium where one is installed (no browser download here), Playwright's own elsewhere.
 */
import { defineConfig, devices } from '@playwright/test';
import { existsSync, statfsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXCLUSIVE_SPECS } from './tests/e2e/exclusive';

// Debian's headless shell first: the same Blink and V8 without the full browser's window machinery, which costs
// CPU on every screen a test draws (.ci/run installs it from apt; E2E_CHROMIUM picks another browser).
const SYSTEM_CHROMIUM = [
  process.env.E2E_CHROMIUM,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => p !== undefined && existsSync(p));
// Chromium shares memory between its processes through /dev/shm; where that is small (a container's 64 MB) it must
// use files in /tmp instead, which cost about a tenth more CPU over the suite (measured on 2 cores), so only there.
const SMALL_SHM = ((): boolean => {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.blocks * fs.bsize < 1024 ** 3;
  } catch {
    return true;
  }
})();
// E2E_APP_PORT lets a second run go beside the first; each port gets its own db. The specs that run alone have a
// server and db of their own on the next port.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4199);
const ALONE_PORT = APP_PORT + 1;
// E2E_DIST: another build directory, so a second run can test its own build beside the first.
const DIST = process.env.E2E_DIST ?? 'dist';

const OUTPUT_DIR = APP_PORT === 4199 ? 'test-results/e2e' : `test-results/e2e-${APP_PORT}`;
// The screens the run's workers have checked with axe (tests/e2e/axe-watch.ts); the workers inherit it.
process.env.E2E_AXE_RECORD ??= resolve(OUTPUT_DIR, 'axe-checked.txt');

const exclusive = Object.keys(EXCLUSIVE_SPECS);
const unknown = exclusive.filter((file) => !existsSync(`tests/e2e/${file}`));
if (unknown.length > 0) throw new Error(`tests/e2e/exclusive.ts names specs that do not exist: ${unknown.join(', ')}`);

/** A production server (`npm run serve`'s) on `port`, with a fresh db, uploads and schemas of its own. */
function appServer(port: number) {
  const dir = `test-results/e2e-db-${port}`;
  return {
    command: `npx tsx mock-server/index.ts --serve`,
    env: {
      PORT: String(port),
      DIST_DIR: DIST,
      DB_FILE: `${dir}/db.json`,
      UPLOAD_DIR: `${dir}/uploads`,
      RESET_DB: '1',
      // A fresh copy of schemas/ per run: the schema editor's saves never touch the repo's files (index.ts).
      SCHEMAS_DIR: `${dir}/schemas`,
      SCHEMAS_SEED_FROM: 'schemas',
      JWT_SECRET: 'e2e-secret',
      // One line per request is the server's log; the suite reads none of it.
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_SECONDS: '0',
      DATABASE_URL: '',
    },
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers take a spec file each (its tests in order); measured on 2 cores, that and the lighter browser and
  // traces below halve the suite. The specs that change what others see, or count what others change, run one at a
  // time against a server and db of their own (tests/e2e/exclusive.ts), beside the others rather than after them:
  // run after them, they left one of the two cores idle for a quarter of the suite.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared', testIgnore: exclusive.map((file) => `**/${file}`), use: { baseURL: `http://127.0.0.1:${APP_PORT}` } },
    {
      name: 'alone',
      testMatch: exclusive.map((file) => `**/${file}`),
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${ALONE_PORT}` },
    },
  ],
  // One retry on CI: a test that passes only on retry is reported as flaky in the output, not hidden.
  retries: process.env.CI ? 1 : 0,
  // The ten slowest tests are named at the end of every run (./tests/e2e/slowest-reporter.ts).
  reporter: [['list'], ['./tests/e2e/slowest-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  outputDir: OUTPUT_DIR,
  use: {
    // A trace records a screencast and DOM snapshots of every action: recorded for every test, it took more than a
    // third of the suite's CPU. On CI a failed test is retried once, with a trace; E2E_TRACE=retain-on-failure
    // records every test again (locally, where there is no retry).
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    ...devices['Desktop Chrome'],
    // The app honours reduced motion (antd's motion off, src/shell/theme.tsx): a pop-up is there at once, so a
    // click on one of its items never lands while its appear motion is still stalled on a busy 2-core machine.
    reducedMotion: 'reduce',
    launchOptions: SYSTEM_CHROMIUM
      ? {
          executablePath: SYSTEM_CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            ...(SMALL_SHM ? ['--disable-dev-shm-usage'] : []),
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // Only V8's first tiers (Ignition, Sparkplug): a test's page lives seconds, never long enough to repay
            // the optimizing compilers, which took a fifth of the renderers' CPU (measured on 2 cores). What the app
            // does is the same; `npm run bench:screens` times it in a browser with every tier, as users run it.
            '--js-flags=--no-opt --no-maglev',
          ],
        }
      : {},
  },
  // The production server (npm run serve) as IT runs it, once for each project: the build and the API on one port,
  // under its Content-Security-Policy (a page that breaks it fails its test: fixtures.ts keeps the console quiet).
  webServer: [appServer(APP_PORT), appServer(ALONE_PORT)],
});
