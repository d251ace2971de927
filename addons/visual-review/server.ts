/**
 * The review's dev-server part: run one story's visual check, accept its new pictures as baselines, or
 * leave them as they are. Only `storybook dev` mounts it (preset.ts, through Vite's dev server); it
 * answers loopback callers addressed as localhost from a localhost page only, and writes nothing but
 * baseline files of pictures the last run took, over the very baselines that run compared against, never
 * through a link, and one line per accepted picture in the committed accept record: anything else is
 * refused with a sentence saying why.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, parse, relative, resolve, sep } from 'node:path';

import { enginesHere } from '../../scripts/browser.mjs';

import { acceptedFile, baselinesDir, listBaselines, readAccepted, readRecord, reviewDir, writeRecord } from './record.ts';
import {
  type AcceptedLine,
  type Capture,
  type DecisionAnswer,
  ENGINES,
  type IndexEntry,
  type LiveState,
  needsReview,
  type PictureRef,
  type ReviewRecord,
  type RunStatus,
} from './review.ts';

/** A request the review will not carry out; its message is shown to the designer as it is. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * Which pictures a request names: one engine and viewport, one story's all, or (no story) every pending one,
 * which an accept takes only with `pictures`, the list the designer confirmed.
 */
export interface Selection {
  storyId?: string;
  engine?: string;
  viewport?: string;
  pictures?: PictureRef[];
}

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !resolve(folder, rel).includes('\0');
};

/** The captures of the last run a request names, refusing a story, engine or viewport it did not shoot. */
export function select(record: ReviewRecord, { storyId, engine, viewport }: Selection): Capture[] {
  if (storyId === undefined) return record.captures.filter(needsReview);
  const ofStory = record.captures.filter((capture) => capture.storyId === storyId);
  if (ofStory.length === 0)
    throw new Refusal(
      `Refused: the last visual run took no picture of the story "${storyId}", so there is nothing of it to accept. Run its check first.`,
      404,
    );
  if (engine !== undefined && !(ENGINES as readonly string[]).includes(engine))
    throw new Refusal(`Refused: "${engine}" is not an engine of the visual check (${ENGINES.join(', ')}).`);
  const chosen = ofStory.filter(
    (capture) => (engine === undefined || capture.engine === engine) && (viewport === undefined || capture.viewport === viewport),
  );
  if (chosen.length === 0)
    throw new Refusal(
      `Refused: the last visual run took no picture of "${storyId}" in ${engine ?? 'any engine'} at ${viewport ?? 'any viewport'}.`,
      404,
    );
  return chosen;
}

/** Where accepting a capture copies from and to; refuses any path outside the review folder or the engine's baselines. */
export function acceptPaths(capture: Capture, review: string, baselines: string): { from: string; to: string } {
  if (!capture.images.actual)
    throw new Refusal(`Refused: "${capture.storyId}" (${capture.engine}, ${capture.viewport}) has no new picture to accept.`);
  const engineDir = resolve(baselines, capture.engine);
  const to = resolve(engineDir, capture.file);
  if (
    !(ENGINES as readonly string[]).includes(capture.engine) ||
    dirname(to) !== engineDir ||
    !capture.file.endsWith('.png') ||
    !inside(baselines, to)
  )
    throw new Refusal(`Refused: "${to}" is outside the baselines (${baselines}); nothing was written.`, 403);
  const from = resolve(review, capture.images.actual);
  if (!inside(review, from))
    throw new Refusal(`Refused: "${from}" is outside the review's pictures (${review}); nothing was written.`, 403);
  return { from, to };
}

const NO_FOLLOW = constants.O_NOFOLLOW;
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Refuses a symbolic link on any segment of `path` below the project root (every segment, for a folder moved
 * outside the project with VISUAL_REVIEW_DIR or VISUAL_BASELINES): a link committed under the baselines would
 * let an accept write any file the user can write, and one in the review folder copy any readable file in.
 */
