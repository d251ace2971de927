// The one place that decides which engines every runner uses (Vitest browser mode, Playwright, the visual
// snapshots, Lighthouse), found synchronously so config files can call it at load time; `npm run test:setup`
// (`--install`) installs what is missing on a fresh machine and says which (docs/browsers.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

import { ENGINES } from './engines.mjs';

const require = createRequire(import.meta.url);

/** Chromium's headless shell: the tests' browser where there is one (a new context in 245 ms, not 616; record 43). */
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

const PLAYWRIGHT_CLI = require.resolve('@playwright/test/cli');
// Where Playwright downloads browsers from (its own default unless PLAYWRIGHT_DOWNLOAD_HOST says otherwise).
const PLAYWRIGHT_HOST = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';
/** BROWSER_INSTALL_DRY_RUN=1: say every install command, run none. */
const DRY_RUN = process.env.BROWSER_INSTALL_DRY_RUN === '1';

function playwrightOwnBrowser() {
  try {
    const path = require('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @param {{ full?: boolean }} [options] `full`: not the headless shell (the bench measures a visitor's Chrome). */
export function findChrome({ full = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const candidates = full ? SYSTEM_CANDIDATES : [HEADLESS_SHELL, ...SYSTEM_CANDIDATES];
  return candidates.find((candidate) => existsSync(candidate)) ?? playwrightOwnBrowser();
}

/** @param {{ full?: boolean }} [options] Like findChrome, but stops with one clear line when there is no browser. */
export function requireChrome(options = {}) {
  const path = findChrome(options);
  if (!path) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  return path;
}

/** @returns {string | undefined} FIREFOX_PATH, or a system Firefox (Debian's firefox-esr, driven over WebDriver BiDi). */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'].find(existsSync);
}

/** WebKitGTK's MiniBrowser (Safari's engine), driven by WebKitWebDriver under Xvfb. */
export function findWebKit() {
  const minibrowser = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']
    .flatMap((lib) => ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].map((version) => `${lib}/${version}/MiniBrowser`))
    .find(existsSync);
  const [driver, xvfb] = ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'];
  return minibrowser && existsSync(driver) && existsSync(xvfb) ? { minibrowser, driver, xvfb } : undefined;
}

/** The engines of scripts/engines.mjs this machine has: Chromium always (npm test installs it), the others when found. */
export const enginesHere = () =>
  ENGINES.filter((engine) => engine === 'chromium' || (engine === 'firefox' ? findFirefox() : findWebKit()) !== undefined);

/** Whether apt-get can install here: Debian, Ubuntu or a derivative (/etc/os-release), as root. */
function aptHere() {
  try {
    return process.getuid?.() === 0 && /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

const aptCommands = (packages) => [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
];

/**
 * How a machine with no Chromium gets one, in order: on Debian/Ubuntu as root the distribution's (what CI uses, so
 * snapshots match), then Playwright's download when its server answers.
 * @param {{ apt: boolean, playwrightReachable: boolean }} machine
 * @returns {string[][]}
 */
export function installPlan({ apt, playwrightReachable }) {
  return [
    ...(apt ? aptCommands(['chromium', 'chromium-headless-shell']) : []),
    ...(playwrightReachable ? [[process.execPath, PLAYWRIGHT_CLI, 'install', 'chromium']] : []),
  ];
}

/** Says and runs one install command (a dry run only says it); false when it failed. */
function install(cmd, why) {
  console.log(`▶ ${why}: ${cmd.join(' ')}${DRY_RUN ? ' (dry run, not run)' : ''}`);
  if (DRY_RUN) return true;
  const run = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run.status !== 0) console.log(`  ${cmd.join(' ')} failed (exit ${run.status ?? run.error?.message}).`);
  return run.status === 0;
}

/** apt-get update + install, on Debian/Ubuntu as root only; whether the packages were installed. */
const aptInstall = (packages, why) => aptHere() && aptCommands(packages).every((cmd) => install(cmd, why)) && !DRY_RUN;

async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/** Finds Chromium, or installs it and says so; stops with one clear line when neither works. */
async function ensureChrome() {
  const found = findChrome();
  // A full Debian Chromium without its headless shell: the tests run a third faster with the shell beside it.
  if (found && found !== HEADLESS_SHELL && !process.env.CHROME_PATH && found.startsWith('/usr/bin/')) {
    if (aptInstall(['chromium-headless-shell'], 'Chromium without its headless shell') && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  if (found) return found;
  if (process.env.CHROME_PATH && !DRY_RUN) {
    // Every runner honours CHROME_PATH, so installing another browser would not help.
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist: point it at a Chromium, or unset it to find or install one.`);
    process.exit(1);
  }
  const machine = { apt: aptHere(), playwrightReachable: await reachable(PLAYWRIGHT_HOST) };
  console.log(
    `No Chromium found${process.env.CHROME_PATH ? ` (CHROME_PATH=${process.env.CHROME_PATH} does not exist)` : ''}; apt-get ${machine.apt ? 'can' : 'cannot'} install here, ${PLAYWRIGHT_HOST} ${machine.playwrightReachable ? 'answers' : 'does not answer'}.`,
  );
  for (const cmd of installPlan(machine)) {
    // A failed step, or an apt install that found nothing: the next way is tried.
    const installed = install(cmd, 'installing Chromium') && findChrome();
    if (installed) return installed;
  }
  console.error(DRY_RUN ? 'Dry run: nothing was installed.' : HOW_TO_GET_ONE);
  process.exit(1);
}

/**
 * The system fonts the committed (linux) visual baselines were captured with (the site ships none, its type is the
 * system's): DejaVu Sans is what system-ui and sans-serif resolve to here, Noto Color Emoji draws the chat bubbles'
 * ✅ and 🎉. Without them the same stories render other glyphs and the visual gate fails for a reason not in the code.
 */
const BASELINE_FONTS = [
  { family: 'DejaVu Sans', pkg: 'fonts-dejavu-core' },
  { family: 'Noto Color Emoji', pkg: 'fonts-noto-color-emoji' },
];

/** @param {string} installed what `fc-list : family` printed (one family list a line): the baseline fonts it lacks. */
export function missingFonts(installed) {
  const families = new Set(installed.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
  return BASELINE_FONTS.filter(({ family }) => !families.has(family));
}

/** On Linux, installs the missing baseline fonts, or says why the visual steps will differ (other systems keep baselines of their own). */
function ensureFonts() {
  if (process.platform !== 'linux') return;
  const listed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const missing = missingFonts(listed.status === 0 ? listed.stdout : '');
  if (missing.length === 0) return;
  const names = missing.map(({ family }) => family).join(', ');
  const packages = missing.map(({ pkg }) => pkg);
  if (!aptInstall(packages, `${names} missing (the visual baselines' fonts)`))
    console.log(
      `The visual baselines were captured with ${names}, not installed here: install ${packages.join(' ')} or the visual steps will differ.`,
    );
}

/** An extra engine: found, or installed with apt-get (Debian/Ubuntu as root); undefined leaves its projects out. */
const ensureEngine = (find, packages, name) => find() ?? (aptInstall(packages, `No ${name} found`) ? find() : undefined);
const ensureFirefox = () => ensureEngine(findFirefox, ['firefox-esr'], 'Firefox');
const ensureWebKit = () => ensureEngine(findWebKit, ['webkit2gtk-driver', 'xvfb'], 'WebKitGTK');

// `--install` (`npm run test:setup`, npm test's first step): Chromium, the baselines' fonts, Firefox ESR and WebKitGTK;
// `--fonts` the fonts alone; no flag prints Chromium's path or fails (a probe).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--fonts')) ensureFonts();
  else if (process.argv.includes('--install')) {
    console.log(`Chromium: ${await ensureChrome()}`);
    ensureFonts();
    console.log(`Firefox: ${ensureFirefox() ?? 'none (firefox-esr): its projects are left out'}`);
    console.log(`WebKitGTK: ${ensureWebKit()?.minibrowser ?? 'none (webkit2gtk-driver, xvfb): its projects are left out'}`);
  } else console.log(requireChrome());
}
