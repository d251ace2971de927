import { test as base, expect, type Page } from '@playwright/test';

import { site } from '@content/site';
import { APP_READY_ATTRIBUTE } from '@/app/appReadyAttribute.mjs';

export { expect };

/** A returning visitor: consent already stored before any page script runs. */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Init scripts also run in the blank document a page starts with, where Firefox refuses storage.
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
    },
    [site.consent.storageKey, site.consent.value] as const,
  );
}

/**
 * Counts the page's writes of the consent answer to storage (one owner writes it once); returns
 * a reader of the count.
 */
export async function countConsentWrites(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((key) => {
    const counted = window as unknown as { consentWrites: number };
    counted.consentWrites = 0;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- wrapped, and applied to its own storage
    Storage.prototype.setItem = new Proxy(Storage.prototype.setItem, {
      apply(write, storage, args: [string, string]) {
        if (args[0] === key) counted.consentWrites++;
        return Reflect.apply(write, storage, args);
      },
    });
  }, site.consent.storageKey);
  return () => page.evaluate(() => (window as unknown as { consentWrites: number }).consentWrites);
}

interface Fixtures {
  /** Console errors and warnings, and uncaught page errors, collected for the whole test. */
  problems: string[];
  /** Whether goto and reload wait for the app to be ready (APP_READY_ATTRIBUTE); off for tests of the window before it. */
  waitForApp: boolean;
}

/** Resolves once the app has hydrated (APP_READY_ATTRIBUTE). */
export const appReady = (page: Page) =>
  page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);

export const test = base.extend<Fixtures>({
  waitForApp: [true, { option: true }],
  // Hydration starts after the first paint (src/app/early.ts); with JavaScript on, every goto waits
  // until the page is interactive, so a test that means the app never gets the plain HTML instead.
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    const wait = javaScriptEnabled && waitForApp;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (wait) await appReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (wait) await appReady(page);
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
