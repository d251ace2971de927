// The one place that decides which Chromium every runner uses (Vitest browser mode, Playwright,
// the visual snapshots, Lighthouse): CHROME_PATH, then a system Chromium, then Playwright's own
// download. Resolved synchronously so config files can call it at load time.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const HOW_TO_GET_ONE =
  'No Chromium found: set CHROME_PATH, install one (Debian: apt-get install -y chromium), or run `npx playwright install chromium`.';

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

function playwrightOwnBrowser() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} the executable path, or undefined when nothing is installed. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? playwrightOwnBrowser();
}

/** Like findChrome, but stops with one clear line when there is no browser. */
export function requireChrome() {
  const path = findChrome();
  if (!path) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChrome();
  if (path) console.log(path);
  else {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
}
