/**
 * The review addon's preset (registered in .storybook/main.ts): the manager's panel and sidebar statuses; on the
 * dev server, every route of the review (server.ts); in the static build, the review's state and the pictures
 * under review as files, read-only. No folder of the checkout is handed to a static server: `staticDirs` follows
 * links, and a link committed under the baselines would serve any file of the designer's.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { readPlain, reviewDir } from './record.ts';
import { REVIEW_PATH, STATE_FILE } from './review.ts';
import { reviewMiddleware, reviewState } from './server.ts';

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
    // The static build only: what the panel reads, as the dev server would answer it but read-only, and the
    // pictures the last run left for review, each read as the dev server reads it (never through a link).
    generateBundle() {
      const state = reviewState(root, false);
      this.emitFile({ type: 'asset', fileName: `${REVIEW_PATH}/${STATE_FILE}`, source: JSON.stringify(state) });
      for (const capture of state.record.captures)
        for (const image of Object.values(capture.images)) {
          const bytes = readPlain(root, join(reviewDir(root), image));
          if (bytes && /^images\/[\w-]+\/[\w.-]+\.png$/.test(image))
            this.emitFile({ type: 'asset', fileName: `${REVIEW_PATH}/${image}`, source: bytes });
        }
    },
  };
}

export const viteFinal = (config: { plugins?: unknown[] }) => ({
  ...config,
  plugins: [...(config.plugins ?? []), reviewPlugin(process.cwd())],
});
