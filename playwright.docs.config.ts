import { defineConfig } from '@playwright/test';

import { chromium, consoleReporter, runner } from './playwright.shared';

const PORT = Number(process.env.DOCS_PORT ?? 6008);

/** The documentation site's smoke test: every docs page of the static Storybook build opens and reads as a page. */
export default defineConfig({
  testDir: 'tests/docs',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/docs',
  ...runner,
  reporter: consoleReporter,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    // Never reuse: a static server started earlier lists the files of an older build and serves it stale.
    reuseExistingServer: false,
  },
});
