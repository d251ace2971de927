import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { site } from '@content/site';

import { routes } from './routes';

export { renderHead } from './head';
export const SITE_ORIGIN = site.origin;
export { PRERENDERED } from './routes';

/** Renders one path to HTML for the prerender step of the build (scripts/build.mjs). */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no loaders, so no hydration data — and no inline script for the CSP to allow.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
