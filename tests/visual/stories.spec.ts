import { type Browser, expect, type Page, test } from '@playwright/test';

import { FROZEN_NOW } from '../../.storybook/clock';
import { CAPTURE_VIEWPORTS, type ViewportOption, VIEWPORTS, type VisualParameters } from '../../.storybook/viewports';
import { capturedStories } from './storybook';

const stories = capturedStories();

/** What Storybook says about the story it rendered. */
interface Rendered {
  phase: string;
  /** The viewport the story pins itself to with `globals`, if any. */
  pinned?: string;
  /** Viewports known to the story: the preview's, plus any the story defines. */
  options: Record<string, ViewportOption>;
  visual: VisualParameters;
}

async function open(
  browser: Browser,
  storyId: string,
  option: ViewportOption,
): Promise<{ page: Page; rendered: Rendered; close: () => Promise<void> }> {
  const mobile = option.type === 'mobile';
  const context = await browser.newContext({
    viewport: { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    // Reduced motion: the carousel starts paused and CSS transitions are off, so nothing moves while captured.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // Demo times, "today" and every Date the stories see are pinned, so a re-run matches pixel for pixel.
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
  // Wait until Storybook has rendered the story and run its play function to the end.
  await page.waitForFunction(() => {
    const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
      ?.currentRender?.phase;
    return phase === 'completed' || phase === 'finished' || phase === 'errored';
  });
  // Focus stays where the play left it: an open menu or a keyboard focus ring is the state under review.
  const rendered = await page.evaluate(async () => {
    await document.fonts.ready;
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          currentRender: {
            phase: string;
            story: { storyGlobals?: { viewport?: { value?: string } }; parameters: Record<string, unknown> };
          };
        };
      }
    ).__STORYBOOK_PREVIEW__.currentRender;
    const { parameters, storyGlobals } = render.story;
    return {
      phase: render.phase,
      pinned: storyGlobals?.viewport?.value,
      options: (parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)?.options ?? {},
      visual: parameters.visual ?? {},
    };
  });
  return { page, rendered, close: () => context.close() };
}

async function capture(page: Page, name: string, { element, viewportOnly }: VisualParameters) {
  if (element) await expect(page.locator(element).first()).toHaveScreenshot(name);
  else await expect(page).toHaveScreenshot(name, { fullPage: !viewportOnly });
}

for (const story of stories) {
  // This title is what a designer passes to `-g` to approve one story.
  test(`${story.title} / ${story.name}`, async ({ browser }) => {
    const [first, ...rest] = CAPTURE_VIEWPORTS;
    const opened = await open(browser, story.id, VIEWPORTS[first]);
    const { pinned, options, visual } = opened.rendered;
    // A story pinned to a viewport is captured at that width only; the others at each capture width it allows.
    const wanted: string[] = pinned ? [pinned] : (visual.viewports ?? [first, ...rest]);
    for (const key of wanted) {
      const option = options[key];
      expect(option, `viewport "${key}" is defined in the preview or the story's parameters`).toBeDefined();
      if (!option) continue;
      const { page, rendered, close } = key === first ? opened : await open(browser, story.id, option);
      try {
        expect(rendered.phase, 'the story rendered and its play function ran without an error').not.toBe('errored');
        await capture(page, `${story.id}--${key}.png`, rendered.visual);
      } finally {
        await close();
      }
    }
    if (!wanted.includes(first)) await opened.close();
  });
}
