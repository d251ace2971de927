/**
 * The conformance review's dev-server part: the report as it stands (the last `npm test`'s automatic results
 * merged with the verdicts on disk now), its EARL export, and the one action, recording a reviewer's verdict in
 * the committed verdict file. Only `storybook dev` mounts it (preset.ts). It reuses the visual review's guards:
 * loopback callers addressed as localhost from a localhost page only, no write through a link, a new file
 * renamed over the old, a stale file refused; the evaluator is git's user, as for an accepted picture.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import {
  buildReport,
  CRITERIA_FILE,
  earlReport,
  recordedVerdicts,
  SCOPE_FILE,
  type Verdict,
  VERDICT_OUTCOMES,
  VERDICTS_FILE,
} from '../../scripts/conformance.mjs';
import { readPlain, Refusal, refuseCaller, refuseLinks, whoAccepts, writePlain } from '../visual-review/server.ts';

import type { LiveReport, VerdictInput } from './api.ts';

const WHO = 'the conformance review';
/** An observation is a few sentences; a request far larger is not a verdict. */
const MAX_BODY = 20_000;

const sha256 = (bytes: Buffer | undefined) =>
  createHash('sha256')
    .update(bytes ?? '')
    .digest('hex');

/** The verdict file's bytes, never through a link. */
function readVerdicts(root: string) {
  const file = resolve(root, VERDICTS_FILE);
  refuseLinks(root, file);
  const bytes = readPlain(file);
  const parsed = bytes ? (JSON.parse(bytes.toString('utf8')) as { $comment?: string; verdicts?: Verdict[] }) : {};
  return { file, base: sha256(bytes), comment: parsed.$comment, verdicts: parsed.verdicts ?? [] };
}

/** The criteria and sample pages a verdict may name, read from the files the report reads. */
function known(root: string) {
  const read = (file: string) => JSON.parse(readPlain(resolve(root, file))?.toString('utf8') ?? '{}') as unknown;
  const { criteria } = read(CRITERIA_FILE) as { criteria: { id: string }[] };
  const { sample } = read(SCOPE_FILE) as { sample: { id: string }[] };
  return { criteria: new Set(criteria.map((criterion) => criterion.id)), pages: new Set(sample.map((page) => page.id)) };
}

/** The request's verdict, or a refusal saying what is wrong with it. */
function parseVerdict(text: string, root: string): VerdictInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal('Refused: the verdict is not JSON; nothing was written.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Refusal('Refused: the verdict is not a JSON object; nothing was written.');
  const field = (name: string, required = true) => {
    const value = (parsed as Record<string, unknown>)[name];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string') throw new Refusal(`Refused: "${name}" must be text; nothing was written.`);
    return value;
  };
  const { criteria, pages } = known(root);
  const criterion = field('criterion') ?? '';
  if (!criteria.has(criterion)) throw new Refusal(`Refused: "${criterion}" is not a WCAG 2.2 A or AA criterion of ${CRITERIA_FILE}.`, 404);
  const outcome = field('outcome') ?? '';
  if (!(VERDICT_OUTCOMES as readonly string[]).includes(outcome))
    throw new Refusal(`Refused: "${outcome}" is not an outcome (${VERDICT_OUTCOMES.join(', ')}).`);
  const page = field('page', false);
  if (page !== undefined && !pages.has(page)) throw new Refusal(`Refused: "${page}" is not a page of the sample in ${SCOPE_FILE}.`);
  const observation = (field('observation') ?? '').trim();
  if (observation === '') throw new Refusal('Refused: say what you observed; nothing was written.');
  return { criterion, page, outcome: outcome as VerdictInput['outcome'], observation, base: field('base') ?? '' };
}

/** Writes the verdict as git's user, dated now, unless scripts/conformance.mjs refuses it (refuseVerdict). */
function recordVerdict(root: string, input: VerdictInput, now = new Date()): LiveReport {
  const { file, base, comment, verdicts } = readVerdicts(root);
  if (input.base !== base)
    throw new Refusal(
      `Refused: ${VERDICTS_FILE} changed since this page read it (pulled or recorded since). Reload; nothing was written.`,
      409,
    );
  const verdict: Verdict = {
    criterion: input.criterion,
    ...(input.page === undefined ? {} : { page: input.page }),
    outcome: input.outcome,
    observation: input.observation,
    evaluator: whoAccepts(root),
    date: now.toISOString(),
  };
  const recorded = recordedVerdicts(root, verdicts, verdict);
  if ('refusal' in recorded) throw new Refusal(recorded.refusal, 409);
  const bytes = Buffer.from(`${JSON.stringify({ $comment: comment, verdicts: recorded.verdicts }, null, 2)}\n`);
  writePlain(file, bytes);
  const where = input.page === undefined ? 'the whole sample' : input.page;
  return {
    report: buildReport(root),
    base: sha256(bytes),
    outcomes: VERDICT_OUTCOMES,
    message: `Recorded: ${verdict.criterion} ${verdict.outcome} on ${where}, by ${verdict.evaluator}. Commit ${VERDICTS_FILE}.`,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) throw new Refusal('Refused: the request is too large.', 413);
  }
  return text;
}

/** The middleware preset.ts mounts at /conformance-api on the dev server. */
export function conformanceMiddleware(root: string) {
  const send = (res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(JSON.stringify(payload, null, 2));
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        refuseCaller(req.socket.remoteAddress, req.headers.origin, req.headers.host, WHO, 'record a verdict');
        const path = (req.url ?? '/').split('?')[0];
        if (req.method === 'GET' && path === '/report')
          return send(res, 200, {
            report: buildReport(root),
            base: readVerdicts(root).base,
            outcomes: VERDICT_OUTCOMES,
          } satisfies LiveReport);
        if (req.method === 'GET' && path === '/report.earl.json')
          return send(res, 200, earlReport(buildReport(root)), {
            'Content-Disposition': 'attachment; filename="finzap-conformance.earl.json"',
          });
        if (req.method !== 'POST' || path !== '/verdict')
          throw new Refusal(`Refused: ${req.method ?? ''} ${path} is not an action of the conformance review.`, 404);
        if (req.headers['content-type'] !== 'application/json') throw new Refusal('Refused: a verdict is sent as JSON.', 415);
        return send(res, 200, recordVerdict(root, parseVerdict(await readBody(req), root)));
      } catch (error) {
        if (error instanceof Refusal) return send(res, error.status, { error: error.message });
        send(res, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  };
}
