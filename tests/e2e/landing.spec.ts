import { type Anchor, anchors, hash, landingOrder } from '@content/anchors';
import { faqItems } from '@content/faq';
import { plans } from '@content/plans';
import { headerLinks, navigation } from '@content/navigation';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { demoUnavailableReply } from '@content/demoUnavailableReply';
import { demoChat } from '@content/steps';
import { testimonialsSection } from '@content/testimonials';

import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';

import { appReady, asReturningVisitor, expect, islandReady, test } from './fixtures';
import { HOLDS_REQUESTS } from './tags';

const { carousel } = testimonialsSection;

test.beforeEach(async ({ page }) => asReturningVisitor(page));

test('the ten sections come in spec order, the footer itself the last', async ({ page }) => {
  await page.goto(paths.home);
  const landmarks = await page
    .locator('body header, body section[id], body footer')
    .evaluateAll((elements) => elements.map((element) => element.id || element.tagName.toLowerCase()));
  const expected: string[] = ['header', ...landingOrder];
  expect(landmarks.filter((name) => expected.includes(name))).toEqual(expected);
  await expect(page.getByRole('contentinfo')).toHaveAttribute('id', anchors.finalCta);
});

test('a link to the final call to action lands on it, clear of the fixed header', async ({ page }) => {
  await page.goto(`${paths.home}${hash(anchors.finalCta)}`);
  const heading = page.getByRole('contentinfo').getByRole('heading', { level: 2, name: site.finalCta.heading });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
  const footerTop = await page.getByRole('contentinfo').evaluate((element) => element.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(headerBottom);
});

/**
 * Where an element is, and whether it is at rest on screen clear of the fixed header: its top below the header's
 * bottom, its bottom above the viewport's. Polled, so a page still growing above it (or a scroll under way) reads as not yet.
 */
function place(target: Element | string) {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const { top, bottom } = element?.getBoundingClientRect() ?? { top: NaN, bottom: NaN };
  return `${Math.round(top)}..${Math.round(bottom)} below ${Math.round(header)} in ${innerHeight}: ${top >= header && bottom <= innerHeight}`;
}
/** A CSS selector is asked of the page itself: Firefox's driver loses a locator's page once it comes back from history. */
const clearOfHeader = (page: Page, target: Locator | string) =>
  typeof target === 'string' ? page.evaluate(place, target) : target.evaluate(place);
/** Polls until `target` is on screen and clear of the header, then checks it is still there once the page is idle. */
async function landsOn(page: Page, target: Locator | string, what: string) {
  await expect.poll(() => clearOfHeader(page, target), { message: `${what}: on screen, below the header` }).toMatch(/true$/);
  // The page done: fonts in, pictures loaded, two frames drawn. A page still growing above the target moves it. A lazy
  // picture keeps its box (width and height) and off screen is never asked for: its decode() would wait for ever.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter((image) => image.loading !== 'lazy');
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
  expect(await clearOfHeader(page, target), `${what}: still there once the page is done`).toMatch(/true$/);
}
/** A text fragment link to `text`, as a search engine writes one. */
const textFragment = (text: string) => `${paths.home}#:~:text=${encodeURIComponent(text)}`;

test.describe('arriving below the first screen (issue 50)', () => {
  const plansBadge = (page: Page) =>
    page.locator(hash(anchors.plans)).getByText(plans.find((plan) => plan.badge)?.badge ?? '', { exact: true });

  test('a text fragment to a passage in the plans lands on it', async ({ page }) => {
    await page.goto(textFragment(plans.find((plan) => plan.badge)?.badge ?? ''));
    await landsOn(page, plansBadge(page), 'the plans badge');
  });

  test('a text fragment into a closed FAQ answer opens it and lands on it', async ({ page }) => {
    const closed = faqItems[2];
    const passage = closed?.answer.split(/[,.]/)[0] ?? '';
    await page.goto(textFragment(passage));
    const item = page.locator(hash(anchors.faq)).locator('details', { has: page.locator('summary', { hasText: closed?.question }) });
    await expect(item).toHaveAttribute('open', '');
    await landsOn(page, item.getByText(passage), 'the FAQ answer');
  });

  test('find in page lands on what it found', async ({ page }) => {
    // window.find is what both engines' find bar does for the page: select the next match and bring it into view.
    await page.goto(paths.home);
    const badge = plans.find((plan) => plan.badge)?.badge ?? '';
    expect(await page.evaluate((text) => (window as unknown as { find: (text: string) => boolean }).find(text), badge)).toBe(true);
    await landsOn(page, plansBadge(page), 'the plans badge found');
  });

  test('an anchor in the address lands on its section', async ({ page }) => {
    await page.goto(`${paths.home}${hash(anchors.faq)}`);
    await landsOn(page, page.locator(hash(anchors.faq)).getByRole('heading', { level: 2 }), 'the FAQ heading');
  });

  test('a reload after End, or after a script scrolled a section into view, shows the same place', async ({ page }) => {
    // The page's last line: the footer is taller than a screen, so End leaves its heading above the viewport.
    const lastLine = page.getByRole('contentinfo').getByText(site.footer.copyright.split('{year}')[1]?.trim() ?? '');
    await page.goto(paths.home);
    await page.keyboard.press('End');
    await expect.poll(() => clearOfHeader(page, lastLine), { message: 'the last line after End' }).toMatch(/true$/);
    await page.reload();
    await landsOn(page, lastLine, 'the last line after End and a reload');

    const faq = page.locator(hash(anchors.faq)).getByRole('heading', { level: 2 });
    await page.goto(paths.home);
    await faq.evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    await expect.poll(() => clearOfHeader(page, faq), { message: 'the FAQ after scrollIntoView' }).toMatch(/true$/);
    await page.reload();
    await landsOn(page, faq, 'the FAQ after scrollIntoView and a reload');
  });

  test('Back to the landing page shows where the visitor left it', async ({ page }) => {
    const faq = `${hash(anchors.faq)} h2`;
    await page.goto(paths.home);
    await page.locator(faq).evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    await expect.poll(() => clearOfHeader(page, faq)).toMatch(/true$/);
    await page.goto(paths.cookiePolicy);
    // The page's own history, as the browser's buttons: Playwright's goBack never returns over Firefox's driver.
    const travel = async (steps: number, to: string) => {
      // After the evaluate has answered: the page it runs in is about to go.
      await page.evaluate((delta) => void setTimeout(() => history.go(delta)), steps);
      // Asked of the page, not the driver: Firefox's tells Playwright of no navigation to a page restored from its cache.
      await expect.poll(() => page.evaluate(() => location.pathname).catch(() => '')).toBe(to);
    };
    await travel(-1, paths.home);
    await landsOn(page, faq, 'the FAQ after Back');
    await travel(1, paths.cookiePolicy);
    await travel(-1, paths.home);
    await landsOn(page, faq, 'the FAQ after Forward and Back');
  });

  test('a keyboard focus move scrolls at once, not by an animation a busy machine can hold back', async ({ page }) => {
    // Focus on the FAQ's first question with the page at the top: the next Tab's stop is a whole page below.
    const questions = page.locator(hash(anchors.faq)).locator('summary');
    await page.goto(paths.home);
    await questions.first().evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    // Read in the same breath as the key: an instant scroll has already put it there; a smooth one is still on its way.
    expect(await clearOfHeader(page, questions.nth(1)), 'the next question, right after the Tab').toMatch(/true$/);
  });

  for (const width of [390, 1280])
    test(`a full-page picture at ${width} px shows every section, with no blank band`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(paths.home);
      const picture = PNG.sync.read(await page.screenshot({ fullPage: true, animations: 'disabled' }));
      const scale = picture.width / width;
      // The longest run of rows of one colour from edge to edge: a section left undrawn is one.
      let longest = 0;
      for (let y = 0, run = 0; y < picture.height; y++) {
        const row = picture.data.subarray(y * picture.width * 4, (y + 1) * picture.width * 4);
        const plain = row.every((value, index) => value === row[index % 4]);
        run = plain ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      expect(longest / scale, 'CSS px of the longest blank band').toBeLessThan(300);
    });
});

test.describe('sections below the first screen', () => {
  /** A section's own heading (the hero's h1, the others' h2). */
  const heading = (page: Page, id: Anchor) => page.locator(`${hash(id)} :is(h1, h2)`).first();

  for (const where of ['', ' @phone'])
    test(`every header link, followed from the top, brings its section to rest clear of the fixed header${where}`, async ({ page }) => {
      const header = page.getByRole('banner');
      for (const { href, label } of headerLinks) {
        await page.goto(paths.home);
        await appReady(page);
        // On a phone the links are in the menu.
        const menu = header.getByRole('button', { name: navigation.menuLabel });
        if (await menu.isVisible()) await menu.click();
        await header.getByRole('link', { name: label, exact: true }).click();
        // At rest: its top at the page's scroll padding (the header's height and a little more), or as near as the page's end lets it.
        await expect
          .poll(
            () =>
              page.locator(href).evaluate((section) => {
                const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
                const { top } = section.getBoundingClientRect();
                const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
                return Math.abs(top - padding) <= 1 || (atEnd && top > padding);
              }),
            { message: `${label}: the section at rest below the header` },
          )
          .toBe(true);
        const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
        expect(
          await heading(page, href.slice(1) as Anchor).evaluate((element) => element.getBoundingClientRect().top),
          label,
        ).toBeGreaterThan(headerBottom);
      }
    });

  test('a reload part way down shows the same section', async ({ page }) => {
    await page.goto(paths.home);
    await appReady(page);
    const faq = heading(page, anchors.faq);
    // Read down to it as a visitor does, a screen at a time.
    for (
      let screens = 0;
      screens < 40 && !(await faq.evaluate((element) => element.getBoundingClientRect().top < innerHeight / 2));
      screens++
    )
      await page.evaluate(
        () =>
          new Promise((drawn) => {
            window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
            requestAnimationFrame(() => requestAnimationFrame(drawn));
          }),
      );
    await expect(faq).toBeInViewport();
    await page.reload();
    await appReady(page);
    await expect(faq).toBeInViewport();
  });
});

test.describe('header (spec §4: scrolled flag)', () => {
  test('is transparent at the top, opaque past 50 px, clear again at the top', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  });

  test('nav links scroll to their sections and move focus there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: navigation.headerNavLabel }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(new RegExp(`${hash(anchors.faq)}$`));
    await expect(page.locator(hash(anchors.faq))).toBeInViewport();
    await expect.poll(() => page.evaluate((faq) => document.activeElement?.closest(faq) !== null, hash(anchors.faq))).toBe(true);
  });

  test('Assinar Agora goes to the plans', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: navigation.headerCta.label }).click();
    await expect(page.locator(hash(anchors.plans))).toBeInViewport();
  });

  test('the skip link is the first tab stop', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: navigation.skipLink.label })).toBeFocused();
  });
});

