import { defineConfig, devices } from '@playwright/test';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);

/** End-to-end tests run against the production server (built and prerendered), never a dev server. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
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
