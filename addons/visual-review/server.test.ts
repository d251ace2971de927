import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { acceptedFile, readAccepted, readRecord, writeRecord } from './record.ts';
import type { AcceptedLine, Capture, ReviewRecord } from './review.ts';
import { acceptPaths, decide, Refusal, refuseCaller, reviewMiddleware, runTitle, select } from './server.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const capture = (overrides: Partial<Capture> = {}): Capture => ({
  storyId: 'ui-button--default',
  title: 'UI/Button / Default',
  engine: 'chromium',
  viewport: 'phone',
  file: 'ui-button--default--phone.png',
  verdict: 'changed',
  images: { actual: 'images/chromium/ui-button--default--phone-actual.png' },
  at: '2026-11-21T09:30:00.000Z',
  baselineHash: sha256('the approved picture'),
  ...overrides,
});

/** A scratch project: a baseline, a new picture, and the record of the run that took it. */
let root = '';
const review = () => join(root, 'test-results/visual-review');
const baselines = () => join(root, 'tests/visual/baselines', process.platform);
const baseline = () => join(baselines(), 'chromium', 'ui-button--default--phone.png');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'visual-review-'));
  // Who accepts is read from git config, as in a designer's clone.
  execFileSync('git', ['init', '-q', root]);
  execFileSync('git', ['-C', root, 'config', 'user.name', 'Dana Designer']);
  execFileSync('git', ['-C', root, 'config', 'user.email', 'dana@example.com']);
  mkdirSync(join(baselines(), 'chromium'), { recursive: true });
  writeFileSync(baseline(), 'the approved picture');
  mkdirSync(join(review(), 'images/chromium'), { recursive: true });
  writeFileSync(join(review(), 'images/chromium/ui-button--default--phone-actual.png'), 'the new picture');
  writeRecord(review(), {
    baselines: {},
    captures: [capture(), capture({ viewport: 'desktop', file: 'ui-button--default--desktop.png', verdict: 'unchanged', images: {} })],
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Refusal);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('accepting a picture', () => {
  it('copies the new picture over the baseline and records the decision', () => {
    const { record, written, message } = decide(root, { storyId: 'ui-button--default', engine: 'chromium', viewport: 'phone' }, 'accepted');
    expect(readFileSync(baseline(), 'utf8')).toBe('the new picture');
    expect(written).toBe(1);
    expect(message).toBe(
      'Accepted 1 picture (chromium phone): it is the baseline now. Commit it with tests/visual/baselines/accepted.jsonl.',
    );
    expect(record.captures.find((c) => c.viewport === 'phone')?.decision).toBe('accepted');
    expect(readRecord(review()).captures.find((c) => c.viewport === 'phone')?.decision).toBe('accepted');
  });

  it('records who accepted which picture, when, and the baseline before and after, one line each', () => {
    const started = Date.now();
    const { accepted } = decide(root, { storyId: 'ui-button--default' }, 'accepted');
    const when = Date.parse(accepted[0]?.at ?? '');
    expect(when).toBeGreaterThanOrEqual(started - 1000);
    expect(when).toBeLessThanOrEqual(Date.now());
    const line: AcceptedLine = {
      storyId: 'ui-button--default',
      platform: process.platform,
      engine: 'chromium',
      viewport: 'phone',
      by: 'Dana Designer <dana@example.com>',
      at: accepted[0]?.at ?? '',
      before: sha256('the approved picture'),
      after: sha256('the new picture'),
    };
    expect(readAccepted(root)).toEqual([line]);
    expect(accepted).toEqual([line]);
    expect(readFileSync(acceptedFile(root), 'utf8').split('\n')).toHaveLength(2);
  });

  it('leaving it as it is writes no baseline, and says so', () => {
    const { message, written } = decide(root, { storyId: 'ui-button--default' }, 'left');
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
    expect(written).toBe(0);
    expect(message).toBe('Left as it is: nothing was written; the baseline of 1 picture (chromium phone) stays as it was.');
    expect(existsSync(acceptedFile(root))).toBe(false);
  });

  it('accepts the story after it was left (the designer changed their mind)', () => {
    decide(root, { storyId: 'ui-button--default' }, 'left');
    const { written } = decide(root, { storyId: 'ui-button--default' }, 'accepted');
    expect(written).toBe(1);
    expect(readFileSync(baseline(), 'utf8')).toBe('the new picture');
  });

  it('says so when an accept writes nothing (every picture already accepted)', () => {
    decide(root, { storyId: 'ui-button--default' }, 'accepted');
    const again = decide(root, { storyId: 'ui-button--default' }, 'accepted');
    expect(again.written).toBe(0);
    expect(again.message).toBe('Nothing was written: every changed picture of this story is accepted already.');
    expect(readAccepted(root)).toHaveLength(1);
  });

  it('accepts a new story (no baseline when the run shot it) and records no hash before', () => {
    rmSync(baseline());
    writeRecord(review(), { baselines: {}, captures: [capture({ verdict: 'new', baselineHash: null })] });
    decide(root, { storyId: 'ui-button--default' }, 'accepted');
    expect(readFileSync(baseline(), 'utf8')).toBe('the new picture');
    expect(readAccepted(root)[0]?.before).toBeNull();
  });

  it('refuses a story the last run did not capture, and writes nothing', () => {
    expect(refusal(() => decide(root, { storyId: 'ui-button--made-up' }, 'accepted'))).toBe(
      'Refused: the last visual run took no picture of the story "ui-button--made-up", so there is nothing of it to accept. Run its check first.',
    );
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses an engine or a viewport the run did not shoot', () => {
    expect(refusal(() => select(readRecord(review()), { storyId: 'ui-button--default', engine: 'opera' }))).toMatch(
      /"opera" is not an engine/,
    );
    expect(refusal(() => select(readRecord(review()), { storyId: 'ui-button--default', engine: 'webkit', viewport: 'phone' }))).toMatch(
      /no picture of "ui-button--default" in webkit at phone/,
    );
  });

  it('refuses a baseline path outside the baselines (a tampered record), before writing anything', () => {
    const escaping: ReviewRecord = {
      baselines: {},
      captures: [capture(), capture({ viewport: 'desktop', file: '../../../../package.json' })],
    };
    writeRecord(review(), escaping);
    const message = refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'));
    expect(message).toMatch(/^Refused: ".*package\.json" is outside the baselines \(.*\); nothing was written\.$/);
    // The sound capture named beside it was not written either: every path is checked first.
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses a baseline that changed since the run compared against it (pulled since), and writes nothing', () => {
    writeFileSync(baseline(), 'a baseline pulled since');
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toBe(
      'Refused: the chromium phone baseline of "ui-button--default" changed since the run compared against it (pulled or accepted since). Run the story\'s check again; nothing was written.',
    );
    expect(readFileSync(baseline(), 'utf8')).toBe('a baseline pulled since');
    expect(existsSync(acceptedFile(root))).toBe(false);
  });

  it('refuses a new picture whose story got a baseline since the run', () => {
    writeRecord(review(), { baselines: {}, captures: [capture({ verdict: 'new', baselineHash: null })] });
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toMatch(/changed since the run compared against it/);
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses a record that does not say which baseline the run compared against', () => {
    writeRecord(review(), { baselines: {}, captures: [capture({ baselineHash: undefined })] });
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toMatch(
      /^Refused: the last run did not record which chromium phone baseline of "ui-button--default" it compared against/,
    );
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses a new picture read from outside the review folder', () => {
    const message = refusal(() => acceptPaths(capture({ images: { actual: '../../../etc/passwd' } }), review(), baselines()));
    expect(message).toMatch(/is outside the review's pictures/);
  });
});

describe('links are never followed', () => {
  const outside = () => join(root, 'outside.txt');
  beforeEach(() => writeFileSync(outside(), 'a file the user can write'));

  it('refuses a baseline that is a symbolic link, and writes nothing', () => {
    rmSync(baseline());
    symlinkSync(outside(), baseline());
    const linked = capture({ baselineHash: sha256('a file the user can write') });
    writeRecord(review(), { baselines: {}, captures: [linked] });
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toBe(
      `Refused: "${baseline()}" is a symbolic link; the review writes and reads no picture through a link. Nothing was written.`,
    );
    expect(readFileSync(outside(), 'utf8')).toBe('a file the user can write');
  });

  it('refuses a link anywhere on the baseline path (the engine folder)', () => {
    const real = join(root, 'elsewhere');
    renameSync(join(baselines(), 'chromium'), real);
    symlinkSync(real, join(baselines(), 'chromium'));
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toMatch(
      /^Refused: ".*chromium" is a symbolic link; .* Nothing was written\.$/,
    );
    expect(readFileSync(join(real, 'ui-button--default--phone.png'), 'utf8')).toBe('the approved picture');
  });

  it('refuses a new picture that is a link (it would copy any readable file into the baselines)', () => {
    const picture = join(review(), 'images/chromium/ui-button--default--phone-actual.png');
    rmSync(picture);
    symlinkSync(outside(), picture);
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toMatch(/-actual\.png" is a symbolic link/);
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses an accept record that is a link', () => {
    symlinkSync(outside(), acceptedFile(root));
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toMatch(/accepted\.jsonl" is a symbolic link/);
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
    expect(readFileSync(outside(), 'utf8')).toBe('a file the user can write');
  });
});

describe('accepting all changes', () => {
  const two = () => {
    const other = capture({
      storyId: 'ui-badge--default',
      file: 'ui-badge--default--phone.png',
      images: { actual: 'images/chromium/ui-badge--default--phone-actual.png' },
      baselineHash: null,
      verdict: 'new',
    });
    writeFileSync(join(review(), 'images/chromium/ui-badge--default--phone-actual.png'), 'the badge');
    writeRecord(review(), { baselines: {}, captures: [capture(), other] });
  };
  const listed = [
    { storyId: 'ui-button--default', engine: 'chromium', viewport: 'phone' },
    { storyId: 'ui-badge--default', engine: 'chromium', viewport: 'phone' },
  ];

  it('writes exactly the pictures the designer confirmed', () => {
    two();
    const { written, message } = decide(root, { pictures: listed }, 'accepted');
    expect(written).toBe(2);
    expect(message).toBe('Accepted 2 pictures: they are the baselines now. Commit them with tests/visual/baselines/accepted.jsonl.');
    expect(readFileSync(join(baselines(), 'chromium/ui-badge--default--phone.png'), 'utf8')).toBe('the badge');
  });

  it('refuses when what is pending is not the list the designer confirmed, and writes nothing', () => {
    two();
    expect(refusal(() => decide(root, { pictures: listed.slice(0, 1) }, 'accepted'))).toBe(
      'Refused: the changes waiting are not the list you confirmed (2 now, 1 listed). Look at the list again; nothing was written.',
    );
    expect(refusal(() => decide(root, {}, 'accepted'))).toMatch(/^Refused: confirm the list/);
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('leaves out pictures a designer left as they are', () => {
    two();
    decide(root, { storyId: 'ui-badge--default' }, 'left');
    expect(decide(root, { pictures: listed.slice(0, 1) }, 'accepted').written).toBe(1);
    expect(existsSync(join(baselines(), 'chromium/ui-badge--default--phone.png'))).toBe(false);
  });
});

describe('running a story', () => {
  const entries = {
    'ui-button--default': { id: 'ui-button--default', title: 'UI/Button', name: 'Default', type: 'story' },
    'ui-button--focus': { id: 'ui-button--focus', title: 'UI/Button', name: 'Focus', type: 'story', tags: ['no-visual'] },
  };
  it("gives the visual check's test title", () => expect(runTitle(entries, 'ui-button--default')).toBe('UI/Button / Default'));
  it('refuses an unknown story', () =>
    expect(refusal(() => runTitle(entries, '../../etc'))).toBe('Refused: there is no story "../../etc" in this Storybook.'));
  it('refuses a behaviour-only story', () => expect(refusal(() => runTitle(entries, 'ui-button--focus'))).toMatch(/tagged no-visual/));
});

describe('who may ask', () => {
  it('answers this machine from a localhost page', () => {
    expect(() => refuseCaller('127.0.0.1', 'http://localhost:6006', 'localhost:6006')).not.toThrow();
    expect(() => refuseCaller('::1', undefined, '[::1]:6006')).not.toThrow();
    expect(() => refuseCaller('::ffff:127.0.0.1', undefined, '127.0.0.1:6006')).not.toThrow();
  });
  it('refuses another machine, and another site in the designer’s browser', () => {
    expect(refusal(() => refuseCaller('192.168.1.20', 'http://localhost:6006', 'localhost:6006'))).toBe(
      'Refused: the visual review answers this machine only.',
    );
    expect(refusal(() => refuseCaller('127.0.0.1', 'https://evil.example', 'localhost:6006'))).toBe(
      'Refused: a page from https://evil.example may not change the baselines.',
    );
  });
  it('refuses a request addressed to another name (DNS rebinding: a foreign name resolved to 127.0.0.1)', () => {
    expect(refusal(() => refuseCaller('127.0.0.1', undefined, 'evil.example:6006'))).toBe(
      'Refused: the visual review answers requests addressed to localhost, 127.0.0.1 or [::1] only (this one: evil.example:6006).',
    );
    expect(refusal(() => refuseCaller('127.0.0.1', undefined, undefined))).toMatch(/this one: no Host/);
  });
  it('keeps the record to itself after DNS rebinding: /state refuses a foreign Host', async () => {
    const answer = await new Promise<{ status: number; body: string }>((done) => {
      const req = Object.assign(
        (async function* () {
          /* no body */
        })(),
        { method: 'GET', url: '/state', headers: { host: 'evil.example:6006' }, socket: { remoteAddress: '127.0.0.1' } },
      ) as unknown as IncomingMessage;
      const res = { statusCode: 0, setHeader: () => undefined, end: (body: string) => done({ status: res.statusCode, body }) };
      reviewMiddleware(root)(req, res as unknown as ServerResponse);
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('ui-button--default');
  });
});
