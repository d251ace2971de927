// The one source of truth for HTTP response headers: the Node server (server/serve.mjs) sends
// them, and the build writes the same rules to dist/_headers for a CDN host (Netlify/Cloudflare Pages format).

import { otherSpellings } from './pages.mjs';

import { VIDEO_EMBED_ORIGIN as VIDEO_ORIGIN } from '../content/video.mjs';

/**
 * The build's dist/csp.json: hashes of the inline elements the prerendered pages carry, read as a
 * whole so a new kind of hash needs no change here.
 * @typedef {{ styleHashes?: string[], scriptHashes?: string[] }} CspHashes
 */

const sources = (hashes = []) => hashes.map((hash) => ` '${hash}'`).join('');

/** @param {CspHashes} [hashes] */
const contentSecurityPolicy = ({ styleHashes, scriptHashes } = {}) =>
  [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`, // never 'unsafe-inline': an inline script is allowed only by its hash
    `style-src 'self'${sources(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${VIDEO_ORIGIN}`, // only the video embeds, and only after a click
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // No manifest-src: it falls back to default-src 'self', the same rule, and WebKit warns on every
    // page about a directive it does not know.
  ].join('; ');

/**
 * Which header goes on which response, decided once here. A browser acts on these only where a
 * document is made from the response, so they ride on documents (every spelling of every page and
 * the 404 page, `isDocumentUrl`) and on nothing else: on a script, a style or an image they would
 * be bytes sent with every file and read by nobody (Lighthouse counts them into each script).
 * - Content-Security-Policy: governs the document (and workers, which the site has none of); a
 *   script or an image obeys the policy of the page that loads it, not its own.
 * - Permissions-Policy: the features a document and its frames may use.
 * - Cross-Origin-Opener-Policy: read only on top-level documents.
 * - X-Frame-Options (and frame-ancestors in the CSP): only a document can be framed.
 * @param {CspHashes} [hashes]
 */
export const documentOnlyHeaders = (hashes = {}) => ({
  'Content-Security-Policy': contentSecurityPolicy(hashes),
  'Permissions-Policy': [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    `autoplay=(self "${VIDEO_ORIGIN}")`,
    `encrypted-media=(self "${VIDEO_ORIGIN}")`,
    `picture-in-picture=(self "${VIDEO_ORIGIN}")`,
    `fullscreen=(self "${VIDEO_ORIGIN}")`,
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
});

/**
 * Sent with every response, refusals included:
 * - X-Content-Type-Options: nosniff matters most on scripts and styles, which a browser refuses
 *   when their type is wrong rather than guess it.
 * - Strict-Transport-Security is the host's policy, taken from any response over HTTPS: a visitor
 *   whose first response is a file (a shared image link) is held to HTTPS as well.
 * - Referrer-Policy governs a document's requests, but Cloudflare Pages sends this very value on
 *   every response of its own accord, so our server does too and the two hosts answer alike
 *   (tests/e2e/cdn.spec.ts). Stricter policies (no-referrer, same-origin) make the video embeds
 *   refuse to play.
 */
export const HOST_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/**
 * The URLs whose answer is a document, as `_headers` can name them: every spelling of every page,
 * the 404 page's own file, and whatever else a page's `/x*` rule reaches (`/x/index.html`, a 404
 * page). The 404 page sent for any other path carries the host-wide headers only: a static host
 * cannot tell such a path from a file's without a rule that takes headers off a narrower path,
 * which Netlify's `_headers` lacks, and our server answers as the CDN does (tests/e2e/cdn.spec.ts).
 * That page is static HTML with nothing from the request in it.
 * @param {string} pathname the URL path as requested (decoded)
 * @param {import('./pages.mjs').SiteMap} site
 */
export const isDocumentUrl = (pathname, site) =>
  site.isPageUrl(pathname) || site.pages.some(({ path }) => path !== '/' && pathname.startsWith(path));

// The cache policy, written once: the server calls cacheControlFor for every response it builds
// from a file, and headersFile writes the same answers for a CDN.
/** HTML (every spelling of every page): revalidate on every visit, so a deploy shows at once. */
const CACHE_PAGE = 'no-cache';
/**
 * A 404 answer is never stored: the path may exist after the next deploy. Cloudflare Pages answers
 * its 404 page so too, so a CDN and our server agree (tests/e2e/cdn.spec.ts).
 */
const CACHE_NOT_FOUND = 'no-store';
/** Vite's content-hashed files: a changed file gets a new name, so the old name never changes. */
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (robots.txt, sitemap, icons, manifest, images) keeps its name across deploys:
 * an hour bounds how long a replaced file stays stale while sparing a revalidation per page view.
 */
const CACHE_SHORT = 'public, max-age=3600';
/** Refusals and errors: never stored, so a transient failure is not replayed from a cache. */
export const CACHE_REFUSAL = 'no-store';

/** Where Vite writes its hashed files. */
export const ASSETS_PREFIX = '/assets/';

/**
 * @param {string} pathname the URL path as requested (decoded)
 * @param {import('./pages.mjs').SiteMap} site
 */
export function cacheControlFor(pathname, site) {
  if (site.isNotFoundPage(pathname)) return CACHE_NOT_FOUND;
  if (site.isPageUrl(pathname)) return CACHE_PAGE;
  if (pathname.startsWith(ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  return CACHE_SHORT;
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line; past that it drops rules. */
const CDN_MAX_RULES = 100;
const CDN_MAX_LINE = 2000;

/**
 * dist/_headers for Netlify or Cloudflare Pages. Both apply every rule whose pattern matches and
 * join repeated headers with a comma, so each header comes from exactly one rule for any path:
 * the host-wide headers from `/*` alone; Cache-Control, and on a document the document-only
 * headers, from exactly one narrower rule.
 * @param {{ hashes?: CspHashes, site: import('./pages.mjs').SiteMap, urls: string[] }} build
 *   urls: every file URL the server serves from the build
 */
export function headersFile({ hashes, site, urls }) {
  /** @type {[string, Record<string, string>][]} */
  const rules = [['/*', { ...HOST_HEADERS }]];
  const documentOnly = documentOnlyHeaders(hashes);
  const cache = (pattern, example) =>
    rules.push([pattern, { ...(isDocumentUrl(example, site) ? documentOnly : {}), 'Cache-Control': cacheControlFor(example, site) }]);
  cache(`${ASSETS_PREFIX}*`, ASSETS_PREFIX);
  const covered = new Set();
  for (const page of site.pages) {
    const spellings = [page.path, ...otherSpellings(page)];
    spellings.forEach((url) => covered.add(url));
    // '/*' would match every path, so the home page's spellings are listed one by one.
    if (page.path === '/') spellings.forEach((url) => cache(url, url));
    // One splat per other page: Netlify matches `/x` and `/x/` with one rule, so a rule for each
    // would send Cache-Control twice there; `/x*` covers `/x`, `/x/` and `/x.html` on both hosts.
    else cache(`${page.path}*`, page.path);
  }
  cache(`/${site.notFound}`, `/${site.notFound}`);
  covered.add(`/${site.notFound}`);
  for (const url of [...urls].sort()) if (!covered.has(url) && !url.startsWith(ASSETS_PREFIX)) cache(url, url);

  const text =
    rules
      .map(([pattern, headers]) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n\n') + '\n';
  if (rules.length > CDN_MAX_RULES) throw new Error(`_headers has ${rules.length} rules; Cloudflare Pages reads only ${CDN_MAX_RULES}.`);
  const long = text.split('\n').find((line) => line.length > CDN_MAX_LINE);
  if (long) throw new Error(`_headers has a line longer than ${CDN_MAX_LINE} characters: ${long.slice(0, 80)}…`);
  return text;
}
