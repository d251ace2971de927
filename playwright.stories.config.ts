import { defineConfig } from '@playwright/test';

import docs from './playwright.docs.config';

/**
 * What a reviewer checks after axe, on every story of the static Storybook build (tests/stories): run by
 * `npm test` before the conformance report, which reads its results. Same server and browser as the docs pages.
 */
export default defineConfig({
  ...docs,
  testDir: 'tests/stories',
  outputDir: 'test-results/stories',
});
