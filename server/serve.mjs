// Production static server for the prerendered build: sirv serves dist/ with precompressed
// brotli/gzip files; this wrapper adds the security and cache headers, answers unknown paths
// with the 404 page and HTTP 404, and refuses hostile requests before they reach the disk.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sirv from 'sirv';

import { CACHE_HTML, cacheControlFor, securityHeaders } from './headers.mjs';

const MAX_URL_LENGTH = 2048;

/** @param {{ root?: string }} [options] */
export function createSiteServer({ root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist') } = {}) {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build at ${root}: run npm run build first.`);

  // The build records the hashes of the CSS and scripts it inlined, so the CSP allows exactly those.
  const csp = existsSync(join(root, 'csp.json')) ? JSON.parse(readFileSync(join(root, 'csp.json'), 'utf8')) : {};
  const headers = securityHeaders(csp.styleHashes, csp.scriptHashes);

  const notFound = {
    identity: readFileSync(join(root, '404.html')),
    br: existsSync(join(root, '404.html.br')) ? readFileSync(join(root, '404.html.br')) : undefined,
    gzip: existsSync(join(root, '404.html.gz')) ? readFileSync(join(root, '404.html.gz')) : undefined,
  };

  const assets = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });

  function refuse(res, status, message, extra = {}) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
    res.end(`${status} ${message}\n`);
  }

  function sendNotFound(req, res) {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      notFound.br && /\bbr\b/.test(accepts) ? ['br', notFound.br] : notFound.gzip && /\bgzip\b/.test(accepts) ? ['gzip', notFound.gzip] : [undefined, notFound.identity];
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_HTML,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = req.url ?? '/';

    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    if (url.length > MAX_URL_LENGTH) return refuse(res, 414, 'URI Too Long');
    if (!url.startsWith('/')) return refuse(res, 400, 'Bad Request');

    let pathname;
    try {
      pathname = decodeURIComponent(url.split('?')[0] ?? '/');
    } catch {
      return refuse(res, 400, 'Bad Request');
    }
    // Traversal, NUL bytes and backslashes never reach the file system, however they were encoded.
    if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..')) return refuse(res, 400, 'Bad Request');

    assets(req, res, () => sendNotFound(req, res));
  });
}

/** Listens on PORT (default 4173) on every interface unless HOST says otherwise, so both localhost (::1) and 127.0.0.1 answer. */
export function startServer() {
  const port = Number(process.env.PORT ?? 4173);
  const server = createSiteServer();
  server.listen({ port, host: process.env.HOST }, () => console.log(`Serving the production build at http://localhost:${port}`));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) startServer();
