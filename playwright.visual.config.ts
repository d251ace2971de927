import { defineConfig } from '@playwright/test';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';

const PORT = Number(process.env.VISUAL_PORT ?? 6007);
/** The Storybook build to serve: the real one, or a scratch copy with a planted change (scripts/visual-gate-check.mjs). */
const DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
/** Where baselines live; the noise measurement (scripts/visual-noise.mjs) points it at scratch folders. */
const BASELINES = process.env.VISUAL_BASELINES ?? 'tests/visual/baselines';

/**
 * Visual snapshots of every story from the static Storybook build (tests/visual/stories.spec.ts decides
 * the widths per story). Baselines are per platform, because fonts and anti-aliasing differ between
 * operating systems; CI's are the linux ones. Approve with `npm run test:visual:update` (all) or
 * `npm run test:visual:update -- -g "<story title>"` (one story); a failing run leaves expected, actual
 * and diff images in the HTML report (tests/visual/report).
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: `${BASELINES}/{platform}/{arg}{ext}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['html', { outputFolder: 'tests/visual/report', open: 'never' }]],
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // THRESHOLD: placeholder until the noise is measured.
      threshold: 0,
      maxDiffPixels: 0,
    },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
  },
  projects: [
    { name: 'stories', testMatch: 'stories.spec.ts' },
    // Runs after the captures (so after an update too): the approved set stays distinct and small.
    { name: 'baselines', testMatch: 'baselines.spec.ts', dependencies: ['stories'] },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs ${DIR} ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    // A scratch build must never be answered by a server still serving the real one.
    reuseExistingServer: !process.env.CI && !process.env.VISUAL_STORYBOOK_DIR,
  },
});
