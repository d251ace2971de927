import { defineConfig } from '@playwright/test';

import { findFirefox } from './scripts/browser.mjs';

import { chromium, consoleReporter, runner } from './playwright.shared';

const FIREFOX = findFirefox();

/**
 * The designer's review flow, driven through Storybook's UI (addons/visual-review/review.spec.ts) in Chromium and
 * in Firefox ESR (the designer's browser; the check it starts shoots in Chromium either way). The test starts its
 * own dev server in a scratch copy of the project, one per engine, so there is no webServer; one worker.
 * Without a Firefox its project is left out, as in the end-to-end config.
 */
export default defineConfig({
  testDir: 'addons/visual-review',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/review',
  ...runner,
  workers: 1,
  reporter: consoleReporter,
  use: { viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' },
  projects: [
    { name: 'chromium', use: { launchOptions: chromium } },
    ...(FIREFOX
      ? [
          {
            name: 'firefox',
            use: {
              browserName: 'firefox' as const,
              channel: 'moz-firefox',
              // Over WebDriver BiDi the context's reducedMotion is not applied; Firefox's own preference is.
              launchOptions: { executablePath: FIREFOX, firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 } },
            },
          },
        ]
      : []),
  ],
});
