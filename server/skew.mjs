// Skew protection: a page loaded (or cached) before a deploy still names the app scripts of the
// build it came from. Those names are content hashes, so they never change; the server keeps
// answering them from the builds kept beside the current one, and the build copies them into what
// a static host deploys. Read by server/serve.mjs, scripts/builds.mjs (pruning) and scripts/build.mjs.
import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * How many builds before the current one keep their hashed files served: a visitor holding
 * yesterday's page after today's two deploys still gets its app. Older builds are deleted.
 */
export const PREVIOUS_BUILDS_KEPT = 2;

/** A build folder's name, `<time>-<inputs fingerprint>` (scripts/build.mjs); its `.ssr` sibling is not a build. */
const BUILD_NAME = /^(\d+)-[^.]+$/;

/** When a build folder was started, from its name; NaN for anything that is not a build. @param {string} name */
export const buildTime = (name) => Number(BUILD_NAME.exec(name)?.[1] ?? Number.NaN);

/**
 * The build folders beside `root` that were started before it, newest first, at most
 * PREVIOUS_BUILDS_KEPT: the builds whose hashed files are still served. A build started after it
 * (one being written now) is never among them.
 * @param {string} root a build folder (the real path `dist` points to)
 * @returns {Promise<string[]>}
 */
export async function previousBuilds(root) {
  const started = buildTime(basename(root));
  const entries = await readdir(dirname(root), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && buildTime(entry.name) < started)
    .sort((a, b) => buildTime(b.name) - buildTime(a.name))
    .slice(0, PREVIOUS_BUILDS_KEPT)
    .map((entry) => join(dirname(root), entry.name));
}
