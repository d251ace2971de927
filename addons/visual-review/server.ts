/**
 * The review's dev-server part: run one story's visual check, accept its new pictures as baselines, or
 * leave them as they are. Only `storybook dev` mounts it (preset.ts, through Vite's dev server); it
 * answers loopback callers from a localhost page only, and writes nothing but baseline files of
 * pictures the last run took: anything else is refused with a sentence saying why.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { findFirefox, findWebKit } from '../../scripts/browser.mjs';

import { baselinesDir, listBaselines, readRecord, reviewDir, writeRecord } from './record.ts';
import { type Capture, ENGINES, type IndexEntry, type LiveState, needsReview, type ReviewRecord, type RunStatus } from './review.ts';

/** A request the review will not carry out; its message is shown to the designer as it is. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Which pictures a request names: one engine and viewport, one story's all, or (no story) every pending one. */
export interface Selection {
  storyId?: string;
  engine?: string;
  viewport?: string;
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
  return engine === undefined || viewport === undefined ? chosen.filter(needsReview) : chosen;
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
  if (!existsSync(from)) throw new Refusal(`Refused: the new picture "${from}" is gone; run the story's check again.`, 410);
  return { from, to };
}

/** Accepts (copies each new picture over its baseline) or leaves the named captures; returns the updated record. */
export function decide(root: string, selection: Selection, decision: 'accepted' | 'left'): ReviewRecord {
  const review = reviewDir(root);
  const baselines = baselinesDir(root);
  const record = readRecord(review);
  const chosen = select(record, selection);
  if (decision === 'accepted') {
    // Every path is checked before the first file is written: a refusal leaves every baseline as it was.
    const copies = chosen
      .filter((capture) => capture.verdict === 'changed' || capture.verdict === 'new')
      .map((capture) => acceptPaths(capture, review, baselines));
    for (const { from, to } of copies) {
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  const named = new Set(chosen);
  const updated: ReviewRecord = {
    baselines: listBaselines(baselines),
    captures: record.captures.map((capture) =>
      named.has(capture) && capture.verdict !== 'unchanged' ? { ...capture, decision } : capture,
    ),
  };
  writeRecord(review, updated);
  return updated;
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
  const found = ENGINES.filter((engine) => engine === 'chromium' || (engine === 'firefox' ? findFirefox() : findWebKit()));
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

/** Only this machine, from a page this machine serves: no other host, and no other site's page in the designer's browser. */
export function refuseCaller(remoteAddress: string | undefined, origin: string | undefined) {
  if (!remoteAddress || !LOOPBACK.has(remoteAddress)) throw new Refusal('Refused: the visual review answers this machine only.', 403);
  if (origin !== undefined) {
    const host = URL.canParse(origin) ? new URL(origin).hostname : '';
    if (!['localhost', '127.0.0.1', '[::1]'].includes(host))
      throw new Refusal(`Refused: a page from ${origin} may not change the baselines.`, 403);
  }
}

async function body(req: IncomingMessage): Promise<Selection> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 10_000) throw new Refusal('Refused: the request is too large.', 413);
  }
  const parsed: unknown = text ? JSON.parse(text) : {};
  const pick = (name: string) => {
    const value = (parsed as Record<string, unknown>)[name];
    if (value !== undefined && typeof value !== 'string') throw new Refusal(`Refused: "${name}" must be text.`);
    return value;
  };
  return { storyId: pick('storyId'), engine: pick('engine'), viewport: pick('viewport') };
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
        refuseCaller(req.socket.remoteAddress, req.headers.origin);
        const path = (req.url ?? '/').split('?')[0];
        if (req.method === 'GET' && path === '/state')
          // The baselines as they are now, even before any run was recorded here.
          return send(res, 200, {
            live: true,
            run,
            record: { ...readRecord(reviewDir(root)), baselines: listBaselines(baselinesDir(root)) },
          } satisfies LiveState);
        if (req.method !== 'POST') throw new Refusal(`Refused: ${req.method ?? ''} ${path} is not an action of the visual review.`, 405);
        if (req.headers['content-type'] !== 'application/json') throw new Refusal('Refused: actions are sent as JSON.', 415);
        const selection = await body(req);
        if (path === '/accept' || path === '/leave') {
          if (selection.storyId === undefined) throw new Refusal('Refused: name the story (or use accept-all).');
          return send(res, 200, { record: decide(root, selection, path === '/accept' ? 'accepted' : 'left') });
        }
        if (path === '/accept-all') return send(res, 200, { record: decide(root, {}, 'accepted') });
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
