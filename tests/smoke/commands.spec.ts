/**
 * README's long-running commands, done the way a newcomer does them: start the command, open what
 * it serves in a browser, see real content with no error text, no console error and no failed
 * request, then stop it. The built artefacts have their own suites; this one guards the commands.
 */
import { rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';

import { expect, type Page, test, type TestInfo } from '@playwright/test';

import { paths } from '@content/paths';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { PORTS } from '../../scripts/ports.mjs';
import { appReady } from '../e2e/fixtures';
import { documentedCommands, startCommand, waitForUrl } from './commands';

const PORT = Number(process.env.SMOKE_PORT ?? PORTS.smoke);
const base = `http://localhost:${PORT}`;

/** Our own code, as the dev servers serve it (Storybook's workbench prints deprecation warnings of its own). */
const OWN_CODE = /\/(src|content|stories|\.storybook)\//;

/**
 * Watches a page for what a newcomer would notice is wrong: console errors, warnings from our own
 * code (all of them where `everyWarning`), page errors, and requests that fail or answer an error.
 * A request aborted by the next navigation (net::ERR_ABORTED) is the test moving on, not a failure.
 */
function watch(page: Page, everyWarning: boolean): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const warningCounts = everyWarning || OWN_CODE.test(message.location().url);
    if (message.type() === 'error' || (message.type() === 'warning' && warningCounts))
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/**
 * A page of the site as a visitor sees it: prerendered (its islands are in the HTML before any script
 * runs, from the dev server too), its islands hydrated once reached for, with its heading, a main landmark with real text, no error page.
 */
async function expectSitePage(page: Page, path: string, testInfo: TestInfo) {
  const response = await page.request.get(`${base}${path}`, { headers: { accept: 'text/html' } });
  expect(await response.text()).toContain(`${ISLAND.name}="`);
  await page.goto(`${base}${path}`);
  // Every island reached for, as a visitor's taps would, and hydrated.
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/\p{L}{4,}(\s+\p{L}+){10}/u);
  await expect(page.locator('body')).not.toContainText(/Unexpected Application Error|is not defined|Internal Server Error/);
  await screenshot(page, testInfo, `${path}.png`);
}

const SITE_PAGES = ['/', paths.cookiePolicy];

const commands = [
  { command: 'npm start', args: ['start'], startupMs: 180_000 },
  { command: 'npm run serve', args: ['run', 'serve'], startupMs: 30_000 },
  { command: 'npm run dev', args: ['run', 'dev', '--', '--port', String(PORT), '--strictPort'], startupMs: 60_000 },
];

test('every long-running command in the scripts table is smoke-tested here', () => {
  const tested = [...commands.map(({ command }) => command), 'npm run storybook'];
  expect(documentedCommands()).toEqual(expect.arrayContaining(tested));
});

for (const { command, args, startupMs } of commands) {
  test(`${command} serves every page with real content and no error`, async ({ page }, testInfo) => {
    test.setTimeout(startupMs + 60_000);
    const started = startCommand(args, { PORT: String(PORT) });
    try {
      await waitForUrl(`${base}/`, started, startupMs);
      const problems = watch(page, true);
      for (const path of SITE_PAGES) await expectSitePage(page, path, testInfo);
      expect(problems, started.output()).toEqual([]);
    } finally {
      await started.stop();
    }
  });
}

/** A story or docs page of each kind: a primitive, a widget with a play function, a whole page, an MDX page. */
const STORIES = [
  { id: 'ui-button--default', kind: 'story', text: /\p{L}{3,}/u },
  { id: 'widgets-demochat--default', kind: 'story', text: /Resetar Demo/ },
  { id: 'pages-landingpage--default', kind: 'story', text: /Assinar/ },
  { id: 'introduction--docs', kind: 'docs', text: /\p{L}{4,}(\s+\p{L}+){10}/u },
];

/**
 * Storybook's caches (its Vite pre-bundle and the externals plugin's), in a folder of this test's own (CACHE_DIR,
 * which Storybook reads), emptied first: the dev server starts as on a fresh clone, busy pre-bundling while the
 * workbench first asks it for state (storybookjs/storybook#35864), and no other suite's Storybook loses its cache.
 */
const STORYBOOK_CACHE = 'test-results/smoke-storybook-cache';

test('npm run storybook, started cold and opened at once, renders stories and docs pages with no error', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  rmSync(STORYBOOK_CACHE, { recursive: true, force: true });
  const started = startCommand(['run', 'storybook', '--', '--port', String(PORT), '--ci'], { CACHE_DIR: resolve(STORYBOOK_CACHE) });
  try {
    // The moment the workbench answers, as a designer opens it: not after its index is ready.
    await waitForUrl(`${base}/`, started, 180_000);
    const problems = watch(page, false);
    await page.goto(`${base}/?path=/story/${STORIES[0]?.id ?? ''}`);
    // Long enough for every store of the workbench to give up waiting on a busy server (upstream: after 1 s).
    await expect(page.getByRole('button', { name: 'Run tests', exact: true })).toBeVisible({ timeout: 120_000 });
    await screenshot(page, testInfo, 'cold-start.png');
    for (const { id, kind, text } of STORIES) {
      await page.goto(`${base}/?path=/${kind}/${id}`);
      const preview = page.frameLocator('#storybook-preview-iframe');
      // Storybook's own error screen ("module is not defined", a failed import) is the failure a newcomer sees.
      const root = preview.locator(kind === 'docs' ? '#storybook-docs' : '#storybook-root');
      await expect(root).toContainText(text, { timeout: 120_000 });
      await expect(preview.locator('.sb-errordisplay')).toBeHidden();
      await screenshot(page, testInfo, `${id}.png`);
    }
    expect(problems, started.output()).toEqual([]);
    // Loopback only: the review's routes write the checkout, and no other machine may reach them (docs/decisions/0052).
    // Every address of this machine but loopback and link-local (those need a zone to be reached).
    const outward = Object.values(networkInterfaces()).flatMap((addresses) => addresses ?? []);
    for (const { address, family } of outward.filter((each) => !each.internal && !each.scopeid)) {
      const url = `http://${family === 'IPv6' ? `[${address}]` : address}:${PORT}/`;
      expect(
        await fetch(url).then(
          () => 'answered',
          () => 'refused',
        ),
        url,
      ).toBe('refused');
    }
  } finally {
    await started.stop();
  }
});
