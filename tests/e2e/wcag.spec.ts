// The WCAG 2.2 A/AA checks axe cannot decide, done as a reviewer does them, on every page of the built
// site: one page load per page for the keyboard walk and the text checks. Each test names the success
// criteria it decides in a `wcag` annotation; scripts/conformance.mjs reads them into the conformance report.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';

import { consentBanner } from '@content/consent';
import { fill } from '@content/fill';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { demoChat } from '@content/steps';
import { testimonials, testimonialsSection, testimonialVideos } from '@content/testimonials';
import { INITIAL_TOTALS } from '@/demo/money';
import { processMessage } from '@/demo/rules';
import { CAROUSEL_INTERVAL_MS } from '@/store/carouselSlice';

import { appReady, asReturningVisitor, expect, islandReady, test } from './fixtures';
import { announcements, type ContrastPair, languageProblems, nonTextContrast, watchLiveRegions } from './measured';
import { EMULATES_MEDIA, TURNS_JAVASCRIPT_OFF } from './tags';
import {
  covered,
  keyboardControls,
  outOfOrder,
  ringless,
  textProblems,
  unreachableText,
  walk,
  walkBothWays,
  withTextSpacing,
} from './reviewer';

const PAGES = [paths.home, paths.cookiePolicy, '/pagina-inexistente'];
const DESKTOP = { width: 1280, height: 800 };
/** A phone's width (Pixel 7's CSS viewport): below every breakpoint, the header's menu toggle shown. */
const PHONE = { width: 412, height: 915 };

/** The criteria a test decides, for the conformance report. */
const wcag = (...criteria: string[]) => ({ annotation: criteria.map((description) => ({ type: 'wcag', description })) });

/**
 * A returning visitor's page (consent stored), hydrated, at the top, with nothing focused; or a first visit's,
 * with the consent dialog open and modal.
 */
async function openPage(browser: Browser, info: TestInfo, path: string, { firstVisit = false, viewport = DESKTOP } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport });
  if (!firstVisit)
    await context.addInitScript(
      ([key, value]) => {
        if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
      },
      [site.consent.storageKey, site.consent.value] as const,
    );
  const page = await context.newPage();
  await page.goto(path);
  // The reviewer checks the page with every island live, as a visitor who has reached for each finds it.
  await appReady(page);
  if (firstVisit)
    await page.waitForFunction((name) => document.querySelector('dialog:modal')?.textContent.includes(name), consentBanner.title);
  return page;
}

/** What `measure` finds at a desktop's width and then at a phone's, each problem prefixed with the width. */
async function atBothWidths(page: Page, measure: () => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    problems.push(...(await measure()).map((problem) => `${viewport.width} px: ${problem}`));
  }
  await page.setViewportSize(DESKTOP);
  return problems;
}

/**
 * The pairs under WCAG 1.4.11's 3:1. Those over a picture, which no colour pair decides, are annotated on the test
 * for the reviewer (the report's manual step for 1.4.11).
 */
function lowContrast(pairs: ContrastPair[]): string[] {
  const { annotations } = test.info();
  for (const pair of pairs.filter(({ ratio }) => ratio === null)) {
    const note = { type: 'for the reviewer (1.4.11)', description: `${pair.what}: ${pair.colours}` };
    if (!annotations.some((seen) => seen.description === note.description)) annotations.push(note);
  }
  return pairs.filter(({ ratio }) => ratio !== null && ratio < 3).map((pair) => `${pair.what}: ${pair.ratio}:1 (${pair.colours})`);
}

/**
 * WCAG 2.5.8 by axe's target-size rule (off by default: named here): a target under 24 × 24 px that is not spaced, and
 * one axe cannot decide (partly covered), each named with axe's reason.
 */
async function smallTargets(page: Page): Promise<string[]> {
  const { violations, incomplete } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return [...violations, ...incomplete].flatMap(({ nodes }) =>
    nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  );
}

