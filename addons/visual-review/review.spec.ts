/**
 * The designer's flow, in Storybook's UI: in a scratch copy of the project (never this one) a colour is
 * planted, the story's check is run from the panel, the panel shows "changed" with the difference, and
 * either the change is accepted (the next run passes) or left as it is (the baseline stays byte for byte).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { expect, type Locator, type Page, test } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRATCH = join(ROOT, 'test-results/visual-review-flow');
const PORT = Number(process.env.REVIEW_STORYBOOK_PORT ?? 6012);
const BASE = `http://localhost:${PORT}`;
/** What the copy leaves out: built, recorded or installed things (node_modules is linked, not copied). */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-builds',
  'storybook-static',
  'coverage',
  'test-results',
  'reports',
  '.stryker-tmp',
  'playwright-report',
]);
const REPORT = join('tests', 'visual', 'report');
/** The re-brand: the same token the visual gate check plants, in the copy's sources. */
const TOKENS = join(SCRATCH, 'src/styles/tokens.css');
const BRAND = /--color-brand:\s*#0a6e44;/;

const baseline = (story: string, viewport: string) =>
  join(SCRATCH, 'tests/visual/baselines', process.platform, 'chromium', `${story}--${viewport}.png`);

let storybook: ChildProcess | undefined;
let log = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(SCRATCH, { recursive: true, force: true });
  // Entry by entry: the scratch folder is inside the project, and a copy of a folder into itself is refused.
  for (const entry of readdirSync(ROOT).filter((name) => !LEFT_OUT.has(name) && !name.startsWith('dist.tmp-')))
    cpSync(join(ROOT, entry), join(SCRATCH, entry), { recursive: true, filter: (source) => relative(ROOT, source) !== REPORT });
  symlinkSync(join(ROOT, 'node_modules'), join(SCRATCH, 'node_modules'), 'dir');
  const tokens = readFileSync(TOKENS, 'utf8');
  expect(tokens, 'the brand token is where the plant expects it').toMatch(BRAND);
  writeFileSync(TOKENS, tokens.replace(BRAND, '--color-brand: #0b5cad;'));
  storybook = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js'), 'dev', '-p', String(PORT), '--ci', '--no-open'],
    {
      cwd: SCRATCH,
      // Chromium only: the flow is the same in every engine, and one engine keeps the test quick.
      env: { ...process.env, VISUAL_REVIEW_ENGINES: 'chromium', FORCE_COLOR: '0' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  storybook.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  storybook.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(`${BASE}/index.json`)
      .then((res) => res.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline || storybook.exitCode !== null) throw new Error(`Storybook did not start:\n${log}`);
    await new Promise((done) => setTimeout(done, 500));
  }
});

test.afterEach(() => {
  const testInfo = test.info();
  // What the dev server printed (the check's own output reaches the panel's message): read in CI's log when a test fails.
  if (testInfo.status !== testInfo.expectedStatus) console.log(`Storybook's output, last 6,000 characters:\n${log.slice(-6000)}`);
});

test.afterAll(() => {
  // Stop the dev server and its children (its own process group).
  if (storybook?.pid !== undefined && storybook.exitCode === null) process.kill(-storybook.pid, 'SIGTERM');
});

/** Opens a story with the Visual review panel showing, once the preview has rendered it (as a designer would see it). */
async function openPanel(page: Page, storyId: string) {
  await page.goto(`${BASE}/?path=/story/${storyId}&addonPanel=finzap/visual-review/panel`);
  await expect(page.getByRole('tab', { name: 'Visual review' })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('tab', { name: 'Visual review' }).click();
  await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLIFrameElement>('#storybook-preview-iframe');
      const preview = (frame?.contentWindow as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } } | null)
        ?.__STORYBOOK_PREVIEW__;
      return ['completed', 'finished'].includes(preview?.currentRender?.phase ?? '');
    },
    undefined,
    { timeout: 120_000 },
  );
  return page.locator('#storybook-panel-root');
}

