import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import { CHROME_ARGS, enginesHere, findChrome, findFirefox, findWebKit } from './scripts/browser.mjs';
import type { ENGINES as ALL_ENGINES } from './scripts/engines.mjs';
import { PORTS } from './scripts/ports.mjs';
import { AFTER_RUN, EMULATES_MEDIA, HOLDS_REQUESTS, TURNS_JAVASCRIPT_OFF } from './tests/e2e/tags';

/**
 * Every Playwright suite of the project, one project each (README lists them; `npx playwright test
 * --project=NAME` runs one). Two servers serve them: the production server (built and prerendered, never a
 * dev server) for the site's suites, and a static server for the Storybook build. The smoke test and the
 * review flow start what they test themselves. Firefox and WebKit projects are left out on a machine
 * without them (`npm test` installs both on Debian and says so in one line otherwise).
 */

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];
type Engine = (typeof ALL_ENGINES)[number];

const SITE_PORT = Number(process.env.E2E_PORT ?? PORTS.e2e);
const STORYBOOK_PORT = Number(process.env.VISUAL_PORT ?? PORTS.visual);
/** The Storybook build to serve: the real one, or a scratch copy with a planted change (scripts/visual-gate-check.mjs). */
const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
/** Where baselines live; the noise measurement (scripts/visual-noise.mjs) points it at scratch folders. */
const BASELINES = process.env.VISUAL_BASELINES ?? 'tests/visual/baselines';
/** A running Storybook to shoot instead (the review panel's "run" points it at the dev server it runs in). */
const STORYBOOK_URL = process.env.VISUAL_STORYBOOK_URL;
const SITE = `http://localhost:${SITE_PORT}`;
const STORYBOOK = STORYBOOK_URL ?? `http://localhost:${STORYBOOK_PORT}`;

const CHROMIUM = { executablePath: findChrome(), args: CHROME_ARGS };
const FIREFOX = findFirefox();
const WEBKIT = findWebKit();
const DESKTOP = { width: 1280, height: 800 };

/** Debian's Firefox ESR over WebDriver BiDi (Playwright's moz-firefox channel), with Firefox's own preferences. */
const firefox = (firefoxUserPrefs: Record<string, number> = {}) => ({
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  launchOptions: { executablePath: FIREFOX, firefoxUserPrefs },
});

/** What a visitor does (banner, menu, FAQ, demo, carousel, routes, before the app, console): run in every engine. */
const VISITOR_FLOWS = ['landing.spec.ts', 'before-app.spec.ts', 'consent.spec.ts', 'routes.spec.ts', 'network.spec.ts', 'islands.spec.ts'];
/** What an accessibility reviewer checks after axe, page by page (tests/e2e/wcag.spec.ts): run in every engine too. */
const PAGE_REVIEW = ['wcag.spec.ts'];

/** The site's suites, against the production server. */
const site: Project[] = [
  {
    name: 'e2e-desktop',
    testDir: 'tests/e2e',
    use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM, viewport: DESKTOP },
    grepInvert: /@phone/,
  },
  { name: 'e2e-phone', testDir: 'tests/e2e', use: { ...devices['Pixel 7'], launchOptions: CHROMIUM }, grep: /@phone/ },
  // Playwright stays at 1.64: 1.65 sends emulation.setMediaFeaturesOverride with every new context, which
  // ESR 153 does not know, so no context could open.
  ...(FIREFOX
    ? [
        {
          name: 'e2e-firefox',
          testDir: 'tests/e2e',
          testMatch: [...VISITOR_FLOWS, ...PAGE_REVIEW],
          grepInvert: new RegExp(['@phone', HOLDS_REQUESTS, TURNS_JAVASCRIPT_OFF, EMULATES_MEDIA].join('|')),
          use: { ...firefox(), viewport: DESKTOP },
        },
        {
          // The page review's media checks (forced colours, reduced motion): Playwright cannot emulate media
          // over BiDi, so Firefox's own preferences turn both on for this project.
          name: 'e2e-firefox-media',
          testDir: 'tests/e2e',
          testMatch: PAGE_REVIEW,
          grep: new RegExp(EMULATES_MEDIA),
          // Its few tests on one worker: a Firefox of its own starts once, not once per worker (11 s each).
          workers: 1,
          use: { ...firefox({ 'browser.display.document_color_use': 2, 'ui.prefersReducedMotion': 1 }), viewport: DESKTOP },
        },
      ]
    : []),
  // The visitor flows in WebKitGTK: Playwright only runs them; MiniBrowser is driven through its own
  // WebDriver (tests/webkit). One worker: one Xvfb display and one driver serve the whole suite.
  ...(WEBKIT ? [{ name: 'e2e-webkit', testDir: 'tests/webkit', workers: 1, fullyParallel: false }] : []),
];

