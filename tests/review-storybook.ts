/**
 * The one `npm run storybook` the review walks share (project `review`): the designer's walk in Chromium and in
 * Firefox ESR (addons/review/review.spec.ts) and the reviewer's verdict (addons/review/verdict.spec.ts)
 * run one after another in one worker, against one scratch copy started once for that worker (record 50). Each walk
 * leaves the copy as the next one needs it: the designer's walk starts by putting its own record, stories and accept
 * record back; the verdict touches only the verdict file. A worker restarted after a failure starts a fresh copy.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test as base } from '@playwright/test';

import { type ScratchStorybook, startScratchStorybook } from './scratch-storybook.ts';

/** The designer's planted change: the same token the visual gate check re-brands, in the copy's sources. */
const TOKENS = 'src/styles/tokens.css';
const BRAND = /--color-brand:\s*#0a6e44;/;
/** The reviewer's git user in the copy: what a verdict records as its evaluator (and the designer's accept as "by"). */
export const REVIEWER = { name: 'Rita Reviewer', email: 'rita@example.org' };

export const test = base.extend<{ storybookOutputOnFailure: undefined }, { reviewStorybook: ScratchStorybook }>({
  reviewStorybook: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const storybook = await startScratchStorybook({
        name: 'review-flow',
        port: Number(process.env.REVIEW_STORYBOOK_PORT ?? 6012),
        // The designer's check shoots in Chromium only: the panel's paths are the same whichever engines it shoots, and one is quick.
        env: { VISUAL_REVIEW_ENGINES: 'chromium' },
        prepare: (root) => {
          const tokens = readFileSync(join(root, TOKENS), 'utf8');
          expect(tokens, 'the brand token is where the plant expects it').toMatch(BRAND);
          writeFileSync(join(root, TOKENS), tokens.replace(BRAND, '--color-brand: #0b5cad;'));
          // A repository of its own: a verdict records the hash git gives what it covers, and git's user as its evaluator.
          const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
          git('init', '-q');
          git('config', 'user.name', REVIEWER.name);
          git('config', 'user.email', REVIEWER.email);
        },
      });
      await use(storybook);
      await storybook.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // What the dev server printed (a check's own output reaches the panel's message): read in CI's log when a test fails.
  storybookOutputOnFailure: [
    async ({ reviewStorybook }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus)
        console.log(`Storybook's output, last 6,000 characters:\n${reviewStorybook.log().slice(-6000)}`);
    },
    { auto: true },
  ],
});
