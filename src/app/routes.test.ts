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

  it('carry structured data on the landing page only', () => {
    expect(renderHead(paths.home).html).toContain('"@type":"FAQPage"');
    expect(renderHead(paths.cookiePolicy).html).not.toContain('application/ld+json');
  });
});
