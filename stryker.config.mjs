// Mutation testing of the pure core (`npm run mutate`): how much of src/access and src/schema the
// unit tests actually pin. Kept out of CI for its length; Stryker 9 (10.x needs Node 22).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: ['src/access/**/*.ts', 'src/schema/**/*.ts', '!src/schema/loader/read-dir.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  tempDirName: 'test-results/.stryker-tmp',
  concurrency: 2,
  timeoutMS: 20000,
  thresholds: { high: 90, low: 85, break: null },
};