/**
 * Turns a media feature on by emulation (Chromium, over CDP) unless the browser has it on already (Firefox's
 * `firefox-media` project sets it with a preference: Playwright 1.64 cannot emulate media over WebDriver BiDi).
 * True when it emulated, so the test turns it off again.
 */
async function emulateUnlessOn(page: Page, query: string, media: Parameters<Page['emulateMedia']>[0]): Promise<boolean> {
  if (await page.evaluate((q) => matchMedia(q).matches, query)) return false;
  await page.emulateMedia(media);
  return true;
}

/** The page opened afresh, so the next Tab starts where a visitor's first one does (positive tabindex included). */
async function reopen(page: Page) {
  await page.reload();
  await appReady(page);
}

for (const path of PAGES) {
  test.describe(`${path}: what a reviewer checks after axe`, () => {
    // One page load for the whole set: the tests read what the walk saw, in order, in one worker.
    test.describe.configure({ mode: 'default', timeout: 120_000 });
    let page: Page;
    let walked: ReturnType<typeof walkBothWays> | undefined;
    /** The walk both ways, taken once by the first test that reads it (a run of the forced-colours test alone takes none). */
    const theWalk = () => (walked ??= walkBothWays(page));

    let banner: Promise<Page> | undefined;
    /** The same page on a first visit, the consent dialog open (modal: the page behind is inert), opened once when first read. */
    let theBanner: () => Promise<Page>;

    test.beforeAll(async ({ browser }, info) => {
      page = await openPage(browser, info, path);
      theBanner = () => (banner ??= openPage(browser, info, path, { firstVisit: true }));
    });
    test.afterAll(async () => {
      await page.context().close();
      if (banner) await (await banner).context().close();
    });

    test('keyboard: every control is reached by Tab', wcag('2.1.1'), async () => {
      // The landing page has about a hundred tab stops, each waited on until the page stops scrolling to it.
      const { forward } = await theWalk();
      expect(forward.stops.length).toBeGreaterThan(0);
      expect(await page.evaluate(keyboardControls), 'controls Tab never reached').toEqual([]);
    });

    test('no keyboard trap: Tab and Shift+Tab each go through the page and out of it', wcag('2.1.2'), async () => {
      const { forward, backward } = await theWalk();
      expect(forward.left, `Tab left the page after ${forward.stops.at(-1)?.label}`).toBe(true);
      expect(backward.left, `Shift+Tab left the page after ${backward.stops.at(-1)?.label}`).toBe(true);
      // Every stop again, in exactly the reverse order. The walk back starts on the last stop, which engines
      // count again at its start or, wrapping round, at its end: it is left out of the comparison.
      const last = forward.stops.at(-1)?.id;
      const name = (id: number) => forward.stops.find((stop) => stop.id === id)?.label ?? `stop ${id}`;
      const back = backward.stops.filter((stop) => stop.id !== last).map((stop) => name(stop.id));
      expect(back).toEqual(
        forward.stops
          .slice(0, -1)
          .reverse()
          .map((stop) => name(stop.id)),
      );
    });

    test('focus order follows the reading order: the source order, and on screen never back up-left', wcag('2.4.3'), async () => {
      const { forward } = await theWalk();
      // A positive tabindex jumps ahead of the source order; CSS reordering shows as a step back on screen.
      const backInSource = await page.evaluate(
        (ids) => {
          const stops = (window as unknown as { reviewerStops: Element[] }).reviewerStops;
          return ids
            .map((id) => stops[id])
            .filter((stop, index, all): stop is Element => {
              const before = all[index - 1];
              return Boolean(stop && before && !(before.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING));
            })
            .map((stop) => `${stop.tagName.toLowerCase()} "${stop.textContent.trim().slice(0, 40)}"`);
        },
        forward.stops.map((stop) => stop.id),
      );
      expect(backInSource, 'stops Tab reaches before something earlier in the page').toEqual([]);
      expect(outOfOrder(forward.stops), 'steps that go back up-left or leftwards along a row').toEqual([]);
    });

    test('focus visible on every tab stop', wcag('2.4.7'), async () => {
      const { forward } = await theWalk();
      expect(ringless(forward.stops), 'stops without a focus ring, tabbing forward').toEqual([]);
    });

    test('focus not obscured: no stop hidden under the fixed header, tabbing forward and backward', wcag('2.4.11'), async () => {
      const { forward, backward } = await theWalk();
      expect(covered(forward.stops), 'tabbing forward').toEqual([]);
      expect(covered(backward.stops), 'tabbing backward').toEqual([]);
    });

    test("focus not obscured at a phone's width, tabbing forward and backward", wcag('2.4.11'), async ({ browser }, info) => {
      // Each way on a page of its own, opened at a phone's width: once Tab has left a page, Firefox keeps focus in its
      // own toolbar, and nothing a test can send brings it back (no element matches :focus, the skip link stays hidden).
      // Shift+Tab on a fresh page starts from its last stop, as a keyboard user coming back from the toolbar does.
      for (const key of ['Tab', 'Shift+Tab'] as const) {
        const phone = await openPage(browser, info, path, { viewport: PHONE });
        try {
          const { stops } = await walk(phone, key);
          expect(stops.length).toBeGreaterThan(0);
          expect(covered(stops), key).toEqual([]);
        } finally {
          await phone.context().close();
        }
      }
    });

    test('focus visible in forced-colors mode (a box shadow is not painted there)', { ...wcag('2.4.7'), tag: EMULATES_MEDIA }, async () => {
      // Chromium emulates the mode; Firefox's project turns it on with its own preference (playwright.config.ts).
      const emulated = await emulateUnlessOn(page, '(forced-colors: active)', { forcedColors: 'active' });
      try {
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
        await reopen(page);
        const stops = await walk(page, 'Tab');
        expect(stops.stops.length).toBeGreaterThan(0);
        expect(await page.evaluate(keyboardControls), 'controls Tab never reached in forced colours').toEqual([]);
        expect(
          stops.stops.filter((stop) => !stop.ring?.startsWith('outline')).map((stop) => stop.label),
          'stops without an outline',
        ).toEqual([]);
      } finally {
        if (emulated) await page.emulateMedia({ forcedColors: 'none' });
      }
    });

    test('reflow: at 320 px nothing scrolls sideways, no text is clipped or overlaps', wcag('1.4.10'), async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      try {
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await page.evaluate(textProblems, false)).toEqual([]);
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    });

    test('text at 200 %: no text clipped or overlapping, nothing scrolls sideways', wcag('1.4.4'), async ({ browserName }) => {
      // Chromium: the browser's own text size doubled (16 → 32 px), which rem media queries follow as they
      // would for a visitor. Firefox over BiDi has no such setting: its 200 % browser zoom, a 640 px viewport.
      const session = browserName === 'chromium' ? await page.context().newCDPSession(page) : undefined;
      if (session) await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      else await page.setViewportSize({ width: DESKTOP.width / 2, height: DESKTOP.height / 2 });
      try {
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await page.evaluate(textProblems, false)).toEqual([]);
      } finally {
        if (session) await session.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
        else await page.setViewportSize(DESKTOP);
      }
    });

    test('text spacing raised as 1.4.12 says: no text clipped or overlapping', wcag('1.4.12'), async () => {
      expect(await withTextSpacing(page, () => page.evaluate(textProblems, false))).toEqual([]);
    });

    /**
     * What `measure` finds on the page, then on the same page at a first visit with the consent dialog open (each
     * problem prefixed with the state). Each page is brought to the front: a browser paints focus only there.
     */
    async function inBothStates(measure: (measured: Page) => Promise<string[]>): Promise<string[]> {
      const problems: string[] = [];
      for (const [state, open] of [
        ['', () => Promise.resolve(page)],
        ['consent dialog open, ', theBanner],
      ] as const) {
        const measured = await open();
        await measured.bringToFront();
        problems.push(...(await measure(measured)).map((problem) => `${state}${problem}`));
      }
      return problems;
    }

    test(
      'non-text contrast (1.4.11): focus rings, input borders, carousel dots and chevrons are at least 3:1 against what is behind them',
      wcag('1.4.11'),
      async () => {
        const measured: string[] = [];
        const problems = await inBothStates((inState) =>
          atBothWidths(inState, async () => {
            const pairs = await inState.evaluate(nonTextContrast);
            measured.push(...pairs.map((pair) => pair.what));
            return lowContrast(pairs);
          }),
        );
        expect(problems, 'pairs under 3:1').toEqual([]);
        // The measure found what it is for: focus rings on every page; on / the demo's box (a textarea), the dots and the chevrons.
        const kinds = [
          'focus ring of',
          ...(path === paths.home ? ['border of textarea', 'fill of the current dot', 'icon of button', 'icon of summary'] : []),
        ];
        expect(
          kinds.filter((kind) => !measured.some((what) => what.startsWith(kind))),
          'kinds of pair never measured',
        ).toEqual([]);
      },
    );

    test(
      'target size (2.5.8): every pointer target is at least 24 × 24 px or spaced, at desktop and phone widths',
      wcag('2.5.8'),
      async () => {
        expect(await inBothStates((inState) => atBothWidths(inState, () => smallTargets(inState)))).toEqual([]);
      },
    );

    test('language of parts (3.1.2): English passages are marked lang="en", Portuguese ones lang="pt-BR"', wcag('3.1.2'), async () => {
      expect(await inBothStates((inState) => inState.evaluate(languageProblems))).toEqual([]);
    });
  });
}

