import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

import { findFirefox, findWebKit } from './scripts/browser.mjs';

import { chromium, consoleReporter, runner } from './playwright.shared';

const PORT = Number(process.env.VISUAL_PORT ?? 6007);
/** The Storybook build to serve: the real one, or a scratch copy with a planted change (scripts/visual-gate-check.mjs). */
const DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
/** Where baselines live; the noise measurement (scripts/visual-noise.mjs) points it at scratch folders. */
const BASELINES = process.env.VISUAL_BASELINES ?? 'tests/visual/baselines';
/** A running Storybook to shoot instead (the review panel's "run" points it at the dev server it runs in). */
const STORYBOOK_URL = process.env.VISUAL_STORYBOOK_URL;
const FIREFOX = findFirefox();
const WEBKIT = findWebKit();

/** A project's `expect` replaces the config's whole: each engine repeats it. A 10,000 px page is slow to shoot twice (stable). */
const EXPECT_TIMEOUT = 30_000;

/** Options every engine's comparison shares (Playwright's own comparator, pixelmatch underneath). */
const COMPARE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];

/**
 * The engines, each with its own baselines (`baselines/<platform>/<engine>/`) and a threshold from its own
 * measured noise (docs/visual-review.md). Chromium captures every width; Firefox ESR the 1280 px desktop and
 * WebKitGTK the 390 px phone (`metadata.viewports`; a story that allows neither is shot at its own width).
 * Without Firefox or WebKitGTK on the machine their project is left out, as in the end-to-end config.
 */
const engines: Project[] = [
  {
    name: 'chromium',
    testMatch: 'stories.spec.ts',
    use: { launchOptions: chromium },
    expect: {
      // Measured render noise (docs/visual-review.md): between runs, loaded or not, areas differ by at most
      // 0.0104 (pixelmatch's YIQ distance, 0–1), plus up to 94 pixels on the anti-aliased rounded edge of a
      // focus ring by up to 0.12, which pixelmatch's anti-aliasing detection leaves out. A designer's smallest
      // change here, the chat bubble #d9fdd3 → #c4f2bb, is 0.061 on thousands of pixels, a green → blue
      // re-brand 0.12–0.20 (Playwright's default 0.2 saw neither). So: 0.03 (3× the noise, half the subtlest
      // shade), and at most 50 stray pixels per image beyond it.
      toHaveScreenshot: { ...COMPARE, threshold: 0.03, maxDiffPixels: 50 },
      timeout: EXPECT_TIMEOUT,
    },
  },
  ...(FIREFOX
    ? [
        {
          name: 'firefox',
          testMatch: 'stories.spec.ts',
          metadata: { viewports: ['desktop'] },
          use: {
            browserName: 'firefox' as const,
            channel: 'moz-firefox',
            // Over WebDriver BiDi the context's reducedMotion is not applied; Firefox's own preference is.
            launchOptions: { executablePath: FIREFOX, firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 } },
          },
          expect: { toHaveScreenshot: { ...COMPARE, threshold: 0.03, maxDiffPixels: 50 }, timeout: EXPECT_TIMEOUT },
        },
      ]
    : []),
  ...(WEBKIT
    ? [
        {
          name: 'webkit',
          testMatch: 'webkit.spec.ts',
          metadata: { viewports: ['phone'] },
          // The stray pixels allowed are set per picture from WebKitGTK's measured noise (webkit.spec.ts); its
          // colour distance is 0.05, still under the subtlest planted shade's 0.061 (docs/visual-review.md).
          expect: { toMatchSnapshot: { threshold: 0.05, maxDiffPixels: 300 }, timeout: EXPECT_TIMEOUT },
        },
      ]
    : []),
];

/**
 * Visual snapshots of every story from the static Storybook build, in every engine found (tests/visual
 * decides the widths per story). Baselines are per platform, because fonts and anti-aliasing differ between
 * operating systems; CI's are the linux ones. Approve with `npm run test:visual:update` (all) or
 * `npm run test:visual:update -- -g "<story title>"` (one story; `--project webkit` for one engine); a
 * failing run leaves expected, actual and diff images in the HTML report (tests/visual/report).
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: `${BASELINES}/{platform}/{projectName}/{arg}{ext}`,
  ...runner,
  // One test captures a story at up to two widths; the landing page is 17,000 px tall on a phone.
  timeout: 120_000,
  reporter: [
    [consoleReporter],
    ['html', { outputFolder: 'tests/visual/report', open: 'never' }],
    // Each picture's outcome and pictures for the review panel in Storybook (addons/visual-review).
    ['./addons/visual-review/reporter.ts'],
  ],
  use: { baseURL: STORYBOOK_URL ?? `http://localhost:${PORT}` },
  projects: [
    ...engines,
    // Runs after the captures (so after an update too): each engine's approved set stays distinct and small.
    { name: 'baselines', testMatch: 'baselines.spec.ts', dependencies: engines.map((engine) => engine.name ?? '') },
  ],
  webServer: STORYBOOK_URL
    ? undefined
    : {
        command: `node scripts/serve-static.mjs ${DIR} ${PORT}`,
        url: `http://localhost:${PORT}/index.json`,
        // A scratch build must never be answered by a server still serving the real one.
        reuseExistingServer: !process.env.CI && !process.env.VISUAL_STORYBOOK_DIR,
      },
});
