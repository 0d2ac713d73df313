/**
 * The unit tests that pin the pure core, for mutation testing (stryker.config.mjs): no browser. Two server
 * tests stay in the run as they were before the tests moved by area: they pin rules of src/access (shown-while)
 * and src/schema (the schema admin API's checks) that no pure test covers as closely.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/access/**/*.test.ts',
      'tests/unit/schema/**/*.test.ts',
      'tests/unit/server/access-shown-while.test.ts',
      'tests/unit/server/schema-admin-api.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
  },
});
