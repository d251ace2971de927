import { expect, test } from '@playwright/test';

import { paths } from '@content/paths';

// The production server's HTTP contract, checked over real HTTP.
test.describe('production server', () => {
  test('security headers on every response', async ({ request }) => {
    for (const path of [paths.home, paths.cookiePolicy, '/does-not-exist', '/robots.txt']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
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
    expect((await request.get('/manifest.webmanifest')).status()).toBe(200);
    expect((await request.get('/og-image.png')).status()).toBe(200);
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
