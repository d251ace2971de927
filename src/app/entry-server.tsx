import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { site } from '@content/site';

import { AppRoutes } from './routes';

export { renderHead } from './head';
export { PRERENDERED } from './routes';
export { webManifest } from './webManifest';
export const SITE_ORIGIN = site.origin;

/** Renders one path to HTML for the prerender step of the build (scripts/build.mjs), waiting for lazy routes. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
