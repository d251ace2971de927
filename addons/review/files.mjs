/**
 * The review's one reader and writer of files (record 52, STYLE 17 and 18): nothing read or written through a link, every
 * read bounded, every record people edit or merge read whole with each problem named by file, line and field, and
 * outputs written as a set. Plain JavaScript, so `node scripts/conformance.mjs` reads through it too.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join, parse, relative, resolve, sep } from 'node:path';

/** A request the review will not carry out; its message is shown to the designer or reviewer as it is. */
export class Refusal extends Error {
  /** @param {string} message @param {number} [status] */
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/** The most any read takes: far above a record, a report or a picture, far below a file that never ends. */
const MAX_READ = 256 * 1024 * 1024;

export const inside = (/** @type {string} */ folder, /** @type {string} */ path) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !resolve(folder, rel).includes('\0');
};

/** A path as the project names it (never the machine's). */
export const project = (/** @type {string} */ root, /** @type {string} */ file) => relative(root, file).split(sep).join('/');

const isMissing = (/** @type {unknown} */ error) => /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
const linked = (/** @type {string} */ at) =>
  new Refusal(`Refused: "${at}" is a symbolic link; the review writes and reads nothing through a link. Nothing was written.`, 403);

/** Where the check of a path starts: the project root, or the file system's root for a folder moved outside it. */
const top = (/** @type {string} */ root, /** @type {string} */ path) => (inside(root, path) ? root : parse(path).root);

