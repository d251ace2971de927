/**
 * The review record on disk (node only): read, merged with a new run, written; the folder is the
 * preset's, under test-results/ (VISUAL_REVIEW_DIR moves it: the gate check's planted runs keep theirs apart).
 */
import { closeSync, constants, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { ACCEPTED_FILE, type AcceptedLine, type Capture, ENGINES, RECORD_FILE, type ReviewRecord } from './review.ts';

export const reviewDir = (root = process.cwd()) => resolve(root, process.env.VISUAL_REVIEW_DIR ?? 'test-results/visual-review');

/** This platform's baselines, one folder per engine (the visual config's snapshotPathTemplate). */
export const baselinesDir = (root = process.cwd()) =>
  resolve(root, process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', process.platform);

/**
 * The accept record, committed with the pictures: beside the platform folders, so the baselines' own checks
 * (tests/visual/baselines.spec.ts, one folder per engine) never mistake it for a picture.
 */
export const acceptedFile = (root = process.cwd()) =>
  resolve(root, process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', ACCEPTED_FILE);

/** Every accepted picture so far, oldest first. */
export function readAccepted(root = process.cwd()): AcceptedLine[] {
  let fd: number;
  try {
    // Never read through a link (an accept refuses one, with a sentence): a missing or linked record reads as empty.
    fd = openSync(acceptedFile(root), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return [];
  }
  let text: string;
  try {
    text = readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AcceptedLine);
}

const key = (capture: Pick<Capture, 'engine' | 'storyId' | 'viewport'>) => `${capture.engine}|${capture.storyId}|${capture.viewport}`;

export function readRecord(dir: string): ReviewRecord {
  const file = join(dir, RECORD_FILE);
  if (!existsSync(file)) return { baselines: {}, captures: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as ReviewRecord;
}

/** Lists each engine's baselines as they are now. */
export function listBaselines(baselines: string): ReviewRecord['baselines'] {
  return Object.fromEntries(
    ENGINES.map((engine) => {
      const dir = join(baselines, engine);
      return [engine, existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []];
    }),
  );
}

/** Writes the record whole or not at all (a panel reading it mid-write sees the old one). */
export function writeRecord(dir: string, record: ReviewRecord) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, RECORD_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 1)}\n`);
  renameSync(`${file}.tmp`, file);
}

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
