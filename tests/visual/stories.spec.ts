import { expect, type Page } from '@playwright/test';

import { FROZEN_NOW } from '../../.storybook/clock';
import { sizeOf, type ViewportOption, VIEWPORTS, type VisualParameters } from '../../.storybook/viewports';
import {
  announceCapture,
  announceStory,
  capturedStories,
  expectPlayed,
  firstViewport,
  type Rendered,
  RENDERED_IN_PAGE,
  viewportsFor,
} from './storybook';
import { type StoryPages, test } from './storyPages';

const stories = capturedStories();

async function open(
  storyPages: StoryPages,
  engine: string,
  storyId: string,
  option: ViewportOption,
): Promise<{ page: Page; rendered: Rendered }> {
  // Firefox (over WebDriver BiDi) knows no mobile emulation; its pictures are the desktop's, or a pinned phone width.
  const mobile = option.type === 'mobile' && engine === 'chromium';
  const page = await storyPages.story(
    {
      viewport: sizeOf(option),
      deviceScaleFactor: 1,
      isMobile: mobile,
      hasTouch: mobile,
      // Reduced motion: the carousel starts paused and CSS transitions are off, so nothing moves while captured.
      // (Firefox over BiDi ignores this; its project sets the same through a preference.)
      reducedMotion: 'reduce',
    },
    storyId,
    FROZEN_NOW,
  );
  // Focus stays where the play left it: an open menu or a keyboard focus ring is the state under review.
  await page.evaluate(() => document.fonts.ready);
  // Every picture loaded: a lazy one below the fold would otherwise be caught loaded or not as the kept context's
  // HTTP cache happens to hold it (a video poster the story before showed), and a designer reviews the page whole.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  const rendered = await page.evaluate<Rendered>(RENDERED_IN_PAGE);
  return { page, rendered };
}

/** Soft: a story's other width is still shot and recorded when this one differs. */
async function capture(page: Page, name: string, { element, viewportOnly }: VisualParameters, hadBaseline: boolean) {
  // Told to write no baseline (the review panel's run), Playwright shoots nothing for a missing one: the picture is
  // shot here, with the comparison's options, under the name Playwright gives a new picture, so the panel can show
  // and accept it (addons/review/reporter.ts). The assertion below still fails: no baseline is no pass.
  const info = test.info();
  if (!hadBaseline && info.config.updateSnapshots === 'none') {
    const actual = name.replace(/\.png$/, '-actual.png');
    const options = { path: info.outputPath(actual), animations: 'disabled', caret: 'hide', scale: 'css' } as const;
    if (element) await page.locator(element).first().screenshot(options);
    else await page.screenshot({ ...options, fullPage: !viewportOnly });
    await info.attach(actual, { path: options.path, contentType: 'image/png' });
  }
  if (element) await expect.soft(page.locator(element).first()).toHaveScreenshot(name);
  else await expect.soft(page).toHaveScreenshot(name, { fullPage: !viewportOnly });
}

for (const story of stories) {
  // This title is what a designer passes to `-g` to approve one story (in every engine; `--project` narrows it).
  test(`${story.title} / ${story.name}`, async ({ browser, storyPages }) => {
    announceStory(story.id);
    const engine = browser.browserType().name();
    // The engine's own widths (playwright.config.ts): Chromium every one, Firefox the desktop.
    const only = test.info().project.metadata.viewports as string[] | undefined;
    const first = firstViewport(await storyPages.pinned(story.id), only?.[0] ?? 'phone');
    const opened = await open(storyPages, engine, story.id, VIEWPORTS[first]);
    for (const key of viewportsFor(opened.rendered, only)) {
      const option = opened.rendered.options[key];
      expect(option, `viewport "${key}" is defined in the preview or the story's parameters`).toBeDefined();
      if (!option) continue;
      // Each width has its own page (storyPages), so the first width's stays as it was while another opens.
      const { page, rendered } = key === first ? opened : await open(storyPages, engine, story.id, option);
      expectPlayed(rendered);
      const { baselineHash } = announceCapture(key, `${story.id}--${key}.png`);
      await capture(page, `${story.id}--${key}.png`, rendered.visual, baselineHash !== null);
    }
  });
}
