import { consentBanner } from '@content/consent';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { EARLY_CONSENT_ATTRIBUTE } from '@/store/consentSlice';
import { CONSENT_DIALOG_ID } from '@/widgets/ConsentBanner/consentDialog';

import { appReady, asReturningVisitor, countConsentWrites, expect, settled, test } from './fixtures';

const stored = (page: import('@playwright/test').Page) => page.evaluate((key) => window.localStorage.getItem(key), site.consent.storageKey);

test.describe('cookie-consent banner (spec §4)', () => {
  for (const path of [paths.home, paths.cookiePolicy, '/rota-desconhecida']) {
    test(`appears on ${path} for a first visit`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: consentBanner.title })).toBeVisible();
    });
  }

  for (const [how, act] of [
    ['Aceitar', async (page) => page.getByRole('button', { name: consentBanner.acceptLabel }).click()],
    ['Fechar', async (page) => page.getByRole('button', { name: consentBanner.closeLabel }).click()],
    ['Escape', async (page) => page.keyboard.press('Escape')],
    ['the overlay', async (page) => page.mouse.click(10, 10)],
  ] as const satisfies readonly (readonly [string, (page: import('@playwright/test').Page) => Promise<void>])[]) {
    test(`${how} stores consent and hides it for later visits`, async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: consentBanner.title });
      await expect(dialog).toBeVisible();
      await act(page);
      await expect(dialog).toBeHidden();
      expect(await stored(page)).toBe('accepted');
      await page.reload();
      await settled(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('answered once the app has started: one owner answers, the answer is written once', async ({ page }) => {
    const writes = await countConsentWrites(page);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute(EARLY_CONSENT_ATTRIBUTE, site.consent.value);
    expect(await writes()).toBe(1);
  });

  test('focus moves into the dialog and Tab stays inside', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: consentBanner.title });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
    }
  });

  test('a returning visitor never sees it, not even for a frame', async ({ page }) => {
    await asReturningVisitor(page);
    // Read in every frame's animation callback: what that frame paints.
    await page.addInitScript((id) => {
      const tick = () => {
        if (document.getElementById(id)?.checkVisibility()) (window as unknown as { sawDialog: boolean }).sawDialog = true;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, CONSENT_DIALOG_ID);
    await page.goto('/');
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { sawDialog?: boolean }).sawDialog ?? false)).toBe(false);
  });

  test('storage that throws breaks nothing: the banner still closes', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
