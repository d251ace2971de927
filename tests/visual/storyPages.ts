import { type BrowserContextOptions, type Page, test as base } from '@playwright/test';

import { pinnedInPage, showStory } from './storybook';

/**
 * One page per kind of context (viewport, mobile, motion, clock), kept by the worker from story to story (record 47),
 * storage and cookies emptied before each use.
 */
export interface StoryPages {
  /** The page, the last story's document gone, ready for `goto` (the docs pages). */
  page: (options: BrowserContextOptions, clock?: Date) => Promise<Page>;
  /** The page showing the story once it has played, switched in the preview it holds (`showStory`, record 48). */
  story: (options: BrowserContextOptions, storyId: string, clock?: Date) => Promise<Page>;
  /** The viewport the story pins itself to, asked of a kept page's preview before it is shown (`pinnedInPage`). */
  pinned: (storyId: string) => Promise<string | null | undefined>;
}

export const test = base.extend<object, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      const kept = async (options: BrowserContextOptions, clock?: Date) => {
        const key = JSON.stringify([options, clock?.getTime()]);
        const page = pages.get(key);
        if (page && !page.isClosed()) {
          // A story's own writes (consent, a demo's state) never reach the next story.
          await page.evaluate(() => {
            try {
              localStorage.clear();
              sessionStorage.clear();
            } catch {
              // A page that never reached a story (about:blank) has no storage to empty.
            }
          });
          await page.context().clearCookies();
          // A test may have resized it (the story review ends at 320 px).
          if (options.viewport) await page.setViewportSize(options.viewport);
          // Firefox's headless window can lose focus across a worker's navigations; a play that tabs or types,
          // and the focus ring it leaves, need the page focused, as a new one is.
          await page.bringToFront();
          return page;
        }
        const context = await browser.newContext(options);
        const created = await context.newPage();
        // Demo times, "today" and every Date the stories see are pinned, so a re-run matches pixel for pixel.
        if (clock) await created.clock.setFixedTime(clock);
        pages.set(key, created);
        return created;
      };
      await use({
        page: async (options, clock) => {
          const page = await kept(options, clock);
          // The last document ends here: its late errors (a docs page's plays still running) would otherwise reach
          // the listeners the next test adds.
          await page.goto('about:blank');
          return page;
        },
        story: async (options, storyId, clock) => {
          const page = await kept(options, clock);
          await showStory(page, storyId);
          return page;
        },
        pinned: async (storyId) => {
          const page = [...pages.values()].find((each) => !each.isClosed());
          return page?.evaluate(pinnedInPage, storyId);
        },
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});
