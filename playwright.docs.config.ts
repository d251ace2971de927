import { defineConfig } from '@playwright/test';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';

const PORT = Number(process.env.DOCS_PORT ?? 6008);

/** The documentation site's smoke test: every docs page of the static Storybook build opens and reads as a page. */
export default defineConfig({
  testDir: 'tests/docs',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/docs',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
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
