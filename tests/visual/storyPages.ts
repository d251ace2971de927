import { type BrowserContextOptions, type Page, test as base } from '@playwright/test';

/**
 * One page per kind of context (viewport, mobile, motion, clock), kept by the worker and reused from story to
 * story. A new context loads Storybook's preview with an empty HTTP cache and no compiled code: 1.9 s a story
 * here in Chromium and 2.2 s in Firefox, against 0.7 s and 1.5 s in a kept page (a new tab in a kept context
 * costs 1.7 s and 2.4 s: a new content process), with the same pictures (record 47). Each story is still a new
 * document; storage is emptied before it loads.
 */
export interface StoryPages {
  /** This worker's page for these options, storage emptied and the last story's document gone, ready for `goto`. */
  page: (options: BrowserContextOptions, clock?: Date) => Promise<Page>;
}

export const test = base.extend<object, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use({
        page: async (options, clock) => {
          const key = JSON.stringify([options, clock?.getTime()]);
          const kept = pages.get(key);
          if (kept && !kept.isClosed()) {
            // A story's own writes (consent, a demo's state) never reach the next story.
            await kept.evaluate(() => {
              try {
                localStorage.clear();
                sessionStorage.clear();
              } catch {
                // A page that never reached a story (about:blank) has no storage to empty.
              }
            });
            await kept.context().clearCookies();
            // The last story's document ends here: its late errors (a docs page's plays still running) would
            // otherwise reach the listeners the next test adds.
            await kept.goto('about:blank');
            // Firefox's headless window can lose focus across a worker's navigations; a play that tabs or types,
            // and the focus ring it leaves, need the page focused, as a new one is.
            await kept.bringToFront();
            return kept;
          }
          const context = await browser.newContext(options);
          const page = await context.newPage();
          // Demo times, "today" and every Date the stories see are pinned, so a re-run matches pixel for pixel.
          if (clock) await page.clock.setFixedTime(clock);
          pages.set(key, page);
          return page;
        },
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});
