import { defineConfig } from '@playwright/test';

import { chromium, consoleReporter, runner } from './playwright.shared';

/**
 * README's commands smoke test (tests/smoke): each test starts a command itself and stops it, so
 * there is no webServer, and one worker: two dev servers at once would only race for two cores.
 */
export default defineConfig({
  testDir: 'tests/smoke',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/smoke',
  ...runner,
  workers: 1,
  reporter: consoleReporter,
  use: { launchOptions: chromium, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
});
