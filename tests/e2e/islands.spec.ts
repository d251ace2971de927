import type { Page } from '@playwright/test';

import { anchors, hash } from '@content/anchors';
import { consentBanner } from '@content/consent';
import { faqItems } from '@content/faq';
import { demoChat } from '@content/steps';
import { testimonialsSection } from '@content/testimonials';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { asReturningVisitor, expect, settled, test } from './fixtures';

/**
 * A failing island keeps its part of the page (docs/decisions/0035-errors-without-a-client-router.md). The bug is
 * planted by the test alone: before the app reads it, the FAQ island's props (the JSON the prerender
 * wrote) are emptied, so the Accordion throws while hydrating, as a bug in its code would.
 */
async function plantBrokenFaq(page: Page) {
  await page.addInitScript(
    ([name, props]) => {
      const observer = new MutationObserver(() => {
        const faq = document.querySelector(`[${name}="faq"]`);
        if (!faq) return;
        faq.setAttribute(props, '{}');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    [ISLAND.name, ISLAND.props] as const,
  );
}

test.describe('an island that throws', () => {
  test('keeps its prerendered HTML, is logged once, and the rest of the page works', async ({ page, problems }) => {
    await plantBrokenFaq(page);
    await page.goto('/');

    // The other islands work: the banner (a load island; modal, so it is answered first)…
    const dialog = page.getByRole('dialog', { name: consentBanner.title });
    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect(dialog).toBeHidden();

    const faq = page.locator(hash(anchors.faq));
    // Nothing disappeared: every question is still there, and the platform's <details> still open them.
    for (const { question } of faqItems) await expect(faq.locator('summary', { hasText: question })).toBeVisible();
    const last = faq.locator('details', { has: page.locator('summary', { hasText: faqItems.at(-1)?.question }) });
    await last.locator('summary').click();
    await expect(last).toHaveAttribute('open');

    // … and the demo chat (an idle island, as the FAQ is).
    const log = page.getByRole('log', { name: demoChat.logLabel });
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    await input.pressSequentially('gastei 30 no uber');
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(6);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Island faq failed');
  });
});

/**
 * Issue 60: no island's code comes with the page; each is asked for when the visitor reaches for it, React with the
 * first (docs/decisions/0063-islands-when-reached-for.md). Each island is reached for here as a visitor does, by name, so
 * an island whose trigger never fires fails its own test.
 */
test.describe('islands asked for when the visitor reaches for them', () => {
  const scripts = (page: Page) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
    });
    return asked;
  };

  test('a first visit asks for no script: the banner answered, the first screen read, nothing but the page', async ({ page }) => {
    const asked = scripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await settled(page);
    await page.mouse.move(5, 400);
    await settled(page);
    expect(asked).toEqual([]);
    await expect(page.locator(`[${ISLAND.requested}]`)).toHaveCount(0);
  });

  const REACHED: Record<string, (page: Page) => Promise<void>> = {
    // Its links or toggle focused, or tapped.
    header: (page) => page.getByRole('banner').getByRole('link', { name: 'FAQ' }).focus(),
    // Scrolled to: it comes near the viewport.
    demo: (page) => page.getByRole('log', { name: demoChat.logLabel }).scrollIntoViewIfNeeded(),
    video: (page) => page.locator(`[${ISLAND.name}="video"]`).first().locator('a').scrollIntoViewIfNeeded(),
    testimonials: (page) => page.getByRole('region', { name: testimonialsSection.carousel.label }).scrollIntoViewIfNeeded(),
    // A question focused, or tapped.
    faq: (page) => page.locator(hash(anchors.faq)).locator('summary').first().focus(),
  };

  for (const [name, reach] of Object.entries(REACHED)) {
    test(`${name}: asked for and hydrated when the visitor reaches for it, and not before`, async ({ page, problems }) => {
      await asReturningVisitor(page);
      await page.goto('/');
      const island = page.locator(`[${ISLAND.name}="${name}"]`).first();
      await settled(page);
      await expect(island).not.toHaveAttribute(ISLAND.requested);
      await reach(page);
      await expect(island, `${name} is hydrated once reached for`).toHaveAttribute(ISLAND.ready, '');
      expect(problems).toEqual([]);
    });
  }

  test('each island brings its own chunk and React once: the FAQ reached after the demo asks only for its own', async ({ page }) => {
    await asReturningVisitor(page);
    const asked = scripts(page);
    await page.goto('/');
    await REACHED.demo?.(page);
    await expect(page.locator(`[${ISLAND.name}="demo"]`)).toHaveAttribute(ISLAND.ready, '');
    const afterDemo = asked.length;
    expect(asked.filter((path) => /\/DemoChat-/.test(path))).toHaveLength(1);
    await REACHED.faq?.(page);
    await expect(page.locator(`[${ISLAND.name}="faq"]`)).toHaveAttribute(ISLAND.ready, '');
    expect(asked.slice(afterDemo).map((path) => path.replace(/-[\w-]+\.js$/, ''))).toEqual(['/assets/Accordion']);
  });
});
