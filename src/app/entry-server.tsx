import '@/styles/global.css';

import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { site } from '@content/site';
import { IslandCollector, type IslandRecord } from '@/ui/Island/Island';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { IslandRoot } from './hydrateIsland';

import { islandNames } from './islands';
import { AppRoutes } from './routes';

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
