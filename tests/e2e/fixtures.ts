import { test as base, expect, type Page } from '@playwright/test';

import { site } from '@content/site';

export { expect };

/** A returning visitor: consent already stored before any page script runs. */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript(([key, value]) => {
    window.localStorage.setItem(key, value);
  }, [site.consent.storageKey, site.consent.value] as const);
}

interface Fixtures {
  /** Console errors and warnings, and uncaught page errors, collected for the whole test. */
  problems: string[];
}

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});
