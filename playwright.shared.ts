import type { PlaywrightTestConfig } from '@playwright/test';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';

/**
 * What every Playwright run here (end-to-end, visual, docs) shares: two workers for two cores, no
 * retries (a test that passes on a second try hides a bug), and the Chromium scripts/browser.mjs finds.
 */
export const runner = {
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
} satisfies PlaywrightTestConfig;

/** The console reporter: terse in CI, one line per test at a desk. */
export const consoleReporter = process.env.CI ? 'dot' : 'list';

export const chromium = { executablePath: findChrome(), args: CHROME_ARGS };
