// Plain JavaScript, so Node scripts read it as it is: the site's origin, written once, for the canonical URLs,
// the sitemap and the social image (content/site.ts) and the sample pages of the conformance report's EARL
// export (scripts/conformance.mjs).

/** Where the site is served. */
export const SITE_ORIGIN = 'https://www.finzap.com.br';
