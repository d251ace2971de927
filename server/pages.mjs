// Which URLs are pages. The build writes dist/pages.json from the app's route table; the Node
// server and dist/_headers both read it here, so a new page needs no change in server/ or scripts/.

/** The manifest's file name inside a build. */
export const PAGES_MANIFEST = 'pages.json';

/**
 * @typedef {{ path: string, file: string }} Page a canonical URL and the prerendered file it serves
 * @typedef {{ build: string, pages: Page[], notFound: string }} PagesManifest
 */

/**
 * The status of those redirects: permanent, as Cloudflare Pages answers the same spellings (a
 * contract test serves one build with both, tests/e2e/cdn.spec.ts). Netlify answers them 301.
 */
export const REDIRECT_STATUS = 308;

/**
 * The build as a static host gets it (scripts/build.mjs writes it inside each build): every public
 * file, hard-linked, without the precompressed copies, which a CDN would publish as downloads (it
 * compresses by itself). Our server never serves it: it is a copy, not a part, of the site.
 */
export const DEPLOY_DIR = 'deploy';

/**
 * The other spellings of a page's URL, each answered with a redirect to the canonical one
 * (`/x/` and `/x.html` for `/x`; `/index.html` for `/`), so no page has a 200 copy.
 * @param {Page} page
 */
export const otherSpellings = ({ path, file }) =>
  [...new Set([path.endsWith('/') ? path : `${path}/`, `/${file}`])].filter((url) => url !== path);

/**
 * Lookups over one build's manifest.
 * @param {PagesManifest} manifest
 */
export function siteMap(manifest) {
  const pages = new Map(manifest.pages.map((page) => [page.path, page.file]));
  const redirects = new Map(manifest.pages.flatMap((page) => otherSpellings(page).map((url) => [url, page.path])));
  const notFoundUrl = `/${manifest.notFound}`;
  return {
    build: manifest.build,
    pages: manifest.pages,
    notFound: manifest.notFound,
    /** @param {string} url */
    fileFor: (url) => pages.get(url),
    /** @param {string} url */
    redirectFor: (url) => redirects.get(url),
    /** @param {string} url */
    isNotFoundPage: (url) => url === notFoundUrl,
    /** Every spelling of every page, and the 404 page's own file: what HTML revalidation covers. @param {string} url */
    isPageUrl: (url) => pages.has(url) || redirects.has(url) || url === notFoundUrl,
  };
}

/** @typedef {ReturnType<typeof siteMap>} SiteMap */
