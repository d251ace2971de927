/** The review's files on disk, a damaged line named rather than thrown, none read or written through a link (record 52). */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join, parse, relative, resolve, sep } from 'node:path';

import { ACCEPTED_FILE, type AcceptedLine, type Capture, ENGINES, RECORD_FILE, type ReviewRecord } from './review.ts';

/** A request the review will not carry out; its message is shown to the designer or reviewer as it is. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const reviewDir = (root = process.cwd()) => resolve(root, process.env.VISUAL_REVIEW_DIR ?? 'test-results/visual-review');

/** This platform's baselines, one folder per engine (the visual config's snapshotPathTemplate). */
export const baselinesDir = (root = process.cwd()) =>
  resolve(root, process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', process.platform);

/** Beside the platform folders, so the baselines' own checks (one folder per engine) never take it for a picture. */
export const acceptedFile = (root = process.cwd()) =>
  resolve(root, process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', ACCEPTED_FILE);

export const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !resolve(folder, rel).includes('\0');
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const linked = (at: string) =>
  new Refusal(`Refused: "${at}" is a symbolic link; the review writes and reads nothing through a link. Nothing was written.`, 403);

/** Where the check of a path starts: the project root, or the file system's root for a folder moved outside it. */
const top = (root: string, path: string) => (inside(root, path) ? root : parse(path).root);

/**
 * The identity (device, inode) of every folder from the top down to `dir`, refusing a link or a non-folder on any
 * of them; with `create`, a missing folder is made (plain, one level at a time) and then checked like the others.
 */
function folders(root: string, dir: string, create: boolean): string[] {
  const seen: string[] = [];
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
  return seen;
}

/** For the tests: runs between the check of a path and its open, where a swapped folder or file would strike. */
export const checkHooks: { afterCheck?: (path: string) => void } = {};

const swapped = (path: string) =>
  new Refusal(`Refused: "${path}" or a folder above it changed while it was opened (a link swapped in?); nothing was written.`, 409);

/**
 * Node has no openat(2): the folders are taken, the file opened O_NOFOLLOW, the folders taken again and the descriptor
 * must be the file at its name (record 52). `still` looks again, before a rename. Changed: refused, a new file removed.
 */
function openChecked(root: string, path: string, flags: number, create: boolean) {
  const dir = dirname(path);
  const before = folders(root, dir, create).join('/');
  if (lstatOrMissing(path)?.isSymbolicLink()) throw linked(path);
  checkHooks.afterCheck?.(path);
  let fd: number;
  try {
    fd = openSync(path, flags | constants.O_NOFOLLOW, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw linked(path);
    throw error;
  }
  const opened = fstatSync(fd);
  const still = () => {
    try {
      const now = lstatOrMissing(path);
      return folders(root, dir, false).join('/') === before && now?.ino === opened.ino && now.dev === opened.dev;
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

/** A plain file's bytes, never through a link (on it or a folder above it); undefined when it is not there. */
export function readPlain(root: string, path: string): Buffer | undefined {
  let fd: number;
  try {
    ({ fd } = openChecked(root, path, constants.O_RDONLY, false));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Refusal(`Refused: "${path}" is not a plain file.`, 403);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Appends to `to`, or replaces it whole (a reader sees the old file or the new one) through a new file beside it,
 * renamed over it after a last look (a rename replaces a link at the name, never writes through it).
 */
export function writePlain(root: string, to: string, bytes: Buffer | string, append = false) {
  const file = append ? to : `${to}.${process.pid}.${Date.now().toString(36)}.tmp`;
  if (!append && lstatOrMissing(to)?.isSymbolicLink()) throw linked(to);
  const { fd, still } = openChecked(
    root,
    file,
    constants.O_WRONLY | constants.O_CREAT | (append ? constants.O_APPEND : constants.O_EXCL),
    true,
  );
  try {
    writeSync(fd, Buffer.from(bytes));
  } finally {
    closeSync(fd);
  }
  if (append) return;
  if (!still()) {
    rmSync(file, { force: true });
    throw swapped(to);
  }
  renameSync(file, to);
}

function lstatOrMissing(path: string) {
  try {
    return lstatSync(path);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export const project = (root: string, file: string) => relative(root, file).split(sep).join('/');

const position = (message: string) => Number(/at position (\d+)/.exec(message)?.[1] ?? Number.NaN);

/**
 * Where JSON.parse stopped: its own position where it says one, else (V8 names none for an unexpected token) the
 * shortest prefix that fails inside itself rather than by running out of text.
 */
function errorAt(text: string, message: string): number {
  if (!Number.isNaN(position(message))) return position(message);
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const prefix = text.slice(0, mid + 1);
    try {
      JSON.parse(prefix);
      low = mid + 1;
    } catch (error) {
      const said = (error as Error).message;
      if (said.startsWith('Unexpected end') || position(said) >= prefix.length) low = mid + 1;
      else high = mid;
    }
  }
  return low;
}

/** A JSON file read whole, or where it is damaged (line and column) and how to mend it. */
export function readJsonFile(root: string, file: string, mend: string): { value?: unknown; bytes?: Buffer; damage?: string } {
  const bytes = readPlain(root, file);
  if (!bytes) return {};
  const text = bytes.toString('utf8');
  try {
    return { value: JSON.parse(text), bytes };
  } catch (error) {
    const before = text.slice(0, errorAt(text, (error as Error).message)).split('\n');
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    const marker = /^(<{7}|={7}|>{7})/m.test(text) ? ' (a merge conflict marker?)' : '';
    return { damage: `line ${line}, column ${column} of ${project(root, file)} is not JSON${marker}: ${mend}` };
  }
}

const isAcceptedLine = (value: unknown): value is AcceptedLine =>
  typeof value === 'object' && value !== null && typeof (value as AcceptedLine).storyId === 'string';

/** Every accepted picture so far, oldest first, and each line that is not one (named, with how to mend it). */
export function readAccepted(root = process.cwd()): { accepted: AcceptedLine[]; damage: string[] } {
  const file = acceptedFile(root);
  const accepted: AcceptedLine[] = [];
  const damage: string[] = [];
  let bytes;
  try {
    bytes = readPlain(root, file);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { accepted, damage: [error.message] };
  }
  (bytes?.toString('utf8') ?? '').split('\n').forEach((text, n) => {
    if (text.trim() === '') return;
    let line: unknown;
    try {
      line = JSON.parse(text);
    } catch {
      line = undefined;
    }
    if (isAcceptedLine(line)) accepted.push(line);
    else {
      const marker = /^(<{7}|={7}|>{7})/.test(text);
      damage.push(
        `line ${n + 1} of ${project(root, file)} is not ${marker ? 'JSON (a merge conflict marker?): remove it or resolve the conflict' : 'an accepted picture: mend or remove it'}; new accepts are added after it.`,
      );
    }
  });
  return { accepted, damage };
}

const EMPTY: ReviewRecord = { baselines: {}, captures: [] };

/** The last run's record; undefined where no run was recorded; damaged, named with how to mend it. */
export function readRecord(dir: string, root = process.cwd()): { record?: ReviewRecord; damage?: string } {
  const mend = 'run the visual check again, or delete the file.';
  const read = readJsonFile(root, join(dir, RECORD_FILE), mend);
  const value = read.value as ReviewRecord | undefined;
  if (read.damage || value === undefined) return { damage: read.damage };
  if (!Array.isArray(value.captures)) return { damage: `${project(root, join(dir, RECORD_FILE))} lists no captures: ${mend}` };
  return { record: value };
}

/** The record a run merges into, or an action acts on: a damaged one refuses, naming its line. */
export function recordOrEmpty(dir: string, root = process.cwd()): ReviewRecord {
  const { record, damage } = readRecord(dir, root);
  if (damage) throw new Refusal(`Refused: ${damage} Nothing was written.`, 409);
  return record ?? EMPTY;
}

/** Lists each engine's baselines as they are now. */
export function listBaselines(baselines: string): ReviewRecord['baselines'] {
  return Object.fromEntries(
    ENGINES.map((engine) => {
      try {
        return [engine, readdirSync(join(baselines, engine)).filter((name) => name.endsWith('.png'))];
      } catch {
        return [engine, []];
      }
    }),
  );
}

/** Writes the record whole or not at all (a panel reading it mid-write sees the old one). */
export function writeRecord(dir: string, record: ReviewRecord, root = process.cwd()) {
  writePlain(root, join(dir, RECORD_FILE), `${JSON.stringify(record, null, 1)}\n`);
}

const key = (capture: Pick<Capture, 'engine' | 'storyId' | 'viewport'>) => `${capture.engine}|${capture.storyId}|${capture.viewport}`;

/** A run of some stories replaces their captures and keeps every other story's from earlier runs. */
export function mergeRun(previous: ReviewRecord, run: Capture[], baselines: ReviewRecord['baselines']): ReviewRecord {
  const fresh = new Map(run.map((capture) => [key(capture), capture]));
  const shotNow = new Set(run.map((capture) => `${capture.engine}|${capture.storyId}`));
  const kept = previous.captures.filter((capture) => !fresh.has(key(capture)) && !shotNow.has(`${capture.engine}|${capture.storyId}`));
  return {
    baselines,
    captures: [...kept, ...fresh.values()].sort((a, b) => key(a).localeCompare(key(b))),
  };
}
