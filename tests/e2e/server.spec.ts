import { realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { type APIRequestContext, expect, test } from '@playwright/test';

import { paths } from '@content/paths';
import { site } from '@content/site';
import { VIDEO_EMBED_ORIGIN } from '@content/video.mjs';

import { REDIRECT_STATUS } from '../../server/pages.mjs';

import { rawRequest } from './server-helpers';

// The production server's HTTP contract, checked over real HTTP.
test.describe('production server', () => {
  test('document-only headers on documents, the host-wide ones on every response', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /\/assets\/[^"]+\.js/.exec(html)?.[0] ?? '';
    expect(script).toBeTruthy();
    const documents = [paths.home, paths.cookiePolicy, '/404.html'];
    // Scripts, images and the other files are never made into a document; nor is a refusal. An
    // unknown path's 404 page is not either: a CDN cannot tell it from a file (server/headers.mjs).
    const files = [script, '/og-image.png', '/icons/icon.svg', '/robots.txt', '/does-not-exist', '/a%00b'];
    for (const path of [...documents, ...files]) {
      const headers = (await request.get(path)).headers();
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    for (const path of documents) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(headers['content-security-policy']).toContain(`frame-src ${VIDEO_EMBED_ORIGIN}`);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
    for (const path of files) {
      const headers = (await request.get(path)).headers();
      for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options'])
        expect(headers[name], `${path} ${name}`).toBeUndefined();
    }
  });

  test('HTML revalidates, hashed assets are immutable', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(asset ?? '');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('every URL of every page revalidates; hashed assets are immutable; the rest a short max-age', async ({ request }) => {
    const { pages, notFound } = (await (await request.get('/pages.json')).json()) as {
      pages: { path: string; file: string }[];
      notFound: string;
    };
    expect(pages.map(({ path }) => path)).toContain(paths.cookiePolicy);
    const spellings = pages.flatMap(({ path, file }) => [path, `${path.replace(/\/$/, '')}/`, `/${file}`]);
    for (const url of spellings) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
    // A 404 is never stored: the path may exist after the next deploy.
    for (const url of [`/${notFound}`, '/does-not-exist']) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(response.headers()['cache-control'], url).toBe('no-store');
    }
    const html = await (await request.get('/')).text();
    for (const asset of html.match(/\/assets\/[^"]+\.(?:js|css)/g) ?? []) {
      expect((await request.get(asset)).headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/manifest.webmanifest', '/og-image.png']) {
      expect((await request.get(file)).headers()['cache-control'], file).toBe('public, max-age=3600');
    }
  });

  test('brotli and gzip are served precompressed', async ({ request }) => {
    const br = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const missing = await request.get('/nope', { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-encoding']).toBe('br');
  });

  test('SEO files exist', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    expect(await (await request.get('/sitemap.xml')).text()).toContain(paths.cookiePolicy);
    // Written from content by the build: the installed site's names follow the brand and the chat app.
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(await manifest.json()).toMatchObject({ name: site.installName, short_name: site.name, lang: site.lang, start_url: paths.home });
    const shareImage = await request.get(site.shareImage.path);
    expect(shareImage.status()).toBe(200);
    expect(shareImage.headers()['content-type']).toBe(site.shareImage.type);
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });

  for (const [path, label] of [
    ['/..%2f..%2fpackage.json', 'encoded traversal'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'dot-encoded traversal'],
    ['/assets/..%5c..%5cpackage.json', 'backslash traversal'],
    ['/%E0%A4%A', 'broken percent-encoding'],
    ['/a%00b', 'NUL byte'],
    [`/${'a'.repeat(5000)}`, 'very long path'],
  ] as const) {
    test(`hostile path gets a 4xx and no file: ${label}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
      expect(await response.text()).not.toContain('"devDependencies"');
    });
  }

  test('odd methods get 405', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await request.fetch('/', { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD');
    }
  });
});

// RFC 9110 against the production server, including the requests that ended the old server's
// process. After every test the server must still answer `/`.
test.describe('HTTP semantics', () => {
  test.afterEach(async ({ request }) => {
    expect((await request.get('/')).status(), 'the server still answers /').toBe(200);
  });

  const identity = { 'Accept-Encoding': 'identity' };
  const whole = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: identity })).body();
  const port = (baseURL: string | undefined) => Number(new URL(baseURL ?? '').port);

  test.describe('Range', () => {
    test('bytes=-10 gives the last 10 bytes', async ({ request }) => {
      const file = await whole(request, '/robots.txt');
      const response = await request.get('/robots.txt', { headers: { ...identity, Range: 'bytes=-10' } });
      expect(response.status()).toBe(206);
      expect(response.headers()['content-range']).toBe(`bytes ${file.length - 10}-${file.length - 1}/${file.length}`);
      expect(await response.body()).toEqual(file.subarray(-10));
    });

    test('bytes=0-0 gives one byte', async ({ request }) => {
      const file = await whole(request, '/robots.txt');
      const response = await request.get('/robots.txt', { headers: { ...identity, Range: 'bytes=0-0' } });
      expect(response.status()).toBe(206);
      expect(response.headers()['content-range']).toBe(`bytes 0-0/${file.length}`);
      expect(await response.body()).toEqual(file.subarray(0, 1));
    });

    for (const range of ['bytes=5-3', 'bytes=70-69', 'bytes=abc']) {
      test(`${range} is ignored (200, whole file) or refused with 416`, async ({ request }) => {
        const file = await whole(request, '/robots.txt');
        const response = await request.get('/robots.txt', { headers: { ...identity, Range: range } });
        expect([200, 416]).toContain(response.status());
        if (response.status() === 200) expect(await response.body()).toEqual(file);
        else expect(response.headers()['content-range']).toBe(`bytes */${file.length}`);
      });
    }

    test('a start past the end gives 416 with Content-Range: bytes */SIZE', async ({ request }) => {
      const file = await whole(request, '/robots.txt');
      for (const range of [`bytes=${file.length}-`, `bytes=${file.length + 100}-${file.length + 200}`, 'bytes=18446744073709551615-']) {
        const response = await request.get('/robots.txt', { headers: { ...identity, Range: range } });
        expect(response.status(), range).toBe(416);
        expect(response.headers()['content-range'], range).toBe(`bytes */${file.length}`);
      }
    });

    for (const range of ['bytes=0-18446744073709551615', 'bytes=0-9007199254740993']) {
      test(`a huge end is clamped to the size: ${range}`, async ({ request }) => {
        const file = await whole(request, '/robots.txt');
        const response = await request.get('/robots.txt', { headers: { ...identity, Range: range } });
        expect(response.status()).toBe(206);
        expect(response.headers()['content-range']).toBe(`bytes 0-${file.length - 1}/${file.length}`);
        expect(await response.body()).toEqual(file);
      });
    }

    test('a suffix longer than the file gives the whole file', async ({ request }) => {
      const file = await whole(request, '/robots.txt');
      const response = await request.get('/robots.txt', { headers: { ...identity, Range: `bytes=-${file.length + 1000}` } });
      expect([200, 206]).toContain(response.status());
      expect(await response.body()).toEqual(file);
    });
  });

  test.describe('conditional requests', () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      test(`If-None-Match with the ETag, in a list, or * gives 304 with ETag, Cache-Control and Vary (${encoding})`, async ({
        request,
      }) => {
        for (const path of ['/', '/robots.txt']) {
          const first = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
          const etag = first.headers()['etag'] ?? '';
          expect(etag, path).not.toBe('');
          for (const ifNoneMatch of [etag, `"not-this-one", ${etag}`, '*']) {
            const response = await request.get(path, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': ifNoneMatch } });
            expect(response.status(), `${path} If-None-Match: ${ifNoneMatch}`).toBe(304);
            expect(response.headers()['etag']).toBe(etag);
            expect(response.headers()['cache-control']).toBe(first.headers()['cache-control']);
            expect(response.headers()['vary']).toBe('Accept-Encoding');
            expect(await response.body()).toHaveLength(0);
          }
          const other = await request.get(path, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': '"not-this-one"' } });
          expect(other.status()).toBe(200);
        }
      });
    }

    test('If-Modified-Since is honoured', async ({ request }) => {
      const first = await request.get('/robots.txt', { headers: identity });
      const lastModified = first.headers()['last-modified'] ?? '';
      expect(lastModified).not.toBe('');
      expect((await request.get('/robots.txt', { headers: { ...identity, 'If-Modified-Since': lastModified } })).status()).toBe(304);
      const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await request.get('/robots.txt', { headers: { ...identity, 'If-Modified-Since': before } })).status()).toBe(200);
    });
  });

  test.describe('content encoding', () => {
    test('Accept-Encoding: br;q=0, gzip gets gzip', async ({ request }) => {
      for (const path of ['/', '/robots.txt']) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
        expect(response.headers()['content-encoding'], path).toBe('gzip');
        expect(await response.body()).toEqual(await whole(request, path));
      }
    });

    test('Accept-Encoding: identity gets the plain file', async ({ request }) => {
      const response = await request.get('/', { headers: identity });
      expect(response.headers()['content-encoding']).toBeUndefined();
      expect((await response.text()).startsWith('<!doctype html>')).toBe(true);
    });

    test('a .br file is never sent with an encoding the client did not accept', async ({ request, baseURL }) => {
      const home = await (await request.get('/')).text();
      const script = /\/assets\/[^"]+\.js/.exec(home)?.[0] ?? '';
      // What each Accept-Encoding allows (absent: the plain file); sent raw so no client adds its own.
      const allowed: Record<string, (string | undefined)[]> = {
        '': [undefined],
        identity: [undefined],
        deflate: [undefined],
        'x-gzip': [undefined],
        'br;q=0': [undefined],
        '*;q=0': [undefined],
        gzip: [undefined, 'gzip'],
        'br;q=0, gzip': [undefined, 'gzip'],
        'gzip, br;q=0': [undefined, 'gzip'],
        'gzip;q=0, br': [undefined, 'br'],
      };
      for (const path of ['/', '/robots.txt', script, '/nope']) {
        for (const [accept, encodings] of Object.entries(allowed)) {
          const header = accept === '' ? '' : `\r\nAccept-Encoding: ${accept}`;
          const response = await rawRequest(port(baseURL), `GET ${path} HTTP/1.1\r\nHost: localhost${header}`);
          expect(encodings, `${path} with "${accept}" got ${response.headers['content-encoding']}`).toContain(
            response.headers['content-encoding'],
          );
        }
      }
      expect((await request.get('/robots.txt.br')).status(), 'a precompressed copy is not a URL').toBe(404);
    });
  });

  test.describe('canonical URLs', () => {
    test('/404 answers 404 with the 404 page', async ({ request }) => {
      const response = await request.get('/404');
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    });

    test('non-canonical spellings answer 404 or redirect to the canonical URL, never a 200 copy', async ({ request }) => {
      const { pages, notFound } = (await (await request.get('/pages.json')).json()) as {
        pages: { path: string; file: string }[];
        notFound: string;
      };
      const spellings = [
        '/index',
        '/robots.txt/',
        `/${notFound}`,
        '/Robots.txt',
        '/assets',
        '/assets/',
        ...pages.flatMap(({ path, file }) =>
          [`${path.replace(/\/$/, '')}/`, `/${file}`, `/${file.replace(/\.html$/, '')}`].filter((url) => url !== path),
        ),
      ];
      for (const url of spellings) {
        const response = await request.get(url, { maxRedirects: 0 });
        if (response.status() === 404) continue;
        expect(response.status(), url).toBe(REDIRECT_STATUS);
        const location = response.headers()['location'] ?? '';
        expect(
          pages.map(({ path }) => path),
          `${url} → ${location}`,
        ).toContain(location);
        expect((await request.get(location, { maxRedirects: 0 })).status()).toBe(200);
      }
    });

    test('dot segments, doubled slashes and absolute-form targets get no file', async ({ baseURL }) => {
      for (const target of [
        '//robots.txt',
        '/./robots.txt',
        '/%2e/robots.txt',
        '/assets/../robots.txt',
        'http://elsewhere.example/robots.txt',
      ]) {
        const response = await rawRequest(port(baseURL), `GET ${target} HTTP/1.1\r\nHost: localhost`);
        expect([400, 404], target).toContain(response.status);
      }
    });
  });

  test.describe('files on disk', () => {
    const served = () => realpathSync('dist');

    test('symlinks inside dist are never followed out of it', async ({ request }) => {
      const tag = `${process.pid}-${Date.now()}`;
      const links = { [`leak-${tag}.txt`]: resolve('package.json'), [`leakdir-${tag}`]: resolve('.'), [`alias-${tag}.txt`]: 'robots.txt' };
      try {
        for (const [name, target] of Object.entries(links)) symlinkSync(target, join(served(), name));
        for (const path of [`/leak-${tag}.txt`, `/leakdir-${tag}/package.json`, `/leakdir-${tag}/server/serve.mjs`]) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(404);
          expect(await response.text()).not.toContain('devDependencies');
        }
        const alias = await request.get(`/alias-${tag}.txt`, { headers: identity });
        expect(alias.status(), 'a link that stays inside the build is served').toBe(200);
        expect(await alias.body()).toEqual(await whole(request, '/robots.txt'));
      } finally {
        for (const name of Object.keys(links)) rmSync(join(served(), name), { force: true });
      }
    });

    test('a file deleted while serving answers 404, and a new one is served at once', async ({ request }) => {
      const name = `vanishing-${process.pid}-${Date.now()}.txt`;
      writeFileSync(join(served(), name), 'here for a moment\n');
      try {
        const present = await request.get(`/${name}`);
        expect(present.status()).toBe(200);
        expect(await present.text()).toBe('here for a moment\n');
      } finally {
        unlinkSync(join(served(), name));
      }
      expect((await request.get(`/${name}`)).status()).toBe(404);
    });
  });
});
