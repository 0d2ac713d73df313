/** The unit tests of the pure core, for mutation testing (stryker.config.mjs): no server, no browser. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/access/**/*.test.ts', 'tests/unit/schema/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
