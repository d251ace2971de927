// Rebuilding while the production server runs: every request during and after the swap is
// answered in full, from the old build or the new one, the new build is served without a
// restart, and the old build's hashed files stay available to pages loaded before the swap. Each test serves its own copy, so the other specs' server is never swapped under them.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect, test } from '@playwright/test';

import { publishBuild } from '../../scripts/builds.mjs';
import { fakeBuild, spawnServer } from './server-helpers';

let dir = '';
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'finzap-rebuild-'));
});
test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Hammer {
  /** Requests answered in full, per body (so each version's share can be counted). */
  answered: Map<string, number>;
  failures: string[];
  stop: () => Promise<void>;
}

/** Keeps `concurrency` clients requesting `paths` round-robin until stopped. */
function hammer(port: number, paths: string[], check: (path: string, body: string) => string | undefined, concurrency = 8): Hammer {
  const answered = new Map<string, number>();
  const failures: string[] = [];
  let running = true;
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = paths[i % paths.length] ?? '/';
      const encoding = ['br', 'gzip', 'identity'][i % 3] ?? 'identity';
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'Accept-Encoding': encoding } });
        const body = await response.text();
        const problem = response.status === 200 ? check(path, body) : `status ${response.status}`;
        if (problem) failures.push(`${path} (${encoding}): ${problem}`);
        else answered.set(body, (answered.get(body) ?? 0) + 1);
      } catch (error) {
        failures.push(`${path} (${encoding}): ${String(error)}`);
      }
    }
  };
  const clients = Array.from({ length: concurrency }, (_, i) => client(i));
  return {
    answered,
    failures,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

test('swapping builds hundreds of times under load fails no request and never mixes two builds', async () => {
  const builds = join(dir, 'builds');
  // Same names, different sizes and content: a response with one build's length and the other's
  // bytes would show up as a body that is neither.
  const versions = ['1-one', '2-two'].map((name, index) => {
    const fill = 'ab'[index] ?? 'a';
    return {
      path: fakeBuild(join(builds, name), {
        'index.html': fill.repeat(1_000 * (index + 1)),
        'large.txt': fill.repeat(300_000 * (index + 1)),
      }),
      bodies: { '/': fill.repeat(1_000 * (index + 1)), '/large.txt': fill.repeat(300_000 * (index + 1)) },
    };
  });
  const link = join(dir, 'dist');
  publishBuild(versions[0]?.path ?? '', link);
  const server = await spawnServer({ DIST: link });
  const load = hammer(server.port, ['/', '/large.txt'], (path, body) =>
    versions.some(({ bodies }) => bodies[path as keyof typeof bodies] === body)
      ? undefined
      : `a body of ${body.length} characters from no single build`,
  );
  try {
    for (let swap = 1; swap <= 300; swap++) {
      publishBuild(versions[swap % 2]?.path ?? '', link);
      await sleep(5);
    }
  } finally {
    await load.stop();
    server.child.kill('SIGTERM');
    await server.exited;
  }
  expect(load.failures).toEqual([]);
  for (const { bodies } of versions) expect(load.answered.get(bodies['/']) ?? 0, 'both builds were served').toBeGreaterThan(0);
});

test('npm run build under a running server: no request fails, and the new build is served without a restart', async () => {
  test.setTimeout(300_000);
  // A copy of the current build to serve first; the real build then swaps its own in.
  const builds = join(dir, 'builds');
  mkdirSync(builds);
  const seed = join(builds, '1-seed');
  cpSync(realpathSync('dist'), seed, { recursive: true });
  // A hashed file only the old build has, as when a rebuild changed a chunk: pages loaded
  // before the swap still ask for it.
  const oldChunk = '/assets/only-in-the-old-build-0000.js';
  writeFileSync(join(seed, oldChunk), 'export {};\n');
  const link = join(dir, 'dist');
  symlinkSync(seed, link);
  const manifest = (folder: string) =>
    JSON.parse(readFileSync(join(folder, 'pages.json'), 'utf8')) as { build: string; pages: { path: string }[] };
  const before = manifest(seed).build;

  const server = await spawnServer({ DIST: link });
  const home = await (await fetch(`http://127.0.0.1:${server.port}/`)).text();
  const paths = [
    '/',
    '/pages.json',
    '/robots.txt',
    oldChunk,
    ...manifest(seed).pages.map(({ path }) => path),
    ...(home.match(/\/assets\/[^"]+\.js/g) ?? []),
  ];
  const builtBy = new Set<string>();
  const load = hammer(server.port, paths, (path, body) => {
    if (path === '/pages.json') builtBy.add((JSON.parse(body) as { build: string }).build);
    return body.length > 0 ? undefined : 'empty body';
  });

  let after = '';
  try {
    const build = spawn('node', ['scripts/build.mjs'], { env: { ...process.env, BUILDS_DIR: builds, DIST: link }, stdio: 'inherit' });
    expect(await new Promise((resolve) => build.once('exit', resolve)), 'npm run build').toBe(0);
    after = manifest(realpathSync(link)).build;
    // Keep the load on until the running server has answered from the new build.
    await expect.poll(() => builtBy.has(after), { timeout: 10_000 }).toBe(true);
  } finally {
    await load.stop();
    server.child.kill('SIGTERM');
    await server.exited;
  }
  expect(after).not.toBe(before);
  expect(builtBy.has(before), 'served the old build before the swap').toBe(true);
  expect(load.failures).toEqual([]);
});

test('skew protection: a server started after later builds still serves the hashed files of the two builds before, and nothing else of theirs', async () => {
  const builds = join(dir, 'builds');
  const link = join(dir, 'dist');
  // Four builds of a changed app, published one after the other as `npm run build` does: each has
  // its own app script, a file that keeps its name, and a page.
  const app = (n: number) => `/assets/index-build${n}.js`;
  for (const n of [1, 2, 3, 4]) {
    publishBuild(
      fakeBuild(join(builds, `${n}000-build${n}`), {
        [app(n).slice(1)]: `export const build = ${n};\n`,
        'robots.txt': `build ${n}\n`,
        [`only-in-build${n}.txt`]: `build ${n}\n`,
      }),
      link,
    );
    if (n === 3) {
      // `npm run serve` after three builds: the first build's app script, held by a page loaded
      // two deploys ago, is still there, immutable as before.
      const server = await spawnServer({ DIST: link });
      try {
        for (const old of [1, 2, 3]) {
          const response = await fetch(`http://127.0.0.1:${server.port}${app(old)}`);
          expect(response.status, app(old)).toBe(200);
          expect(await response.text()).toBe(`export const build = ${old};\n`);
          expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        }
        // Only the hashed files: an old build's other files, and its pages, are the current build's or none.
        expect((await fetch(`http://127.0.0.1:${server.port}/only-in-build1.txt`)).status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${server.port}/only-in-build2.txt`)).status).toBe(404);
        expect(await (await fetch(`http://127.0.0.1:${server.port}/robots.txt`)).text()).toBe('build 3\n');
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  }
  // A fourth build prunes the first: two previous builds are kept, not every one.
  const server = await spawnServer({ DIST: link });
  try {
    expect((await fetch(`http://127.0.0.1:${server.port}${app(1)}`)).status).toBe(404);
    for (const kept of [2, 3, 4]) expect((await fetch(`http://127.0.0.1:${server.port}${app(kept)}`)).status, app(kept)).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
