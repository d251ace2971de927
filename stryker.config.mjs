// @ts-check
/**
 * Mutation testing of the demo chat's rules (`npm run test:mutation`; slow, so not in `npm test`).
 * Stryker changes src/demo one mutant at a time and runs its unit tests; a mutant no test notices
 * is a rule no test pins down. The run fails under a 90% score.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  mutate: ['src/demo/**/*.ts', '!src/demo/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // Two workers: the machine running it is often shared; raise it on a bigger one.
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
