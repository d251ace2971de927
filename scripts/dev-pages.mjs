// `npm run dev` serves every page the way the build writes it (docs/decisions/0036-one-runtime.md):
// the same prerender (src/app/entry-server.tsx, through Vite's server-side rendering), the same
// shell filled by the same code (page-html.mjs), the early script in <head> and the site's CSS in one
// <style>, so the browser runs what a visitor gets: the early script, then the islands' hydration.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { adapter, attribute, elementWithText, findElement, parse, renderPage, toHtml } from './page-html.mjs';

const ENTRY_SERVER = '/src/app/entry-server.tsx';
/** The app bundle the early script imports; the build writes in its hashed name instead. */
const APP_ENTRY = '/src/app/entry-client.tsx';
const EARLY_SCRIPT = '/src/app/early.ts';

export const DEV_PAGES_PLUGIN = 'site-pages-in-dev';

/** A request for a page: a document asked for by a path with no file extension (modules and files have one). */
const isPageRequest = (request, path) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !path.startsWith('/@') &&
  !/\.\w+$/.test(path) &&
  (request.headers.accept ?? '').includes('text/html');

/** Every stylesheet the pages import, in import order, as the build's one stylesheet has them. */
async function pageStyles(server) {
  const entry = await server.environments.ssr.moduleGraph.getModuleByUrl(ENTRY_SERVER);
  const seen = new Set();
  const sheets = [];
  const visit = (module) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    if (/\.css$/.test(module.url)) sheets.push(module.url);
    for (const imported of module.importedModules) visit(imported);
  };
  visit(entry);
  const texts = await Promise.all(sheets.map(async (url) => (await server.ssrLoadModule(`${url}?inline`)).default));
  return texts.join('\n');
}

/** index.html as Vite serves it (its client and React Refresh), with the early script in place of the app's module script. */
async function devShell(server, url, css) {
  const shell = parse(await server.transformIndexHtml(url, readFileSync(join(server.config.root, 'index.html'), 'utf8')));
  const head = findElement(shell, (node) => node.tagName === 'head');
  // By its path alone: once a module has been hot-updated, Vite writes its script's src with a `?t=` query.
  const appScript = findElement(shell, (node) => node.tagName === 'script' && attribute(node, 'src')?.split('?')[0] === APP_ENTRY);
  if (!appScript) throw new Error(`index.html has no <script src="${APP_ENTRY}">: the dev server cannot put the early script in its place`);
  adapter.detachNode(appScript);
  const early = adapter.createElement('script', 'http://www.w3.org/1999/xhtml', [
    { name: 'type', value: 'module' },
    { name: 'src', value: EARLY_SCRIPT },
  ]);
  adapter.appendChild(head, early);
  adapter.appendChild(head, elementWithText('style', css));
  return toHtml(shell);
}

async function servePage(server, url, response) {
  const path = new URL(url, 'http://localhost').pathname;
  const pages = await server.ssrLoadModule(ENTRY_SERVER);
  let status = pages.statusOf(path);
  let app;
  try {
    app = await pages.render(path);
  } catch (error) {
    // Spec §8 where the dev server is the router: the page failed, the fallback answers (decision 0035).
    if (error instanceof Error) server.ssrFixStacktrace(error);
    server.config.logger.error(`${path} failed to render: ${error instanceof Error ? error.stack : String(error)}`);
    status = 500;
    app = await pages.renderError(error, path);
  }
  const html = renderPage(await devShell(server, url, await pageStyles(server)), pages.renderHead(path), app);
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(html);
}

export function devPages() {
  return {
    name: DEV_PAGES_PLUGIN,
    apply: 'serve',
    // The unit tests import early.ts with a stand-in of their own for the app bundle.
    config: () => (process.env.VITEST ? undefined : { define: { __APP_ENTRY__: JSON.stringify(APP_ENTRY) } }),
    configureServer(server) {
      // The build writes manifest.webmanifest from content and tokens.css; the dev server serves the same.
      server.middlewares.use('/manifest.webmanifest', (_request, response, next) => {
        server
          .ssrLoadModule('/src/app/webManifest.ts')
          .then(({ webManifest }) => response.setHeader('Content-Type', 'application/manifest+json').end(JSON.stringify(webManifest)))
          .catch(next);
      });
      server.middlewares.use((request, response, next) => {
        const url = request.originalUrl ?? request.url ?? '/';
        if (!isPageRequest(request, new URL(url, 'http://localhost').pathname)) return next();
        servePage(server, url, response).catch(next);
      });
    },
    // An island's component hot-reloads in place (React Refresh). A change the islands cannot carry
    // (a static section, content, a stylesheet: the page's prerendered HTML and its <style>) reloads
    // the page, which the dev server prerenders again.
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'client' || !server.environments.ssr.moduleGraph.getModulesByFile(file)?.size) return;
      if (modules.length > 0 && !file.endsWith('.css') && modules.every((module) => module.isSelfAccepting)) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
