import { defineConfig } from '@playwright/test';

import { consoleReporter, runner } from './playwright.shared';

const PORT = Number(process.env.WEBKIT_PORT ?? 4184);

/**
 * The visitor flows in WebKit (tests/webkit): Playwright is only the test runner here; the browser
 * is WebKitGTK's MiniBrowser, driven through its own WebDriver (nothing downloads a browser). One
 * worker: one Xvfb display and one driver serve the whole run.
 */
export default defineConfig({
  testDir: 'tests/webkit',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/webkit',
  ...runner,
  workers: 1,
  fullyParallel: false,
  reporter: consoleReporter,
  use: { baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
