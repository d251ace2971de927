import '@/styles/global.css';

import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { site } from '@content/site';
import { IslandCollector, type IslandRecord } from '@/ui/Island/Island';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { IslandRoot } from './hydrateIsland';

import { islandNames } from './islands';
import { RouteError } from './RouteError';
import { AppRoutes, routeFor } from './routes';

export { renderHead } from './head';
export { PRERENDERED } from './routes';
export { webManifest } from './webManifest';
export const SITE_ORIGIN = site.origin;

async function toHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { identifierPrefix });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one path to HTML for the prerender step of the build (scripts/build.mjs), waiting for lazy
 * routes. The page is rendered with its islands as empty placeholders; each island is then rendered
 * on its own root, as the browser will hydrate it (src/app/entry-client.tsx), and put in its place.
 */
export async function render(path: string): Promise<string> {
  const islands = new Map<string, IslandRecord>();
  let html = await toHtml(
    <StrictMode>
      <IslandCollector value={{ islands, nameOf: await islandNames() }}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </IslandCollector>
    </StrictMode>,
  );
  for (const { id, name, component, props } of islands.values()) {
    const at = html.indexOf(`${ISLAND.id}="${id}"`);
    // React escapes '>' in attribute values, so the placeholder's first '>' closes its start tag.
    const end = html.indexOf('>', at) + 1;
    if (at < 0 || html.slice(end, end + '</div>'.length) !== '</div>') throw new Error(`Island ${id} (${name}) has no empty placeholder`);
    html = html.slice(0, end) + (await toHtml(<IslandRoot component={component} props={props} />, id)) + html.slice(end);
  }
  return html;
}

/** The HTTP status the page at `path` is served with (404 for a path no page claims). */
export const statusOf = (path: string) => routeFor(path).status;

/**
 * Spec §8 in the dev server, where choosing and rendering the page is the routing: what it answers,
 * with status 500, for a page that throws (docs/decisions/0035-errors-without-a-client-router.md).
 */
export const renderError = (error: unknown, path: string) => toHtml(<RouteError error={error} retryHref={path} />);
