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
      'tests/unit/server/access/access-shown-while.test.ts',
      'tests/unit/server/schemas/schema-admin-api.test.ts',
      // The schema files on disk beside the name rules (src/schema/loader/names.ts); in tests/unit/schema until issue 39.
      'tests/unit/server/schemas/admin-files.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
  },
});
