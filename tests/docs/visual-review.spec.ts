import { expect, test } from '@playwright/test';

import { AFTER_RUN } from '../e2e/tags';

/** The static build shows the last visual run read-only: the review panel is there, its actions are not (addons/review). */
test('the Visual review panel of the static build is read-only', { tag: AFTER_RUN }, async ({ page }) => {
  await page.goto('/?path=/story/ui-button--variants');
  const tab = page.getByRole('tab', { name: 'Visual review' });
  await expect(tab).toBeVisible({ timeout: 60_000 });
  await tab.click();
  const panel = page.getByRole('tabpanel', { name: 'Visual review' });
  await expect(panel).toContainText('Read-only: the results of the last visual run.');
  await expect(panel.getByRole('button', { name: /Accept|Run the visual check|Leave as it is/ })).toHaveCount(0);
  // And no action answers here: the static server has no /visual-review-api.
  expect((await page.request.post('/visual-review-api/accept-all', { data: {} })).ok()).toBe(false);
});
