/**
 * The designer's flow, in Storybook's UI, in Chromium and in Firefox ESR (the designer's browser; the check itself
 * shoots in Chromium either way): in a scratch copy of the project (never this one) a colour is planted, and one
 * walk per engine takes every path a designer can: the sidebar's marks, a story with no baseline, a change left as
 * it is then accepted, one picture accepted alone, "Accept all changes" after its list, and (in Chromium, record 49)
 * the next run green. Both walks and the reviewer's verdict share one Storybook (tests/review-storybook.ts, record
 * 50): each walk has stories of its own and starts by putting back what a walk before it wrote.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { expect, type Locator, type Page } from '@playwright/test';

import { findFirefox } from '../../scripts/browser.mjs';
import { type ScratchStorybook, test } from '../../tests/review-storybook.ts';

import { type AcceptedLine, ENGINES } from './review.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ACCEPTED = 'tests/visual/baselines/accepted.jsonl';
const FIREFOX = findFirefox();

/** What a walk takes: a story with baselines whose planted change it leaves then accepts, and a story it makes new. */
interface Walk {
  engine: 'chromium' | 'firefox';
  story: string;
  newStory: string;
  /** The new story as "Accept all changes" lists it. */
  newTitle: string;
}
const WALKS = {
  chromium: { engine: 'chromium', story: 'ui-button--default', newStory: 'ui-badge--default', newTitle: 'UI/Badge / Default' },
  firefox: { engine: 'firefox', story: 'ui-button--variants', newStory: 'ui-badge--tones', newTitle: 'UI/Badge / Tones' },
} satisfies Record<string, Walk>;

/** A story's baseline in the copy (`root`). */
const baseline = (root: string, story: string, viewport: string, engine = 'chromium') =>
  join(root, 'tests/visual/baselines', process.platform, engine, `${story}--${viewport}.png`);
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The copy as a walk starts from, whatever walked before it: no visual run recorded, the accept record as committed,
 * and the walk's new story with no baseline in any engine.
 */
function freshCopy(root: string, walk: Walk) {
  rmSync(join(root, 'test-results/visual-review'), { recursive: true, force: true });
  if (existsSync(join(ROOT, ACCEPTED))) copyFileSync(join(ROOT, ACCEPTED), join(root, ACCEPTED));
  else rmSync(join(root, ACCEPTED), { force: true });
  for (const engine of ENGINES)
    for (const viewport of ['phone', 'desktop']) rmSync(baseline(root, walk.newStory, viewport, engine), { force: true });
}