/** The server stops a story's check after 300 s (server.ts) and the panel then says why: this waits a little longer. */
const CHECK_TIMEOUT = 330_000;

async function runCheck(page: Page) {
  const panel = page.locator('#storybook-panel-root');
  await panel.getByRole('button', { name: 'Run the visual check of this story' }).click();
  await checked(panel);
}

/** The panel's message appears when the check ends: its outcome, or why it recorded nothing (then said at once). */
async function checked(panel: Locator) {
  await expect(panel.getByRole('status')).toBeVisible({ timeout: CHECK_TIMEOUT });
  await expect(panel.getByRole('status')).toHaveText(/^Checked/);
}

test('a planted colour change shows as changed with its difference; accepted, the next run passes', async ({ page }) => {
  test.setTimeout(2 * CHECK_TIMEOUT + 180_000);
  const story = 'ui-button--variants';
  const before = readFileSync(baseline(story, 'phone'));
  const panel = await openPanel(page, story);
  await runCheck(page);
  await expect(panel.getByRole('button', { name: 'chromium phone: changed' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'chromium desktop: changed' })).toBeVisible();
  // The difference picture is there and loaded (Playwright's own, from the run).
  const diff = panel.getByRole('img', { name: 'Difference' });
  await expect(diff).toBeVisible();
  expect(await diff.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The overlay shows baseline and new picture one over the other, with a slider.
  await panel.getByRole('button', { name: 'Overlay' }).click();
  await expect(panel.getByRole('slider')).toBeVisible();
  await panel.getByRole('button', { name: 'Side by side' }).click();
  await page.screenshot({ path: test.info().outputPath('panel-changed.png') });

  await panel.getByRole('button', { name: 'Accept all of this story' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Accepted/);
  await expect(panel.getByRole('button', { name: 'chromium phone: accepted' })).toBeVisible();
  const after = readFileSync(baseline(story, 'phone'));
  expect(after.equals(before), 'the baseline was rewritten with the new picture').toBe(false);
  expect(after.equals(readFileSync(join(SCRATCH, 'test-results/visual-review/images/chromium', `${story}--phone-actual.png`)))).toBe(true);

  // Run again, and reload Storybook while it runs: the check goes on, and the panel finds its outcome.
  await panel.getByRole('button', { name: 'Run the visual check of this story' }).click();
  await expect(panel.getByRole('button', { name: 'Running the visual check…' })).toBeDisabled();
  await openPanel(page, story);
  await checked(panel);
  await expect(panel.getByRole('button', { name: 'chromium phone: unchanged' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'chromium desktop: unchanged' })).toBeVisible();
});

test('a change left as it is keeps the baseline byte for byte', async ({ page }) => {
  test.setTimeout(CHECK_TIMEOUT + 120_000);
  const story = 'ui-button--default';
  const files = ['phone', 'desktop'].map((viewport) => baseline(story, viewport)).filter((file) => existsSync(file));
  expect(files.length).toBeGreaterThan(0);
  const before = files.map((file) => readFileSync(file));
  const panel = await openPanel(page, story);
  await runCheck(page);
  await expect(panel.getByRole('button', { name: /^chromium \w+: changed$/ }).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Leave as it is' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Left as it is/);
  await expect(panel.getByRole('button', { name: /^chromium \w+: left$/ }).first()).toBeVisible();
  files.forEach((file, n) => expect(readFileSync(file).equals(before[n] ?? Buffer.alloc(0)), `${file} is untouched`).toBe(true));
});

test('the actions refuse an unknown story and a path outside the baselines, from the running dev server', async ({ request }) => {
  const unknown = await request.post(`${BASE}/visual-review-api/run`, { data: { storyId: 'no-such--story' } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()) as unknown).toEqual({ error: 'Refused: there is no story "no-such--story" in this Storybook.' });
  const outside = await request.post(`${BASE}/visual-review-api/accept`, { data: { storyId: '../../../package.json' } });
  expect(outside.status()).toBe(404);
  expect(((await outside.json()) as { error: string }).error).toMatch(/^Refused: the last visual run took no picture of the story/);
});
