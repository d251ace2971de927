import { readFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';
import type { StoryIndex } from 'storybook/internal/types';

import { categoryLexicon } from '@content/demoLexicon/categories';
import { demoChat } from '@content/steps';

import { AFTER_RUN } from '../e2e/tags';
import { test as storyTest } from '../visual/storyPages';

/**
 * Each docs page in this worker's kept page (tests/visual/storyPages.ts): a new context per page paid Storybook's
 * preview afresh. The listeners a test adds go with it.
 */
const test = storyTest.extend<{ page: Page }>({
  page: async ({ storyPages }, use) => {
    const page = await storyPages.page({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await use(page);
    page.removeAllListeners();
  },
});

/**
 * Every docs page of the built Storybook (MDX pages and each component's autodocs page) opens
 * without an error, shows real content and no Markdown left unparsed. The list comes from the
 * build's own index, so a new page is covered the day it is added.
 */
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex;
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

// A GFM table that was not parsed shows its delimiter row as text: "| --- | :---: |".
const RAW_TABLE = /\|\s*:?-{3,}:?\s*\|/;
// Fewer characters than this is an empty shell (a title and nothing else), not a page.
const MIN_TEXT = 200;

declare global {
  interface Window {
    __docsEvents?: { name: string; detail: string }[];
  }
}

/** Storybook's own events: the page rendered, or it (or a story on it) failed. */
const DONE = 'docsRendered';
const FAILED = ['storyErrored', 'storyThrewException', 'storyMissing'];
const SETTLED_PHASES = ['finished', 'errored', 'aborted'];

/**
 * Opens a docs page and waits until Storybook says it has rendered and every story on it has
 * settled, or until it reports a failure. Returns the failures.
 */
async function openDocs(page: Page, id: string): Promise<string[]> {
  await page.addInitScript((failed) => {
    // Added once per test to a page the worker keeps: the first copy listens, the others find it done.
    if (window.__docsEvents) return;
    window.__docsEvents = [];
    // The preview creates its channel while booting; listen as soon as it exists.
    const timer = setInterval(() => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { on(name: string, fn: (arg: unknown) => void): void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(timer);
      for (const name of ['docsRendered', ...failed]) {
        channel.on(name, (arg) => window.__docsEvents?.push({ name, detail: JSON.stringify(arg).slice(0, 500) }));
      }
    }, 5);
  }, FAILED);
  await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
  await page.waitForFunction(
    ({ done, failed, settled }) => {
      const events = window.__docsEvents ?? [];
      if (events.some((event) => failed.includes(event.name))) return true;
      if (!events.some((event) => event.name === done)) return false;
      const renders =
        (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } }).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      return renders.every((render) => settled.includes(render.phase ?? ''));
    },
    { done: DONE, failed: FAILED, settled: SETTLED_PHASES },
  );
  const events = await page.evaluate(() => window.__docsEvents ?? []);
  return events.filter((event) => FAILED.includes(event.name)).map((event) => `${event.name}: ${event.detail}`);
}

test('the build has docs pages to check', () => {
  expect(docsPages.length).toBeGreaterThan(0);
});

/** The demo chat rules page: its corpus figures are read at build time (src/demo/corpus/figures.json). */
const DEMO_RULES = 'docs-demo-chat-rules--docs';

/** The docs page that reads the conformance report this run writes (stories/conformance). */
const ACCESSIBILITY = 'docs-accessibility--docs';

for (const entry of docsPages) {
  test(`${entry.title} renders`, { tag: entry.id === ACCESSIBILITY ? [AFTER_RUN] : [] }, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    errors.push(...(await openDocs(page, entry.id)));

    const errorScreen = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay') ? (document.getElementById('error-message')?.textContent ?? 'error') : null,
    );
    expect(errorScreen, `Storybook's error screen for ${entry.importPath}`).toBeNull();
    expect(errors, `errors while rendering ${entry.importPath}`).toEqual([]);

    const docs = page.locator('#storybook-docs');
    await expect(docs.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const text = await docs.innerText();
    expect(text.trim().length, `text on ${entry.importPath}`).toBeGreaterThanOrEqual(MIN_TEXT);
    expect(text, `unparsed Markdown table on ${entry.importPath}`).not.toMatch(RAW_TABLE);
    // A component's page (autodocs, not an MDX page) says when to use it and how it serves accessibility.
    if (!entry.importPath.endsWith('.mdx')) {
      await expect(docs.getByRole('heading', { level: 2, name: 'When to use' })).toBeVisible();
      await expect(docs.getByRole('heading', { level: 2, name: 'Accessibility' })).toBeVisible();
      // Its committed screen-reader transcript (stories/transcripts/record.ts).
      await expect(docs.getByRole('heading', { level: 2, name: 'What a screen reader says' })).toBeVisible();
    }
  });
}

