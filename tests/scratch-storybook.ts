/**
 * `npm run storybook` in a scratch copy of the project (never this one), for the flows that write committed files
 * from Storybook's UI: the designer's visual review (addons/review/review.spec.ts) and the reviewer's
 * verdicts (addons/review/verdict.spec.ts). The copy lives under test-results/, node_modules is
 * linked, and the dev server runs in its own process group so `stop` ends it and its children.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** What the copy leaves out: built, recorded or installed things (node_modules is linked, not copied). */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-builds',
  'storybook-static',
  'coverage',
  'test-results',
  'reports',
  '.stryker-tmp',
  'playwright-report',
]);
/** The visual check's HTML report, left out of the copy (large, and rewritten by every run). */
const REPORT = join('tests', 'visual', 'report');

export interface ScratchStorybook {
  /** The copy's folder. */
  root: string;
  /** Where its Storybook answers, as a loopback name. */
  base: string;
  /** What the dev server printed so far. */
  log: () => string;
  /** Stops the dev server and its children, and waits for it. */
  stop: () => Promise<void>;
}

interface Options {
  /** The copy's folder name under test-results/. */
  name: string;
  port: number;
  /** Changes to the copy before Storybook starts (a planted colour, a git repository). */
  prepare?: (root: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** Copies the project, prepares the copy, starts its Storybook (bound to loopback, as `npm run storybook` is) and waits for it. */
export async function startScratchStorybook({ name, port, prepare, env = {} }: Options): Promise<ScratchStorybook> {
  const root = join(ROOT, 'test-results', name);
  rmSync(root, { recursive: true, force: true });
  // Entry by entry: the scratch folder is inside the project, and a copy of a folder into itself is refused.
  for (const entry of readdirSync(ROOT).filter((entry) => !LEFT_OUT.has(entry) && !entry.startsWith('dist.tmp-')))
    cpSync(join(ROOT, entry), join(root, entry), { recursive: true, filter: (source) => relative(ROOT, source) !== REPORT });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  prepare?.(root);
  const base = `http://localhost:${port}`;
  let log = '';
  const storybook: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js'), 'dev', '-p', String(port), '--host', '127.0.0.1', '--ci', '--no-open'],
    { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  storybook.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  storybook.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (storybook.pid === undefined || storybook.exitCode !== null) return;
    const ended = new Promise((done) => storybook.once('exit', done));
    process.kill(-storybook.pid, 'SIGTERM');
    await ended;
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(`${base}/index.json`)
      .then((res) => res.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline || storybook.exitCode !== null) {
      await stop();
      throw new Error(`Storybook did not start:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { root, base, log: () => log, stop };
}
