// Production build: client bundle, server bundle, prerendered HTML for every route, SEO files,
// the pages manifest, the CDN headers file, and brotli + gzip copies of every text file.
// The finished build is swapped in as dist by publishBuild (scripts/builds.mjs), which says why
// a rebuild fails no request.
import { createHash } from 'node:crypto';
import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build } from 'vite';

import { ASSETS_PREFIX, headersFile } from '../server/headers.mjs';
import { DEPLOY_DIR, PAGES_MANIFEST, siteMap } from '../server/pages.mjs';
import { previousBuilds } from '../server/skew.mjs';
import { BUILDS_DIR, DIST_LINK, inputsFingerprint, publishBuild } from './builds.mjs';
import { adapter, attribute, elementWithText, findElement, findElements, parse, renderPage, replaceNode, toHtml } from './page-html.mjs';

// Always a production build, even when started from a test runner that sets NODE_ENV=test
// (vite.config.ts names CSS classes by it).
process.env.NODE_ENV = 'production';
const ID = `${Date.now()}-${inputsFingerprint()}`;
const DIST = join(BUILDS_DIR, ID);
// The server bundle is imported from inside the project, where its dependencies resolve.
const SSR = join('dist-builds', `${ID}.ssr`);

mkdirSync(BUILDS_DIR, { recursive: true });
const client = await build({ logLevel: 'warn', mode: 'production', build: { outDir: DIST, emptyOutDir: true } });
// React Router composes the pages for the prerender only (docs/decisions/0018-router.md): none of it
// may reach the browser, where links are plain links.
const withRouter = [client]
  .flat()
  .flatMap((result) => result.output)
  .filter((file) => file.type === 'chunk' && Object.keys(file.modules).some((id) => /[\\/]node_modules[\\/]react-router/.test(id)));
if (withRouter.length > 0) throw new Error(`React Router reached the browser in ${withRouter.map((file) => file.fileName).join(', ')}`);
// The server build also writes the stylesheet of everything the pages render (one file): the client
// bundle holds only the islands, so its own stylesheet lacks the static sections' rules.
await build({
  logLevel: 'warn',
  mode: 'production',
  build: { ssr: 'src/app/entry-server.tsx', outDir: SSR, emptyOutDir: true, ssrEmitAssets: true, cssCodeSplit: false },
});

const server = await import(pathToFileURL(join(SSR, 'entry-server.js')).href);
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const styleHashes = [];
const scriptHashes = [];

// The page shell, transformed once with an HTML parser: the site's CSS inlined into every page
// (on a slow phone the stylesheet's own round trip was the largest part of first paint) and the
// early script in place of the app's module script. The CSP allows exactly these two elements by their hashes.
const shell = parse(readFileSync(join(DIST, 'index.html'), 'utf8'));
const head = findElement(shell, (node) => node.tagName === 'head');
// The app's module scripts leave the page: the early script imports the entry (React's chunk, vite.config.ts) with
// the first island a visitor reaches for; the entry imports the bundler's runtime helpers, which Vite also lists.
const entryChunk = [client]
  .flat()
  .flatMap((result) => result.output)
  // Grouped into React's chunk, the entry module has no entry chunk of its own: the chunk that holds it is the entry.
  .find((file) => file.type === 'chunk' && file.moduleIds.some((id) => /[\\/]src[\\/]app[\\/]entry-client\.tsx$/.test(id)));
const appEntry = `/${entryChunk.fileName}`;
for (const script of findElements(shell, (node) => node.tagName === 'script' && attribute(node, 'type') === 'module')) {
  adapter.detachNode(script);
}