test(
  'Docs / Accessibility shows the conformance report: every WCAG 2.2 A/AA criterion, with an outcome',
  { tag: AFTER_RUN },
  async ({ page }) => {
    const { criteria } = JSON.parse(readFileSync('stories/conformance/criteria.json', 'utf8')) as { criteria: { id: string }[] };
    expect(await openDocs(page, ACCESSIBILITY)).toEqual([]);
    const docs = page.locator('#storybook-docs');
    // This run's report, written after the Storybook was built and read when the page opens.
    await expect(docs.locator('p', { hasText: /^Last run:/ })).toContainText(new Date().getUTCFullYear().toString());
    const report = docs.getByRole('table', { name: 'WCAG 2.2 Level A and AA success criteria' });
    await expect(report.getByRole('row')).toHaveCount(criteria.length + 1);
    await expect(report.getByRole('cell', { name: 'not run yet', exact: true })).toHaveCount(0);
    for (const { id } of criteria)
      await expect(report.getByRole('rowheader', { name: new RegExp(`^${id.replaceAll('.', '\\.')} `) })).toHaveCount(1);
    // The static build: scope and baseline shown, verdicts read-only (no form), the EARL export beside it.
    await expect(docs.getByText('Assistive technologies the manual steps were tried with', { exact: true })).toBeVisible();
    await expect(docs.getByRole('form', { name: 'Record a verdict' })).toHaveCount(0);
    const earl = docs.getByRole('link', { name: 'Download the report as EARL (JSON-LD)' });
    const exported = (await (await page.request.get(new URL((await earl.getAttribute('href')) ?? '', page.url()).href)).json()) as {
      type: string;
      auditSample: unknown[];
    };
    expect(exported.type).toBe('Evaluation');
    expect(exported.auditSample.length).toBeGreaterThanOrEqual(criteria.length);
  },
);

test('the design tokens page shows every token of tokens.css with its value', async ({ page }) => {
  const css = readFileSync('src/styles/tokens.css', 'utf8');
  const declared = [...css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.replace(/\s+/g, ' ').trim(),
  }));
  expect(declared.length).toBeGreaterThan(40);
  expect(await openDocs(page, 'design-tokens--docs')).toEqual([]);
  const docs = page.locator('#storybook-docs');
  for (const { name, value } of declared) {
    // A row is named by its cells' text, starting with the token's name.
    const row = docs.getByRole('row', { name: new RegExp(`^${name}\\s`) });
    await expect(row, name).toHaveCount(1);
    await expect(row, name).toContainText(value);
  }
});

test('the demo chat rules page holds a live demo chat', async ({ page }) => {
  const errors = await openDocs(page, DEMO_RULES);
  expect(errors).toEqual([]);
  const docs = page.locator('#storybook-docs');
  const log = docs.getByRole('log', { name: demoChat.logLabel }).first();
  await expect(log).toBeVisible();
  await docs.getByRole('textbox', { name: demoChat.inputLabel }).first().fill('gastei 42 no mercado');
  await docs.getByRole('textbox', { name: demoChat.inputLabel }).first().press('Enter');
  await expect(log).toContainText('R$ 42,00');
});

test('the demo chat rules page lists every emoji of the lexicon in its category row', async ({ page }) => {
  expect(await openDocs(page, DEMO_RULES)).toEqual([]);
  // The lexicon's table, not the confusion matrix above it, whose rows are named by category too.
  const lexicon = page.locator('#storybook-docs table').filter({ has: page.getByRole('columnheader', { name: 'emoji' }) });
  await expect(lexicon).toHaveCount(1);
  for (const { category, words, emoji = [] } of categoryLexicon) {
    expect(emoji.length, category).toBeGreaterThan(0);
    // The category's lexicon row (named by its first entry), not the fallback row below that shares its name (Outros).
    const first = (words[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const row = lexicon.getByRole('row', { name: new RegExp(`^${category}\\s+${first}`) });
    for (const entry of emoji) await expect(row, `${category} ${entry}`).toContainText(entry);
  }
});
