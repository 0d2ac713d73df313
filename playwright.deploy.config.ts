/**
 * The deployment test (`npm run test:deploy`): the production setup the README's Deployment section describes,
 * started by tests/e2e-deploy/global-setup.ts (PostgreSQL, two `npm run serve` processes, nginx in front), and a
 * browser that goes through nginx only. Needs a build (`npm run build`, or E2E_DIST) and Debian's nginx and
 * postgresql packages (.ci/run installs them).
 */
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

export default defineConfig({
  testDir: 'tests/e2e-deploy',
  globalSetup: './tests/e2e-deploy/global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e-deploy',
  // The e2e suite's browser settings; the address is nginx's, set by the global setup (tests/e2e-deploy/deploy-test.ts).
  use: { ...suite.use, baseURL: undefined },
});