/** Opens a story with the Visual review panel showing, once the preview has rendered it (as a designer would see it). */
async function openPanel(page: Page, base: string, storyId: string) {
  await page.goto(`${base}/?path=/story/${storyId}&addonPanel=finzap/visual-review/panel`);
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

/** The story's mark in the sidebar: Storybook names it "Test status: <value>" (its tree item has no role of its own). */
const sidebarMark = (page: Page, storyId: string) =>
  page.locator(`#storybook-explorer-tree [data-item-id="${storyId}"]`).getByRole('button', { name: /^Test status: / });

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

/** One designer's walk, in the page of the walk's engine, in the shared Storybook's copy. */
async function designerWalk(page: Page, walk: Walk, { root, base }: ScratchStorybook) {
  const { story: STORY, newStory: NEW_STORY } = walk;
  freshCopy(root, walk);
  const open = (storyId: string) => openPanel(page, base, storyId);
  const files = { phone: baseline(root, STORY, 'phone'), desktop: baseline(root, STORY, 'desktop') };
  const before = { phone: readFileSync(files.phone), desktop: readFileSync(files.desktop) };
  const actual = (story: string, viewport: string) =>
    join(root, 'test-results/visual-review/images/chromium', `${story}--${viewport}-actual.png`);

  await test.step('a new story is marked "no baseline" in the sidebar, and its check shows it as new', async () => {
    const panel = await open(NEW_STORY);
    // The marks appear once the panel has read the index and the record (slow under load).
    await expect(sidebarMark(page, NEW_STORY)).toHaveAccessibleName('Test status: Warning', { timeout: 60_000 });
    await expect(panel.getByText('Visual check: no baseline')).toBeVisible();
    await runCheck(page);
    await expect(panel.getByRole('button', { name: 'chromium phone: new' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'chromium desktop: new' })).toBeVisible();
    await expect(sidebarMark(page, NEW_STORY)).toHaveAccessibleName('Test status: New');
  });

  const panel = await open(STORY);
  await test.step('a planted colour shows as changed, with its difference and the overlay', async () => {
    await runCheck(page);
    await expect(panel.getByRole('button', { name: 'chromium phone: changed' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'chromium desktop: changed' })).toBeVisible();
    await expect(sidebarMark(page, STORY)).toHaveAccessibleName('Test status: Modified');
    // The difference picture is there and loaded (Playwright's own, from the run).
    const diff = panel.getByRole('img', { name: 'Difference' });
    await expect(diff).toBeVisible();
    expect(await diff.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Overlay' }).click();
    await expect(panel.getByRole('slider')).toBeVisible();
    await panel.getByRole('button', { name: 'Side by side' }).click();
    await page.screenshot({ path: test.info().outputPath(`panel-changed-${walk.engine}.png`) });
  });

  await test.step('left as it is: nothing is written, and the panel says so', async () => {
    await panel.getByRole('button', { name: 'Leave as it is' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Left as it is: nothing was written; the baselines of 2 pictures (chromium desktop, chromium phone) stay as they were.',
    );
    await expect(panel.getByRole('button', { name: 'chromium phone: left' })).toBeVisible();
    expect(readFileSync(files.phone).equals(before.phone), 'the phone baseline is untouched').toBe(true);
    expect(readFileSync(files.desktop).equals(before.desktop), 'the desktop baseline is untouched').toBe(true);
  });

  await test.step('one picture accepted alone: only its baseline is written', async () => {
    await panel.getByRole('button', { name: 'chromium phone: left' }).click();
    await panel.getByRole('button', { name: 'Accept chromium phone' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Accepted 1 picture (chromium phone): it is the baseline now. Commit it with tests/visual/baselines/accepted.jsonl.',
    );
    await expect(panel.getByRole('button', { name: 'chromium phone: accepted' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'chromium desktop: left' })).toBeVisible();
    expect(readFileSync(files.phone).equals(readFileSync(actual(STORY, 'phone'))), 'the phone baseline is the new picture').toBe(true);
    expect(readFileSync(files.desktop).equals(before.desktop), 'the desktop baseline is untouched').toBe(true);
  });

  await test.step('after leaving, "Accept all of this story" accepts what is left; pressed again it says it wrote nothing', async () => {
    await panel.getByRole('button', { name: 'Accept all of this story' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Accepted 1 picture (chromium desktop): it is the baseline now. Commit it with tests/visual/baselines/accepted.jsonl.',
    );
    expect(readFileSync(files.desktop).equals(readFileSync(actual(STORY, 'desktop'))), 'the desktop baseline is the new picture').toBe(
      true,
    );
    await expect(sidebarMark(page, STORY)).toHaveAccessibleName('Test status: Success');
    await panel.getByRole('button', { name: 'Accept all of this story' }).click();
    await expect(panel.getByRole('status')).toHaveText('Nothing was written: every changed picture of this story is accepted already.');
  });

  await test.step('the accept record lists who accepted each picture, in the panel and in the committed file', async () => {
    const who = [gitConfig(root, 'user.name'), gitConfig(root, 'user.email')];
    const by = who[0] || who[1] ? `${who[0]}${who[1] ? ` <${who[1]}>` : ''}`.trim() : 'unknown (no user.name in git config)';
    const record = panel.getByRole('region', { name: 'Accept record' });
    await expect(record.getByRole('listitem')).toHaveCount(2);
    await expect(record.getByRole('listitem').first()).toContainText(`chromium desktop (${process.platform}): by ${by}`);
    const lines = readFileSync(join(root, ACCEPTED), 'utf8').trim().split('\n');
    const accepted = lines.map((line) => JSON.parse(line) as AcceptedLine);
    expect(accepted.map(({ storyId, engine, viewport, before: was, after }) => ({ storyId, engine, viewport, was, after }))).toEqual([
      { storyId: STORY, engine: 'chromium', viewport: 'phone', was: sha256Of(before.phone), after: sha256(files.phone) },
      { storyId: STORY, engine: 'chromium', viewport: 'desktop', was: sha256Of(before.desktop), after: sha256(files.desktop) },
    ]);
  });

  await test.step('"Accept all changes" lists what it will write and writes it only when confirmed', async () => {
    await panel.getByRole('button', { name: 'Accept all changes (2)' }).click();
    const list = panel.getByRole('region', { name: 'Accept all changes' });
    await expect(list.getByRole('listitem')).toHaveText([
      `${walk.newTitle}: chromium desktop (new)`,
      `${walk.newTitle}: chromium phone (new)`,
    ]);
    await list.getByRole('button', { name: 'Cancel' }).click();
    await expect(list).toBeHidden();
    expect(existsSync(baseline(root, NEW_STORY, 'phone')), 'nothing is written before the list is confirmed').toBe(false);
    await panel.getByRole('button', { name: 'Accept all changes (2)' }).click();
    await list.getByRole('button', { name: 'Write these 2 baselines' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Accepted 2 pictures: they are the baselines now. Commit them with tests/visual/baselines/accepted.jsonl.',
    );
    for (const viewport of ['phone', 'desktop'])
      expect(
        readFileSync(baseline(root, NEW_STORY, viewport)).equals(readFileSync(actual(NEW_STORY, viewport))),
        `${viewport} written`,
      ).toBe(true);
    await expect(panel.getByRole('button', { name: 'Accept all changes (0)' })).toBeDisabled();
  });

  await test.step("a story's panel shows only its own messages; the new story is accepted in the sidebar", async () => {
    const other = await open(NEW_STORY);
    await expect(other.getByRole('button', { name: 'chromium phone: accepted' })).toBeVisible();
    await expect(other.getByRole('status')).toHaveCount(0);
    await expect(sidebarMark(page, NEW_STORY)).toHaveAccessibleName('Test status: Success');
  });

  // The server's side of a check (it runs on across a reload; the accepted pictures are the baselines it compares
  // with) is the same whichever browser shows the panel: walked in Chromium only, where the whole walk goes on
  // (record 49). Firefox's walk has shown every state of the panel by now.
  if (walk.engine === 'firefox') return;
  await test.step('run again, reloading Storybook meanwhile: the accepted pictures pass', async () => {
    const again = await open(STORY);
    await again.getByRole('button', { name: 'Run the visual check of this story' }).click();
    await expect(again.getByRole('button', { name: 'Running the visual check…' })).toBeDisabled();
    await open(STORY);
    await checked(again);
    await expect(again.getByRole('button', { name: 'chromium phone: unchanged' })).toBeVisible();
    await expect(again.getByRole('button', { name: 'chromium desktop: unchanged' })).toBeVisible();
  });
}

const TITLE = 'sidebar marks, a new story, leave then accept, one picture, accept all changes after its list';
/** Three checks, each stopped by the server after 300 s, and the rest of the walk. */
const WALK_TIMEOUT = 3 * CHECK_TIMEOUT + 240_000;

test(`a designer’s walk in Chromium: ${TITLE}, the next run green`, async ({ page, reviewStorybook }) => {
  test.setTimeout(WALK_TIMEOUT);
  await designerWalk(page, WALKS.chromium, reviewStorybook);
});

// In the designer's browser, launched here so the walk shares this worker's Storybook (left out where there is no Firefox, as its projects are).
if (FIREFOX)
  test(`a designer’s walk in Firefox ESR: ${TITLE}`, async ({ playwright, reviewStorybook }) => {
    test.setTimeout(WALK_TIMEOUT);
    // Over WebDriver BiDi the context's reducedMotion is not applied; Firefox's own preference is.
    const browser = await playwright.firefox.launch({
      channel: 'moz-firefox',
      executablePath: FIREFOX,
      firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
    });
    try {
      const page = await browser.newPage({ viewport: test.info().project.use.viewport ?? null });
      await designerWalk(page, WALKS.firefox, reviewStorybook);
    } finally {
      await browser.close();
    }
  });

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** What the accept reads in the scratch copy: its own git user (tests/review-storybook.ts). */
const gitConfig = (root: string, key: string) => {
  try {
    return execFileSync('git', ['config', key], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

test('the routes refuse an unknown story, a path outside the baselines, another page, a body that is not an object and a foreign Host, from the running dev server', async ({
  request,
  reviewStorybook: { base },
}) => {
  // Storybook's own page, as the panel sends it.
  const own = { Origin: new URL(base).origin };
  const unknown = await request.post(`${base}/review/run`, { data: { storyId: 'no-such--story' }, headers: own });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()) as unknown).toEqual({ error: 'Refused: there is no story "no-such--story" in this Storybook.' });
  const outside = await request.post(`${base}/review/accept`, { data: { storyId: '../../../package.json' }, headers: own });
  expect(outside.status()).toBe(404);
  expect(((await outside.json()) as { error: string }).error).toMatch(/^Refused: the last visual run took no picture of the story/);
  // Another local page (another port) is another site: refused, and Storybook's CORS does not speak for the review.
  const foreign = await request.post(`${base}/review/accept`, {
    data: { storyId: 'ui-button--default' },
    headers: { Origin: 'http://localhost:8080' },
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  const nothing = await request.post(`${base}/review/accept`, { data: 'null', headers: { ...own, 'Content-Type': 'application/json' } });
  expect(nothing.status()).toBe(400);
  // A foreign name resolved to this machine (DNS rebinding) is refused before the record is read (Storybook's own host check first).
  const rebound = await request.get(`${base}/review/state.json`, { headers: { Host: 'rebound.example' } });
  expect(rebound.status()).toBe(403);
  // An <img> on another site: a GET with no Origin, which the browser marks cross-site (Fetch Metadata).
  const pictured = await request.get(`${base}/review/report`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
  expect(pictured.status()).toBe(403);
});

/**
 * Damaged records as a team leaves them (issue 57): a conflict in the accept record, a run record of the wrong shape;
 * then a state the server refuses. In the engine's own browser, as the walks are.
 */
async function damagedRecords(page: Page, { base, root }: ScratchStorybook) {
  const accepted = join(root, ACCEPTED);
  const lastRun = join(root, 'test-results/visual-review/last-run.json');
  const kept = [accepted, lastRun].map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined));
  const [before = ''] = kept;
  writeFileSync(accepted, `${before}<<<<<<< HEAD\n`);
  mkdirSync(dirname(lastRun), { recursive: true });
  writeFileSync(lastRun, '{"captures":[null]}\n');
  try {
    await test.step('the panel names each damaged record by file, line and field, and keeps working', async () => {
      const panel = await openPanel(page, base, 'ui-button--default');
      await expect(panel.getByRole('region', { name: 'Damaged records' }).getByRole('listitem')).toHaveText([
        'line 1 of test-results/visual-review/last-run.json (captures.0): null where an object belongs; left out: run the visual check again, or delete the file.',
        `merge conflict at line ${before.split('\n').filter(Boolean).length + 1} of tests/visual/baselines/accepted.jsonl: resolve it and remove the marker; new accepts are added after it.`,
      ]);
      await expect(panel.getByRole('button', { name: 'Run the visual check of this story' })).toBeEnabled();
    });
    await test.step('a state the server refuses: the panel says why, never blank', async () => {
      const refusal = 'Refused: the review answers its own page only (this request came from a page of another site).';
      await page.route('**/review/state.json', (route) =>
        route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: refusal }) }),
      );
      const panel = await openPanel(page, base, 'ui-button--default');
      await expect(panel.getByRole('region', { name: 'Damaged records' })).toHaveText(`The review's state was not read (403): ${refusal}`);
      await expect(panel.getByText(/^Read-only/)).toBeVisible();
    });
  } finally {
    kept.forEach((text, n) => {
      const file = [accepted, lastRun][n] ?? '';
      if (text === undefined) rmSync(file, { force: true });
      else writeFileSync(file, text);
    });
  }
}

test('damaged records in Chromium: the panel names each one and keeps working; a refused state says why', async ({
  page,
  reviewStorybook,
}) => {
  test.setTimeout(240_000);
  await damagedRecords(page, reviewStorybook);
});

if (FIREFOX)
  test('damaged records in Firefox ESR: the panel names each one and keeps working; a refused state says why', async ({
    playwright,
    reviewStorybook,
  }) => {
    test.setTimeout(240_000);
    const browser = await playwright.firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX });
    try {
      await damagedRecords(await browser.newPage({ viewport: test.info().project.use.viewport ?? null }), reviewStorybook);
    } finally {
      await browser.close();
    }
  });
