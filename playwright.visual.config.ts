import { defineConfig } from '@playwright/test';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';

const PORT = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Visual snapshots of every story from the static Storybook build, at a phone and a desktop width.
 * Baselines live in tests/visual/baselines and are approved with `npm run test:visual:update`;
 * a failing run leaves expected/actual/diff images in the HTML report (tests/visual/report).
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: 'tests/visual/baselines/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['html', { outputFolder: 'tests/visual/report', open: 'never' }]],
  // Full-page shots of the landing page are ~17,000 px tall on a phone: give capture time, never tolerance.
  expect: { timeout: 30_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
  },
});
