import { existsSync, readFileSync } from 'node:fs';

import { NO_VISUAL_TAG } from '../../.storybook/viewports';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The Storybook build under test: the normal build, or a scratch copy (scripts/visual-gate-check.mjs). */
const DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';

/** Every story the gate captures: all of them except behaviour-only ones, tagged no-visual. */
export function capturedStories(): IndexEntry[] {
  const file = `${DIR}/index.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build-storybook first (npm run test:visual does).`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes(NO_VISUAL_TAG));
}

/** This machine's approved baselines (the config's snapshotPathTemplate, `{platform}` being process.platform). */
export const BASELINE_DIR = `${process.env.VISUAL_BASELINES ?? 'tests/visual/baselines'}/${process.platform}`;
