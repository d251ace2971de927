import type { Page } from '@playwright/test';

import { consentBanner } from '@content/consent';
import { demoUnavailableReply } from '@content/demoUnavailableReply';
import { faqItems } from '@content/faq';
import { cookiePolicy } from '@content/legal';
import { navigation } from '@content/navigation';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { demoChat } from '@content/steps';
import { testimonials, testimonialsSection, testimonialVideos } from '@content/testimonials';
import { fill } from '@content/fill';
import { videoPageUrl } from '@content/video.mjs';
import { APP_READY_ATTRIBUTE } from '@/app/appReadyAttribute.mjs';
import { SCRIPT_LOAD_FAILED } from '@/store/loadScript';
import { ISLAND } from '@/ui/Island/islandAttributes';
import { CONSENT_DIALOG_ID } from '@/widgets/ConsentBanner/consentDialog';

import { appReady, asReturningVisitor, countConsentWrites, expect, settled, test } from './fixtures';
import { HOLDS_REQUESTS, TURNS_JAVASCRIPT_OFF } from './tags';

// No island's code comes with the page: each is asked for when the visitor reaches for it, React with the first, and
// on a slow phone it arrives seconds later. These tests stretch that window: every script over 20 KB (React's chunk;
// an island's own chunk is a few KB) is held back until the test releases it, or for 15 s at most.
const APP_BUNDLE_MIN_BYTES = 20_000;
const HOLD_AT_MOST_MS = 15_000;

// A held or late script may still be in a route callback when a test ends: let it go quietly
// instead of failing the test on "route.fetch: Test ended".
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Holds React's chunk back whenever it is asked for; `release` lets it through, reaches for every island and waits until each is live. */
async function holdAppBack(page: Page) {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  const held: string[] = [];
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.length > APP_BUNDLE_MIN_BYTES) {
      held.push(new URL(route.request().url()).pathname);
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS))]);
    }
    // The body comes back decoded: send it without the original encoding headers.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({ status: response.status(), headers, body });
  });
  return {
    /** The page is loaded and no island is live: the window is open (React is held if anything has asked for it). */
    async heldBack() {
      await page.waitForLoadState('load');
      await expect(page.locator(`[${ISLAND.ready}]`)).toHaveCount(0);
      expect(held.length, 'React is asked for at most once').toBeLessThanOrEqual(1);
    },
    /** How many times React's chunk was asked for (and held). */
    requested: () => held.length,
    async release() {
      letThrough();
      await appReady(page);
    },
    /** Lets it through, and nothing more: what the visitor did meanwhile is answered. */
    letThrough: () => letThrough(),
  };
}

interface Frame {
  /** The page's content is there to be painted. */
  page: boolean;
  /** The banner is painted. */
  banner: boolean;
  /** The overlay covers the page: a point near the top left corner shows the dialog, not the page. */
  overlay: boolean;
}

/**
 * Records, in every frame the browser renders, what that frame paints: each frame's state is read
 * in its animation callback, and nothing the page does changes it between that and the paint.
 */
async function recordFrames(page: Page) {
  await page.addInitScript((dialogId) => {
    const frames: Frame[] = [];
    Object.assign(window, { paintedFrames: frames });
    const tick = () => {
      const dialog = document.getElementById(dialogId);
      frames.push({
        page: document.querySelector('header') !== null,
        banner: dialog instanceof HTMLDialogElement && dialog.open && dialog.checkVisibility(),
        overlay: dialog !== null && document.elementFromPoint(10, 10) === dialog,
      });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, CONSENT_DIALOG_ID);
  return () => page.evaluate(() => (window as unknown as { paintedFrames: Frame[] }).paintedFrames.filter((frame) => frame.page));
}

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), site.consent.storageKey);
const banner = (page: Page) => page.getByRole('dialog', { name: consentBanner.title });

