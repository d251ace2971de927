// dist/_headers must give a CDN exactly what the Node server sends. Netlify and Cloudflare Pages
// apply every rule whose pattern matches a path and join a header that several rules set with a
// comma, so the file is read here the way each host reads it and compared, path by path, with
// the server's answer for every file of a real build.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, lstatSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paths } from '@content/paths';

import { isBuildCurrent } from '../scripts/builds.mjs';
import { documentOnlyHeaders, HOST_HEADERS } from './headers.mjs';
import { DEPLOY_DIR, otherSpellings, PAGES_MANIFEST, type PagesManifest, REDIRECT_STATUS, siteMap } from './pages.mjs';
import { createSiteServer } from './serve.mjs';

interface Rule {
  pattern: string;
  headers: [string, string][];
}

/** The _headers syntax both hosts share: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`Not a header line: ${line}`);
    rule.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Netlify's matcher (netlify-cli's emulation of production): case-insensitive, a trailing slash
 * optional on every literal segment, `/x/*` also matching `/x`, `*` inside a segment matching anything.
 */
export function netlifyMatcher(pattern: string): RegExp {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length === 0) return /^\/$/;
  let source = '^';
  for (const part of parts) {
    if (part.startsWith(':')) source += '/([^/]+)/?';
    else if (part === '*') source = source === '^' ? '^/?(.*)/?' : `${source.replace(/\/\?$/, '')}(?:|/|/(.*)/?)`;
    else if (part.includes('*')) source += `/${part.split('*').map(escape).join('(.*)')}`;
    else source += `/${escape(part)}/?`;
  }
  return new RegExp(`${source}$`, 'i');
}

