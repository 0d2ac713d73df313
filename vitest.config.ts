import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: [/@refinedev\//] } },
    testTimeout: 20000,
  },
});