/** @param {string} path */
function lstatOrMissing(path) {
  try {
    return lstatSync(path);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * The identity (device, inode) of every folder from the top down to `dir`, refusing a link or a non-folder on any
 * of them; with `create`, a missing folder is made (plain, one level at a time) and then checked like the others.
 * @param {string} root @param {string} dir @param {boolean} create
 */
function folders(root, dir, create) {
  const seen = [];
  let at = top(root, dir);
  for (const part of ['', ...relative(at, dir).split(sep).filter(Boolean)]) {
    at = join(at, part);
    let stat;
    try {
      stat = lstatSync(at);
    } catch (error) {
      if (!isMissing(error) || !create) throw error;
      mkdirSync(at);
      stat = lstatSync(at);
    }
    if (stat.isSymbolicLink()) throw linked(at);
    if (!stat.isDirectory()) throw new Refusal(`Refused: "${at}" is not a folder; nothing was written.`, 403);
    seen.push(`${stat.dev}:${stat.ino}`);
  }
  return seen.join('/');
}

/** For the tests: runs between the check of a path and its open, where a swapped folder or file would strike. */
export const checkHooks = /** @type {{ afterCheck?: (path: string) => void }} */ ({});

const swapped = (/** @type {string} */ path) =>
  new Refusal(`Refused: "${path}" or a folder above it changed while it was opened (a link swapped in?); nothing was written.`, 409);

/**
 * Node has no openat(2): the folders are taken, the file opened O_NOFOLLOW (O_NONBLOCK: a pipe does not hold the
 * open), the folders taken again and the descriptor must be the file at its name (record 52). `still` looks again,
 * before a rename. Changed: refused, a new file removed.
 * @param {string} root @param {string} path @param {number} flags @param {boolean} create
 */
function openChecked(root, path, flags, create) {
  const dir = dirname(path);
  const before = folders(root, dir, create);
  if (lstatOrMissing(path)?.isSymbolicLink()) throw linked(path);
  checkHooks.afterCheck?.(path);
  let fd;
  try {
    fd = openSync(path, flags | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o644);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ELOOP') throw linked(path);
    throw error;
  }
  const opened = fstatSync(fd);
  const still = () => {
    try {
      const now = lstatOrMissing(path);
      return folders(root, dir, false) === before && now?.ino === opened.ino && now.dev === opened.dev;
    } catch {
      return false;
    }
  };
  if (!still()) {
    closeSync(fd);
    if (flags & constants.O_EXCL) rmSync(path, { force: true });
    throw swapped(path);
  }
  return { fd, still };
}

/**
 * A plain file's bytes, never through a link (on it or a folder above it) and never more than `limit`; undefined when
 * it is not there.
 * @param {string} root @param {string} path @param {number} [limit]
 * @returns {Buffer | undefined}
 */
export function readPlain(root, path, limit = MAX_READ) {
  let fd;
  try {
    ({ fd } = openChecked(root, path, constants.O_RDONLY, false));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Refusal(`Refused: "${path}" is not a plain file.`, 403);
    const tooLarge = () => new Refusal(`Refused: "${path}" is larger than ${limit} bytes; it was not read.`, 413);
    if (stat.size > limit) throw tooLarge();
    // Read to its end or one byte past the bound: a file still growing is cut off, not followed.
    const bytes = Buffer.alloc(Math.min(stat.size, limit) + 1);
    let size = 0;
    for (let n; size < bytes.length && (n = readSync(fd, bytes, size, bytes.length - size, null)) > 0;) size += n;
    if (size > limit) throw tooLarge();
    return bytes.subarray(0, size);
  } finally {
    closeSync(fd);
  }
}

/**
 * Appends to `to`, or replaces it whole (a reader sees the old file or the new one) through a new file beside it,
 * renamed over it after a last look (a rename replaces a link at the name, never writes through it).
 * @param {string} root @param {string} to @param {Buffer | string} bytes @param {boolean} [append]
 */
export function writePlain(root, to, bytes, append = false) {
  if (append) {
    const { fd } = openChecked(root, to, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND, true);
    try {
      writeSync(fd, Buffer.from(bytes));
    } finally {
      closeSync(fd);
    }
    return;
  }
  writeTogether(root, [{ path: to, bytes }]);
}

/**
 * Replaces every file of the set, or none of them: each is written beside its target and checked first, and only
 * once all are ready is each renamed over its target (outputs built from a record are one set, STYLE 18).
 * @param {string} root @param {{ path: string, bytes: Buffer | string }[]} files
 */
export function writeTogether(root, files) {
  /** @type {{ to: string, file: string, still: () => boolean }[]} */
  const ready = [];
  try {
    for (const { path: to, bytes } of files) {
      if (lstatOrMissing(to)?.isSymbolicLink()) throw linked(to);
      const file = `${to}.${process.pid}.${Date.now().toString(36)}.tmp`;
      const { fd, still } = openChecked(root, file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, true);
      ready.push({ to, file, still });
      try {
        writeSync(fd, Buffer.from(bytes));
      } finally {
        closeSync(fd);
      }
    }
    for (const { to, still } of ready) if (!still()) throw swapped(to);
  } catch (error) {
    for (const { file } of ready) rmSync(file, { force: true });
    throw error;
  }
  for (const { file, to } of ready) renameSync(file, to);
}

/** Removes a file, never through a link on a folder above it (a link at the name is removed itself, not what it points to). */
export function removePlain(/** @type {string} */ root, /** @type {string} */ path) {
  try {
    folders(root, dirname(path), false);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  rmSync(path, { force: true });
}

/** Every symbolic link under `dir`, named from `root` (none where `dir` is missing). */
export function linksUnder(/** @type {string} */ root, /** @type {string} */ dir) {
  const stat = lstatOrMissing(dir);
  if (!stat) return [];
  if (stat.isSymbolicLink()) return [project(root, dir)];
  if (!stat.isDirectory()) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => project(root, join(entry.parentPath, entry.name)));
}

// ─── Records people edit and merge: one reader, every problem named by file, line and field ────────────────────────

const CONFLICT = /^(<{7}|={7}|>{7}|\|{7})( |$)/;

/**
 * JSON.parse's value, with the line each value starts on by its path (`captures.3.storyId`); a syntax error names its
 * line and column.
 * @param {string} text
 * @returns {{ value: unknown, lines: Map<string, number> }}
 */
function parseJson(text) {
  /** @type {Map<string, number>} */
  const lines = new Map();
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const fail = () => {
    throw Object.assign(new SyntaxError('not JSON'), { line, column: i - lineStart + 1 });
  };
  const space = () => {
    for (; /[ \t\r\n]/.test(text[i] ?? ''); i++) if (text[i] === '\n') [line, lineStart] = [line + 1, i + 1];
  };
  const token = (/** @type {RegExp} */ pattern) => {
    pattern.lastIndex = i;
    const found = pattern.exec(text);
    if (!found) fail();
    i = pattern.lastIndex;
    return JSON.parse(/** @type {RegExpExecArray} */ (found)[0]);
  };
  // eslint-disable-next-line no-control-regex -- JSON allows no raw control character in a string
  const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
  const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
  const expect = (/** @type {string} */ char) => (text[i] === char ? i++ : fail());
  /** @returns {unknown} */
  const value = (/** @type {string} */ path) => {
    space();
    lines.set(path, line);
    const open = text[i];
    if (open !== '{' && open !== '[') return token(open === '"' ? STRING : SCALAR);
    const close = open === '{' ? '}' : ']';
    /** @type {Record<string, unknown> | unknown[]} */
    const made = open === '{' ? {} : [];
    i++;
    space();
    if (text[i] === close) return (i++, made);
    for (let n = 0; ; n++) {
      space();
      const key = open === '{' ? String(token(STRING)) : String(n);
      if (open === '{') {
        space();
        expect(':');
      }
      Object.defineProperty(made, key, {
        value: value(path ? `${path}.${key}` : key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      space();
      if (text[i] === close) return (i++, made);
      expect(',');
    }
  };
  const parsed = value('');
  space();
  if (i < text.length) fail();
  return { value: parsed, lines };
}

/**
 * @typedef {{ [field: string]: [check: (value: unknown) => boolean, what: string] }} Shape
 * Each field's check and what it must be; a field whose name ends in `?` may be absent.
 */

/** What an object's fields break of `shape`: one phrase each (`outcome: "fail" is not one of …`, `date is missing`). */
export function shapeProblems(/** @type {unknown} */ value, /** @type {Shape} */ shape) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value} where an object belongs`];
  const object = /** @type {Record<string, unknown>} */ (value);
  return Object.entries(shape).flatMap(([key, [check, what]]) => {
    const name = key.replace(/\?$/, '');
    if (object[name] === undefined) return key.endsWith('?') ? [] : [`${name} is missing (${what})`];
    return check(object[name]) ? [] : [`${name}: ${JSON.stringify(object[name])?.slice(0, 80)} is not ${what}`];
  });
}

export const isText = (/** @type {unknown} */ value) => typeof value === 'string' && value.trim() !== '';
export const isDate = (/** @type {unknown} */ value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
export const oneOf = (/** @type {readonly unknown[]} */ values) =>
  /** @type {[(value: unknown) => boolean, string]} */ ([(value) => values.includes(value), `one of ${values.join(', ')}`]);
export const listOf = (/** @type {(value: unknown) => boolean} */ check) => (/** @type {unknown} */ value) =>
  Array.isArray(value) && value.every(check);

/** A record's bytes, or (a link, past the bound, not a plain file) the sentence that says why it was not read. */
function bytesOf(/** @type {string} */ root, /** @type {string} */ file) {
  try {
    return { bytes: readPlain(root, file) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { refused: `${project(root, file)} was not read: ${error.message.replace(/ Nothing was written\.$/, '')}` };
  }
}

/**
 * A JSON record (last-run.json, criteria.json, scope.json) read whole and checked against `shape`, each entry of its
 * list `list` against `item`: what breaks is named by file, line and field (a merge conflict by its line) and left out,
 * the rest reads; no value where nothing reads, or the file is not there.
 * @param {string} root @param {string} file @param {string} mend @param {Shape} shape @param {string} list @param {Shape} item
 * @returns {{ value?: Record<string, unknown>, damage: string[] }}
 */
export function readJson(root, file, mend, shape, list, item) {
  const name = project(root, file);
  const { bytes, refused } = bytesOf(root, file);
  if (!bytes) return { damage: refused ? [refused] : [] };
  const text = bytes.toString('utf8');
  const conflict = text.split('\n').findIndex((row) => CONFLICT.test(row));
  if (conflict >= 0) return { damage: [`merge conflict at line ${conflict + 1} of ${name}: resolve it and remove the markers; ${mend}`] };
  let parsed;
  try {
    parsed = parseJson(text);
  } catch (error) {
    const { line, column } = /** @type {{ line?: number, column?: number }} */ (error);
    if (line === undefined) throw error;
    return { damage: [`line ${line}, column ${column} of ${name} is not JSON: ${mend}`] };
  }
  const where = (/** @type {string} */ path) => `line ${parsed.lines.get(path) ?? 1} of ${name}${path === '' ? '' : ` (${path})`}`;
  const wrong = shapeProblems(parsed.value, shape);
  if (wrong.length > 0) return { damage: [`${where('')}: ${wrong.join('; ')}; ${mend}`] };
  const value = /** @type {Record<string, unknown[]>} */ (parsed.value);
  /** @type {string[]} */
  const damage = [];
  value[list] = (value[list] ?? []).filter((entry, n) => {
    const broken = shapeProblems(entry, item);
    if (broken.length > 0) damage.push(`${where(`${list}.${n}`)}: ${broken.join('; ')}; left out: ${mend}`);
    return broken.length === 0;
  });
  return { value, damage };
}

/**
 * A record of one JSON object a line (accepted.jsonl, verdicts.jsonl), each checked by `check` (its problems): every
 * line that reads, with its number, and each that does not, named by line (a merge conflict's markers by name; the
 * lines between them read) with what it holds where it is an object.
 * @param {string} root @param {string} file @param {string} mend @param {(value: Record<string, unknown>) => string[]} check
 * @returns {{ lines: { value: Record<string, unknown>, line: number }[], bytes?: Buffer, damage: { problem: string, value?: Record<string, unknown> }[] }}
 */
export function readJsonLines(root, file, mend, check) {
  const name = project(root, file);
  const { bytes, refused } = bytesOf(root, file);
  /** @type {{ value: Record<string, unknown>, line: number }[]} */
  const lines = [];
  /** @type {{ problem: string, value?: Record<string, unknown> }[]} */
  const damage = refused ? [{ problem: refused }] : [];
  (bytes?.toString('utf8') ?? '').split('\n').forEach((text, n) => {
    const at = `line ${n + 1} of ${name}`;
    if (text.trim() === '') return;
    if (CONFLICT.test(text)) return void damage.push({ problem: `merge conflict at ${at}: resolve it and remove the marker; ${mend}` });
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      return void damage.push({ problem: `${at} is not JSON: mend or remove it; ${mend}` });
    }
    const object = typeof value === 'object' && value !== null && !Array.isArray(value);
    const wrong = object ? check(value) : shapeProblems(value, {});
    if (wrong.length === 0) lines.push({ value, line: n + 1 });
    else damage.push({ problem: `${at}: ${wrong.join('; ')}; ${mend}`, value: object ? value : undefined });
  });
  return { lines, bytes, damage };
}
