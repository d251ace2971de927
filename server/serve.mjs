// Production server for the prerendered build. Fastify with @fastify/static (which sends files
// through @fastify/send) does the HTTP file semantics: Range, conditional requests and the
// precompressed .br/.gz files. This file decides which file a URL names, adds the headers from
// headers.mjs, and keeps the process up whatever a request does.
import { STATUS_CODES, createServer } from 'node:http';
import { readFile, readlink, realpath } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';

import { ASSETS_PREFIX, CACHE_REFUSAL, cacheControlFor, documentOnlyHeaders, HOST_HEADERS, isDocumentUrl } from './headers.mjs';
import { DEPLOY_DIR, PAGES_MANIFEST, REDIRECT_STATUS, siteMap } from './pages.mjs';
import { previousBuilds } from './skew.mjs';
import { PORTS } from '../scripts/ports.mjs';

/** The served folder: a symlink the build swaps to each new build (scripts/build.mjs). */
export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Limits for a server on the open internet; README "Production server" says why each. */
export const LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleSocketMs: 30_000,
  maxConnections: 1_000,
  maxUrlLength: 2_048,
  shutdownGraceMs: 10_000,
};

const ALLOWED_METHODS = 'GET, HEAD';
/** File-system answers that mean "no such file here" rather than a server fault. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG']);
/** The precompressed copies the build writes beside each text file, in the server's order of preference. */
const ENCODINGS = /** @type {const} */ ({ br: '.br', gzip: '.gz' });

/**
 * Reads a build's manifest and CSP hashes once per build folder. `dist` is looked up again on
 * every request (one readlink), so a rebuild is served at once; one request sees one build from
 * start to end. A published build folder never changes, which is what makes caching per folder safe.
 * @param {string} dist
 */
function buildsOf(dist) {
  /** @typedef {{ root: string, site: import('./pages.mjs').SiteMap, documentOnly: Record<string, string>, inside: Set<string> }} Build */
  /** @type {Map<string, Promise<Build>>} */
  const loaded = new Map();
  const load = async (/** @type {string} */ folder) => {
    const root = await realpath(folder);
    const manifest = JSON.parse(await readFile(join(root, PAGES_MANIFEST), 'utf8'));
    const hashes = await readFile(join(root, 'csp.json'), 'utf8').then(JSON.parse, (error) => {
      if (error.code === 'ENOENT') return {};
      throw error;
    });
    return { root, site: siteMap(manifest), documentOnly: documentOnlyHeaders(hashes), inside: new Set() };
  };
  async function current() {
    let folder;
    try {
      folder = resolve(dirname(dist), await readlink(dist));
    } catch (error) {
      // A plain folder (not a build swapped in by scripts/build.mjs) is served as it is.
      if (error.code !== 'EINVAL') throw error;
      folder = dist;
    }
    let build = loaded.get(folder);
    if (!build) {
      build = load(folder);
      loaded.set(folder, build);
      build.catch(() => loaded.delete(folder));
      // Older builds are pruned by the build; keep only the few a request may still be using.
      if (loaded.size > 4) loaded.delete(/** @type {string} */ (loaded.keys().next().value));
    }
    return build;
  }
  /** @type {Map<string, Promise<Pick<Build, 'root' | 'inside'>[]>>} */
  const previous = new Map();
  /**
   * The builds kept on disk before this one, newest first (server/skew.mjs), whether or not this
   * server ever served them: a server started after a deploy still answers the pages loaded before it.
   * Listed once per build: the folders before a published build never change, only get pruned, and
   * a pruned one answers 404 like any missing file.
   * @param {Build} build
   */
  function before(build) {
    let older = previous.get(build.root);
    if (!older) {
      older = previousBuilds(build.root).then((folders) => folders.map((root) => ({ root, inside: new Set() })));
      previous.set(build.root, older);
      older.catch(() => previous.delete(build.root));
      if (previous.size > 4) previous.delete(/** @type {string} */ (previous.keys().next().value));
    }
    return older;
  }
  return { current, before };
}

/**
 * Whether a file resolves inside its build, following any symlink on the way. Files found inside
 * are remembered per build (a build never changes once published), so the check costs a realpath
 * once per file rather than once per request; a file deleted since is still answered 404 by
 * @fastify/send.
 * @param {{ root: string, inside: Set<string> }} build
 * @param {string} file
 */
async function insideBuild(build, file) {
  if (build.inside.has(file)) return true;
  const real = await realpath(join(build.root, file));
  if (!real.startsWith(build.root + sep)) return false;
  if (build.inside.size < 10_000) build.inside.add(file);
  return true;
}

/**
 * The build to send a file from: the build itself when the file is inside it, null when it
 * resolves outside (never served), undefined when it is not there.
 * @template {{ root: string, inside: Set<string> }} B
 * @param {B} build
 * @param {string} file
 * @returns {Promise<B | null | undefined>}
 */