export function refuseLinks(root: string, path: string) {
  const top = inside(root, path) ? root : parse(path).root;
  let at = top;
  for (const part of relative(top, path).split(sep)) {
    at = join(at, part);
    try {
      if (!lstatSync(at).isSymbolicLink()) continue;
    } catch (error) {
      // What is not there yet is created by the accept itself, as a plain folder or file.
      if (isMissing(error)) return;
      throw error;
    }
    throw new Refusal(
      `Refused: "${at}" is a symbolic link; the review writes and reads no picture through a link. Nothing was written.`,
      403,
    );
  }
}

/** A file's bytes, refusing a link even if one appears after the check (O_NOFOLLOW); undefined when it is not there. */
export function readPlain(path: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Refusal(`Refused: "${path}" is not a plain file; nothing was written.`, 403);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Writes a new file beside `to` and renames it over: a rename replaces a link at `to` instead of writing through it. */
export function writePlain(to: string, bytes: Buffer) {
  const temporary = `${to}.${process.pid}.accepting`;
  rmSync(temporary, { force: true });
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o644);
  try {
    writeSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, to);
}

/** Who accepts, as git would name the author of the commit that carries the pictures. */
export function whoAccepts(root: string): string {
  const git = (key: string) => {
    try {
      return execFileSync('git', ['config', key], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const name = git('user.name');
  const email = git('user.email');
  if (!name && !email) return 'unknown (no user.name in git config)';
  return email ? `${name} <${email}>`.trim() : name;
}

interface Copy {
  capture: Capture;
  to: string;
  bytes: Buffer;
  before: string | null;
}

/**
 * Everything an accept of one capture needs, checked before any file is written: the paths inside their
 * folders, no link on either, the new picture there, and the baseline still the one the run compared against.
 */
function prepare(capture: Capture, root: string, review: string, baselines: string): Copy {
  const { from, to } = acceptPaths(capture, review, baselines);
  refuseLinks(root, from);
  refuseLinks(root, to);
  const bytes = readPlain(from);
  if (!bytes) throw new Refusal(`Refused: the new picture "${from}" is gone; run the story's check again.`, 410);
  const picture = `${capture.engine} ${capture.viewport} baseline of "${capture.storyId}"`;
  if (capture.baselineHash === undefined)
    throw new Refusal(
      `Refused: the last run did not record which ${picture} it compared against (a record from before accepts checked it). Run the story's check again; nothing was written.`,
      409,
    );
  const current = readPlain(to);
  const before = current ? sha256(current) : null;
  if (before !== capture.baselineHash)
    throw new Refusal(
      `Refused: the ${picture} changed since the run compared against it (pulled or accepted since). Run the story's check again; nothing was written.`,
      409,
    );
  return { capture, to, bytes, before };
}

const pictureKey = (picture: PictureRef) => `${picture.storyId}|${picture.engine}|${picture.viewport}`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const where = (captures: Capture[]) => captures.map((capture) => `${capture.engine} ${capture.viewport}`).join(', ');

/** "Accept all changes" writes only the list the designer was shown and confirmed, and only while it is still what is waiting. */
function refuseUnconfirmed(pending: Capture[], pictures: PictureRef[] | undefined) {
  if (pictures === undefined)
    throw new Refusal('Refused: confirm the list of pictures "Accept all changes" writes first; nothing was written.');
  const listed = new Set(pictures.map(pictureKey));
  if (listed.size !== pending.length || pending.some((capture) => !listed.has(pictureKey(capture))))
    throw new Refusal(
      `Refused: the changes waiting are not the list you confirmed (${pending.length} now, ${listed.size} listed). Look at the list again; nothing was written.`,
      409,
    );
}

/** Why an action wrote nothing, in the designer's words. */
function nothingDone(decision: 'accepted' | 'left', chosen: Capture[], selection: Selection): string {
  const lead = decision === 'accepted' ? 'Nothing was written' : 'Nothing to leave';
  if (selection.storyId === undefined) return `${lead}: no change is waiting.`;
  const differing = chosen.filter((capture) => capture.verdict === 'changed' || capture.verdict === 'new');
  if (differing.length === 0)
    return `${lead}: ${selection.viewport === undefined ? 'no picture of this story differs' : `${where(chosen)} does not differ`} from its baseline.`;
  return `${lead}: ${selection.viewport === undefined ? 'every changed picture of this story is' : `${where(differing)} is`} accepted already.`;
}

/**
 * Accepts (writes each new picture over its baseline, and a line each in the accept record) or leaves the named
 * captures. A story's accept takes its changed pictures not accepted yet, left ones too (pressed on the story, it
 * is a change of mind); "Accept all changes" takes only the undecided ones, as confirmed.
 */
export function decide(root: string, selection: Selection, decision: 'accepted' | 'left'): DecisionAnswer {
  const review = reviewDir(root);
  const baselines = baselinesDir(root);
  const record = readRecord(review);
  const chosen = select(record, selection);
  const acting =
    selection.storyId === undefined
      ? chosen
      : chosen.filter((capture) => (capture.verdict === 'changed' || capture.verdict === 'new') && capture.decision !== 'accepted');
  if (selection.storyId === undefined && decision === 'accepted') refuseUnconfirmed(acting, selection.pictures);
  if (acting.length === 0) return { record, accepted: readAccepted(root), written: 0, message: nothingDone(decision, chosen, selection) };

  const log = acceptedFile(root);
  const lines: AcceptedLine[] = [];
  if (decision === 'accepted') {
    // Every capture is checked before the first file is written: a refusal leaves every baseline as it was.
    refuseLinks(root, log);
    const copies = acting.map((capture) => prepare(capture, root, review, baselines));
    const by = whoAccepts(root);
    const at = new Date().toISOString();
    for (const { capture, to, bytes, before } of copies) {
      mkdirSync(dirname(to), { recursive: true });
      writePlain(to, bytes);
      lines.push({
        storyId: capture.storyId,
        platform: process.platform,
        engine: capture.engine,
        viewport: capture.viewport,
        by,
        at,
        before,
        after: sha256(bytes),
      });
    }
    mkdirSync(dirname(log), { recursive: true });
    const fd = openSync(log, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NO_FOLLOW, 0o644);
    try {
      writeSync(fd, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    } finally {
      closeSync(fd);
    }
  }
  const named = new Set(acting);
  const updated: ReviewRecord = {
    baselines: listBaselines(baselines),
    captures: record.captures.map((capture) => (named.has(capture) ? { ...capture, decision } : capture)),
  };
  writeRecord(review, updated);
  const n = acting.length;
  const pictures = `${n} ${plural(n, 'picture', 'pictures')}`;
  const listed = selection.storyId === undefined ? '' : ` (${where(acting)})`;
  const record_ = relative(root, log).split(sep).join('/');
  const message =
    decision === 'accepted'
      ? `Accepted ${pictures}${listed}: ${plural(n, 'it is the baseline', 'they are the baselines')} now. Commit ${plural(n, 'it', 'them')} with ${record_}.`
      : `Left as it is: nothing was written; the ${plural(n, 'baseline', 'baselines')} of ${pictures}${listed} ${plural(n, 'stays as it was', 'stay as they were')}.`;
  return { record: updated, accepted: readAccepted(root), written: decision === 'accepted' ? n : 0, message };
}

/** The test title the visual check gives a story (`<title> / <name>`), refusing one the Storybook does not capture. */
export function runTitle(entries: Record<string, IndexEntry>, storyId: string): string {
  const entry = Object.values(entries).find((candidate) => candidate.id === storyId && candidate.type === 'story');
  if (!entry) throw new Refusal(`Refused: there is no story "${storyId}" in this Storybook.`, 404);
  if (entry.tags?.includes('no-visual'))
    throw new Refusal(`Refused: "${entry.title} / ${entry.name}" is tagged no-visual, so the visual check never shoots it.`);
  return `${entry.title} / ${entry.name}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How long one story's check may take before it is stopped: two workers shoot its pictures, and each test
 * has 120 s (playwright.config.ts), so a stuck picture fails well inside it.
 */
const RUN_LIMIT_MS = Number(process.env.VISUAL_REVIEW_RUN_LIMIT_MS ?? 300_000);

/** Runs the visual check of one story in every engine against this dev server; resolves when the record is written. */
function runStory(root: string, storybookUrl: string, entries: Record<string, IndexEntry>, storyId: string): Promise<ReviewRecord> {
  const title = runTitle(entries, storyId);
  const review = reviewDir(root);
  mkdirSync(review, { recursive: true });
  const index = join(review, 'dev-index.json');
  writeFileSync(index, JSON.stringify({ entries }));
  const cli = createRequire(join(root, 'package.json')).resolve('@playwright/test/cli');
  // Every engine found (each is a project of playwright.config.ts), unless VISUAL_REVIEW_ENGINES narrows it.
  const found = enginesHere();
  const engines = (process.env.VISUAL_REVIEW_ENGINES?.split(',').filter(Boolean) ?? found).flatMap((engine) => ['--project', engine]);
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        'test',
        '--update-snapshots=none',
        // The line reporter says which picture it is on: the end of it is what the panel shows if the check fails.
        '--reporter=line,./addons/visual-review/reporter.ts',
        ...engines,
        '-g',
        `(^| )${escape(title)}$`,
      ],
      {
        cwd: root,
        env: { ...process.env, VISUAL_STORYBOOK_URL: storybookUrl, VISUAL_STORYBOOK_INDEX: index, FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let overdue = false;
    // Interrupted as Ctrl+C would (Playwright closes its browsers and reports), then killed if it does not stop.
    const limit = setTimeout(() => {
      overdue = true;
      child.kill('SIGINT');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
    }, RUN_LIMIT_MS);
    child.on('error', (error) => {
      clearTimeout(limit);
      fail(error);
    });
    // Exit 1 is a picture that differs: recorded, and the panel shows it. Only a run that recorded nothing fails.
    child.on('close', () => {
      clearTimeout(limit);
      const record = readRecord(review);
      const tail = output.trim() || 'no output';
      if (overdue) fail(new Error(`The visual check of "${title}" did not finish in ${RUN_LIMIT_MS / 1000} s and was stopped:\n${tail}`));
      else if (record.captures.some((capture) => capture.storyId === storyId)) done(record);
      else fail(new Error(`The visual check of "${title}" recorded nothing:\n${tail}`));
    });
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Only this machine, addressed by a loopback name, from a page this machine serves: no other host; no other
 * site's page in the designer's browser; and no foreign name resolved to 127.0.0.1 (DNS rebinding), which
 * passes the first two checks on a plain GET of /state and on a same-origin POST.
 */
export function refuseCaller(
  remoteAddress: string | undefined,
  origin: string | undefined,
  host: string | undefined,
  /** Who refuses, in the refusal's words (the conformance review reuses these guards). */
  who = 'the visual review',
  /** What a foreign page may not do. */
  what = 'change the baselines',
) {
  if (!remoteAddress || !LOOPBACK.has(remoteAddress)) throw new Refusal(`Refused: ${who} answers this machine only.`, 403);
  const hostname = host !== undefined && URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : '';
  if (!LOCAL_NAMES.includes(hostname))
    throw new Refusal(
      `Refused: ${who} answers requests addressed to ${LOCAL_NAMES.join(', ').replace(/, ([^,]*)$/, ' or $1')} only (this one: ${host ?? 'no Host'}).`,
      403,
    );
  if (origin !== undefined) {
    const host = URL.canParse(origin) ? new URL(origin).hostname : '';
    if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) throw new Refusal(`Refused: a page from ${origin} may not ${what}.`, 403);
  }
}

async function body(req: IncomingMessage): Promise<Selection> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    // A confirmed list of every picture of every engine (about 350) is some 35 kB.
    if (text.length > 200_000) throw new Refusal('Refused: the request is too large.', 413);
  }
  const parsed: unknown = text ? JSON.parse(text) : {};
  const pick = (from: unknown, name: string) => {
    const value = (from as Record<string, unknown>)[name];
    if (value !== undefined && typeof value !== 'string') throw new Refusal(`Refused: "${name}" must be text.`);
    return value;
  };
  const list = (parsed as Record<string, unknown>).pictures;
  if (list !== undefined && !Array.isArray(list)) throw new Refusal('Refused: "pictures" must be a list.');
  const pictures = list?.map((item: unknown) => {
    const [storyId, engine, viewport] = ['storyId', 'engine', 'viewport'].map((name) => pick(item, name) ?? '');
    return { storyId: storyId ?? '', engine: engine ?? '', viewport: viewport ?? '' };
  });
  return { storyId: pick(parsed, 'storyId'), engine: pick(parsed, 'engine'), viewport: pick(parsed, 'viewport'), pictures };
}

/** The middleware preset.ts mounts at /visual-review-api on the dev server. */
export function reviewMiddleware(root: string) {
  // The check running now, or how the last one ended: the panel polls /state for it.
  let run: RunStatus | undefined;
  const send = (res: ServerResponse, status: number, payload: unknown) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(payload));
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        refuseCaller(req.socket.remoteAddress, req.headers.origin, req.headers.host);
        const path = (req.url ?? '/').split('?')[0];
        if (req.method === 'GET' && path === '/state')
          // The baselines as they are now, even before any run was recorded here.
          return send(res, 200, {
            live: true,
            run,
            record: { ...readRecord(reviewDir(root)), baselines: listBaselines(baselinesDir(root)) },
            accepted: readAccepted(root),
          } satisfies LiveState);
        if (req.method !== 'POST') throw new Refusal(`Refused: ${req.method ?? ''} ${path} is not an action of the visual review.`, 405);
        if (req.headers['content-type'] !== 'application/json') throw new Refusal('Refused: actions are sent as JSON.', 415);
        const selection = await body(req);
        if (path === '/accept' || path === '/leave') {
          if (selection.storyId === undefined) throw new Refusal('Refused: name the story (or use accept-all).');
          return send(res, 200, decide(root, { ...selection, pictures: undefined }, path === '/accept' ? 'accepted' : 'left'));
        }
        if (path === '/accept-all') return send(res, 200, decide(root, { pictures: selection.pictures }, 'accepted'));
        if (path === '/run') {
          if (run && !run.endedAt) throw new Refusal(`Refused: the check of "${run.storyId}" is still running.`, 409);
          if (!selection.storyId) throw new Refusal('Refused: name the story to run.');
          const started: RunStatus = { storyId: selection.storyId, startedAt: new Date().toISOString() };
          const previous = run;
          run = started;
          let entries: Record<string, IndexEntry>;
          const url = `http://localhost:${req.socket.localPort ?? ''}`;
          try {
            entries = ((await (await fetch(`${url}/index.json`)).json()) as { entries: Record<string, IndexEntry> }).entries;
            runTitle(entries, started.storyId);
          } catch (error) {
            run = previous;
            throw error;
          }
          // Answered now, followed through /state: a check outlives a request, a tab or a reload of the page.
          void runStory(root, url, entries, started.storyId).then(
            () => (run = { ...started, endedAt: new Date().toISOString() }),
            (error: unknown) =>
              (run = { ...started, endedAt: new Date().toISOString(), error: error instanceof Error ? error.message : String(error) }),
          );
          return send(res, 202, { run });
        }
        throw new Refusal(`Refused: ${path} is not an action of the visual review.`, 404);
      } catch (error) {
        if (error instanceof Refusal) return send(res, error.status, { error: error.message });
        send(res, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  };
}