// The early script (src/app/early.ts) as one self-contained classic script, to be inlined into <head>.
const earlyBuild = await build({
  logLevel: 'warn',
  mode: 'production',
  define: { __APP_ENTRY__: JSON.stringify(appEntry) },
  // One file, inlined: the site's chunk groups (vite.config.ts) are for the islands' code.
  build: {
    write: false,
    emptyOutDir: false,
    lib: { entry: 'src/app/early.ts', formats: ['iife'], name: 'early' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const earlyScript = [earlyBuild]
  .flat()
  .flatMap((result) => result.output)
  .find((file) => file.type === 'chunk')
  .code.trim();

// The stylesheet inlined is the server build's: the rules of every page, static sections included.
const pageCss = readdirSync(join(SSR, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(join(SSR, 'assets', name), 'utf8').trim())
  .join('\n');
const [firstStylesheet, ...otherStylesheets] = findElements(
  shell,
  (node) => node.tagName === 'link' && attribute(node, 'rel') === 'stylesheet',
);
styleHashes.push(sha256(pageCss));
replaceNode(firstStylesheet, elementWithText('style', pageCss));
for (const link of otherStylesheets) adapter.detachNode(link);
if (/<\/script/i.test(earlyScript)) throw new Error('The early script must not contain "</script": it is inlined as is.');
scriptHashes.push(sha256(earlyScript));
adapter.insertBefore(head, elementWithText('script', earlyScript), findElement(head, (node) => node.tagName === 'style') ?? null);
// dist/csp.json: the hashes the CSP allows; the server and _headers both read the whole object.
const csp = { styleHashes, scriptHashes };
writeFileSync(join(DIST, 'csp.json'), JSON.stringify(csp, null, 2));
const template = toHtml(shell);

for (const { path, file } of server.PRERENDERED) {
  const target = join(DIST, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, renderPage(template, server.renderHead(path), await server.render(path)));
}

// The one list of pages the server and _headers read (server/pages.mjs); a build id lets anyone
// tell which build answered.
const manifest = {
  build: ID,
  pages: server.PRERENDERED.filter((page) => page.status === 200).map(({ path, file }) => ({ path, file })),
  notFound: server.PRERENDERED.find((page) => page.status === 404).file,
};
writeFileSync(join(DIST, PAGES_MANIFEST), JSON.stringify(manifest, null, 2));

const origin = server.SITE_ORIGIN;
writeFileSync(join(DIST, 'manifest.webmanifest'), `${JSON.stringify(server.webManifest, null, 2)}\n`);
writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
writeFileSync(
  join(DIST, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    server.PRERENDERED.filter((page) => page.canonical)
      .map(({ path }) => `  <url><loc>${origin}${path}</loc></url>`)
      .join('\n') +
    `\n</urlset>\n`,
);
rmSync(SSR, { recursive: true, force: true });

// Regular files only: a symlink is never followed into the build (nor served, see server/).
const built = readdirSync(DIST, { recursive: true })
  .map((name) => join(DIST, String(name)))
  .filter((path) => lstatSync(path).isFile());
const relative = (path) => path.slice(DIST.length + 1);
const urls = built.map((path) => `/${relative(path).split(sep).join('/')}`);
writeFileSync(join(DIST, '_headers'), headersFile({ hashes: csp, site: siteMap(manifest), urls }));

// Precompress at build time, so the server never compresses per request.
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest|ico)$/;
let count = 0;
for (const file of built) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}

// What a static host deploys (server/pages.mjs DEPLOY_DIR): every file and _headers, hard-linked
// (no second copy on disk), without the precompressed copies written next.
for (const path of [...built, join(DIST, '_headers')]) {
  const target = join(DIST, DEPLOY_DIR, relative(path));
  mkdirSync(dirname(target), { recursive: true });
  linkSync(path, target);
}

// A static host's deploy replaces every file at once, so the hashed files of the builds our server
// keeps serving (server/skew.mjs) are deployed too: a page loaded before this deploy still gets its
// app there. Only their own hashed files (not the ones they carried), and nothing else of theirs.
let carried = 0;
for (const older of await previousBuilds(realpathSync(DIST))) {
  const assets = join(older, ASSETS_PREFIX);
  for (const name of existsSync(assets) ? readdirSync(assets) : []) {
    const target = join(DIST, DEPLOY_DIR, ASSETS_PREFIX, name);
    if (/\.(?:br|gz)$/.test(name) || existsSync(target) || !lstatSync(join(assets, name)).isFile()) continue;
    linkSync(join(assets, name), target);
    carried++;
  }
}

publishBuild(DIST);
console.log(
  `Built ${DIST} and swapped it in as ${DIST_LINK}: ${server.PRERENDERED.length} prerendered pages, ${count} files precompressed (br + gzip), ${carried} hashed files of the previous builds deployed beside them.`,
);