async function servedFrom(build, file) {
  try {
    return (await insideBuild(build, file)) ? build : null;
  } catch (error) {
    if (MISSING.has(error.code)) return undefined;
    throw error;
  }
}

/** A path the server never answers from a file, whatever is on disk. @param {string} pathname */
function unservable(pathname) {
  const segments = pathname.split('/').slice(1);
  return (
    pathname.endsWith('/') || // only pages have slash URLs, and those are looked up first
    segments.some((segment) => segment === '' || segment === '.' || segment.startsWith('.')) ||
    /\.(?:br|gz)$/.test(pathname) || // precompressed copies are sent only through Accept-Encoding
    pathname === '/_headers' || // the CDN's configuration, never served by a CDN either
    segments[0] === DEPLOY_DIR // the static hosts' copy of the build
  );
}

/**
 * @param {{ dist?: string, logger?: boolean | object, limits?: Partial<typeof LIMITS> }} [options]
 * @returns {import('fastify').FastifyInstance}
 */
export function createSiteServer({ dist = DIST, logger = { level: process.env.LOG_LEVEL ?? 'info' }, limits = {} } = {}) {
  const limit = { ...LIMITS, ...limits };
  const builds = buildsOf(dist);

  const app = Fastify({
    logger,
    // Errors and lifecycle only: a log line per request would cost more than serving it.
    logController: new LogController({ disableRequestLogging: true }),
    exposeHeadRoutes: false,
    bodyLimit: 1024,
    // Fastify leaves a factory-made server's timeouts alone, so every limit is set here.
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: limit.headersTimeoutMs,
          requestTimeout: limit.requestTimeoutMs,
          keepAliveTimeout: limit.keepAliveTimeoutMs,
          // Node checks the two request timeouts on a timer (every 30 s by default); every
          // second keeps the 10 s header limit close to 10 s.
          connectionsCheckingInterval: 1_000,
        },
        handler,
      );
      server.setTimeout(limit.idleSocketMs);
      server.maxConnections = limit.maxConnections;
      return server;
    },
    // A URL the router cannot decode (broken percent-encoding) gets the same plain 400 as the rest.
    frameworkErrors: (_error, _request, reply) => {
      reply.headers(HOST_HEADERS);
      return refuse(reply, 400);
    },
  });

  app.register(fastifyStatic, {
    root: dist,
    serve: false, // the route below decides which file a URL names
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false, // headers.mjs decides
    etag: true,
    lastModified: true,
  });

  app.decorateRequest('build', null);
  app.decorateRequest('file', null);

  /**
   * @param {import('fastify').FastifyReply} reply
   * @param {number} status
   * @param {Record<string, string>} [headers]
   */
  // A function declaration, so frameworkErrors above can reach it.
  function refuse(reply, status, headers = {}) {
    for (const name of ['vary', 'etag', 'last-modified', 'accept-ranges', 'content-encoding', 'location']) reply.removeHeader(name);
    return reply
      .code(status)
      .headers({ 'cache-control': CACHE_REFUSAL, 'content-type': 'text/plain; charset=utf-8', ...headers })
      .send(`${status} ${STATUS_CODES[status]}\n`);
  }

  /** The 404 page, precompressed like every page; it is small, so it is read whole. */
  async function sendNotFound(request, reply) {
    const { root, site } = request.build;
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), Object.keys(ENCODINGS));
    const candidates = encoding ? [site.notFound + ENCODINGS[encoding], site.notFound] : [site.notFound];
    for (const file of candidates) {
      let body;
      try {
        body = await readFile(join(root, file));
      } catch (error) {
        if (MISSING.has(error.code)) continue;
        throw error;
      }
      for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      reply.code(404).headers({
        'cache-control': cacheControlFor(`/${site.notFound}`, site),
        'content-type': 'text/html; charset=utf-8',
        vary: 'Accept-Encoding',
      });
      if (file !== site.notFound) reply.header('content-encoding', encoding);
      else reply.removeHeader('content-encoding');
      return reply.send(body);
    }
    return refuse(reply, 404);
  }

  app.addHook('onRequest', async (request, reply) => {
    try {
      request.build = await builds.current();
    } catch (error) {
      // Between a checkout and the first build there is nothing to serve yet.
      if (error.code !== 'ENOENT') throw error;
      reply.headers(HOST_HEADERS);
      return refuse(reply, 503, { 'retry-after': '5' });
    }
    reply.headers(HOST_HEADERS);
    const url = request.raw.url ?? '';
    // Refused before routing or body parsing, so no other method reaches a handler.
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(reply, 405, { allow: ALLOWED_METHODS });
    if (url.length > limit.maxUrlLength) return refuse(reply, 414);
    if (!url.startsWith('/')) return refuse(reply, 400);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const url = request.raw.url ?? '/';
      const queryAt = url.indexOf('?');
      let pathname;
      try {
        pathname = decodeURIComponent(queryAt === -1 ? url : url.slice(0, queryAt));
      } catch {
        return refuse(reply, 400);
      }
      // Traversal, NUL bytes and backslashes never reach the file system, however they were encoded.
      if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..')) return refuse(reply, 400);

      const { site } = request.build;
      if (isDocumentUrl(pathname, site)) reply.headers(request.build.documentOnly);
      const target = site.redirectFor(pathname);
      if (target) {
        return reply
          .code(REDIRECT_STATUS)
          .headers({ location: target + (queryAt === -1 ? '' : url.slice(queryAt)), 'cache-control': cacheControlFor(pathname, site) })
          .send();
      }
      const file = site.fileFor(pathname) ?? (site.isNotFoundPage(pathname) || unservable(pathname) ? undefined : pathname.slice(1));
      if (file === undefined) return sendNotFound(request, reply);

      // A symlink inside the build is served only when it resolves inside the same build.
      let from = await servedFrom(request.build, file);
      // A page loaded before a rebuild still asks for the hashed files of the build it came from;
      // they never change, so they are served from the builds kept on disk. Only those: an old
      // build's pages and other files are never served (server/skew.mjs).
      if (from === undefined && pathname.startsWith(ASSETS_PREFIX)) {
        for (const older of await builds.before(request.build)) if ((from = await servedFrom(older, file))) break;
      }
      if (!from) return sendNotFound(request, reply);

      reply.headers({ 'cache-control': cacheControlFor(pathname, site), vary: 'Accept-Encoding' });
      request.file = file;
      return reply.sendFile(file, from.root);
    },
  });

  // @fastify/static sets Content-Type and Content-Encoding after @fastify/send has stripped them
  // from a 304; a 304 carries no body, so it carries no body metadata either (RFC 9110 §15.4.5).
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 304) for (const name of ['content-type', 'content-encoding', 'content-length']) reply.removeHeader(name);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(reply, 405, { allow: ALLOWED_METHODS });
    return sendNotFound(request, reply);
  });

  // A fault answers a plain 500 with no stack and is logged; a refusal keeps its status (the 416
  // from a Range past the end keeps its Content-Range).
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // RFC 9110 §14.1.3: a suffix range longer than the file selects the whole file, but
    // @fastify/send answers 416; the server may ignore a Range, so the file is sent whole (200).
    if (status === 416 && request.file && /^bytes=-0*[1-9]\d*$/.test(String(request.headers.range).trim())) {
      delete request.raw.headers.range;
      reply.code(200).sendFile(request.file, request.build.root);
      return;
    }
    if (status === 500) request.log.error({ err: error, url: request.raw.url }, 'request failed');
    const range = status === 416 && error.headers?.['Content-Range'];
    return refuse(reply, status, range ? { 'content-range': range } : {});
  });

  return app;
}