test.describe('mobile menu (spec §4) @phone', () => {
  test('opens, closes on toggle, on Escape, and when a link is picked', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigation.menuLabel });
    const nav = page.getByRole('navigation', { name: navigation.headerNavLabel });
    // Before the header's island is reached for, the browser reports the popover's state on its own (no attribute).
    await expect(nav.getByRole('link', { name: 'Planos' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Planos' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(200, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await nav.getByRole('link', { name: 'Planos' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(hash(anchors.plans))).toBeInViewport();
  });

  test('the page never scrolls sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('FAQ accordion (spec §4)', () => {
  test('first open at start, one at a time, the open one closes', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator(hash(anchors.faq));
    // Each question is the <summary> of a <details>; the browser reports it expanded while its <details> is open.
    const item = (index: number) => faq.locator('details', { has: page.locator('summary', { hasText: faqItems[index]?.question }) });
    const open = faq.locator('details[open]');
    await expect(item(0)).toHaveAttribute('open');
    await item(3).locator('summary').click();
    await expect(item(3)).toHaveAttribute('open');
    await expect(item(0)).not.toHaveAttribute('open');
    await expect(open).toHaveCount(1);
    await item(3).locator('summary').click();
    await expect(open).toHaveCount(0);
  });
});

test.describe('testimonial carousel (spec §4)', () => {
  test('advances every 6 s, wraps, and a manual click stops it for good', async ({ page }) => {
    // Time flows naturally after install(); the app needs it to start (the early script waits for
    // painted frames). Once the app is ready, time stops (2 s ahead: pauseAt cannot go back, and
    // the page's clock runs on while this call travels), so only runFor moves the carousel: a slow
    // machine that takes 6 s between two steps must not see an extra turn.
    await page.clock.install();
    await page.goto('/');
    const region = page.getByRole('region', { name: carousel.label });
    // Scrolled to, as a visitor reading down: the carousel is asked for as it comes near, and starts.
    await region.scrollIntoViewIfNeeded();
    await islandReady(page, 'testimonials');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    const current = () => region.locator(`[aria-roledescription="${carousel.slideRoleDescription}"]:visible`).getAttribute('aria-label');
    await expect.poll(current).toBe('1 de 5');
    await page.clock.runFor(6000);
    await expect.poll(current).toBe('2 de 5');
    await page.clock.runFor(3 * 6000);
    await expect.poll(current).toBe('5 de 5');
    await page.clock.runFor(6000);
    await expect.poll(current).toBe('1 de 5');
    await region.getByRole('button', { name: carousel.nextLabel }).click();
    // Pointer and focus leave the carousel (either would only pause it): what keeps it still now is the stop.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(region.getByRole('button', { name: carousel.nextLabel })).not.toBeFocused();
    await expect.poll(current).toBe('2 de 5');
    await page.clock.runFor(4 * 6000);
    await expect.poll(current).toBe('2 de 5');
  });
});

