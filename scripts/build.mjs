// Production build: client bundle, server bundle, prerendered HTML for every route, SEO files,
// the CDN headers file, and brotli + gzip copies of every text file.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build } from 'vite';

import { netlifyHeadersFile } from '../server/headers.mjs';

const DIST = 'dist';
const SSR = 'dist-ssr';

rmSync(DIST, { recursive: true, force: true });
rmSync(SSR, { recursive: true, force: true });

await build({ logLevel: 'warn', mode: 'production' });
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
writeFileSync(join(DIST, 'csp.json'), JSON.stringify({ styleHashes }, null, 2));

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
writeFileSync(join(DIST, '_headers'), netlifyHeadersFile(styleHashes));
rmSync(SSR, { recursive: true, force: true });

// Precompress at build time, so the server never compresses per request.
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest|ico)$/;
let count = 0;
const built = readdirSync(DIST, { recursive: true }).map((name) => join(DIST, name)).filter((path) => statSync(path).isFile());
for (const file of built) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`Built dist/: ${server.PRERENDERED.length} prerendered pages, ${count} files precompressed (br + gzip).`);
