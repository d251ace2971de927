import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Verdict } from '../../scripts/conformance.mjs';

import type { LiveReport } from './review.ts';
import { reviewMiddleware } from './server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const VERDICTS = 'stories/conformance/verdicts.jsonl';
const EMPTY = `${JSON.stringify({ $comment: 'the reviewers’ verdicts' })}\n`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A scratch project: the criteria and scope as committed, an empty verdict file, a git user. */
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'conformance-review-'));
  execFileSync('git', ['init', '-q', root]);
  execFileSync('git', ['-C', root, 'config', 'user.name', 'Rita Reviewer']);
  execFileSync('git', ['-C', root, 'config', 'user.email', 'rita@example.org']);
  mkdirSync(join(root, 'stories/conformance'), { recursive: true });
  for (const file of ['criteria.json', 'scope.json'])
    cpSync(join(ROOT, 'stories/conformance', file), join(root, 'stories/conformance', file));
  writeFileSync(join(root, VERDICTS), EMPTY);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

interface Call {
  method?: string;
  url?: string;
  body?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** One request through the middleware, as Vite's dev server hands it over. */
function call({ method = 'POST', url = '/verdict', body = '', headers = {}, remoteAddress = '127.0.0.1' }: Call) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((done) => {
    const req = Object.assign(
      (function* () {
        if (body) yield Buffer.from(body);
      })(),
      {
        method,
        url,
        headers: { host: 'localhost:6006', origin: 'http://localhost:6006', 'content-type': 'application/json', ...headers },
        socket: { remoteAddress, localPort: 6006 },
      },
    ) as unknown as IncomingMessage;
    const res = {
      statusCode: 0,
      setHeader: () => undefined,
      end: (text: string) => done({ status: res.statusCode, body: JSON.parse(text) as Record<string, unknown> }),
    };
    reviewMiddleware(root)(req, res as unknown as ServerResponse);
  });
}

const verdict = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    criterion: '1.3.3',
    outcome: 'passed',
    observation: 'No instruction relies on shape or place.',
    base: sha256(EMPTY),
    ...overrides,
  });
