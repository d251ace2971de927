/** The review's one dev-server module: every route under /review, behind one set of guards (record 52). */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

import type { IndexEntry, StoryIndex } from 'storybook/internal/types';

import { enginesHere } from '../../scripts/browser.mjs';
import {
  buildReport,
  earlReport,
  readVerdicts,
  recordedVerdicts,
  type Report,
  VERDICT_OUTCOMES,
  type Verdict,
  verdictLines,
  VERDICTS_FILE,
} from '../../scripts/conformance.mjs';

import { inside, project, readPlain, Refusal, writePlain } from './files.mjs';
import { acceptedFile, baselinesDir, listBaselines, readAccepted, readRecord, recordOrEmpty, reviewDir, writeRecord } from './record.ts';
import {
  type AcceptedLine,
  type Capture,
  type DecisionAnswer,
  differs,
  ENGINES,
  type LiveReport,
  needsReview,
  type PictureRef,
  type ReviewRecord,
  type ReviewState,
  type RunStatus,
  STATE_FILE,
  type VerdictInput,
} from './review.ts';

/** One engine and viewport, one story's all, or (no story) every pending one, taken only as `pictures` confirms. */
export interface Selection {
  storyId?: string;
  engine?: string;
  viewport?: string;
  pictures?: PictureRef[];
}

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
  // An engine's folder is one level inside the baselines: a file right inside it is inside them.
  if (!(ENGINES as readonly string[]).includes(capture.engine) || dirname(to) !== engineDir || !capture.file.endsWith('.png'))
    throw new Refusal(`Refused: "${to}" is outside the baselines (${baselines}); nothing was written.`, 403);
  const from = resolve(review, capture.images.actual);
  if (!inside(review, from))
    throw new Refusal(`Refused: "${from}" is outside the review's pictures (${review}); nothing was written.`, 403);
  return { from, to };
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Who accepts, as git would name the author of the commit that carries the pictures. */
function whoAccepts(root: string): string {
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

/** An accept of one capture, checked before any file is written: the baseline still the one the run compared against. */
function prepare(capture: Capture, root: string, review: string, baselines: string) {
  const { from, to } = acceptPaths(capture, review, baselines);
  const bytes = readPlain(root, from);
  if (!bytes) throw new Refusal(`Refused: the new picture "${from}" is gone; run the story's check again.`, 410);
  const picture = `${capture.engine} ${capture.viewport} baseline of "${capture.storyId}"`;
  if (capture.baselineHash === undefined)
    throw new Refusal(
      `Refused: the last run did not record which ${picture} it compared against (a record from before accepts checked it). Run the story's check again; nothing was written.`,
      409,
    );
  const current = readPlain(root, to);
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
  const differing = chosen.filter(differs);
  if (differing.length === 0)
    return `${lead}: ${selection.viewport === undefined ? 'no picture of this story differs' : `${where(chosen)} does not differ`} from its baseline.`;
  return `${lead}: ${selection.viewport === undefined ? 'every changed picture of this story is' : `${where(differing)} is`} accepted already.`;
}

/**
 * Accepts or leaves the named captures: a story's accept takes its changed pictures not accepted yet, left ones too (a
 * change of mind); "Accept all changes" takes only the undecided ones, as confirmed.
 */
export function decide(root: string, selection: Selection, decision: 'accepted' | 'left'): DecisionAnswer {
  const review = reviewDir(root);
  const baselines = baselinesDir(root);
  const record = recordOrEmpty(review, root);
  const chosen = select(record, selection);
  const acting = selection.storyId === undefined ? chosen : chosen.filter((capture) => differs(capture) && capture.decision !== 'accepted');
  if (selection.storyId === undefined && decision === 'accepted') refuseUnconfirmed(acting, selection.pictures);
  if (acting.length === 0)
    return { record, accepted: readAccepted(root).accepted, written: 0, message: nothingDone(decision, chosen, selection) };

  const log = acceptedFile(root);
  if (decision === 'accepted') {
    // Every capture, and the accept record (a link there refuses), is checked before the first file is written: a
    // refusal leaves every baseline as it was.
    readPlain(root, log);
    const copies = acting.map((capture) => prepare(capture, root, review, baselines));
    const by = whoAccepts(root);
    const at = new Date().toISOString();
    const lines = copies.map(({ capture: { storyId, engine, viewport }, to, bytes, before }): AcceptedLine => {
      writePlain(root, to, bytes);
      return { storyId, platform: process.platform, engine, viewport, by, at, before, after: sha256(bytes) };
    });
    // Added after whatever the record holds, a line it cannot read included (a conflict left in it).
    writePlain(root, log, lines.map((line) => `${JSON.stringify(line)}\n`).join(''), true);
  }
  const named = new Set(acting);
  const updated: ReviewRecord = {
    baselines: listBaselines(baselines),
    captures: record.captures.map((capture) => (named.has(capture) ? { ...capture, decision } : capture)),
  };
  writeRecord(review, updated, root);
  const n = acting.length;
  const pictures = `${n} ${plural(n, 'picture', 'pictures')}`;
  const listed = selection.storyId === undefined ? '' : ` (${where(acting)})`;
  const message =
    decision === 'accepted'
      ? `Accepted ${pictures}${listed}: ${plural(n, 'it is the baseline', 'they are the baselines')} now. Commit ${plural(n, 'it', 'them')} with ${project(root, log)}.`
      : `Left as it is: nothing was written; the ${plural(n, 'baseline', 'baselines')} of ${pictures}${listed} ${plural(n, 'stays as it was', 'stay as they were')}.`;
  return { record: updated, accepted: readAccepted(root).accepted, written: decision === 'accepted' ? n : 0, message };
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

/** Two workers shoot a story's pictures, each test within 120 s (playwright.config.ts): a stuck one fails inside this. */
const RUN_LIMIT_MS = Number(process.env.VISUAL_REVIEW_RUN_LIMIT_MS ?? 300_000);

/** Runs the visual check of one story against this dev server, in every engine found unless VISUAL_REVIEW_ENGINES narrows it. */
function runStory(root: string, storybookUrl: string, title: string, storyId: string): Promise<void> {
  const review = reviewDir(root);
  const cli = createRequire(join(root, 'package.json')).resolve('@playwright/test/cli');
  const engines = (process.env.VISUAL_REVIEW_ENGINES?.split(',').filter(Boolean) ?? enginesHere()).flatMap((engine) => [
    '--project',
    engine,
  ]);
  // The line reporter says which picture it is on: the end of it is what the panel shows if the check fails.
  const args = [
    cli,
    'test',
    '--update-snapshots=none',
    '--reporter=line,./addons/review/reporter.ts',
    ...engines,
    '-g',
    `(^| )${escape(title)}$`,
  ];
  const env = {
    ...process.env,
    VISUAL_STORYBOOK_URL: storybookUrl,
    VISUAL_STORYBOOK_INDEX: join(review, 'dev-index.json'),
    FORCE_COLOR: '0',
  };
  return new Promise((done, fail) => {
    // Past the limit it is interrupted as Ctrl+C would (Playwright closes its browsers and reports), then killed.
    const options = { cwd: root, env, timeout: RUN_LIMIT_MS, killSignal: 'SIGINT' as const, maxBuffer: 2 ** 28 };
    const child = execFile(process.execPath, args, options, (error, stdout, stderr) => {
      clearTimeout(kill);
      const tail = `${stdout}${stderr}`.trim().slice(-4000) || 'no output';
      // Exit 1 is a picture that differs: recorded, and the panel shows it. Only a run that recorded nothing fails.
      if (error?.killed)
        fail(new Error(`The visual check of "${title}" did not finish in ${RUN_LIMIT_MS / 1000} s and was stopped:\n${tail}`));
      else if (readRecord(review, root).record?.captures.some((capture) => capture.storyId === storyId)) done();
      else fail(new Error(`The visual check of "${title}" recorded nothing:\n${tail}`));
    });
    const kill = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS + 10_000).unref();
  });
}

/** The verdict file as the report reads it, and the hash of its bytes (what the form was shown). */
function verdictFile(root: string, report: Report) {
  const read = readVerdicts(
    root,
    report.criteria.map((result) => result.id),
    report.scope.sample.map((page) => page.id),
  );
  return { ...read, base: sha256(read.bytes ?? '') };
}

/** Reads one field of a request's object: text, or absent where that is allowed. */
function field(from: Record<string, unknown>, name: string, required = false) {
  const value = from[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') throw new Refusal(`Refused: "${name}" must be text; nothing was written.`);
  return value;
}

/** The request's verdict: its fields, each text, an outcome of the report's, an observation. */
function parseVerdict(parsed: Record<string, unknown>): VerdictInput {
  const criterion = field(parsed, 'criterion', true) ?? '';
  const outcome = field(parsed, 'outcome', true) ?? '';
  if (!(VERDICT_OUTCOMES as readonly string[]).includes(outcome))
    throw new Refusal(`Refused: "${outcome}" is not an outcome (${VERDICT_OUTCOMES.join(', ')}).`);
  const observation = (field(parsed, 'observation', true) ?? '').trim();
  if (observation === '') throw new Refusal('Refused: say what you observed; nothing was written.');
  const page = field(parsed, 'page');
  return { criterion, page, outcome: outcome as VerdictInput['outcome'], observation, base: field(parsed, 'base', true) ?? '' };
}

/**
 * Writes the verdict as git's user, dated now, on a criterion and page of the report, unless scripts/conformance.mjs
 * refuses it (refuseVerdict). A verdict file with a line it cannot read is never rewritten: that line is named.
 */
function recordVerdict(root: string, input: VerdictInput, now = new Date()): LiveReport {
  const report = buildReport(root);
  const { base, comment, verdicts, damaged } = verdictFile(root, report);
  if (damaged.length > 0)
    throw new Refusal(`Refused: ${damaged.map((item) => item.problem).join(' ')} Mend ${VERDICTS_FILE} first; nothing was written.`, 409);
  if (!report.criteria.some((result) => result.id === input.criterion))
    throw new Refusal(`Refused: "${input.criterion}" is not a WCAG 2.2 A or AA criterion of the report.`, 404);
  if (input.page !== undefined && !report.scope.sample.some((page) => page.id === input.page))
    throw new Refusal(`Refused: "${input.page}" is not a page of the sample.`);
  const { base: shown, ...given } = input;
  if (shown !== base)
    throw new Refusal(
      `Refused: ${VERDICTS_FILE} changed since this page read it (pulled or recorded since). Reload; nothing was written.`,
      409,
    );
  const verdict: Verdict = { ...given, evaluator: whoAccepts(root), date: now.toISOString() };
  const recorded = recordedVerdicts(root, report, verdicts, verdict);
  if ('refusal' in recorded) throw new Refusal(recorded.refusal, 409);
  const bytes = Buffer.from(verdictLines(comment, recorded.verdicts));
  writePlain(root, resolve(root, VERDICTS_FILE), bytes);
  const where = input.page === undefined ? 'the whole sample' : input.page;
  return {
    report: buildReport(root),
    base: sha256(bytes),
    outcomes: VERDICT_OUTCOMES,
    message: `Recorded: ${verdict.criterion} ${verdict.outcome} on ${where}, by ${verdict.evaluator}. Commit ${VERDICTS_FILE}.`,
  };
}

/** A capture's message with the project's own paths, never the machine's (the static build publishes it). */
const relativePaths = (root: string, text: string | undefined) => text?.replaceAll(`${resolve(root)}/`, '');

/** The review's state as the panel reads it: the last run (if any), the baselines as they are now, the accept record. */
export function reviewState(root: string, live: boolean, run?: RunStatus): ReviewState {
  const { record, damage } = readRecord(reviewDir(root), root);
  const accepted = readAccepted(root);
  const captures = (record?.captures ?? []).map((capture) => ({ ...capture, message: relativePaths(root, capture.message) }));
  return {
    live,
    ...(run ? { run } : {}),
    recorded: record !== undefined,
    record: { captures, baselines: listBaselines(baselinesDir(root)) },
    accepted: accepted.accepted,
    damage: [...damage, ...accepted.damage],
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A loopback peer and Host (no DNS rebinding), a request the browser says no other site made (Fetch Metadata:
 * `Sec-Fetch-Site` same-origin, or none for one typed in; GETs too, so an <img> elsewhere makes the server do nothing),
 * and an Origin of exactly this server, or none on a read (record 52).
 */
export function refuseCaller(
  req: Pick<IncomingMessage, 'method' | 'headers'> & { socket: { remoteAddress?: string; localPort?: number } },
) {
  const { remoteAddress, localPort } = req.socket;
  if (!remoteAddress || !LOOPBACK.has(remoteAddress)) throw new Refusal('Refused: the review answers this machine only.', 403);
  const { host, origin } = req.headers;
  const hostname = host !== undefined && URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : '';
  if (!LOCAL_NAMES.includes(hostname))
    throw new Refusal(
      `Refused: the review answers requests addressed to ${LOCAL_NAMES.join(', ').replace(/, ([^,]*)$/, ' or $1')} only (this one: ${host ?? 'no Host'}).`,
      403,
    );
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    throw new Refusal(
      `Refused: the review answers its own page only (this request came from a page of another ${site === 'same-site' ? 'port or name of this machine' : 'site'}).`,
      403,
    );
  if (origin === undefined) {
    if (req.method === 'GET') return;
    throw new Refusal('Refused: an action must come from the Storybook page (it sent no Origin).', 403);
  }
  const own = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!own || own.protocol !== 'http:' || !LOCAL_NAMES.includes(own.hostname) || own.port !== String(localPort) || own.origin !== origin)
    throw new Refusal(`Refused: a page from ${origin} is not this Storybook; it may not use the review.`, 403);
}

/** A confirmed list of every picture of every engine (about 350) is some 35 kB; an observation a few sentences. */
const MAX_BODY = 200_000;
/** Past this, the refusal is sent and the connection closed rather than the body read to its end. */
const MAX_DRAIN = 16 * MAX_BODY;

/** The request's body: JSON, bounded, decoded as a whole as UTF-8, and an object (never null, a list or a value). */
async function body(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown>> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new Refusal('Refused: actions are sent as JSON.', 415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
    else if (size > MAX_DRAIN) {
      res.setHeader('Connection', 'close');
      break;
    }
  }
  // Read to its end (and dropped) so the answer reaches the sender instead of a reset connection.
  if (size > MAX_BODY) throw new Refusal(`Refused: the request is too large (over ${MAX_BODY} bytes); nothing was written.`, 413);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new Refusal('Refused: the request is not UTF-8; nothing was written.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal('Refused: the request is not JSON; nothing was written.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Refusal('Refused: the request is not a JSON object; nothing was written.');
  return parsed as Record<string, unknown>;
}

/** Which pictures an action names, each field text. */
function selection(parsed: Record<string, unknown>): Selection {
  const list = parsed.pictures;
  if (list !== undefined && !Array.isArray(list)) throw new Refusal('Refused: "pictures" must be a list.');
  const pictures = list?.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw new Refusal('Refused: each of "pictures" must be an object.');
    const read = (name: string) => field(item as Record<string, unknown>, name) ?? '';
    return { storyId: read('storyId'), engine: read('engine'), viewport: read('viewport') };
  });
  return { storyId: field(parsed, 'storyId'), engine: field(parsed, 'engine'), viewport: field(parsed, 'viewport'), pictures };
}

/** A picture the panel shows: a review picture (/images/<engine>/<file>) or a baseline (/baselines/<engine>/<file>). */
export function picture(root: string, path: string): Buffer | undefined {
  const [folder, engine = '', file = ''] = path.split('/').slice(1);
  if (!(ENGINES as readonly string[]).includes(engine) || !/^[\w.-]+\.png$/.test(file) || file.startsWith('.')) return undefined;
  const base = folder === 'images' ? join(reviewDir(root), 'images') : folder === 'baselines' ? baselinesDir(root) : undefined;
  return base === undefined ? undefined : readPlain(root, join(base, engine, file));
}

/** The middleware preset.ts mounts at /review on the dev server. */
export function reviewMiddleware(root: string) {
  // The check running now, or how the last one ended: the panel polls state.json for it.
  let run: RunStatus | undefined;
  const send = (res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(JSON.stringify(payload, null, 1));
  };
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> | void> = {
    [`GET /${STATE_FILE}`]: (_req, res) => send(res, 200, reviewState(root, true, run)),
    // A record that cannot be read is named in the report (its problems), which reads on without it.
    'GET /report': (_req, res) => {
      const report = buildReport(root);
      send(res, 200, { report, base: verdictFile(root, report).base, outcomes: VERDICT_OUTCOMES } satisfies LiveReport);
    },
    'GET /report.earl.json': (_req, res) =>
      send(res, 200, earlReport(buildReport(root)), { 'Content-Disposition': 'attachment; filename="finzap-conformance.earl.json"' }),
    'GET /images': (_req, res, path) => sendPicture(res, picture(root, decodeURIComponent(path))),
    'POST /verdict': async (req, res) => send(res, 200, recordVerdict(root, parseVerdict(await body(req, res)))),
    'POST /accept': async (req, res, path) => {
      const chosen = selection(await body(req, res));
      if (chosen.storyId === undefined) throw new Refusal('Refused: name the story (or use accept-all).');
      send(res, 200, decide(root, { ...chosen, pictures: undefined }, path === '/accept' ? 'accepted' : 'left'));
    },
    'POST /accept-all': async (req, res) =>
      send(res, 200, decide(root, { pictures: selection(await body(req, res)).pictures }, 'accepted')),
    'POST /run': async (req, res) => {
      const { storyId } = selection(await body(req, res));
      if (run && !run.endedAt) throw new Refusal(`Refused: the check of "${run.storyId}" is still running.`, 409);
      if (!storyId) throw new Refusal('Refused: name the story to run.');
      const started: RunStatus = { storyId, startedAt: new Date().toISOString() };
      const previous = run;
      run = started;
      let title: string;
      const url = `http://localhost:${req.socket.localPort ?? ''}`;
      try {
        const { entries } = (await (await fetch(`${url}/index.json`)).json()) as StoryIndex;
        title = runTitle(entries, storyId);
        // The index the check reads its stories from; written here, so a refusal (a link) is this request's answer.
        writePlain(root, join(reviewDir(root), 'dev-index.json'), JSON.stringify({ entries }));
      } catch (error) {
        run = previous;
        throw error;
      }
      // Answered now, followed through state.json: a check outlives a request, a tab or a reload of the page.
      void runStory(root, url, title, storyId).then(
        () => (run = { ...started, endedAt: new Date().toISOString() }),
        (error: unknown) =>
          (run = { ...started, endedAt: new Date().toISOString(), error: error instanceof Error ? error.message : String(error) }),
      );
      send(res, 202, { run });
    },
  };
  routes['POST /leave'] = routes['POST /accept'] as (typeof routes)[string];
  // `picture()` tells a run's pictures from the approved ones by their folder.
  routes['GET /baselines'] = routes['GET /images'] as (typeof routes)[string];
  const sendPicture = (res: ServerResponse, bytes: Buffer | undefined) => {
    if (!bytes) return send(res, 404, { error: 'No such picture.' });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', 'no-store');
    res.end(bytes);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        refuseCaller(req);
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const folder = /^\/(images|baselines)\//.exec(path)?.[0].slice(0, -1);
        const route = routes[`${req.method ?? ''} ${folder ?? path}`];
        if (!route) throw new Refusal(`Refused: ${req.method ?? ''} ${path} is not a route of the review.`, 404);
        await route(req, res, path);
      } catch (error) {
        if (error instanceof Refusal) return send(res, error.status, { error: error.message });
        send(res, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  };
}
