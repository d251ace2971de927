/**
 * Every port a script, test or config of the project listens on unless an environment variable moves it: written
 * here once and read by each (issue 56). scripts/ports.test.ts holds them all against the Fetch standard's blocked
 * ports, which Node's fetch and every browser refuse (the bench's 4190 is ManageSieve's: it could not start).
 * Plain data, so the configs, the tests and the scripts read it alike.
 */
export const PORTS = /** @type {const} */ ({
  /** `npm start` (server/serve.mjs, PORT). */
  serve: 4173,
  /** The site under the Playwright suites (playwright.config.ts, E2E_PORT). */
  e2e: 4174,
  /** The three dev servers of tests/e2e/dev-server.spec.ts (DEV_PORT and the next two). */
  dev: 4176,
  /** The commands started by tests/smoke/commands.spec.ts (SMOKE_PORT). */
  smoke: 4180,
  /** WebKitWebDriver for tests/webkit/visitor.spec.ts (WEBKIT_DRIVER_PORT). */
  webkitDriver: 4185,
  /** `npm run bench`: ours, and the reference (AstroWind) on the next (BENCH_PORT). */
  bench: 4290,
  /** `npm run dev` (vite.config.ts). */
  vite: 5173,
  /** The Storybook build served to the visual captures (VISUAL_PORT). */
  visual: 6007,
  /** The visual gate check's scratch build (scripts/visual-gate-check.mjs, VISUAL_GATE_PORT). */
  visualGate: 6008,
  /** The Storybook dev server of the review flow (tests/review-storybook.ts, REVIEW_STORYBOOK_PORT). */
  reviewStorybook: 6012,
  /** Wrangler's Pages server and its inspector on the next (tests/e2e/cdn.spec.ts, CDN_PORT). */
  cdn: 8788,
});

/** How many ports in a row from its own each user takes, where more than one. */
export const PORTS_IN_A_ROW = /** @type {const} */ ({ dev: 3, bench: 2, cdn: 2 });
