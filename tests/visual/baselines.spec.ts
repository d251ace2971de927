import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { type Engine, ENGINES } from '../../addons/review/review.ts';
import { BASELINE_DIR, capturedStories } from './storybook';

/**
 * Each engine's approved set stays reviewable and cheap to clone (MiB, as `du -h` counts); re-approvals
 * rewrite it in place. Chromium shoots every width; Firefox one desktop and WebKit one phone picture a story.
 * Chromium's and Firefox's were 12 and 11 until the landing page's desktop picture showed its three video
 * posters (every picture is loaded before a capture since record 47): +445 KB and +326 KB, so half a MiB more.
 */
const MAX_MIB: Record<Engine, number> = { chromium: 12.5, firefox: 11.5, webkit: 9.5 };

const ids = new Set(capturedStories().map((story) => story.id));

for (const engine of ENGINES) {
  const dir = `${BASELINE_DIR}/${engine}`;
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : [];
  const path = (name: string) => `${dir}/${name}`;

  test.describe(engine, () => {
    test('every baseline belongs to a captured story (none left behind by a renamed or opted-out story)', () => {
      const orphans = files.filter((name) => !ids.has(name.slice(0, name.lastIndexOf('--'))));
      expect(orphans, 'delete these, or run `npm run test:visual:update` to rewrite the whole set').toEqual([]);
    });

    test(`the baselines stay under ${MAX_MIB[engine]} MiB`, () => {
      const bytes = files.reduce((sum, name) => sum + statSync(path(name)).size, 0);
      expect(bytes).toBeLessThanOrEqual(MAX_MIB[engine] * 1024 * 1024);
    });

    // Judged on Chromium's pictures, where every state shows: WebKit's window is never the focused one, so a
    // story that differs from another only by a focus ring (Carousel / Keyboard Operable) is its twin there.
    if (engine !== 'chromium') return;
    test('no two baselines are byte-identical (tag the behaviour-only story no-visual)', () => {
      const seen = new Map<string, string>();
      const twins: string[] = [];
      for (const name of files) {
        const hash = createHash('sha256')
          .update(readFileSync(path(name)))
          .digest('hex');
        const first = seen.get(hash);
        if (first) twins.push(`${name} = ${first}`);
        else seen.set(hash, name);
      }
      expect(twins).toEqual([]);
    });
  });
}

test('no baselines outside an engine folder (left from before the engines had their own)', () => {
  const stray = existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR).filter((name) => !(ENGINES as readonly string[]).includes(name)) : [];
  expect(stray).toEqual([]);
});
