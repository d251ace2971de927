import { anchors, hash } from '@content/anchors';
import { consentBanner } from '@content/consent';
import { faqItems } from '@content/faq';
import { demoChat } from '@content/steps';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { expect, test } from './fixtures';

/**
 * A failing island keeps its part of the page (docs/decisions/0035-errors-without-a-client-router.md). The bug is
 * planted by the test alone: before the app reads it, the FAQ island's props (the JSON the prerender
 * wrote) are emptied, so the Accordion throws while hydrating, as a bug in its code would.
 */
async function plantBrokenFaq(page: import('@playwright/test').Page) {
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
