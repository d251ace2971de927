// Production build: client bundle, server bundle, prerendered HTML for every route, SEO files,
// the pages manifest, the CDN headers file, and brotli + gzip copies of every text file.
// The finished build is swapped in as dist by publishBuild (scripts/builds.mjs), which says why
// a rebuild fails no request.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build } from 'vite';

import { headersFile } from '../server/headers.mjs';
import { PAGES_MANIFEST, siteMap } from '../server/pages.mjs';
import { BUILDS_DIR, DIST_LINK, inputsFingerprint, publishBuild } from './builds.mjs';

// Always a production build, even when started from a test runner that sets NODE_ENV=test
// (vite.config.ts names CSS classes by it).
process.env.NODE_ENV = 'production';
const ID = `${Date.now()}-${inputsFingerprint()}`;
const DIST = join(BUILDS_DIR, ID);
// The server bundle is imported from inside the project, where its dependencies resolve.
const SSR = join('dist-builds', `${ID}.ssr`);

mkdirSync(BUILDS_DIR, { recursive: true });
await build({ logLevel: 'warn', mode: 'production', build: { outDir: DIST, emptyOutDir: true } });
await build({ logLevel: 'warn', mode: 'production', build: { ssr: 'src/app/entry-server.tsx', outDir: SSR, emptyOutDir: true } });

const server = await import(pathToFileURL(join(SSR, 'entry-server.js')).href);
// Inline the site's CSS into every page: on a slow phone the stylesheet's own round trip was the
// largest part of first paint. The CSP allows exactly this <style> by its hash.
let template = readFileSync(join(DIST, 'index.html'), 'utf8');
const styleHashes = [];
template = template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href) => {
  const css = readFileSync(join(DIST, href), 'utf8').trim();
  styleHashes.push(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  return `<style>${css}</style>`;
});
// dist/csp.json: the hashes the CSP allows; the server and _headers both read the whole object.
const csp = { styleHashes };
writeFileSync(join(DIST, 'csp.json'), JSON.stringify(csp, null, 2));

for (const { path, file } of server.PRERENDERED) {
  const app = await server.render(path);
  const head = server.renderHead(path);
  const html = template
    .replace('<html lang="pt-BR">', `<html lang="${head.lang}">`)
    .replace('<!--head-->', head.html)
    .replace('<!--app-->', app);
  const target = join(DIST, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
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
const built = readdirSync(DIST, { recursive: true }).map((name) => join(DIST, String(name))).filter((path) => lstatSync(path).isFile());
const urls = built.map((path) => `/${path.slice(DIST.length + 1).split(sep).join('/')}`);
writeFileSync(join(DIST, '_headers'), headersFile({ hashes: csp, site: siteMap(manifest), urls }));

// Precompress at build time, so the server never compresses per request.
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest|ico)$/;
let count = 0;
for (const file of built) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}

publishBuild(DIST);
console.log(`Built ${DIST} and swapped it in as ${DIST_LINK}: ${server.PRERENDERED.length} prerendered pages, ${count} files precompressed (br + gzip).`);
