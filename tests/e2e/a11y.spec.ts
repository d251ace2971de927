import AxeBuilder from '@axe-core/playwright';

import { consentBanner } from '@content/consent';
import { paths } from '@content/paths';

import { asReturningVisitor, expect, test } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of [paths.home, paths.cookiePolicy, '/pagina-inexistente']) {
  test(`axe (WCAG 2.2 AA) finds nothing on ${path} with the banner open`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: consentBanner.title })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test(`axe (WCAG 2.2 AA) finds nothing on ${path} with the banner dismissed`, async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