/** A project's `expect` replaces the config's whole: each engine repeats it. A 10,000 px page is slow to shoot twice (stable). */
const EXPECT_TIMEOUT = 30_000;
/** Options every engine's comparison shares (Playwright's own comparator, pixelmatch underneath). */
const COMPARE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
/**
 * Each engine's approved pictures: `baselines/<platform>/<engine>/`, the engine being the project's name
 * (the review panel accepts into the same folders). Per platform, because fonts and anti-aliasing differ.
 */
const snapshotPathTemplate = `${BASELINES}/{platform}/{projectName}/{arg}{ext}`;

/**
 * Visual snapshots of every story of the Storybook build, one project per engine, named after it. Chromium
 * captures every width; Firefox ESR the 1280 px desktop and WebKitGTK the 390 px phone (`metadata.viewports`;
 * a story that allows neither is shot at its own width). Thresholds from each engine's measured noise
 * (docs/visual-review.md).
 */
const VISUAL: Record<Engine, Omit<Project, 'name'>> = {
  chromium: {
    testMatch: 'stories.spec.ts',
    use: { launchOptions: CHROMIUM },
    expect: {
      // Measured render noise: between runs, loaded or not, areas differ by at most 0.0104 (pixelmatch's YIQ
      // distance, 0–1), plus up to 94 pixels on the anti-aliased rounded edge of a focus ring. A designer's
      // smallest change here, the chat bubble #d9fdd3 → #c4f2bb, is 0.061 on thousands of pixels, a green →
      // blue re-brand 0.12–0.20 (Playwright's default 0.2 saw neither). So: 0.03 (3× the noise, half the
      // subtlest shade), and at most 50 stray pixels per image beyond it.
      toHaveScreenshot: { ...COMPARE, threshold: 0.03, maxDiffPixels: 50 },
      timeout: EXPECT_TIMEOUT,
    },
  },
  firefox: {
    testMatch: 'stories.spec.ts',
    metadata: { viewports: ['desktop'] },
    // Over WebDriver BiDi the context's reducedMotion is not applied; Firefox's own preference is.
    use: firefox({ 'ui.prefersReducedMotion': 1 }),
    expect: { toHaveScreenshot: { ...COMPARE, threshold: 0.03, maxDiffPixels: 50 }, timeout: EXPECT_TIMEOUT },
  },
  webkit: {
    testMatch: 'webkit.spec.ts',
    metadata: { viewports: ['phone'] },
    // The stray pixels allowed are set per picture from WebKitGTK's measured noise (webkit.spec.ts); its
    // colour distance is 0.05, still under the subtlest planted shade's 0.061 (docs/visual-review.md).
    expect: { toMatchSnapshot: { threshold: 0.05, maxDiffPixels: 300 }, timeout: EXPECT_TIMEOUT },
  },
};
const ENGINES = enginesHere();
const visual: Project[] = ENGINES.map((engine) => ({
  name: engine,
  testDir: 'tests/visual',
  snapshotPathTemplate,
  timeout: 120_000,
  ...VISUAL[engine],
}));

/** How the docs pages are read: Chromium at the desktop width, motion reduced. */
const DOCS = { launchOptions: CHROMIUM, viewport: DESKTOP, reducedMotion: 'reduce' } as const;

