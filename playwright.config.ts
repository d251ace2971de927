import { defineConfig, devices } from '@playwright/test';

import { findFirefox } from './scripts/browser.mjs';

import { chromium, consoleReporter, runner } from './playwright.shared';
import { EMULATES_MEDIA, HOLDS_REQUESTS, TURNS_JAVASCRIPT_OFF } from './tests/e2e/tags';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const FIREFOX = findFirefox();

/** What a visitor does (banner, menu, FAQ, demo, carousel, routes, before the app, console): run in every engine. */
const VISITOR_FLOWS = ['landing.spec.ts', 'before-app.spec.ts', 'consent.spec.ts', 'routes.spec.ts', 'network.spec.ts', 'islands.spec.ts'];
/** What an accessibility reviewer checks after axe, page by page (tests/e2e/wcag.spec.ts): run in every engine too. */
const PAGE_REVIEW = ['wcag.spec.ts'];

/** End-to-end tests run against the production server (built and prerendered), never a dev server. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  ...runner,
  reporter: consoleReporter,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
    // Debian's Firefox ESR over WebDriver BiDi (Playwright's moz-firefox channel). Playwright stays at
    // 1.64: 1.65 sends emulation.setMediaFeaturesOverride with every new context, which ESR 153
    // does not know, so no context could open. Without a Firefox the project is left out
    // (scripts/test-all.mjs says so in one line).
    ...(FIREFOX
      ? [
          {
            name: 'firefox',
            testMatch: [...VISITOR_FLOWS, ...PAGE_REVIEW],
            grepInvert: new RegExp(['@phone', HOLDS_REQUESTS, TURNS_JAVASCRIPT_OFF, EMULATES_MEDIA].join('|')),
            use: {
              browserName: 'firefox' as const,
              channel: 'moz-firefox',
              launchOptions: { executablePath: FIREFOX },
              viewport: { width: 1280, height: 800 },
            },
          },
          {
            // The page review's media checks (forced colours, reduced motion) in Firefox: Playwright cannot
            // emulate media over BiDi, so Firefox's own preferences turn both on for this project.
            name: 'firefox-media',
            testMatch: PAGE_REVIEW,
            grep: new RegExp(EMULATES_MEDIA),
            use: {
              browserName: 'firefox' as const,
              channel: 'moz-firefox',
              launchOptions: {
                executablePath: FIREFOX,
                firefoxUserPrefs: { 'browser.display.document_color_use': 2, 'ui.prefersReducedMotion': 1 },
              },
              viewport: { width: 1280, height: 800 },
            },
          },
        ]
      : []),
  ],
  webServer: {
    // start.mjs builds first when any input of the build changed since the build being served.
    command: `node scripts/start.mjs`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