test.describe('/: what a screen reader is told when something changes', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test(
    'status messages (4.1.3): the demo reply arrives in its log, politely, and focus stays in the input',
    wcag('4.1.3'),
    async ({ page }) => {
      await page.goto('/');
      const input = page.getByRole('textbox', { name: demoChat.inputLabel });
      const log = page.getByRole('log', { name: demoChat.logLabel });
      const messages = log.getByRole('listitem');
      const before = await messages.count();
      await input.pressSequentially(demoChat.placeholder);
      await page.evaluate(watchLiveRegions);
      await input.press('Enter');
      // The user's note and the reply: the reply is the demo's own answer to it (src/demo/rules.ts).
      await expect(messages).toHaveCount(before + 2);
      const reply = processMessage(demoChat.placeholder, INITIAL_TOTALS)?.reply.replace(/\s+/g, ' ') ?? '';
      expect(reply).not.toBe('');
      await expect(messages.last()).toContainText(reply);
      const heard = await page.evaluate(announcements);
      expect(heard).toEqual([
        {
          region: `log "${demoChat.logLabel}"`,
          politeness: 'polite',
          politenessBefore: 'polite',
          text: expect.stringContaining(reply) as unknown as string,
          focus: `textarea "${demoChat.inputLabel}"`,
        },
      ]);
      expect(heard[0]?.text).toContain(demoChat.placeholder);
      await expect(input).toBeFocused();
    },
  );

  test(
    'status messages (4.1.3): the carousel announces its new slide politely where it shows, focus staying on Próximo',
    wcag('4.1.3'),
    async ({ page }) => {
      const copy = testimonialsSection.carousel;
      await page.goto('/');
      const region = page.getByRole('region', { name: copy.label });
      const next = region.getByRole('button', { name: copy.nextLabel });
      // From the keyboard, as a screen-reader user arrives: the last control before the carousel, then Tab to "Próximo"
      // once the carousel, come into view with it, has its controls.
      await page
        .getByRole('link', { name: fill(testimonialsSection.videoPlayLabel, { name: testimonialVideos.at(-1)?.customer ?? '' }) })
        .focus();
      await islandReady(page, 'testimonials');
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
      // The slide shown now (rotation may have moved it before focus came in and stopped it), and the one after it.
      const slide = (n: number) => region.getByRole('group', { name: fill(copy.slideLabel, { n, total: testimonials.length }) });
      let current = 1;
      while (current < testimonials.length && !(await slide(current).isVisible())) current += 1;
      await page.evaluate(watchLiveRegions);
      await page.keyboard.press('Enter');
      const after = slide((current % testimonials.length) + 1);
      await expect(after).toBeVisible();
      const shown = (await after.innerText()).replace(/\s+/g, ' ').trim();
      expect(await page.evaluate(announcements)).toEqual([
        {
          region: expect.stringMatching(/^div/) as unknown as string,
          politeness: 'polite',
          politenessBefore: 'polite',
          text: shown,
          focus: `button "${copy.nextLabel}"`,
        },
      ]);
      await expect(next).toBeFocused();
    },
  );
});

