/**
 * e2e tests drive the production build (vite preview) against a fresh mock server with its own db.
 * Uses the system Chromium where one is installed (no browser download here), Playwright's own elsewhere.
 */
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
// E2E_API_PORT / E2E_APP_PORT let a second run go beside the first; each port pair gets its own db.
const API_PORT = Number(process.env.E2E_API_PORT ?? 3199);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4199);
// E2E_DIST: another build directory, so a second run can test its own build beside the first.
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser at a time: on a 2-core machine two workers starve each other's tabs into timeouts.
  workers: 1,
  // One retry on CI: a test that passes only on retry is reported as flaky in the output, not hidden.
  retries: process.env.CI ? 1 : 0,
  // The ten slowest tests are named at the end of every run (./tests/e2e/slowest-reporter.ts).
  reporter: [['list'], ['./tests/e2e/slowest-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  outputDir: APP_PORT === 4199 ? 'test-results/e2e' : `test-results/e2e-${APP_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
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
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  webServer: [
    {
      command: `npx tsx mock-server/index.ts`,
      env: {
        PORT: String(API_PORT),
        DB_FILE: `test-results/e2e-db-${API_PORT}/db.json`,
        UPLOAD_DIR: `test-results/e2e-db-${API_PORT}/uploads`,
        RESET_DB: '1',
        // A fresh copy of schemas/ per run: the schema editor's saves never touch the repo's files (index.ts).
        SCHEMAS_DIR: `test-results/e2e-db-${API_PORT}/schemas`,
        SCHEMAS_SEED_FROM: 'schemas',
      },
      url: `http://127.0.0.1:${API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ${DIST} --port ${APP_PORT} --strictPort --host 127.0.0.1`,
      env: { API_PORT: String(API_PORT), APP_PORT: String(APP_PORT) },
      url: `http://127.0.0.1:${APP_PORT}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
