import { test as base, expect, type Page } from '@playwright/test';

import { site } from '@content/site';
import { PAINT_REPORT_GRACE_MS } from '@/app/appReady';
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

/**
 * The page has done what it does by itself: loaded, its first paint reported (or, in an engine that reports none, two
 * frames and the early script's grace later, as src/app/early.ts waits), and two frames more, so its 'load' islands are
 * asked for and every observer armed at parse time has answered. A deterministic wait for "nothing more comes unless
 * the visitor acts", where 'networkidle' (500 ms without a request) twice never settled in 30 s in Firefox over
 * WebDriver BiDi on the loaded gate (the fresh gates of 14bfc7d and b1b0b2b), and Playwright advises against it.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async (graceMs) => {
    const frames = async (count: number) => {
      for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
    };
    const painted = new Promise<void>((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    });
    const noReport = frames(2).then(() => new Promise((resolve) => setTimeout(resolve, graceMs)));
    await Promise.race([painted, noReport]);
    await frames(2);
  }, PAINT_REPORT_GRACE_MS);
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
