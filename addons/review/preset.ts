/**
 * The review addon's preset: the manager's panel; on the dev server, every route of the review (server.ts); in the
 * static build, the review's state, its pictures and the last conformance report as files, each read as the review
 * reads (never through a link). Never `staticDirs` for a record, which follows links (record 52).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { EARL_FILE, RESULTS_DIR } from '../../scripts/conformance.mjs';

import { linksUnder, readPlain, Refusal } from './files.mjs';
import { REVIEW_PATH, STATE_FILE } from './review.ts';
import { picture, reviewMiddleware, reviewState } from './server.ts';

export const managerEntries = (entries: string[] = []) => [...entries, fileURLToPath(new URL('./manager.tsx', import.meta.url))];

/** A folder for Storybook's `staticDirs`, refused while it holds a link: Storybook copies what a link points to. */
export function withoutLinks(root: string, folder: string) {
  const links = linksUnder(root, resolve(root, folder));
  if (links.length > 0)
    throw new Error(
      `Refused: ${links.join(', ')} ${links.length === 1 ? 'is a symbolic link' : 'are symbolic links'}; Storybook would copy what a link points to into its build. Put the file itself there.`,
    );
  return resolve(root, folder);
}

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
    // The static build only: what the panel and Docs / Accessibility read, as the dev server answers it, read-only. What
    // cannot be read (a link) is left out, and the build says so.
    generateBundle() {
      const read = (bytes: () => Buffer | undefined) => {
        try {
          return bytes();
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          this.warn(`Left out of the build: ${error.message}`);
          return undefined;
        }
      };
      const state = reviewState(root, false);
      this.emitFile({ type: 'asset', fileName: `${REVIEW_PATH}/${STATE_FILE}`, source: JSON.stringify(state) });
      for (const image of state.record.captures.flatMap((capture) => Object.values(capture.images))) {
        const bytes = read(() => picture(root, `/${image}`));
        if (bytes) this.emitFile({ type: 'asset', fileName: `${REVIEW_PATH}/${image}`, source: bytes });
      }
      // The last `npm test`'s report and its EARL export: both, or neither.
      const report = ['report.json', EARL_FILE].map((name) => ({
        name,
        bytes: read(() => readPlain(root, join(root, RESULTS_DIR, name))),
      }));
      if (report.every(({ bytes }) => bytes))
        for (const { name, bytes } of report) this.emitFile({ type: 'asset', fileName: `conformance/${name}`, source: bytes as Buffer });
    },
  };
}

export const viteFinal = (config: { plugins?: unknown[] }) => ({
  ...config,
  plugins: [...(config.plugins ?? []), reviewPlugin(process.cwd())],
});
