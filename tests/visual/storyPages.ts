import { type BrowserContextOptions, type Page, test as base } from '@playwright/test';

import { showStory } from './storybook';

/**
 * One page per kind of context (viewport, mobile, motion, clock), kept by the worker and reused from story to
 * story. A new context loads Storybook's preview with an empty HTTP cache and no compiled code: 1.9 s a story
 * here in Chromium and 2.2 s in Firefox, against 0.7 s and 1.5 s in a kept page (a new tab in a kept context
 * costs 1.7 s and 2.4 s: a new content process), with the same pictures (record 47). The captures and the story
 * review go further and switch each story in the preview the page holds (`story`, record 48); the docs pages load
 * each anew (`page`). Storage and cookies are emptied before either.
 */
export interface StoryPages {
  /** This worker's page for these options, storage emptied and the last story's document gone, ready for `goto`. */
  page: (options: BrowserContextOptions, clock?: Date) => Promise<Page>;
  /**
   * This worker's page for these options, showing the story once it has played: switched in the preview the page
   * holds, as Storybook's sidebar does, or loaded where it holds none (storybook.ts, `showStory`).
   */
  story: (options: BrowserContextOptions, storyId: string, clock?: Date) => Promise<Page>;
}

export const test = base.extend<object, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      /** The kept page for these options, storage and cookies emptied, or a new one. */
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
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});
