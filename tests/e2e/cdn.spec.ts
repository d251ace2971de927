/**
 * One build, two hosts: our server (`npm start`, this suite's webServer) and Cloudflare Pages' own
 * runtime (`wrangler pages dev` on the build's deploy folder, workerd, offline) must answer every
 * path the same way: status, redirect target, Cache-Control, content type and security headers,
 * for every page and its other spellings, every file a CDN deploys, and the near-misses.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

import { expect, test } from '@playwright/test';

import { documentOnlyHeaders, HOST_HEADERS } from '../../server/headers.mjs';
import { DEPLOY_DIR, otherSpellings, PAGES_MANIFEST, type PagesManifest } from '../../server/pages.mjs';
import { previousBuilds } from '../../server/skew.mjs';
import { PORTS } from '../../scripts/ports.mjs';
import { type Started, startCommand, waitForUrl } from '../smoke/commands';

const CDN_PORT = Number(process.env.CDN_PORT ?? PORTS.cdn);
const cdn = `http://127.0.0.1:${CDN_PORT}`;

test.describe.configure({ mode: 'serial' });

let wrangler: Started | undefined;
let build = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  build = realpathSync('dist');
  wrangler = startCommand(
    [
      'wrangler',
      'pages',
      'dev',
      join(build, DEPLOY_DIR),
      '--ip',
      '127.0.0.1',
      '--port',
      String(CDN_PORT),
      '--inspector-port',
      String(CDN_PORT + 1),
      '--persist-to',
      'test-results/wrangler',
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
    ],
    // Offline and quiet: no metrics, no update check.
    { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CI: 'true' },
    'npx',
  );
  await waitForUrl(`${cdn}/`, wrangler, 90_000);
});

test.afterAll(async () => {
  await wrangler?.stop();
});

/**
 * JavaScript and JSON are UTF-8 whatever the header says (the HTML standard decodes module scripts
 * as UTF-8; RFC 8259 for JSON): a missing charset there means the same as ours, and is read so.
 * Any other type must match as sent.
 */
const ALWAYS_UTF8 = new Set(['application/javascript', 'text/javascript', 'application/json']);
function contentType(value: string | null) {
  if (value === null) return null;
  const type = value.toLowerCase().replace(/\s+/g, '');
  return ALWAYS_UTF8.has(type) ? `${type};charset=utf-8` : type;
}

/** What a visitor's browser and a crawler act on, with absolute redirects made comparable. */
async function answer(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const headers = response.headers;
  const location = headers.get('location');
  return {
    status: response.status,
    location: location === null ? null : new URL(location, origin).pathname + new URL(location, origin).search,
    'cache-control': headers.get('cache-control'),
    // Redirects carry no body: their content type is whatever each host leaves there, and nobody reads it.
    'content-type': response.status >= 300 && response.status < 400 ? null : contentType(headers.get('content-type')),
    ...Object.fromEntries(
      [...Object.keys(HOST_HEADERS), ...Object.keys(documentOnlyHeaders())].map((name) => [name.toLowerCase(), headers.get(name)]),
    ),
  };
}

/** Every URL worth asking: pages and their other spellings, every deployed file, and the near-misses. */
function urlsToCompare(): string[] {
  const manifest = JSON.parse(readFileSync(join(build, PAGES_MANIFEST), 'utf8')) as PagesManifest;
  const deployed = readdirSync(join(build, DEPLOY_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${join(entry.parentPath, entry.name)
          .slice(join(build, DEPLOY_DIR).length + 1)
          .split(sep)
          .join('/')}`,
    )
    // The 404 page's own URL is the one known difference, pinned in its own test below.
    .filter((url) => url !== '/_headers' && url !== `/${manifest.notFound}`);
  const pages = manifest.pages.flatMap((page) => [page.path, ...otherSpellings(page), `${page.path.replace(/\/$/, '')}/index.html`]);
  const nearMisses = [
    '/_headers',
    '/index.html.br',
    '/index.html.gz',
    '/robots.txt.br',
    '/robots.txt.gz',
    '/nao-existe',
    '/nao/existe/',
    '/assets/',
    `/${DEPLOY_DIR}/index.html`,
  ];
  return [...new Set([...pages, ...deployed, ...nearMisses])];
}

test('every page, every deployed file and the near-misses answer the same on our server and on Cloudflare Pages', async ({ baseURL }) => {
  const urls = urlsToCompare();
  expect(urls.length).toBeGreaterThan(20);
  const differences: string[] = [];
  for (const url of urls) {
    const [ours, theirs] = await Promise.all([answer(String(baseURL), url), answer(cdn, url)]);
    for (const [name, value] of Object.entries(ours)) {
      const other = theirs[name as keyof typeof theirs];
      if (value !== other)
        differences.push(`${url} ${name}: npm start ${JSON.stringify(value)}, Cloudflare Pages ${JSON.stringify(other)}`);
    }
  }
  expect(differences).toEqual([]);
});

test('the canonical URLs answer 200 on both, and no precompressed copy is public on the CDN', async ({ baseURL }) => {
  const manifest = JSON.parse(readFileSync(join(build, PAGES_MANIFEST), 'utf8')) as PagesManifest;
  for (const { path } of manifest.pages) {
    for (const origin of [String(baseURL), cdn])
      expect((await fetch(`${origin}${path}`, { redirect: 'manual' })).status, `${origin}${path}`).toBe(200);
  }
  for (const url of ['/index.html.br', '/robots.txt.gz', '/assets/']) expect((await fetch(`${cdn}${url}`)).status, url).toBe(404);
});

/**
 * The one difference, pinned so a change on either side is seen: Cloudflare Pages serves its 404
 * page's own file at `/404` with 200 (and redirects `/404.html` there), as it does any file; our
 * server answers both 404. Both carry the 404 page's noindex, so no search engine keeps either.
 */
test('known difference: the 404 page at its own URL', async ({ baseURL }) => {
  expect((await answer(String(baseURL), '/404')).status).toBe(404);
  expect((await answer(String(baseURL), '/404.html')).status).toBe(404);
  expect(await answer(cdn, '/404.html')).toMatchObject({ status: 308, location: '/404' });
  const page = await fetch(`${cdn}/404`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<meta name="robots" content="noindex"');
});

/**
 * Skew protection on a host whose deploys replace every file (docs/decisions/0041-skew-protection.md):
 * the hashed files of the builds our server still serves are deployed too, and the CDN answers them
 * as ours does. (A first build has none before it: then there is nothing to carry.)
 */
test("the previous builds' hashed files are deployed, and served by both as immutable", async ({ baseURL }) => {
  const older = (await previousBuilds(build)).flatMap((folder) =>
    existsSync(join(folder, 'assets'))
      ? readdirSync(join(folder, 'assets'))
          .filter((name) => !/\.(?:br|gz)$/.test(name))
          .map((name) => `/assets/${name}`)
      : [],
  );
  for (const url of older) {
    expect(existsSync(join(build, DEPLOY_DIR, url)), `${url} deployed`).toBe(true);
    for (const origin of [String(baseURL), cdn]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, `${origin}${url}`).toBe(200);
      expect(response.headers.get('cache-control'), `${origin}${url}`).toBe('public, max-age=31536000, immutable');
    }
  }
});
