import { existsSync, readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const INDEX = 'storybook-static/index.json';
if (!existsSync(INDEX)) throw new Error(`${INDEX} is missing: run npm run build-storybook first (npm run test:visual does).`);
const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Demo times, "today" and every Date the stories see are pinned, so a re-run matches pixel for pixel. */
const FROZEN_NOW = new Date('2026-11-21T09:30:00-03:00');

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.clock.setFixedTime(FROZEN_NOW);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until Storybook has rendered the story and run its play function to the end.
    await page.waitForFunction(() => {
      const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored';
    });
    await page.evaluate(async () => {
      await document.fonts.ready;
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
