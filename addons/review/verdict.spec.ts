/**
 * A reviewer records a verdict the way they would: `npm run storybook` (in a scratch copy of the project, never
 * this one, with a git repository and user of its own), Docs / Accessibility, the form; then the report shows
 * the new outcome, the verdict file holds it with the evaluator and the date, a reload still shows it, and the
 * EARL download carries it. One walk, in Chromium (the form is plain HTML), in the Storybook the designer's walks
 * share (tests/review-storybook.ts, record 50).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import { earlTest, type Verdict, VERDICTS_FILE } from '../../scripts/conformance.mjs';
import { REVIEWER, test } from '../../tests/review-storybook.ts';

const EVALUATOR = `${REVIEWER.name} <${REVIEWER.email}>`;

/** Docs / Accessibility as a reviewer opens it from the sidebar, and the docs page inside the preview. */
async function openAccessibilityDocs(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.getByRole('link', { name: 'Accessibility', exact: true }).click({ timeout: 120_000 });
  const docs = page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs');
  await expect(docs.getByRole('heading', { level: 1, name: 'Accessibility notes' })).toBeVisible({ timeout: 120_000 });
  return docs;
}

test('a reviewer records a verdict on Docs / Accessibility: the report changes, the committed file holds it, the EARL export carries it', async ({
  page,
  reviewStorybook: storybook,
}) => {
  test.setTimeout(300_000);
  const docs = await openAccessibilityDocs(page, storybook.base);
  const report = docs.getByRole('table', { name: 'WCAG 2.2 Level A and AA success criteria' });
  const row = report.getByRole('row', { name: /^1\.3\.3 Sensory Characteristics/ });
  const outcome = row.getByRole('cell').nth(1);
  await expect(outcome).toHaveText('not checked', { timeout: 60_000 });

  await test.step('the form: criterion, whole sample, outcome, observation', async () => {
    const form = docs.getByRole('form', { name: 'Record a verdict' });
    await form.getByRole('combobox', { name: 'Criterion' }).selectOption({ label: '1.3.3 Sensory Characteristics' });
    await expect(form.getByRole('combobox', { name: 'Page' })).toHaveValue('');
    await form.getByRole('combobox', { name: 'Outcome' }).selectOption('passed');
    await form.getByRole('textbox', { name: 'Observation' }).fill('No instruction relies on shape, size, place or sound.');
    await form.getByRole('button', { name: 'Record the verdict' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Recorded: 1.3.3 passed on the whole sample, by ${EVALUATOR}. Commit stories/conformance/verdicts.jsonl.`,
    );
  });

  await test.step('the report shows the new outcome and the verdict', async () => {
    await expect(outcome).toHaveText('passed (automatic: not checked)');
    await expect(row.getByRole('cell').nth(3)).toContainText(
      `passed on the whole sample: No instruction relies on shape, size, place or sound. (${EVALUATOR}, ${new Date().toISOString().slice(0, 10)})`,
    );
  });

  await test.step('the docs page, its form and the changed report: axe (WCAG 2.2 AA) finds nothing', async () => {
    // The preview's own page, opened alone: axe reaches into Storybook's preview frame only when it is ready in time.
    const alone = await page.context().newPage();
    await alone.goto(`${storybook.base}/iframe.html?id=docs-accessibility--docs&viewMode=docs`);
    const docsAlone = alone.locator('#storybook-docs');
    await expect(
      docsAlone
        .getByRole('row', { name: /^1\.3\.3 Sensory Characteristics/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('passed (automatic: not checked)', { timeout: 120_000 });
    await expect(docsAlone.getByRole('form', { name: 'Record a verdict' })).toBeVisible();
    const results = await new AxeBuilder({ page: alone })
      .include('#storybook-docs')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
    await alone.close();
  });

  await test.step('the verdict file holds it, with the evaluator, the date and the hash of what it covers', () => {
    const verdicts = readFileSync(join(storybook.root, VERDICTS_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Verdict);
    // Beside the verdicts the copy was made with.
    const recorded = verdicts.filter((verdict) => verdict.criterion === '1.3.3');
    expect(recorded.map(({ criterion, outcome, observation, evaluator }) => ({ criterion, outcome, observation, evaluator }))).toEqual([
      { criterion: '1.3.3', outcome: 'passed', observation: 'No instruction relies on shape, size, place or sound.', evaluator: EVALUATOR },
    ]);
    expect(recorded[0]?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.now() - Date.parse(recorded[0]?.date ?? '')).toBeLessThan(10 * 60_000);
    expect(recorded[0]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  await test.step('reloaded, the page reads it from the file; the EARL download carries it', async () => {
    const again = await openAccessibilityDocs(page, storybook.base);
    const rowAgain = again.getByRole('row', { name: /^1\.3\.3 Sensory Characteristics/ });
    await expect(rowAgain.getByRole('cell').nth(1)).toHaveText('passed (automatic: not checked)', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      again.getByRole('link', { name: 'Download the report as EARL (JSON-LD)' }).click(),
    ]);
    const earl = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      type: string;
      auditSample: {
        test: { id: string };
        subject: { id: string };
        assertedBy: { title: string };
        mode: { id: string };
        result: { outcome: { id: string }; description: string };
      }[];
    };
    expect(earl.type).toBe('Evaluation');
    const assertion = earl.auditSample.find(
      (item) => item.test.id === earlTest('Sensory Characteristics') && item.subject.id === '_:website',
    );
    expect(assertion?.result.outcome.id).toBe('earl:passed');
    expect(assertion?.result.description).toContain(EVALUATOR);
    expect(assertion).toMatchObject({ assertedBy: { title: EVALUATOR }, mode: { id: 'earl:manual' } });
  });
});

test('a conflict left in the verdict file: Docs / Accessibility names its line and reads on, and a verdict is refused, naming it', async ({
  page,
  reviewStorybook: storybook,
}) => {
  const file = join(storybook.root, VERDICTS_FILE);
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, `${before}<<<<<<< HEAD\n`);
  const conflict = `merge conflict at line ${before.trim().split('\n').length + 1} of ${VERDICTS_FILE}: resolve it and remove the marker; it does not count until it is mended.`;
  try {
    await page.goto(`${storybook.base}/iframe.html?id=docs-accessibility--docs&viewMode=docs`);
    const docs = page.locator('#storybook-docs');
    await expect(docs.getByRole('region', { name: 'Records that could not be read' })).toContainText(conflict, { timeout: 120_000 });
    await expect(docs.getByRole('table', { name: 'WCAG 2.2 Level A and AA success criteria' })).toBeVisible();
    const form = docs.getByRole('form', { name: 'Record a verdict' });
    await form.getByRole('textbox', { name: 'Observation' }).fill('Seen while the file is in conflict.');
    await form.getByRole('button', { name: 'Record the verdict' }).click();
    await expect(form.getByRole('status')).toHaveText(`Refused: ${conflict} Mend ${VERDICTS_FILE} first; nothing was written.`);
    expect(readFileSync(file, 'utf8')).toBe(`${before}<<<<<<< HEAD\n`);
  } finally {
    writeFileSync(file, before);
  }
});
