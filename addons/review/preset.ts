/**
 * The review addon's preset: the manager's panel; on the dev server, every route of the review (server.ts); in the
 * static build, the review's state and its pictures as files. Never `staticDirs`, which follows links (record 52).
 */
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { REVIEW_PATH, STATE_FILE } from './review.ts';
import { picture, reviewMiddleware, reviewState } from './server.ts';

export const managerEntries = (entries: string[] = []) => [...entries, fileURLToPath(new URL('./manager.tsx', import.meta.url))];

/** The review's Vite plugin, for the project at `root`. */
export function reviewPlugin(root: string): Plugin {
  return {
    name: 'finzap-review',
    // The dev server only (`configureServer` is never called by a build).
    configureServer(server) {
      server.middlewares.use(`/${REVIEW_PATH}`, reviewMiddleware(root));
      // First in the stack, ahead of Vite's CORS middleware, which would tell any localhost page (another port, another
      // app) that it may read the review's answers (Access-Control-Allow-Origin), and answer its preflights itself.
      const stack = server.middlewares.stack;
      const own = stack.pop();
      if (own) stack.unshift(own);
    },
    // The static build only: what the panel reads, as the dev server answers it, read-only.
    generateBundle() {
      const state = reviewState(root, false);
      this.emitFile({ type: 'asset', fileName: `${REVIEW_PATH}/${STATE_FILE}`, source: JSON.stringify(state) });
      for (const image of state.record.captures.flatMap((capture) => Object.values(capture.images))) {
        const bytes = picture(root, `/${image}`);
        if (bytes) this.emitFile({ type: 'asset', fileName: `${REVIEW_PATH}/${image}`, source: bytes });
      }
    },
  };
}

export const viteFinal = (config: { plugins?: unknown[] }) => ({
  ...config,
  plugins: [...(config.plugins ?? []), reviewPlugin(process.cwd())],
});
