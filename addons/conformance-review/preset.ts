/**
 * The conformance review's preset (registered in .storybook/main.ts): on the dev server only, the live report
 * and the action that records a reviewer's verdict, for the form on Docs / Accessibility. The static build has
 * neither: its page reads the report `npm test` wrote, read-only.
 */
import type { Plugin } from 'vite';

import { API_PATH } from './api.ts';
import { conformanceMiddleware } from './server.ts';

/** The actions, on Vite's dev server only (`configureServer` is never called by a build). */
export const viteFinal = (config: { plugins?: unknown[] }) => {
  const plugin: Plugin = {
    name: 'finzap-conformance-review',
    configureServer(server) {
      server.middlewares.use(`/${API_PATH}`, conformanceMiddleware(process.cwd()));
    },
  };
  return { ...config, plugins: [...(config.plugins ?? []), plugin] };
};
