// The one place that decides which Chromium every runner uses (Vitest browser mode, Playwright,
// the visual snapshots, Lighthouse): CHROME_PATH, then a system Chromium, then Playwright's own
// download. Resolved synchronously so config files can call it at load time; `npm test` calls
// ensureChrome() first, which installs one on a fresh machine.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

import { ENGINES } from './engines.mjs';

const require = createRequire(import.meta.url);

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless): the tests'
 * browser where there is one. The full browser opens a new context in 616 ms here, the shell in 245 ms, and the
 * shell renders the committed baselines pixel for pixel (docs/decisions/0043-one-gate.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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

/**
 * @param {{ full?: boolean }} [options] `full`: the whole browser, not the headless shell (Lighthouse's bench measures
 *   what a visitor's Chrome does).
 * @returns {string | undefined} the executable path, or undefined when nothing is installed.
 */
export function findChrome({ full = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const candidates = full ? SYSTEM_CANDIDATES : [HEADLESS_SHELL, ...SYSTEM_CANDIDATES];
  return candidates.find((candidate) => existsSync(candidate)) ?? playwrightOwnBrowser();
}

/** Firefox for the visitor flows' second engine (Debian's firefox-esr, driven over WebDriver BiDi). */
const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'];

/** The engines of scripts/engines.mjs this machine has: Chromium always (npm test installs it), the others when found. */
export const enginesHere = () =>
  ENGINES.filter((engine) => engine === 'chromium' || (engine === 'firefox' ? findFirefox() : findWebKit()) !== undefined);

/** @returns {string | undefined} FIREFOX_PATH, or a system Firefox, or undefined. */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return FIREFOX_CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Like findChrome, but stops with one clear line when there is no browser.
 * @param {{ full?: boolean }} [options]
 */
export function requireChrome(options = {}) {
  const path = findChrome(options);
  if (!path) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  return path;
}

// Where Playwright downloads browsers from (its own default unless PLAYWRIGHT_DOWNLOAD_HOST says otherwise).
const PLAYWRIGHT_HOST = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';

/** Debian, Ubuntu and their derivatives, read from /etc/os-release. */
function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * How to get a browser on this machine, in order of preference. On Debian/Ubuntu as root the
 * distribution's chromium comes first: it is the browser CI uses, so snapshots match. Elsewhere
 * Playwright's own download, when its server answers.
 * @param {{ platform: string, root: boolean, debian: boolean, playwrightReachable: boolean }} machine
 * @returns {{ say: string, cmd: string[] }[]}
 */
export function installPlan({ platform, root, debian, playwrightReachable }) {
  const plan = [];
  if (platform === 'linux' && root && debian) {
    plan.push({ say: "refreshing apt's package lists (as root)", cmd: ['apt-get', 'update'] });
    plan.push({
      say: "installing Debian's chromium and its headless shell with apt-get (as root)",
      cmd: ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'chromium-headless-shell'],
    });
  }
  if (playwrightReachable)
    plan.push({ say: `downloading Playwright's Chromium from ${PLAYWRIGHT_HOST}`, cmd: ['npx', 'playwright', 'install', 'chromium'] });
  return plan;
}

/**
 * Finds a browser, or installs one and says so; stops with one clear line when neither works.
 * BROWSER_INSTALL_DRY_RUN=1 prints the plan without running it (how the logic is tried on a machine
 * that already has a browser: `CHROME_PATH=/nowhere BROWSER_INSTALL_DRY_RUN=1 node scripts/browser.mjs --install`).
 * @returns {Promise<string>}
 */
export async function ensureChrome() {
  const found = findChrome();
  // A full Debian Chromium without its headless shell: the tests run a third faster with the shell beside it.
  if (found && found !== HEADLESS_SHELL && !process.env.CHROME_PATH && found.startsWith('/usr/bin/')) {
    if ((await aptInstall(['chromium-headless-shell'], 'Chromium without its headless shell')) && existsSync(HEADLESS_SHELL))
      return HEADLESS_SHELL;
  }
  if (found) return found;
  const dryRun = process.env.BROWSER_INSTALL_DRY_RUN === '1';
  if (process.env.CHROME_PATH && !dryRun) {
    // Every runner honours CHROME_PATH, so installing another browser would not help.
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist: point it at a Chromium, or unset it to find or install one.`);
    process.exit(1);
  }
  const machine = {
    platform: process.platform,
    root: process.getuid?.() === 0,
    debian: isDebianLike(),
    playwrightReachable: await reachable(PLAYWRIGHT_HOST),
  };
  console.log(
    `No Chromium found${process.env.CHROME_PATH ? ` (CHROME_PATH=${process.env.CHROME_PATH} does not exist)` : ''}; ${describe(machine)}.`,
  );
  for (const step of installPlan(machine)) {
    console.log(`▶ ${step.say}: ${step.cmd.join(' ')}${dryRun ? ' (dry run, not run)' : ''}`);
    if (dryRun) continue;
    // Loaded here, not at the top: `.ci/run` probes for a browser with this file before `npm ci`.
    const { default: spawn } = await import('cross-spawn');
    const run = spawn.sync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit' });
    if (run.status !== 0) {
      console.log(`  ${step.cmd.join(' ')} failed (exit ${run.status ?? run.error?.message}); trying the next way.`);
      continue;
    }
    const installed = findChrome();
    if (installed) {
      console.log(`Using ${installed}.`);
      return installed;
    }
  }
  console.error(dryRun ? 'Dry run: nothing was installed.' : HOW_TO_GET_ONE);
  process.exit(1);
}

/**
 * The system fonts the committed (linux) visual baselines were captured with (the site ships none,
 * its type is the system's): DejaVu Sans is what system-ui and sans-serif resolve to here, Noto
 * Color Emoji draws the chat bubbles' ✅ and 🎉. Without them the same stories render other glyphs
 * and the visual gate fails for a reason that is not in the code.
 */
export const BASELINE_FONTS = [
  { family: 'DejaVu Sans', pkg: 'fonts-dejavu-core' },
  { family: 'Noto Color Emoji', pkg: 'fonts-noto-color-emoji' },
];

/**
 * Which baseline fonts `fc-list` does not know.
 * @param {string} installed what `fc-list : family` printed (one family list a line)
 */
export function missingFonts(installed) {
  const families = new Set(installed.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
  return BASELINE_FONTS.filter(({ family }) => !families.has(family));
}

/**
 * On Linux, installs the baseline fonts that are missing (Debian/Ubuntu as root, with apt-get), or
 * says in one line why the visual steps will differ. Other systems keep baselines of their own
 * (`tests/visual/baselines/<platform>`), so their fonts are theirs. Dry run as for the browser:
 * `BROWSER_INSTALL_DRY_RUN=1 node scripts/browser.mjs --fonts`.
 */
export async function ensureFonts() {
  if (process.platform !== 'linux') return;
  const { default: spawn } = await import('cross-spawn');
  const listed = spawn.sync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const missing = missingFonts(listed.status === 0 ? listed.stdout : '');
  if (missing.length === 0) return;
  const names = missing.map(({ family }) => family).join(', ');
  const packages = missing.map(({ pkg }) => pkg);
  if (!(await aptInstall(packages, `${names} missing (the visual baselines' fonts)`))) {
    console.log(
      `The visual baselines were captured with ${names}, not installed here: install ${packages.join(' ')} or the visual steps will differ.`,
    );
  }
}

/**
 * Firefox for the e2e visitor flows: found, or installed on Debian/Ubuntu as root (firefox-esr),
 * or left out with one line that says so (playwright.config.ts adds the project only when found).
 * @returns {Promise<string | undefined>}
 */
export async function ensureFirefox() {
  const found = findFirefox();
  if (found) return found;
  if (process.platform === 'linux' && (await aptInstall(['firefox-esr'], 'No Firefox found')) && findFirefox()) return findFirefox();
  console.log('No Firefox here (FIREFOX_PATH, /usr/bin/firefox-esr): the end-to-end visitor flows run in Chromium only.');
  return undefined;
}

/** WebKitGTK's MiniBrowser (Safari's engine), driven by WebKitWebDriver under Xvfb. */
export function findWebKit() {
  const minibrowser = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']
    .flatMap((lib) => ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].map((version) => `${lib}/${version}/MiniBrowser`))
    .find((candidate) => existsSync(candidate));
  const driver = existsSync('/usr/bin/WebKitWebDriver') ? '/usr/bin/WebKitWebDriver' : undefined;
  const xvfb = existsSync('/usr/bin/Xvfb') ? '/usr/bin/Xvfb' : undefined;
  return minibrowser && driver && xvfb ? { minibrowser, driver, xvfb } : undefined;
}

/**
 * WebKit for the visitor-flow smoke (tests/webkit): found, or installed on Debian/Ubuntu as root
 * (webkit2gtk-driver, xvfb), or left out with one line that says so.
 */
export async function ensureWebKit() {
  const found = findWebKit();
  if (found) return found;
  if (process.platform === 'linux' && (await aptInstall(['webkit2gtk-driver', 'xvfb'], 'No WebKitGTK found')) && findWebKit())
    return findWebKit();
  console.log('No WebKitGTK here (webkit2gtk-driver, xvfb): the WebKit smoke of the visitor flows is left out.');
  return undefined;
}

/**
 * apt-get update + install, on Debian/Ubuntu as root only; says what it runs. Dry run with
 * BROWSER_INSTALL_DRY_RUN=1. Returns whether the packages were installed.
 * @param {string[]} packages
 * @param {string} why
 */
async function aptInstall(packages, why) {
  if (!(process.getuid?.() === 0 && isDebianLike())) return false;
  const dryRun = process.env.BROWSER_INSTALL_DRY_RUN === '1';
  const { default: spawn } = await import('cross-spawn');
  for (const cmd of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ]) {
    console.log(`▶ ${why}: ${cmd.join(' ')}${dryRun ? ' (dry run, not run)' : ''}`);
    if (dryRun) continue;
    const run = spawn.sync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) {
      console.log(`  ${cmd.join(' ')} failed (exit ${run.status ?? run.error?.message}).`);
      return false;
    }
  }
  return !dryRun;
}

/** @param {{ platform: string, root: boolean, debian: boolean, playwrightReachable: boolean }} machine */
function describe({ platform, root, debian, playwrightReachable }) {
  return [
    `${platform}${debian ? ' (Debian/Ubuntu)' : ''}${root ? ' as root' : ''}`,
    `Playwright's download server ${playwrightReachable ? 'answers' : 'does not answer'}`,
  ].join(', ');
}

// `npm run test:setup` (`node scripts/browser.mjs --install`, the first step of `npm test`): finds or installs Chromium,
// the baselines' fonts, Firefox ESR and WebKitGTK, and says which; `--fonts` the fonts alone. With no flag it prints
// Chromium's path or fails (a probe).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--fonts')) await ensureFonts();
  else if (process.argv.includes('--install')) {
    console.log(`Chromium: ${await ensureChrome()}`);
    await ensureFonts();
    console.log(`Firefox: ${(await ensureFirefox()) ?? 'none (its projects are left out)'}`);
    console.log(`WebKitGTK: ${(await ensureWebKit())?.minibrowser ?? 'none (its projects are left out)'}`);
  } else console.log(requireChrome());
}
