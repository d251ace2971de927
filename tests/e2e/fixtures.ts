import { test as base, expect, type Page } from '@playwright/test';

import { site } from '@content/site';
import { APP_READY_ATTRIBUTE } from '@/app/appReadyAttribute.mjs';
import { ISLAND } from '@/ui/Island/islandAttributes';

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
}

/**
 * Every island of the page reached for and hydrated (APP_READY_ATTRIBUTE): a pointer down on each, as a visitor's tap
 * would, for tests of the whole page live. A visitor's own arrival waits for nothing: a test of what
 * one island does reaches for that island as a visitor does (a scroll, a tap, focus), and the island answers.
 */
export async function appReady(page: Page): Promise<void> {
  await page.evaluate((name) => {
    for (const island of document.querySelectorAll(`[${name}]`))
      (island.firstElementChild ?? island).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  }, ISLAND.name);
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
}

/** One island hydrated (ISLAND.ready on its placeholder), once something has reached for it. */
export const islandReady = (page: Page, name: string) =>
  expect(page.locator(`[${ISLAND.name}="${name}"]`).first()).toHaveAttribute(ISLAND.ready, '');

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
