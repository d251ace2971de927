import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { AFTER_RUN } from '../e2e/tags';

/** Components whose stories have baselines on this platform: none may be marked "no baseline" (a warning). */
const PICTURED = ['Badge', 'Button', 'Card'];

/**
 * The static build shows the last visual run read-only (addons/review): the review panel is there, its actions are
 * not, a story with baselines is never "no baseline", and the page asks for nothing the static server lacks.
 */
test('the Visual review panel of the static build is read-only and tells the truth', { tag: AFTER_RUN }, async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/?path=/story/ui-button--variants');
  const tab = page.getByRole('tab', { name: 'Visual review' });
  await expect(tab).toBeVisible({ timeout: 60_000 });
  await tab.click();
  const panel = page.getByRole('tabpanel', { name: 'Visual review' });
  await expect(panel).toContainText('Read-only: the results of the last visual run.');
  await expect(panel.getByRole('button', { name: /Accept|Run the visual check|Leave as it is/ })).toHaveCount(0);
  await expect(panel).not.toContainText('Loading the last visual run');

  const baselines = readdirSync(join('tests/visual/baselines', process.platform, 'chromium'));
  for (const name of PICTURED) {
    expect(
      baselines.some((file) => file.startsWith(`ui-${name.toLowerCase()}--`)),
      `${name} has baselines`,
    ).toBe(true);
    // The component's entry carries the most urgent mark of its stories (its tree item has no role of its own).
    const entry = page.locator(`#storybook-explorer-tree [data-item-id="ui-${name.toLowerCase()}"]`);
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Test status: Warning' })).toHaveCount(0);
  }
  expect(failed).toEqual([]);
  // And no action answers here: the static server has no review routes.
  expect((await page.request.post('/review/accept-all', { data: {} })).ok()).toBe(false);
});