/**
 * Listens on PORT (default PORTS.serve) on every interface unless HOST says otherwise, and stays up:
 * rejections and exceptions are logged, SIGTERM/SIGINT stop accepting, let in-flight requests
 * finish (for up to LIMITS.shutdownGraceMs) and exit 0.
 * @param {{ port?: number, host?: string, dist?: string }} [options]
 */
export async function startServer({
  port = Number(process.env.PORT ?? PORTS.serve),
  host = process.env.HOST,
  dist = process.env.DIST ?? DIST,
} = {}) {
  try {
    await realpath(join(dist, PAGES_MANIFEST));
  } catch {
    throw new Error(`No build at ${dist}: run npm run build first.`);
  }
  const app = createSiteServer({ dist });
  // '::' accepts IPv6 and IPv4, so both localhost (::1) and 127.0.0.1 answer.
  await app.listen({ port, host: host ?? '::' });

  // Once serving, one bad request must not take the site down and there is no supervisor to
  // restart it; the state worth protecting is on disk, so a fault is logged and serving goes on.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection; still serving'));
  process.on('uncaughtException', (error) => app.log.error({ err: error }, 'uncaught exception; still serving'));

  let closing = false;
  const shutdown = (/** @type {NodeJS.Signals} */ signal) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: no new connections; finishing the requests in flight`);
    // A connection whose last response ends after close() began would otherwise idle out its
    // keep-alive; close each as soon as it goes idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      app.log.warn(`requests still open after ${LIMITS.shutdownGraceMs} ms; closing them`);
      app.server.closeAllConnections();
    }, LIMITS.shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  console.log(`Serving the production build at http://localhost:${listening}`);
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await startServer();