test.describe('demo chat (spec §4, §5)', () => {
  test('sends, replies, updates totals, and resets', async ({ page }) => {
    await page.goto('/');
    const log = page.getByRole('log', { name: demoChat.logLabel });
    await expect(log.getByRole('listitem')).toHaveCount(4);
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    await expect(input).toHaveAttribute('placeholder', 'gastei 30 no uber');
    await input.pressSequentially('gastei 30 no uber');
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(6);
    await expect(log.getByRole('listitem').last()).toContainText('R$ 1.264,56 de R$ 1.500,00 (84%)');
    await input.pressSequentially('   ');
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(6);
    await page.getByRole('button', { name: demoChat.resetLabel }).click();
    await expect(log.getByRole('listitem')).toHaveCount(4);
    await expect(log).toContainText('R$ 1.234,56 de R$ 1.500,00 (82%)');
  });
});

test.describe('demo chat with everyday messages (issue 17)', () => {
  test('its rules are not part of the first load: they arrive when the visitor comes to type', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await appReady(page);
    const beforeFocus = [...scripts];
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    await input.focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(beforeFocus.length);
    const rulesChunk = scripts.filter((path) => !beforeFocus.includes(path));
    expect(rulesChunk, 'one more script, the rules and their lexicon').toHaveLength(1);
    expect(beforeFocus.some((path) => rulesChunk.includes(path))).toBe(false);
  });

  test('reads income by meaning, finds the money past a date and answers a question without recording it', async ({ page }) => {
    await page.goto('/');
    const log = page.getByRole('log', { name: demoChat.logLabel });
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    const send = async (text: string) => {
      await input.pressSequentially(text);
      await input.press('Enter');
    };
    await send('caiu a PLR 4.000');
    await expect(log.getByRole('listitem').last()).toContainText('Receita registrada: R$ 4.000,00 em Salário');
    await send('dia 5 paguei 120 de luz');
    await expect(log.getByRole('listitem').last()).toContainText('Gasto registrado: R$ 120,00 em Moradia');
    await send('quanto gastei em 2024?');
    await expect(log.getByRole('listitem').last()).toContainText('Nada foi registrado.');
    await expect(log.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('R$ 1.354,56', { exact: true })).toBeVisible();
  });

  test(
    'a note sent when the rules cannot load (the connection dropped) stays in the input, and the demo says to reload',
    { tag: HOLDS_REQUESTS },
    async ({ page }) => {
      await page.goto('/');
      await appReady(page);
      await page.route(/\/assets\/rules-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
      const log = page.getByRole('log', { name: demoChat.logLabel });
      const input = page.getByRole('textbox', { name: demoChat.inputLabel });
      const before = await log.getByRole('listitem').count();
      await input.pressSequentially('gastei 30 no uber');
      await input.press('Enter');
      await expect(log.getByRole('listitem').last()).toContainText(demoUnavailableReply);
      await expect(log.getByRole('listitem')).toHaveCount(before + 1);
      await expect(input).toHaveValue('gastei 30 no uber');
      // Tried twice already: the page does not ask again (Firefox could not), the visitor reloads.
      await page.unrouteAll();
      await input.press('Enter');
      await expect(log.getByRole('listitem')).toHaveCount(before + 2);
      await expect(log.getByRole('listitem').last()).toContainText(demoUnavailableReply);
      await page.reload();
      await appReady(page);
      await input.pressSequentially('gastei 30 no uber');
      await input.press('Enter');
      await expect(log.getByRole('listitem').last()).toContainText('R$ 30,00 em Transporte');
    },
  );
});
