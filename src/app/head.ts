import { site } from '@content/site';

import { routeFor } from './routes';
import { themeColor } from './themeColors';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags that replace <!--head--> in index.html for the page at `path`, read from its route. */
export function renderHead(path: string): { lang: string; html: string } {
  const page = routeFor(path);
  const url = page.canonical ? `${site.origin}${page.path}` : undefined;
  const image = `${site.origin}${site.shareImage.path}`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(themeColor)}" />`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.firstScreen ? `<link rel="expect" href="#${page.firstScreen}" blocking="render" />` : '',
    url ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="${page.lang.replace('-', '_')}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    url ? `<meta property="og:url" content="${url}" />` : '',
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="${site.shareImage.type}" />`,
    `<meta property="og:image:width" content="${site.shareImage.width}" />`,
    `<meta property="og:image:height" content="${site.shareImage.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(site.tagline)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    // JSON-LD is data, not script: the CSP does not apply to it. "<" is escaped so text can never close the tag.
    ...(page.jsonLd?.() ?? []).map(
      (data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return { lang: page.lang, html: tags.filter(Boolean).join('\n    ') };
}
