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
  // One test captures a story at up to two widths; the landing page is 17,000 px tall on a phone.
  timeout: 120_000,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['html', { outputFolder: 'tests/visual/report', open: 'never' }]],
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Measured render noise (README "Visual review"): between runs, loaded or not, areas differ by at most
      // 0.0104 (pixelmatch's YIQ distance, 0–1), plus up to 94 pixels on the anti-aliased rounded edge of a
      // focus ring by up to 0.12, which pixelmatch's anti-aliasing detection leaves out. A designer's smallest
      // change here, the chat bubble #d9fdd3 → #c4f2bb, is 0.061 on thousands of pixels, a green → blue
      // re-brand 0.12–0.20 (Playwright's default 0.2 saw neither). So: 0.03 (3× the noise, half the subtlest
      // shade), and at most 50 stray pixels per image beyond it.
      threshold: 0.03,
      maxDiffPixels: 50,
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
