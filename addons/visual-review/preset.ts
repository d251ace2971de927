/**
 * The visual review addon's preset (registered in .storybook/main.ts): the manager's panel and sidebar
 * statuses, the record of the last visual run served as static files (read-only in the static build),
 * and, on the dev server only, the actions that run a story's check and accept its pictures.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { baselinesDir, reviewDir } from './record.ts';
import { API_PATH, FILES_PATH } from './review.ts';
import { reviewMiddleware } from './server.ts';

interface StaticDir {
  from: string;
  to: string;
}

export const managerEntries = (entries: string[] = []) => [...entries, fileURLToPath(new URL('./manager.tsx', import.meta.url))];

/** The record and its pictures at /visual-review; on the dev server the baselines too (the static build shows only what changed). */
export const staticDirs = (dirs: (string | StaticDir)[] = [], options: { configType?: string }) => {
  const review = reviewDir();
  mkdirSync(review, { recursive: true });
  const served: StaticDir[] = [{ from: review, to: `/${FILES_PATH}` }];
  if (options.configType !== 'PRODUCTION') {
    mkdirSync(baselinesDir(), { recursive: true });
    served.push({ from: baselinesDir(), to: `/${FILES_PATH}-baselines` });
  }
  return [...dirs, ...served];
};

/** The actions, on Vite's dev server only (`configureServer` is never called by a build). */
export const viteFinal = (config: { plugins?: unknown[] }) => {
  const plugin: Plugin = {
    name: 'finzap-visual-review',
    configureServer(server) {
      server.middlewares.use(`/${API_PATH}`, reviewMiddleware(process.cwd()));
    },
  };
  return { ...config, plugins: [...(config.plugins ?? []), plugin] };
};
