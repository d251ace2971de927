// The one source of truth for HTTP response headers: the Node server (server/serve.mjs) sends
// them, and the build writes the same rules to dist/_headers for a CDN host (Netlify/Cloudflare Pages format).

const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * @param {string[]} styleHashes sha256 hashes of the CSS the build inlines into each page
 *   (the one <style> element allowed inline).
 * @param {string[]} scriptHashes sha256 hashes of the inline scripts the build writes into each
 *   page (the early script that must run before the first paint); no other inline script runs.
 */
export const contentSecurityPolicy = (styleHashes = [], scriptHashes = []) => [
  "default-src 'self'",
  // Never 'unsafe-inline': only the build's own inline scripts, each by its hash.
  ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
  ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${VIDEO_ORIGIN}`, // only the video embeds, and only after a click
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "manifest-src 'self'",
].join('; ');

/** Sent with every response. @param {string[]} [styleHashes] @param {string[]} [scriptHashes] */
export const securityHeaders = (styleHashes = [], scriptHashes = []) => ({
  'Content-Security-Policy': contentSecurityPolicy(styleHashes, scriptHashes),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  // Stricter policies (no-referrer, same-origin) make the video embeds refuse to play.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
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

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
export const CACHE_STATIC = 'public, max-age=86400';

/** Cache policy by path: Vite's hashed files never change; HTML always revalidates. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return CACHE_IMMUTABLE;
  if (pathname === '/' || pathname.endsWith('.html') || pathname.endsWith('/')) return CACHE_HTML;
  return CACHE_STATIC;
}

/** dist/_headers: the same rules, for a static host or CDN. @param {string[]} [styleHashes] @param {string[]} [scriptHashes] */
export function netlifyHeadersFile(styleHashes = [], scriptHashes = []) {
  const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    block('/*', { ...securityHeaders(styleHashes, scriptHashes), 'Cache-Control': CACHE_STATIC }),
    block('/assets/*', { 'Cache-Control': CACHE_IMMUTABLE }),
    block('/', { 'Cache-Control': CACHE_HTML }),
    block('/*.html', { 'Cache-Control': CACHE_HTML }),
    block('/politica-de-cookies', { 'Cache-Control': CACHE_HTML }),
    block('/politica-de-cookies/', { 'Cache-Control': CACHE_HTML }),
  ].join('\n\n') + '\n';
}