test.describe('consent banner before the app has started', { tag: HOLDS_REQUESTS }, () => {
  test('is painted with its overlay in the very first frame of a first visit; then modal, with focus on Aceitar', async ({
    page,
    problems,
  }) => {
    const app = await holdAppBack(page);
    const frames = await recordFrames(page);
    const writes = await countConsentWrites(page);
    await page.goto('/');
    await app.heldBack();
    const painted = await frames();
    expect(painted.length).toBeGreaterThan(0);
    expect(painted[0]).toEqual({ page: true, banner: true, overlay: true });
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('button', { name: consentBanner.acceptLabel })).toBeFocused();
    // Modal: nothing behind it can be reached. A link of the page takes no focus, and a pointer
    // over it lands on the overlay.
    const behind = page.locator('header a[href]').first();
    expect(await behind.evaluate((link) => (link.focus(), document.activeElement === link))).toBe(false);
    await expect(page.getByRole('button', { name: consentBanner.acceptLabel })).toBeFocused();
    expect(
      await behind.evaluate((link, id) => {
        const box = link.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === document.getElementById(id);
      }, CONSENT_DIALOG_ID),
    ).toBe(true);
    await app.release();
    await expect(banner(page)).toBeVisible();
    // The app has started and the early script still owns the dialog: Tab stays inside, and Escape closes and stores.
    await page.keyboard.press('Tab');
    expect(await banner(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await stored(page)).toBe('accepted');
    // One owner: the answer is written once, not once by the early script and again by the app.
    expect(await writes()).toBe(1);
    expect(problems).toEqual([]);
  });

  for (const [how, act] of [
    ['Aceitar', (page) => page.getByRole('button', { name: consentBanner.acceptLabel }).click()],
    ['Fechar', (page) => page.getByRole('button', { name: consentBanner.closeLabel }).click()],
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['the overlay', (page) => page.mouse.click(10, 10)],
  ] as const satisfies readonly (readonly [string, (page: Page) => Promise<void>])[]) {
    test(`${how} closes it and stores consent before the app starts; the app keeps it closed`, async ({ page, problems }) => {
      const app = await holdAppBack(page);
      const writes = await countConsentWrites(page);
      await page.goto('/');
      await app.heldBack();
      await expect(banner(page)).toBeVisible();
      await act(page);
      await expect(banner(page)).toBeHidden();
      expect(await stored(page)).toBe('accepted');
      await expect(page.locator('html')).not.toHaveAttribute(APP_READY_ATTRIBUTE);
      await app.release();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await writes()).toBe(1);
      expect(problems).toEqual([]);
    });
  }

  test('Tab and Shift+Tab stay inside it', async ({ page }) => {
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    const inside = () => banner(page).evaluate((element) => element.contains(document.activeElement));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inside(), `focus inside after ${key}`).toBe(true);
    }
    await app.release();
  });

  test('a returning visitor never has it painted, not for a single frame, before or after the app starts', async ({ page, problems }) => {
    await asReturningVisitor(page);
    const app = await holdAppBack(page);
    const frames = await recordFrames(page);
    await page.goto('/');
    await app.heldBack();
    await app.release();
    await settled(page);
    const painted = await frames();
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.filter((frame) => frame.banner || frame.overlay)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('storage that throws: it opens, closes, and stays closed when the app starts', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect(banner(page)).toBeHidden();
    await app.release();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('the page before the app has started (returning visitor)', { tag: HOLDS_REQUESTS }, () => {
  test.beforeEach(async ({ page }) => asReturningVisitor(page));

  test('FAQ: first open, one at a time, the open one closes; the app keeps what was opened', async ({ page, problems }) => {
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    const faq = page.locator('#faq');
    const item = (index: number) => faq.locator('details').nth(index);
    const question = (index: number) => faq.locator('summary', { hasText: faqItems[index]?.question });
    const open = faq.locator('details[open]');

    await expect(item(0)).toHaveAttribute('open');
    await expect(faq.getByText(faqItems[0]?.answer ?? '')).toBeVisible();
    await question(3).click();
    await expect(item(3)).toHaveAttribute('open');
    await expect(faq.getByText(faqItems[3]?.answer ?? '')).toBeVisible();
    await expect(open).toHaveCount(1);
    await question(3).click();
    await expect(open).toHaveCount(0);
    await question(2).focus();
    await page.keyboard.press('Enter');
    await expect(item(2)).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(open).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(item(2)).toHaveAttribute('open');
    await expect(open).toHaveCount(1);

    await app.release();
    await expect(item(2)).toHaveAttribute('open');
    await expect(open).toHaveCount(1);
    // The app adds the APG arrow keys.
    await question(2).focus();
    await page.keyboard.press('ArrowDown');
    await expect(question(3)).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('the demo never reloads to /? and keeps the typed text; its Enter is sent once its code is there', async ({ page, problems }) => {
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    const log = page.getByRole('log', { name: demoChat.logLabel });
    await input.pressSequentially('gastei 30 no uber');
    await input.press('Enter');
    await page.getByRole('button', { name: demoChat.sendLabel }).click();
    await expect(input).toHaveValue('gastei 30 no uber');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');

    await app.release();
    // The Enter pressed before is sent once, with no second press, and the box is emptied for the next note.
    await expect(log.getByText('gastei 30 no uber')).toHaveCount(1);
    await expect(input).toHaveValue('');
    expect(page.url()).not.toContain('?');
    expect(problems).toEqual([]);
  });

  test('nav and call-to-action links scroll to their sections', async ({ page }) => {
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    await page.getByRole('navigation', { name: navigation.headerNavLabel }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: navigation.headerCta.label }).click();
    await expect(page.locator('#planos')).toBeInViewport();
    await app.release();
  });

  test('mobile menu: opens, closes on its toggle, on Escape and when a link is picked @phone', async ({ page, problems }) => {
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    const toggle = page.getByRole('button', { name: navigation.menuLabel });
    const nav = page.getByRole('navigation', { name: navigation.headerNavLabel });
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Planos' })).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Planos' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/#planos$/);
    await expect(page.locator('#planos')).toBeInViewport();

    // Left open when the app starts: the app reports it open and closes it as before.
    await toggle.click();
    await app.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('controls that act through the app, before it has started (returning visitor)', { tag: HOLDS_REQUESTS }, () => {
  test.beforeEach(async ({ page }) => asReturningVisitor(page));

  /**
   * The buttons a page may show before the app has started, each with what makes it work then. A
   * button not listed here would be painted as if a tap did something while nothing listens yet:
   * make it work on the platform (a link, a form, <details>, a popover) or hide it until the app runs.
   */
  const WORK_WITHOUT_THE_APP: Record<string, string[]> = {
    '/': [
      // A form that never reloads the page; the text typed stays for the app to send (test above).
      demoChat.sendLabel,
      // Before the app the conversation is the initial one: resetting it has nothing to undo.
      demoChat.resetLabel,
    ],
    [paths.cookiePolicy]: [],
    '/nao-existe': [],
  };

  for (const [path, allowed] of Object.entries(WORK_WITHOUT_THE_APP)) {
    test(`${path}: every button shown before the app works without it`, async ({ page }) => {
      const app = await holdAppBack(page);
      await page.goto(path);
      await app.heldBack();
      const shown = await page
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons
            .filter((button) => button.checkVisibility({ visibilityProperty: true }))
            .map((button) => (button.getAttribute('aria-label') ?? button.textContent).trim()),
        );
      expect(shown.sort()).toEqual([...allowed].sort());
      await app.release();
    });
  }

  test('carousel: its controls are hidden until they can act, then they move the slides', async ({ page, problems }) => {
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    const carousel = page.getByRole('region', { name: testimonialsSection.carousel.label });
    const next = carousel.getByRole('button', { name: testimonialsSection.carousel.nextLabel, includeHidden: true });
    const slide = (n: number) =>
      carousel.getByRole('group', {
        name: fill(testimonialsSection.carousel.slideLabel, { n, total: testimonials.length }),
        includeHidden: true,
      });
    await carousel.scrollIntoViewIfNeeded();
    await expect(slide(1)).toBeVisible();
    // With JavaScript on, the page before the app already shows one slide at a time, as the app will.
    for (let n = 2; n <= testimonials.length; n += 1) await expect(slide(n)).toBeHidden();
    await expect(next).toBeHidden();

    await app.release();
    await expect(next).toBeVisible();
    await expect(carousel.getByRole('group', { name: new RegExp(`^\\d+ de ${testimonials.length}$`) })).toHaveCount(1);
    await next.click();
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("a video's play link tapped before its code: held, then played in place once the code is there", async ({ page }) => {
    const video = testimonialVideos[0];
    const name = fill(testimonialsSection.videoPlayLabel, { name: video?.customer ?? '' });
    const app = await holdAppBack(page);
    await page.goto('/');
    await app.heldBack();
    await page.getByRole('link', { name }).click();
    // Held: the visitor stays on the page, and the video's code (with React) is on its way.
    await expect.poll(app.requested).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('iframe')).toHaveCount(0);

    app.letThrough();
    await expect(page.locator('iframe[title]').first()).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Voltar tapped before its code: held, then one step back once it is there; opened directly, a link home', async ({
    page,
    problems,
  }) => {
    const back = page.getByRole('link', { name: cookiePolicy.backLabel });
    const app = await holdAppBack(page);
    await page.goto(paths.home);
    await page.getByRole('link', { name: site.legal.privacy.label }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.cookiePolicy}$`));
    await app.heldBack();
    await back.click();
    await expect.poll(app.requested).toBe(1);
    await expect(page).toHaveURL(new RegExp(`${paths.cookiePolicy}$`));
    app.letThrough();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Opened directly (a bookmark, a new tab): there is no step back inside the site, so it leads home.
    await page.goto(paths.cookiePolicy);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', { tag: TURNS_JAVASCRIPT_OFF }, () => {
  test.use({ javaScriptEnabled: false });

  test('no banner and no overlay: nobody is trapped; the FAQ and the demo form still behave', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('navigation', { name: navigation.headerNavLabel }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('#faq')).toBeInViewport();
    const faq = page.locator('#faq');
    await faq.locator('summary', { hasText: faqItems[1]?.question }).click();
    await expect(faq.getByText(faqItems[1]?.answer ?? '')).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    // Sent with its button (Enter in the box is a new line, as in a chat app's box without script): the page never
    // reloads, and the text stays.
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    await input.pressSequentially('gastei 30 no uber');
    await page.getByRole('button', { name: demoChat.sendLabel }).click();
    await expect(input).toHaveValue('gastei 30 no uber');
    expect(page.url()).not.toContain('?');
  });

  test('every written testimonial can be read: none hidden, none on top of another, no control that cannot act', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: testimonialsSection.carousel.label });
    const boxes = [];
    for (const [index, testimonial] of testimonials.entries()) {
      const slide = carousel.getByRole('group', {
        name: fill(testimonialsSection.carousel.slideLabel, { n: index + 1, total: testimonials.length }),
      });
      await expect(slide.getByText(testimonial.text)).toBeVisible();
      boxes.push(await slide.boundingBox());
    }
    // One under the other: each starts below where the one before it ends.
    for (let index = 1; index < boxes.length; index += 1) {
      const [above, below] = [boxes[index - 1], boxes[index]];
      expect(below && above && below.y >= above.y + above.height, `slide ${index + 1} starts below slide ${index}`).toBe(true);
    }
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });

  test('the mobile menu opens and closes @phone', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigation.menuLabel });
    const nav = page.getByRole('navigation', { name: navigation.headerNavLabel });
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Planos' })).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });
});

/**
 * The app never arrives: a page cached before a deploy names scripts that are gone, a blocker or a
 * network drops them. Every script of the app answers 404 here (route.fulfill works over BiDi too,
 * so these run in Firefox as well).
 */
async function failScripts(page: Page, pattern = '**/assets/*.js', times?: number) {
  const failed: string[] = [];
  await page.route(
    pattern,
    (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    },
    { times },
  );
  return failed;
}

/** The lines the site itself writes to the console (the browser adds its own line for each 404). */
const BROWSER_OWN = /Failed to load resource|Loading module from .* was blocked|Loading failed for the module/;
const ownLines = (problems: string[]) => problems.filter((line) => !BROWSER_OWN.test(line));

/** Within 8 s of Enter the demo answers or says it cannot. */
const ANSWER_WITHIN_MS = 8_000;

/**
 * Sends a note the demo cannot answer: the notice comes back once, in the conversation's log (role=log is a
 * polite live region: read out once, after the visitor's turn), and the text stays in the input for a reload.
 */
async function sendUnanswered(page: Page, text = 'gastei 30 no uber') {
  const input = page.getByRole('textbox', { name: demoChat.inputLabel });
  const log = page.getByRole('log', { name: demoChat.logLabel });
  const before = await log.getByRole('listitem').count();
  await input.pressSequentially(text);
  await input.press('Enter');
  await expect(log.getByRole('listitem').last()).toContainText(demoUnavailableReply, { timeout: ANSWER_WITHIN_MS });
  await expect(log.getByRole('listitem')).toHaveCount(before + 1);
  await expect(input).toHaveValue(text);
  return { input, log, before };
}

test.describe('when the app never arrives', () => {
  test('every app script answers 404: the banner closes and stores, and the demo says it cannot answer and keeps the text', async ({
    page,
    problems,
  }) => {
    const failed = await failScripts(page);
    await page.goto('/');

    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toBe('accepted');
    // The banner needs no script: nothing has been asked for yet.
    expect(failed).toEqual([]);

    const { input, log, before } = await sendUnanswered(page);
    expect(failed.length, 'the app is asked for once the demo is reached for').toBeGreaterThan(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    // Each Enter gets its answer; the text stays for a reload.
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(before + 2);
    await expect(input).toHaveValue('gastei 30 no uber');

    await expect(page.locator('html')).not.toHaveAttribute(APP_READY_ATTRIBUTE);
    expect(ownLines(problems)).toEqual([expect.stringContaining(SCRIPT_LOAD_FAILED)]);
  });

  test('every app script answers 404: the FAQ works, and the carousel shows every testimonial', async ({ page }) => {
    await asReturningVisitor(page);
    await failScripts(page);
    await page.goto('/');
    // The carousel cannot turn without the app: once the page has given up on it (asked for as the visitor scrolls to
    // it), every testimonial is shown, as without JavaScript.
    const carousel = page.getByRole('region', { name: testimonialsSection.carousel.label });
    await carousel.scrollIntoViewIfNeeded();
    for (const testimonial of testimonials) await expect(carousel.getByText(testimonial.text)).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(0);

    const faq = page.locator('#faq');
    await faq.locator('summary', { hasText: faqItems[3]?.question }).click();
    await expect(faq.getByText(faqItems[3]?.answer ?? '')).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);
  });

  test('Enter pressed while the app is still on its way is answered once it has failed', { tag: HOLDS_REQUESTS }, async ({ page }) => {
    await asReturningVisitor(page);
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await failing;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    await page.goto('/');
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    const log = page.getByRole('log', { name: demoChat.logLabel });
    await input.pressSequentially('gastei 30 no uber');
    await input.press('Enter');
    await expect(log.getByText(demoUnavailableReply)).toHaveCount(0);
    fail();
    await expect(log.getByRole('listitem').last()).toContainText(demoUnavailableReply, { timeout: ANSWER_WITHIN_MS });
    await expect(input).toHaveValue('gastei 30 no uber');
  });

  test('the app failing once is asked for again', async ({ page, browserName }) => {
    await asReturningVisitor(page);
    const failed = await failScripts(page, '**/assets/react-*.js', 1);
    await page.goto('/');
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    const log = page.getByRole('log', { name: demoChat.logLabel });
    await input.pressSequentially('gastei 30 no uber');
    await input.press('Enter');
    if (browserName === 'chromium') {
      // Chromium fetches a failed module again: the second try brings the app, and the demo answers.
      await appReady(page);
      await input.press('Enter');
      await expect(log.getByText('R$ 30,00 em Transporte')).toBeVisible({ timeout: ANSWER_WITHIN_MS });
      await expect(input).toHaveValue('');
    } else {
      // Firefox ESR keeps a failed module for the page's life (its module map) and answers the second
      // try from there, with no request: a reload is the way, and the demo says so.
      await expect(log.getByRole('listitem').last()).toContainText(demoUnavailableReply, { timeout: ANSWER_WITHIN_MS });
      await expect(input).toHaveValue('gastei 30 no uber');
    }
    expect(failed).toHaveLength(1);
  });

  test("a video's play link tapped when its code never comes: followed to the video's page", async ({ page }) => {
    await asReturningVisitor(page);
    const video = testimonialVideos[0];
    const videoPage = videoPageUrl(video?.videoId ?? '');
    // The video service is not reachable from the tests: its page is answered here.
    await page.route(`${new URL(videoPage).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }),
    );
    await failScripts(page);
    await page.goto('/');
    await page.getByRole('link', { name: fill(testimonialsSection.videoPlayLabel, { name: video?.customer ?? '' }) }).click();
    await expect(page).toHaveURL(videoPage);
  });

  test("the demo's rules failing: the same notice, the text kept, one line in the console", async ({ page, problems }) => {
    await asReturningVisitor(page);
    const failed = await failScripts(page, '**/assets/rules-*.js');
    await page.goto('/');
    await appReady(page);
    await sendUnanswered(page);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(ownLines(problems)).toEqual([expect.stringContaining(SCRIPT_LOAD_FAILED)]);
  });

  test("a page's own chunk failing: Voltar stays a link home, and the page still reports ready", async ({ page, problems }) => {
    await asReturningVisitor(page);
    await failScripts(page, '**/assets/BackLink-*.js');
    await page.goto(paths.cookiePolicy);
    await appReady(page);
    await page.getByRole('link', { name: cookiePolicy.backLabel }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(ownLines(problems)).toEqual([expect.stringContaining(SCRIPT_LOAD_FAILED)]);
  });
});
