/**
 * The one `npm run storybook` the review walks share (project `review`, record 50): the designer's walks
 * (addons/review/review.spec.ts) and the reviewer's verdict (addons/review/verdict.spec.ts), one after another in one
 * worker, against a scratch copy of the project under test-results/ (never this one), started once for that worker.
 * Each walk leaves the copy as the next one needs it; a worker restarted after a failure starts a fresh copy.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { expect, test as base } from '@playwright/test';

import { PORTS } from '../scripts/ports.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The designer's planted change: the same token the visual gate check re-brands, in the copy's sources. */
const TOKENS = 'src/styles/tokens.css';
const BRAND = /--color-brand:\s*#0a6e44;/;
/** The reviewer's git user in the copy: what a verdict records as its evaluator (and the designer's accept as "by"). */
export const REVIEWER = { name: 'Rita Reviewer', email: 'rita@example.org' };

export interface ScratchStorybook {
  root: string;
  /** Where its Storybook answers, as a loopback name. */
  base: string;
  log: () => string;
}

/** Copies the project, plants the change, makes it a repository of its own and starts its Storybook (loopback only). */
async function start(port: number) {
  const root = join(ROOT, 'test-results', 'review-flow');
  rmSync(root, { recursive: true, force: true });
  // What git would commit, tracked or new: none of what .gitignore names (builds, records; node_modules is linked).
  const files = execFileSync('git', ['ls-files', '-coz', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  for (const file of files.filter((file) => file && existsSync(join(ROOT, file)))) cpSync(join(ROOT, file), join(root, file));
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const tokens = readFileSync(join(root, TOKENS), 'utf8');
  expect(tokens, 'the brand token is where the plant expects it').toMatch(BRAND);
  writeFileSync(join(root, TOKENS), tokens.replace(BRAND, '--color-brand: #0b5cad;'));
  // A verdict records the hash git gives what it covers, and git's user as its evaluator.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('config', 'user.name', REVIEWER.name);
  git('config', 'user.email', REVIEWER.email);

  let log = '';
  const storybook = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js'), 'dev', '-p', String(port), '--host', '127.0.0.1', '--ci', '--no-open'],
    // The designer's check shoots in Chromium only: the panel's paths are the same whichever engines it shoots.
    // Its own process group, so stopping it ends its children (a running check) too.
    {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', VISUAL_REVIEW_ENGINES: 'chromium' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  storybook.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  storybook.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (storybook.pid === undefined || storybook.exitCode !== null) return;
    const ended = new Promise((done) => storybook.once('exit', done));
    process.kill(-storybook.pid, 'SIGTERM');
    await ended;
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  const up = async () => (await fetch(`${url}/index.json`).catch(() => undefined))?.ok;
  while (!(await up())) {
    if (Date.now() > deadline || storybook.exitCode !== null) {
      await stop();
      throw new Error(`Storybook did not start:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { storybook: { root, base: url, log: () => log } satisfies ScratchStorybook, stop };
}

export const test = base.extend<{ storybookOutputOnFailure: undefined }, { reviewStorybook: ScratchStorybook }>({
  reviewStorybook: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const { storybook, stop } = await start(Number(process.env.REVIEW_STORYBOOK_PORT ?? PORTS.reviewStorybook));
      await use(storybook);
      await stop();
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
