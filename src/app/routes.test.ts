import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { paths } from '@content/paths';
import { site } from '@content/site';

import { renderHead } from './head';
import { PRERENDERED, routeFor, ROUTES } from './routes';

// The route table is the one place a page is declared: these check what the build and the server read from it.
describe('route table', () => {
  it('has a page for every path in content/paths.ts, each prerendered to its own file', () => {
    for (const path of Object.values(paths)) expect(routeFor(path).path).toBe(path);
    const files = PRERENDERED.map((page) => page.file);
    expect(new Set(files).size).toBe(ROUTES.length);
    expect(PRERENDERED.find((page) => page.path === paths.cookiePolicy)?.file).toBe(`${paths.cookiePolicy.slice(1)}.html`);
  });

  it('answers any other path with the English 404 page, which is never indexed', () => {
    const notFound = routeFor('/nao/existe');
    expect(notFound).toBe(routeFor('/404'));
    expect(notFound).toMatchObject({ status: 404, lang: 'en', canonical: false, title: site.seo.notFound.title });
    expect(ROUTES.filter((route) => route.status === 404)).toEqual([notFound]);
  });

  it('lists only indexed pages for the sitemap', () => {
    expect(PRERENDERED.filter((page) => page.canonical).map((page) => page.path)).toEqual(Object.values(paths));
  });
});

describe('head tags', () => {
  it('give every indexed page its title, description, lang and canonical URL', () => {
    for (const path of Object.values(paths)) {
      const page = routeFor(path);
      const head = renderHead(path);
      expect(head.lang).toBe(site.lang);
      expect(head.html).toContain(`<title>${page.title}</title>`);
      expect(head.html).toContain(`<meta name="description" content="${page.description}" />`);
      expect(head.html).toContain(`<link rel="canonical" href="${site.origin}${path}" />`);
      expect(head.html).not.toContain('noindex');
    }
  });

  it('mark the 404 page noindex, in English, with no canonical URL', () => {
    const head = renderHead('/404');
    expect(head.lang).toBe('en');
    expect(head.html).toContain('<meta name="robots" content="noindex" />');
    expect(head.html).not.toContain('rel="canonical"');
  });

  it('name the sharing picture, its type and its size', () => {
    for (const path of [...Object.values(paths), '/404']) {
      const { html } = renderHead(path);
      expect(html).toContain(`<meta property="og:image" content="${site.origin}${site.shareImage.path}" />`);
      expect(html).toContain(`<meta property="og:image:type" content="${site.shareImage.type}" />`);
      expect(html).toContain(`<meta property="og:image:width" content="${site.shareImage.width}" />`);
      expect(html).toContain(`<meta property="og:image:height" content="${site.shareImage.height}" />`);
    }
  });

  it('point at a sharing picture of the size and type they declare, small enough for the chat app to preview', () => {
    const bytes = readFileSync(join('public', site.shareImage.path));
    // The chat app (site.chatApp) shows no picture in a link's preview past about 300 KB (issue 50).
    expect(bytes.length, `${site.shareImage.path}: ${bytes.length} bytes`).toBeLessThanOrEqual(300_000);
    expect({ type: typeOf(bytes), ...sizeOf(bytes) }).toEqual({
      type: site.shareImage.type,
      width: site.shareImage.width,
      height: site.shareImage.height,
    });
  });

  it('carry structured data on the landing page only', () => {
    expect(renderHead(paths.home).html).toContain('"@type":"FAQPage"');
    expect(renderHead(paths.cookiePolicy).html).not.toContain('application/ld+json');
  });
});

/** A PNG's or a JPEG's type, from its first bytes. */
function typeOf(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  return 'unknown';
}

/** A picture's size from its header: a PNG's IHDR, or a JPEG's start-of-frame segment (the markers C0 to CF but C4, C8, CC). */
function sizeOf(bytes: Buffer): { width: number; height: number } {
  if (typeOf(bytes) === 'image/png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
  }
  return { width: 0, height: 0 };
}