const written = () => {
  const [comment, ...verdicts] = readFileSync(join(root, VERDICTS), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
  return { ...(comment as { $comment: string }), verdicts: verdicts as Verdict[] };
};

describe('recording a verdict', () => {
  it('writes it with the evaluator from git config and the date, and answers with the report it changed', async () => {
    const before = await call({ method: 'GET', url: '/report' });
    const criterion = (report: unknown) => (report as LiveReport['report']).criteria.find((result) => result.id === '1.3.3');
    expect(criterion(before.body.report)?.outcome).toBe('not checked');
    const answer = await call({ body: verdict() });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Recorded: 1.3.3 passed on the whole sample, by Rita Reviewer <rita@example.org>. Commit stories/conformance/verdicts.jsonl.',
    );
    // It carries the hash of what it covers as recorded, so it stands until that changes.
    expect(criterion(answer.body.report)).toMatchObject({ outcome: 'passed', recheck: false });
    const file = written();
    expect(file.$comment).toBe('the reviewers’ verdicts');
    expect(file.verdicts).toEqual([
      {
        criterion: '1.3.3',
        outcome: 'passed',
        observation: 'No instruction relies on shape or place.',
        evaluator: 'Rita Reviewer <rita@example.org>',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      },
    ]);
    expect(answer.body.base).toBe(sha256(readFileSync(join(root, VERDICTS), 'utf8')));
  });

  it('keeps one verdict per criterion and page: a second is refused while the first stands, and replaces it once it is to re-check', async () => {
    let base = (await call({ body: verdict() })).body.base;
    base = (await call({ body: verdict({ page: '/politica-de-cookies', outcome: 'failed', base }) })).body.base;
    const before = readFileSync(join(root, VERDICTS), 'utf8');
    const duplicate = await call({ body: verdict({ outcome: 'cannot tell', base }) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatch(/^Refused: 1\.3\.3 already has a current verdict on the whole sample \(passed, by Rita Reviewer/);
    expect(readFileSync(join(root, VERDICTS), 'utf8')).toBe(before);
    // What 1.3.3 covers changes (criteria.json's covers: content, among others): both verdicts are to re-check.
    mkdirSync(join(root, 'content'));
    writeFileSync(join(root, 'content/site.ts'), 'export const changed = true;\n');
    const recheck = await call({ body: verdict({ outcome: 'cannot tell', base }) });
    expect(recheck.status).toBe(200);
    expect(written().verdicts.map(({ criterion, page, outcome }) => ({ criterion, page, outcome }))).toEqual([
      { criterion: '1.3.3', page: '/politica-de-cookies', outcome: 'failed' },
      { criterion: '1.3.3', page: undefined, outcome: 'cannot tell' },
    ]);
    const result = (recheck.body.report as LiveReport['report']).criteria.find((item) => item.id === '1.3.3');
    // The page's failure stands, flagged: the page verdict was recorded over other content.
    expect(result).toMatchObject({ outcome: 'failed', recheck: true });
  });

  it('refuses where git cannot read what the verdict covers (no repository): it could never stand', async () => {
    rmSync(join(root, '.git'), { recursive: true });
    const answer = await call({ body: verdict() });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/git cannot read what the verdict covers here/);
    expect(readFileSync(join(root, VERDICTS), 'utf8')).toBe(EMPTY);
  });

  it('offers the report as EARL to download', async () => {
    const answer = await call({ method: 'GET', url: '/report.earl.json' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: 'Evaluation', defineScope: { wcagVersion: '2.2' } });
  });
});

describe('what it refuses, writing nothing', () => {
  it.each<{ refused: string; request: Call; status: number; error: RegExp }>([
    {
      refused: 'another machine',
      request: { body: verdict(), remoteAddress: '192.168.1.20' },
      status: 403,
      error: /^Refused: the review answers this machine only\.$/,
    },
    {
      refused: 'a foreign Host (DNS rebinding)',
      request: { body: verdict(), headers: { host: 'rebound.example:6006' } },
      status: 403,
      error: /addressed to localhost, 127\.0\.0\.1 or \[::1\] only \(this one: rebound\.example:6006\)/,
    },
    {
      refused: 'another site’s page',
      request: { body: verdict(), headers: { origin: 'https://evil.example' } },
      status: 403,
      error: /^Refused: a page from https:\/\/evil\.example is not this Storybook/,
    },
    { refused: 'bad JSON', request: { body: '{"criterion": "1.3.3",' }, status: 400, error: /is not JSON/ },
    { refused: 'a list for an object', request: { body: '[]' }, status: 400, error: /not a JSON object/ },
    {
      refused: 'an unknown criterion',
      request: { body: verdict({ criterion: '9.9.9' }) },
      status: 404,
      error: /"9\.9\.9" is not a WCAG 2\.2/,
    },
    {
      refused: 'a Level AAA criterion',
      request: { body: verdict({ criterion: '2.4.13' }) },
      status: 404,
      error: /"2\.4\.13" is not a WCAG 2\.2 A or AA criterion/,
    },
    {
      refused: 'an unknown outcome',
      request: { body: verdict({ outcome: 'mostly fine' }) },
      status: 400,
      error: /"mostly fine" is not an outcome/,
    },
    {
      refused: 'a page outside the sample',
      request: { body: verdict({ page: '/admin' }) },
      status: 400,
      error: /not a page of the sample/,
    },
    { refused: 'no observation', request: { body: verdict({ observation: '  ' }) }, status: 400, error: /say what you observed/ },
    { refused: 'a number for text', request: { body: verdict({ observation: 42 }) }, status: 400, error: /"observation" must be text/ },
    {
      refused: 'a stale page (the file changed since it was read)',
      request: { body: verdict({ base: sha256('an older file') }) },
      status: 409,
      error: /changed since this page read it/,
    },
    { refused: 'form data', request: { body: verdict(), headers: { 'content-type': 'text/plain' } }, status: 415, error: /sent as JSON/ },
    { refused: 'another action', request: { url: '/delete', body: verdict() }, status: 404, error: /not a route of the review/ },
    { refused: 'a huge body', request: { body: verdict({ observation: 'x'.repeat(210_000) }) }, status: 413, error: /too large/ },
  ])('$refused', async ({ request, status, error }) => {
    const answer = await call(request);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(error);
    expect(readFileSync(join(root, VERDICTS), 'utf8')).toBe(EMPTY);
  });

  it('a verdict file that is a link (it would write wherever the link points)', async () => {
    const elsewhere = join(root, 'elsewhere.json');
    writeFileSync(elsewhere, EMPTY);
    rmSync(join(root, VERDICTS));
    symlinkSync(elsewhere, join(root, VERDICTS));
    const answer = await call({ body: verdict() });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/is a symbolic link/);
    expect(readFileSync(elsewhere, 'utf8')).toBe(EMPTY);
  });

  it('a link on a folder of the path', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'elsewhere-'));
    try {
      cpSync(join(root, 'stories/conformance'), elsewhere, { recursive: true });
      rmSync(join(root, 'stories/conformance'), { recursive: true });
      symlinkSync(elsewhere, join(root, 'stories/conformance'));
      const answer = await call({ body: verdict() });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/stories\/conformance" is a symbolic link/);
      expect(readFileSync(join(elsewhere, 'verdicts.jsonl'), 'utf8')).toBe(EMPTY);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('a damaged verdict file', () => {
  const damaged = `${EMPTY}<<<<<<< HEAD\n`;
  it('is named by line in the live report, which reads on; a verdict is refused, naming it, and the file never overwritten', async () => {
    writeFileSync(join(root, VERDICTS), damaged);
    const report = await call({ method: 'GET', url: '/report' });
    expect(report.status).toBe(200);
    const conflict =
      'merge conflict at line 2 of stories/conformance/verdicts.jsonl: resolve it and remove the marker; it does not count until it is mended.';
    expect((report.body.report as LiveReport['report']).problems).toEqual([conflict]);
    const answer = await call({ body: verdict({ base: sha256(damaged) }) });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(`Refused: ${conflict} Mend stories/conformance/verdicts.jsonl first; nothing was written.`);
    expect(readFileSync(join(root, VERDICTS), 'utf8')).toBe(damaged);
  });
});
