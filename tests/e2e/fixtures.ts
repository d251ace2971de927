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
  // Hydration starts after the first paint (src/app/boot.ts); with JavaScript on, every goto waits
  // until the page is interactive, so a click is never taken by the plain HTML before React.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      return response;
    };
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});