/** Cloudflare Pages' matcher: the whole path, `*` a splat over anything, `:name` one segment. */
export function cloudflareMatcher(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((piece) => escape(piece).replace(/:\w+/g, '[^/]+'))
      .join('.*')}$`,
  );
}

/** Every value each header gets on a path: more than one means the host sends them joined. */
function merged(rules: Rule[], matcher: (pattern: string) => RegExp, path: string) {
  const values = new Map<string, string[]>();
  for (const rule of rules.filter(({ pattern }) => matcher(pattern).test(path))) {
    for (const [name, value] of rule.headers) values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

const HOSTS = { Netlify: netlifyMatcher, 'Cloudflare Pages': cloudflareMatcher };

describe('the _headers matchers model the hosts', () => {
  it('Netlify: trailing slash optional, case-insensitive, splats', () => {
    expect(netlifyMatcher('/x').test('/x/')).toBe(true);
    expect(netlifyMatcher('/x/').test('/x')).toBe(true);
    expect(netlifyMatcher('/X').test('/x')).toBe(true);
    expect(netlifyMatcher('/assets/*').test('/assets/a/b.js')).toBe(true);
    expect(netlifyMatcher('/assets/*').test('/assetsx')).toBe(false);
    expect(netlifyMatcher('/*').test('/anything/at/all')).toBe(true);
    expect(netlifyMatcher('/').test('/x')).toBe(false);
    expect(netlifyMatcher('/x*').test('/x/index.html')).toBe(true);
  });

  it('Cloudflare Pages: exact paths, splats', () => {
    expect(cloudflareMatcher('/x').test('/x/')).toBe(false);
    expect(cloudflareMatcher('/x*').test('/x/')).toBe(true);
    expect(cloudflareMatcher('/assets/*').test('/assets/a.js')).toBe(true);
    expect(cloudflareMatcher('/a/:name/c').test('/a/b/c')).toBe(true);
  });
});

describe('dist/_headers and the Node server agree on every path', () => {
  const app = createSiteServer({ logger: false });
  let root = '';
  let rules: Rule[] = [];
  let manifest: PagesManifest;

  beforeAll(() => {
    // A fresh clone runs the unit tests before the build step; build once when dist is missing or stale.
    if (!isBuildCurrent()) {
      const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
      if (result.status !== 0) throw new Error('npm run build failed');
    }
    root = realpathSync('dist');
    rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
    manifest = JSON.parse(readFileSync(join(root, PAGES_MANIFEST), 'utf8')) as PagesManifest;
  }, 180_000);
  afterAll(() => app.close());

  const files = () =>
    readdirSync(root, { recursive: true })
      .map((name) => String(name))
      .filter((name) => lstatSync(join(root, name)).isFile())
      .map((name) => `/${name.split(sep).join('/')}`);

  /** Precompressed copies, the CDN's configuration and the CDN's copy of the build: never served as themselves. */
  const unserved = (url: string) => /\.(?:br|gz)$/.test(url) || url === '/_headers' || url.startsWith(`/${DEPLOY_DIR}/`);

  it('covers every header the server sends from the rules, once per path, with the same value', async () => {
    const securityNames = [...Object.keys(HOST_HEADERS), ...Object.keys(documentOnlyHeaders())].map((name) => name.toLowerCase());
    const urls = [...files().filter((url) => !unserved(url)), ...manifest.pages.flatMap((page) => [page.path, ...otherSpellings(page)])];
    expect(urls.length).toBeGreaterThan(20);

    for (const url of new Set(urls)) {
      const response = await app.inject({ method: 'GET', url });
      expect([200, REDIRECT_STATUS, 404], url).toContain(response.statusCode);
      if (response.statusCode === 404) expect(url, 'only the 404 page itself answers 404').toBe(`/${manifest.notFound}`);
      for (const [host, matcher] of Object.entries(HOSTS)) {
        const cdn = merged(rules, matcher, url);
        for (const name of [...securityNames, 'cache-control']) {
          // Sent by neither (a document-only header on a file), or the same one value on both.
          const sent = response.headers[name];
          expect(cdn.get(name), `${host} ${url} ${name}`).toEqual(sent === undefined ? undefined : [sent]);
        }
        for (const [name, values] of cdn) expect(values, `${host} ${url} ${name}`).toEqual([response.headers[name]]);
      }
    }
  });

  it('document-only headers on documents only (every spelling of every page, the 404 page), the host-wide ones on every response', async () => {
    const site = siteMap(manifest);
    const lower = (headers: object) => Object.keys(headers).map((name) => name.toLowerCase());
    const servedFiles = files().filter((url) => !unserved(url));
    const urls = [
      ...servedFiles,
      ...manifest.pages.flatMap((page) => [page.path, ...otherSpellings(page)]),
      '/nao-existe',
      '/assets/nao-existe.js',
      `${paths.cookiePolicy}/index.html`,
    ];
    // The sample holds each kind of response: scripts, images and pages.
    for (const kind of [/^\/assets\/.+\.js$/, /\.(?:png|svg|ico)$/, /\.html$/])
      expect(
        servedFiles.some((url) => kind.test(url)),
        String(kind),
      ).toBe(true);

    for (const url of new Set(urls)) {
      const response = await app.inject({ method: 'GET', url });
      // A page's `/x*` rule also reaches `/x/index.html` (a 404 page): a document on both hosts.
      const document = site.isPageUrl(url) || url === `${paths.cookiePolicy}/index.html`;
      for (const name of lower(HOST_HEADERS)) expect(response.headers[name], `${url} ${name}`).toBeDefined();
      for (const name of lower(documentOnlyHeaders())) expect(response.headers[name] !== undefined, `${url} ${name}`).toBe(document);
      for (const [host, matcher] of Object.entries(HOSTS)) {
        const cdn = merged(rules, matcher, url);
        for (const name of lower(documentOnlyHeaders())) expect(cdn.has(name), `${host} ${url} ${name}`).toBe(document);
      }
    }
  });

  it('the server refuses the files a CDN would not serve as themselves', async () => {
    for (const url of files().filter(unserved)) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
