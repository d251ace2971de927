import { defineConfig } from '@playwright/test';

import { chromium, consoleReporter, runner } from './playwright.shared';

/**
 * The designer's review flow, driven through Storybook's UI in Chromium (addons/visual-review/review.spec.ts).
 * The test starts its own dev server in a scratch copy of the project, so there is no webServer; one worker.
 */
export default defineConfig({
  testDir: 'addons/visual-review',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/review',
  ...runner,
  workers: 1,
  reporter: consoleReporter,
  use: { launchOptions: chromium, viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' },
});