test.describe('/: anything that moves (the testimonials carousel)', () => {
  const copy = testimonialsSection.carousel;
  const slide = (page: Page, n: number) =>
    page.getByRole('region', { name: copy.label }).getByRole('group', { name: fill(copy.slideLabel, { n, total: testimonials.length }) });
  /** Scrolled to, as a visitor reading down: the carousel's island is asked for as it comes near, and starts. */
  const reachCarousel = async (page: Page) => {
    await page.getByRole('region', { name: copy.label }).scrollIntoViewIfNeeded();
    await islandReady(page, 'testimonials');
  };
  /** More than two of the spec's 6 s intervals: two moves, had rotation been running. */
  const TWO_INTERVALS = 2 * CAROUSEL_INTERVAL_MS + 1000;

  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    // The page's own clock, run forward by the test: 13 s of rotation take no 13 s of the run.
    await page.clock.install();
  });

  test('it moves by itself, holds while the pointer rests on it, and moves on when it leaves', wcag('2.2.2'), async ({ page }) => {
    await page.goto('/');
    await reachCarousel(page);
    await expect(slide(page, 1)).toBeVisible();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 100);
    await expect(slide(page, 2)).toBeVisible();
    await slide(page, 2).hover();
    await page.clock.runFor(TWO_INTERVALS);
    await expect(slide(page, 2)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 100);
    await expect(slide(page, 3)).toBeVisible();
  });

  test('keyboard focus stops it for good: Tab onto "Pausar rotação", then away', wcag('2.2.2'), async ({ page }) => {
    await page.goto('/');
    // The last control before the carousel, then Tab, as a keyboard visitor arrives.
    await page
      .getByRole('link', { name: fill(testimonialsSection.videoPlayLabel, { name: testimonialVideos.at(-1)?.customer ?? '' }) })
      .focus();
    await islandReady(page, 'testimonials');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: copy.resumeLabel })).toBeFocused();
    await page.clock.runFor(TWO_INTERVALS);
    await expect(slide(page, 1)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(TWO_INTERVALS);
    await expect(slide(page, 1)).toBeVisible();
  });

  test('its pause control, clicked, stops it', wcag('2.2.2'), async ({ page }) => {
    await page.goto('/');
    await reachCarousel(page);
    await page.getByRole('button', { name: copy.pauseLabel }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(TWO_INTERVALS);
    await expect(slide(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: copy.resumeLabel })).toBeVisible();
  });

  test(
    'under reduced motion it never starts, and nothing else on the page moves',
    { ...wcag('2.2.2', '2.3.3'), tag: EMULATES_MEDIA },
    async ({ page }) => {
      await emulateUnlessOn(page, '(prefers-reduced-motion: reduce)', { reducedMotion: 'reduce' });
      await page.goto('/');
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      await page.clock.runFor(TWO_INTERVALS);
      await expect(slide(page, 1)).toBeVisible();
      // No animation left running anywhere on the page (a fade or a menu's slide would still be listed).
      expect(await page.evaluate(() => document.getAnimations().map((animation) => animation.constructor.name))).toEqual([]);
    },
  );
});

test.describe('without JavaScript: every piece of content can be reached', { tag: TURNS_JAVASCRIPT_OFF }, () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path}: all text is shown, or one visible control away (a closed answer, the menu)`, async ({ page }) => {
      test.info().annotations.push({ type: 'wcag', description: 'no-js' });
      await page.goto(path);
      expect(await page.evaluate(unreachableText)).toEqual([]);
    });
  }
});
