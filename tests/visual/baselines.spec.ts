import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { BASELINE_DIR, capturedStories } from './storybook';

/** The whole approved set stays reviewable and cheap to clone (12 MiB, as `du -h` counts); re-approvals rewrite it in place. */
const MAX_BYTES = 12 * 1024 * 1024;

const files = existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR).filter((name) => name.endsWith('.png')) : [];
const path = (name: string) => `${BASELINE_DIR}/${name}`;

test('every baseline belongs to a captured story (none left behind by a renamed or opted-out story)', () => {
  const ids = new Set(capturedStories().map((story) => story.id));
  const orphans = files.filter((name) => !ids.has(name.slice(0, name.lastIndexOf('--'))));
  expect(orphans, 'delete these, or run `npm run test:visual:update` to rewrite the whole set').toEqual([]);
});

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

test(`the baselines stay under ${MAX_BYTES / 1024 / 1024} MiB`, () => {
  const bytes = files.reduce((sum, name) => sum + statSync(path(name)).size, 0);
  expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
});
