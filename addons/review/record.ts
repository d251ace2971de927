/** The visual review's records on disk, read through the one reader (files.mjs): a damaged line named rather than thrown (record 52). */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { isDate, isText, oneOf, readJson, readJsonLines, Refusal, type Shape, shapeProblems, writePlain } from './files.mjs';
import { ACCEPTED_FILE, type AcceptedLine, type Capture, ENGINES, RECORD_FILE, type ReviewRecord } from './review.ts';

export const reviewDir = (root = process.cwd()) => resolve(root, process.env.VISUAL_REVIEW_DIR ?? 'test-results/visual-review');

/** This platform's baselines, one folder per engine (the visual config's snapshotPathTemplate). */
export const baselinesDir = (root = process.cwd()) =>
  resolve(root, process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', process.platform);

/** Beside the platform folders, so the baselines' own checks (one folder per engine) never take it for a picture. */
export const acceptedFile = (root = process.cwd()) =>
  resolve(root, process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', ACCEPTED_FILE);

const isString = (value: unknown) => typeof value === 'string';
const HASH = /^[0-9a-f]{64}$/;
const isHash = (value: unknown) => typeof value === 'string' && HASH.test(value);

const ACCEPTED_LINE: Shape = {
  storyId: [isText, 'a story id'],
  platform: [isText, 'a platform'],
  engine: oneOf(ENGINES),
  viewport: [isText, 'a viewport'],
  by: [isString, 'who accepted it'],
  at: [isDate, 'a date'],
  before: [(value) => value === null || isHash(value), 'a SHA-256 or null'],
  after: [isHash, 'a SHA-256'],
};

const CAPTURE: Shape = {
  storyId: [isText, 'a story id'],
  title: [isString, 'text'],
  engine: oneOf(ENGINES),
  viewport: [isString, 'text'],
  file: [isString, 'text'],
  verdict: oneOf(['unchanged', 'changed', 'new', 'failed']),
  images: [
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((path) => typeof path === 'string'),
    'an object of picture paths',
  ],
  'message?': [isString, 'text'],
  'decision?': oneOf(['accepted', 'left']),
  at: [isDate, 'a date'],
  'baselineHash?': [(value) => value === null || isHash(value), 'a SHA-256 or null'],
};

/** Every accepted picture so far, oldest first, and each line that is not one (named, with how to mend it). */
export function readAccepted(root = process.cwd()): { accepted: AcceptedLine[]; damage: string[] } {
  const read = readJsonLines(root, acceptedFile(root), 'new accepts are added after it.', (line) => shapeProblems(line, ACCEPTED_LINE));
  return { accepted: read.lines.map(({ value }) => value as unknown as AcceptedLine), damage: read.damage.map(({ problem }) => problem) };
}

/**
 * The last run's record, each capture checked: a damaged one is named and left out (the next run of its story replaces
 * it); undefined where no run was recorded, or the file cannot be read at all (named).
 */
export function readRecord(dir: string, root = process.cwd()): { record?: ReviewRecord; damage: string[] } {
  const mend = 'run the visual check again, or delete the file.';
  const { value, damage } = readJson(root, join(dir, RECORD_FILE), mend, { captures: [Array.isArray, 'captures'] }, 'captures', CAPTURE);
  return { record: value && { baselines: {}, captures: value.captures as Capture[] }, damage };
}

/** The record a run merges into, or an action acts on: a damaged one refuses, naming what is damaged. */
export function recordOrEmpty(dir: string, root = process.cwd()): ReviewRecord {
  const { record, damage } = readRecord(dir, root);
  if (damage.length > 0) throw new Refusal(`Refused: ${damage.join(' ')} Nothing was written.`, 409);
  return record ?? { baselines: {}, captures: [] };
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
