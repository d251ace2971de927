// Build folders: what a build is made from (a fingerprint of it, so `npm start` rebuilds exactly
// when it changed), and how a finished build is swapped in as dist while the server runs.
//
// Rebuilding while the server runs fails no request: each build is written to a fresh folder,
// dist-builds/<time>-<inputs fingerprint>, and `dist` is a symlink to the current one. The swap
// creates a new symlink and renames it over `dist`: rename(2) replaces it in one step, so every
// lookup of `dist` sees the old build or the new one, never a half-written or missing folder.
// (Renaming folders would not do: rename cannot replace a non-empty folder, and two renames leave
// an instant with no dist.) The server resolves `dist` once per request, so a request started on
// the old build finishes on it; the builds before are kept for those requests and for pages loaded
// before the swap (server/skew.mjs), and older ones are deleted. One build at a time: a build
// deletes the leftovers of any older one.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

import { buildTime, PREVIOUS_BUILDS_KEPT } from '../server/skew.mjs';

/** Every file or folder whose content can change what `npm run build` writes. */
export const BUILD_INPUTS = [
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'src',
  'content',
  'public',
  'scripts',
  'server',
];

/** Where each build is written before it is swapped in (BUILDS_DIR overrides, for tests). */
export const BUILDS_DIR = process.env.BUILDS_DIR ?? 'dist-builds';
/** The symlink the server serves (DIST overrides, as it does for server/serve.mjs). */
export const DIST_LINK = process.env.DIST ?? 'dist';

/** Tests and stories never reach the bundle, so editing one does not call for a rebuild. */
const NOT_BUILT = /\.(?:test|stories)\.[cm]?[jt]sx?$/;

/** The files under an input, sorted so the fingerprint does not depend on directory order. */
const filesOf = (input) =>
  statSync(input).isDirectory()
    ? readdirSync(input, { recursive: true })
        .map((name) => join(input, String(name)))
        .filter((path) => !NOT_BUILT.test(path) && statSync(path).isFile())
        .sort()
    : [input];

/**
 * A sha256 over the path and content of every input file (content, not modification time, so a
 * checkout or `touch` that changes nothing does not rebuild). About 20 ms for this repository.
 * @param {string} [cwd]
 */
export function inputsFingerprint(cwd = '.') {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    if (!existsSync(join(cwd, input))) continue;
    for (const file of filesOf(join(cwd, input))) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether dist is a build of the inputs as they are now: the folder dist points to is named
 * `<time>-<fingerprint>` by scripts/build.mjs.
 * @param {string} [cwd]
 */
export function isBuildCurrent(cwd = '.') {
  try {
    return basename(realpathSync(resolve(cwd, DIST_LINK))).endsWith(`-${inputsFingerprint(cwd)}`);
  } catch {
    return false;
  }
}

/**
 * Points `link` at the build folder `target` in one rename, then deletes the builds beside
 * `target` that are older than the PREVIOUS_BUILDS_KEPT before it (server/skew.mjs): their
 * hashed files are still served to pages loaded before this deploy. Build folders are named
 * `<time>-…`, so their age is in their name; a build started after `target` is left alone.
 * @param {string} target the new build's folder
 * @param {string} [link] the path the server serves
 */
export function publishBuild(target, link = DIST_LINK) {
  const builds = dirname(target);
  const current = lstatSync(link, { throwIfNoEntry: false });
  // A dist folder from before builds were swapped in is moved aside once, as the oldest build.
  if (current && !current.isSymbolicLink()) renameSync(link, join(builds, `0-legacy-${process.pid}`));
  const next = `${link}.tmp-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(relative(dirname(link), target), next, 'junction');
  renameSync(next, link);
  const started = buildTime(basename(target));
  const kept = readdirSync(builds)
    .filter((name) => buildTime(name) < started)
    .sort((a, b) => buildTime(b) - buildTime(a))
    .slice(0, PREVIOUS_BUILDS_KEPT);
  // Leftovers of older builds go too (an interrupted build's folder or its server bundle's).
  for (const name of readdirSync(builds)) {
    if (name !== basename(target) && !kept.includes(name) && Number.parseInt(name, 10) < started)
      rmSync(join(builds, name), { recursive: true, force: true });
  }
}
