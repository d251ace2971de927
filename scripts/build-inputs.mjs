// What a build is made from, and a fingerprint of it: `npm start` rebuilds exactly when it changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

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

/** Where each build is written before it is swapped in as dist (see scripts/build.mjs). */
export const BUILDS_DIR = 'dist-builds';

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
    return basename(realpathSync(join(cwd, 'dist'))).endsWith(`-${inputsFingerprint(cwd)}`);
  } catch {
    return false;
  }
}
