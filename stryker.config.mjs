// @ts-check
/**
 * Mutation testing (`npm run test:mutation`; slow, so not in `npm test`) of the demo chat's rules,
 * the store and the early script. Stryker changes them one mutant at a time
 * and runs their unit tests; a mutant no test notices is a rule no test pins down. The run fails
 * under a 90% score.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  // The corpus is data (messages and what they mean), not rules.
  mutate: [
    'src/demo/**/*.ts',
    '!src/demo/**/*.test.ts',
    '!src/demo/corpus/**',
    'src/store/**/*.ts',
    '!src/store/**/*.test.ts',
    'src/app/early.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two workers: the machine running it is often shared; raise it on a bigger one.
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // Build output is not copied into the sandbox: `dist` is a symlink to the newest build, which Stryker cannot copy.
  ignorePatterns: ['dist', 'dist-builds', 'storybook-static', 'reports', 'test-results', 'playwright-report', 'tests/visual'],
  tempDirName: '.stryker-tmp',
  // A long run that is stopped resumes where it was: results of unchanged code and tests are reused.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  cleanTempDir: 'always',
};