/** The Storybook build's suites besides the pictures, in Chromium. */
const storybook: Project[] = [
  ...visual,
  // Runs after the captures (so after an update too): each engine's approved set stays distinct and small.
  { name: 'baselines', testDir: 'tests/visual', testMatch: 'baselines.spec.ts', dependencies: ENGINES },
  // What a reviewer checks after axe, on every captured story: keyboard, focus, reflow, text (tests/stories).
  // Its pages come from a fixture the worker keeps (tests/visual/storyPages.ts), at the widths review.spec.ts sets.
  { name: 'story-review', testDir: 'tests/stories', use: { launchOptions: CHROMIUM } },
  // Every docs page opens and reads as a page (tests/docs); the pages that read what this run writes (the conformance
  // report, the last visual run) are `docs-after-run`, which `npm test` runs after the conformance report.
  { name: 'docs', testDir: 'tests/docs', grepInvert: new RegExp(AFTER_RUN), use: DOCS },
  { name: 'docs-after-run', testDir: 'tests/docs', grep: new RegExp(AFTER_RUN), use: DOCS },
];

const REVIEW_VIEWPORT = { width: 1400, height: 1000 };

/**
 * Suites that start what they test themselves, one test at a time each. Listed first, so these long serial walks
 * start with the run and the many short tests fill both workers at its end; none depends on another (a project with
 * dependencies runs only after every other project has ended, there alone on one worker: 130 s, record 47).
 */
const commands: Project[] = [
  // README's long-running commands: started, opened in Chromium, stopped (tests/smoke).
  { name: 'smoke', testDir: 'tests/smoke', workers: 1, use: { launchOptions: CHROMIUM, viewport: DESKTOP, reducedMotion: 'reduce' } },
  // The review walks in Storybook's UI, one after another against one scratch copy's Storybook (tests/review-storybook.ts):
  // the designer's review flow in Chromium and in Firefox ESR, which the walk launches itself (the designer's browser),
  // the routes' refusals, then the reviewer's verdict on Docs / Accessibility (addons/review).
  {
    name: 'review',
    testDir: 'addons',
    testMatch: ['review/verdict.spec.ts', 'review/review.spec.ts'],
    workers: 1,
    use: { launchOptions: CHROMIUM, viewport: REVIEW_VIEWPORT, reducedMotion: 'reduce' },
  },
];

/** The projects named on the command line (`--project X`, `--project=X`, `*` a wildcard); none means all. */
const named = process.argv.flatMap((arg, n) =>
  arg === '--project' ? [process.argv[n + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const selected = (projects: Project[]) =>
  named.length === 0 ||
  projects.some(({ name = '' }) =>
    named.some((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`, 'i').test(name)),
  );

/** Each server starts only for a run that has a project that reads it. */
const webServer = [
  ...(selected(site)
    ? [
        {
          // start.mjs builds first when any input of the build changed since the build being served.
          command: 'node scripts/start.mjs',
          env: { PORT: String(SITE_PORT) },
          url: `${SITE}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
      ]
    : []),
  ...(selected(storybook) && !STORYBOOK_URL
    ? [
        {
          command: `node scripts/serve-static.mjs ${STORYBOOK_DIR} ${STORYBOOK_PORT}`,
          url: `${STORYBOOK}/index.json`,
          // Never reuse: a static server started earlier lists the files of an older build, or the real build
          // where a scratch one is under test.
          reuseExistingServer: false,
        },
      ]
    : []),
];

const withBase = (projects: Project[], use: Project['use']) => projects.map((project) => ({ ...project, use: { ...use, ...project.use } }));

/** Two workers for two cores, no retries (a test that passes on a second try hides a bug). */
export default defineConfig({
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Terse in CI, one line per test at a desk; the HTML report keeps a failing picture's expected, actual and diff.
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    // What scripts/conformance.mjs and the visual gate check read after `npm test`'s main run.
    ['json', { outputFile: 'test-results/reports/playwright.json' }],
    ['html', { outputFolder: 'test-results/report', open: 'never' }],
    // Each picture's outcome and pictures for the review panel in Storybook (addons/review).
    ['./addons/review/reporter.ts'],
  ],
  projects: [
    ...commands,
    // No trace: recording one for every test cost e2e-desktop 4.0 min against 2.4 without (record 47), and CI's log
    // cannot show one. A failure keeps its page's snapshot (error-context.md) and a screenshot; rerun it with --trace on.
    ...withBase(site, { baseURL: SITE, screenshot: 'only-on-failure' }),
    ...withBase(storybook, { baseURL: STORYBOOK }),
  ].map((project) => ({
    ...project,
    // Each project's own folder: Playwright empties a run's output folders, and test-results/ keeps the reports.
    outputDir: `test-results/${project.name ?? ''}`,
  })),
  webServer,
});
