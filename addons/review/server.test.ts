import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { StoryIndex } from 'storybook/internal/types';
import { createServer as createVite, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { reviewPlugin, withoutLinks } from './preset.ts';
import { checkHooks, readPlain, Refusal, writePlain } from './files.mjs';
import { acceptedFile, readAccepted, recordOrEmpty, writeRecord } from './record.ts';
import type { AcceptedLine, Capture, ReviewRecord, ReviewState } from './review.ts';
import { acceptPaths, decide, refuseCaller, reviewState, runTitle, select } from './server.ts';

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
    expect(recordOrEmpty(review(), root).captures.find((c) => c.viewport === 'phone')?.decision).toBe('accepted');
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
    expect(readAccepted(root).accepted).toEqual([line]);
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
    expect(readAccepted(root).accepted).toHaveLength(1);
  });

  it('accepts a new story (no baseline when the run shot it) and records no hash before', () => {
    rmSync(baseline());
    writeRecord(review(), { baselines: {}, captures: [capture({ verdict: 'new', baselineHash: null })] });
    decide(root, { storyId: 'ui-button--default' }, 'accepted');
    expect(readFileSync(baseline(), 'utf8')).toBe('the new picture');
    expect(readAccepted(root).accepted[0]?.before).toBeNull();
  });

  it('refuses a story the last run did not capture, and writes nothing', () => {
    expect(refusal(() => decide(root, { storyId: 'ui-button--made-up' }, 'accepted'))).toBe(
      'Refused: the last visual run took no picture of the story "ui-button--made-up", so there is nothing of it to accept. Run its check first.',
    );
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses an engine or a viewport the run did not shoot', () => {
    expect(refusal(() => select(recordOrEmpty(review(), root), { storyId: 'ui-button--default', engine: 'opera' }))).toMatch(
      /"opera" is not an engine/,
    );
    expect(
      refusal(() => select(recordOrEmpty(review(), root), { storyId: 'ui-button--default', engine: 'webkit', viewport: 'phone' })),
    ).toMatch(/no picture of "ui-button--default" in webkit at phone/);
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

  it.each(['../../../../escape.png', '../escape.png'])('refuses a new picture written to %s, out of its engine folder', (file) => {
    writeRecord(review(), { baselines: {}, captures: [capture({ verdict: 'new', baselineHash: null, file })] });
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toMatch(/is outside the baselines/);
    expect(readdirSync(join(root, 'tests'), { recursive: true }).filter((name) => String(name).endsWith('escape.png'))).toEqual([]);
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
      `Refused: "${baseline()}" is a symbolic link; the review writes and reads nothing through a link. Nothing was written.`,
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
  const importPath = './src/ui/Button/Button.stories.tsx';
  const entries: StoryIndex['entries'] = {
    'ui-button--default': { id: 'ui-button--default', title: 'UI/Button', name: 'Default', type: 'story', subtype: 'story', importPath },
    'ui-button--focus': {
      id: 'ui-button--focus',
      title: 'UI/Button',
      name: 'Focus',
      type: 'story',
      subtype: 'story',
      importPath,
      tags: ['no-visual'],
    },
  };
  it("gives the visual check's test title", () => expect(runTitle(entries, 'ui-button--default')).toBe('UI/Button / Default'));
  it('refuses an unknown story', () =>
    expect(refusal(() => runTitle(entries, '../../etc'))).toBe('Refused: there is no story "../../etc" in this Storybook.'));
  it('refuses a behaviour-only story', () => expect(refusal(() => runTitle(entries, 'ui-button--focus'))).toMatch(/tagged no-visual/));
});

describe('who may ask', () => {
  const caller =
    (remoteAddress: string, headers: Record<string, string>, method = 'POST') =>
    () =>
      refuseCaller({ method, headers, socket: { remoteAddress, localPort: 6006 } });
  it('answers this machine from Storybook’s own page, or a read with no Origin', () => {
    expect(caller('127.0.0.1', { host: 'localhost:6006', origin: 'http://localhost:6006' })).not.toThrow();
    expect(caller('::ffff:127.0.0.1', { host: '127.0.0.1:6006', origin: 'http://127.0.0.1:6006' })).not.toThrow();
    expect(caller('::1', { host: '[::1]:6006' }, 'GET')).not.toThrow();
  });
  it('refuses another machine', () =>
    expect(refusal(caller('192.168.1.20', { host: 'localhost:6006', origin: 'http://localhost:6006' }))).toBe(
      'Refused: the review answers this machine only.',
    ));
  it('refuses a request addressed to another name (DNS rebinding: a foreign name resolved to 127.0.0.1)', () => {
    expect(refusal(caller('127.0.0.1', { host: 'evil.example:6006' }, 'GET'))).toBe(
      'Refused: the review answers requests addressed to localhost, 127.0.0.1 or [::1] only (this one: evil.example:6006).',
    );
    expect(refusal(caller('127.0.0.1', {}, 'GET'))).toMatch(/this one: no Host/);
  });
  it.each(['https://evil.example', 'http://localhost:8080', 'https://localhost:6006', 'http://localhost', 'null'])(
    'refuses a page from %s: not Storybook’s own origin',
    (origin) => expect(refusal(caller('127.0.0.1', { host: 'localhost:6006', origin }))).toMatch(/is not this Storybook/),
  );
  it('refuses an action with no Origin (only a read may come without one)', () =>
    expect(refusal(caller('127.0.0.1', { host: 'localhost:6006' }))).toMatch(/sent no Origin/));
  it.each(['cross-site', 'same-site'])(
    'refuses a read the browser says another page made (Sec-Fetch-Site: %s): an <img> elsewhere sends no Origin',
    (site) =>
      expect(refusal(caller('127.0.0.1', { host: 'localhost:6006', 'sec-fetch-site': site }, 'GET'))).toMatch(
        /^Refused: the review answers its own page only/,
      ),
  );
  it('answers its own page (same-origin) and an address typed in (none)', () => {
    for (const site of ['same-origin', 'none'])
      expect(caller('127.0.0.1', { host: 'localhost:6006', 'sec-fetch-site': site }, 'GET')).not.toThrow();
  });
});

describe('a write is never made through a link, even one swapped in while it is written', () => {
  const outside = () => join(root, 'outside');
  beforeEach(() => {
    mkdirSync(outside());
    writeFileSync(join(outside(), 'dev-index.json'), 'a file outside');
  });

  it('replaces the file whole, and leaves no temporary file', () => {
    writePlain(root, join(review(), 'dev-index.json'), 'the index');
    expect(readFileSync(join(review(), 'dev-index.json'), 'utf8')).toBe('the index');
    expect(readdirSync(review()).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('refuses a file that is a link, and leaves what it points to as it was', () => {
    symlinkSync(join(outside(), 'dev-index.json'), join(review(), 'dev-index.json'));
    expect(refusal(() => writePlain(root, join(review(), 'dev-index.json'), 'the index'))).toMatch(/dev-index\.json" is a symbolic link/);
    expect(readFileSync(join(outside(), 'dev-index.json'), 'utf8')).toBe('a file outside');
  });

  it('refuses when a folder above is swapped for a link between the check and the write', () => {
    checkHooks.afterCheck = () => {
      renameSync(review(), `${review()}-moved`);
      symlinkSync(outside(), review());
    };
    try {
      expect(refusal(() => writePlain(root, join(review(), 'dev-index.json'), 'the index'))).toMatch(/changed while it was opened/);
    } finally {
      checkHooks.afterCheck = undefined;
    }
    expect(readdirSync(outside())).toEqual(['dev-index.json']);
    expect(readFileSync(join(outside(), 'dev-index.json'), 'utf8')).toBe('a file outside');
  });
});

describe('a read is never made through a link swapped in after the check', () => {
  it('refuses a baseline swapped for a link between the check and the open', () => {
    writeFileSync(join(root, 'secret.txt'), 'a private file');
    checkHooks.afterCheck = (path: string) => {
      rmSync(path);
      symlinkSync(join(root, 'secret.txt'), path);
    };
    try {
      expect(refusal(() => readPlain(root, baseline()))).toMatch(/is a symbolic link|changed while it was opened/);
    } finally {
      checkHooks.afterCheck = undefined;
    }
  });
});

describe('a read is bounded and follows nothing', () => {
  it('refuses a file past its bound, and a pipe (a file that never ends), without waiting on it', () => {
    writeFileSync(join(root, 'big.json'), 'x'.repeat(20));
    expect(refusal(() => readPlain(root, join(root, 'big.json'), 10))).toMatch(/is larger than 10 bytes; it was not read/);
    execFileSync('mkfifo', [join(review(), 'last-run.json.fifo')]);
    expect(refusal(() => readPlain(root, join(review(), 'last-run.json.fifo')))).toMatch(/is not a plain file/);
  });
});

describe('the reporter’s clean-up', () => {
  it('deletes nothing through a linked folder, and says so', async () => {
    const { default: Reporter } = await import('./reporter.ts');
    const outside = join(root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'ui-button--default--phone-actual.png'), 'a picture elsewhere');
    rmSync(join(review(), 'images/chromium'), { recursive: true });
    symlinkSync(outside, join(review(), 'images/chromium'));
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('VISUAL_REVIEW_DIR', review());
    const reporter = new Reporter();
    const note = { viewport: 'phone', file: 'ui-button--default--phone.png', baselineHash: sha256('the approved picture') };
    reporter.onTestEnd(
      { parent: { project: () => ({ name: 'chromium' }) }, title: 'UI/Button / Default' } as never,
      {
        annotations: [
          { type: 'visual-story', description: 'ui-button--default' },
          { type: 'visual-capture', description: JSON.stringify(note) },
        ],
        attachments: [],
        errors: [],
        startTime: new Date(),
        status: 'passed',
      } as never,
    );
    try {
      reporter.onEnd();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readFileSync(join(outside, 'ui-button--default--phone-actual.png'), 'utf8')).toBe('a picture elsewhere');
    expect(said.mock.calls[0]?.[0]).toMatch(/stale pictures were left as they are: Refused: ".*images\/chromium" is a symbolic link/);
  });
});

describe('a damaged record', () => {
  const conflicted = (line: AcceptedLine) => `${JSON.stringify(line)}\n<<<<<<< HEAD\n${JSON.stringify({ ...line, viewport: 'desktop' })}\n`;
  const line = (): AcceptedLine => ({
    storyId: 'ui-card--default',
    platform: 'linux',
    engine: 'chromium',
    viewport: 'phone',
    by: 'Dana Designer <dana@example.com>',
    at: '2026-11-20T09:30:00.000Z',
    before: null,
    after: sha256('a card'),
  });

  it('accepted.jsonl: the damaged line is named, the others read, and an accept adds after it, losing nothing', () => {
    mkdirSync(join(root, 'tests/visual/baselines'), { recursive: true });
    writeFileSync(acceptedFile(root), conflicted(line()));
    const { accepted, damage } = readAccepted(root);
    expect(accepted.map((read) => read.viewport)).toEqual(['phone', 'desktop']);
    expect(damage).toEqual([
      'merge conflict at line 2 of tests/visual/baselines/accepted.jsonl: resolve it and remove the marker; new accepts are added after it.',
    ]);
    expect(decide(root, { storyId: 'ui-button--default' }, 'accepted').written).toBe(1);
    const lines = readFileSync(acceptedFile(root), 'utf8').split('\n');
    expect(lines.slice(0, 3).join('\n')).toBe(conflicted(line()).trimEnd());
    expect(lines).toHaveLength(5);
  });

  it('last-run.json of the wrong shape ({"captures":[null]}): named by line and field; accept-all refused, naming it; the build reads on', () => {
    writeFileSync(join(review(), 'last-run.json'), '{\n "captures": [\n  null\n ]\n}\n');
    const named =
      'line 3 of test-results/visual-review/last-run.json (captures.0): null where an object belongs; left out: run the visual check again, or delete the file.';
    expect(reviewState(root, false).damage).toEqual([named]);
    expect(refusal(() => decide(root, { pictures: [] }, 'accepted'))).toBe(`Refused: ${named} Nothing was written.`);
    const emitted: { fileName: string; source: string | Uint8Array }[] = [];
    const build = reviewPlugin(root).generateBundle as unknown as (this: object) => void;
    build.call({ emitFile: (file: (typeof emitted)[number]) => emitted.push(file), warn: () => undefined });
    const state = JSON.parse(String(emitted.find((file) => file.fileName === 'review/state.json')?.source)) as ReviewState;
    expect(state).toMatchObject({ live: false, damage: [named], record: { captures: [] } });
  });

  it('last-run.json that is a link: the state names it, and answers', () => {
    writeFileSync(join(root, 'elsewhere.json'), '{"captures": []}');
    rmSync(join(review(), 'last-run.json'));
    symlinkSync(join(root, 'elsewhere.json'), join(review(), 'last-run.json'));
    expect(reviewState(root, true).damage[0]).toMatch(
      /^test-results\/visual-review\/last-run\.json was not read: Refused: ".*last-run\.json" is a symbolic link/,
    );
  });

  it('the published state names the project’s paths, never the machine’s (a capture’s message)', () => {
    writeRecord(review(), { baselines: {}, captures: [capture({ message: `Expected: ${baseline()}` })] });
    const [shown] = reviewState(root, false).record.captures;
    expect(shown?.message).toBe(`Expected: tests/visual/baselines/${process.platform}/chromium/ui-button--default--phone.png`);
  });

  it('a static build copies no link: the pictures and the report left out, and said; a linked public file refused, named', () => {
    const warned: string[] = [];
    symlinkSync(join(root, 'elsewhere.png'), join(review(), 'images/chromium/ui-button--default--phone-diff.png'));
    writeRecord(review(), {
      baselines: {},
      captures: [capture({ images: { actual: 'images/chromium/ui-button--default--phone-diff.png' } })],
    });
    mkdirSync(join(root, 'test-results/conformance'), { recursive: true });
    writeFileSync(join(root, 'test-results/conformance/report.json'), '{}');
    symlinkSync(join(root, 'package.json'), join(root, 'test-results/conformance/report.earl.json'));
    const emitted: string[] = [];
    const build = reviewPlugin(root).generateBundle as unknown as (this: object) => void;
    build.call({ emitFile: ({ fileName }: { fileName: string }) => emitted.push(fileName), warn: (said: string) => warned.push(said) });
    expect(emitted).toEqual(['review/state.json']);
    expect(warned).toHaveLength(2);
    for (const said of warned) expect(said).toMatch(/^Left out of the build: Refused: ".*" is a symbolic link/);
    mkdirSync(join(root, 'public/images'), { recursive: true });
    expect(withoutLinks(root, 'public')).toBe(join(root, 'public'));
    symlinkSync(join(root, 'package.json'), join(root, 'public/images/logo.svg'));
    expect(() => withoutLinks(root, 'public')).toThrow(
      'Refused: public/images/logo.svg is a symbolic link; Storybook would copy what a link points to into its build. Put the file itself there.',
    );
  });

  it('last-run.json: named by line and column; an accept is refused, naming it, and writes nothing', () => {
    writeFileSync(join(review(), 'last-run.json'), '{\n "baselines": {},\n<<<<<<< HEAD\n "captures": []\n}\n');
    expect(refusal(() => decide(root, { storyId: 'ui-button--default' }, 'accepted'))).toBe(
      'Refused: merge conflict at line 3 of test-results/visual-review/last-run.json: resolve it and remove the markers; run the visual check again, or delete the file. Nothing was written.',
    );
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });
});

/** The review's routes as Storybook's dev server mounts them: the preset's plugin in Vite, Vite's own CORS included. */
describe('the routes, through the dev server', () => {
  let vite: ViteDevServer;
  let server: Server;
  let port = 0;
  // A dev server per test: the plugin serves the project it was made for.
  beforeEach(async () => {
    vite = await createVite({
      configFile: false,
      logLevel: 'silent',
      // The test's own project folder, not the shared temporary folder (Vite looks through its root).
      root,
      server: { middlewareMode: true, hmr: false, ws: false },
      plugins: [reviewPlugin(root)],
    });
    server = createServer(vite.middlewares);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((done) => server.close(done));
    await vite.close();
  });

  interface Answer {
    status: number;
    headers: IncomingMessage['headers'];
    body: string;
  }
  /** One request, its body sent in the chunks given (one write each, a pause between them). */
  const ask = (method: string, path: string, headers: Record<string, string> = {}, chunks: Buffer[] = []) =>
    new Promise<Answer>((done, fail) => {
      const req = request(
        { host: '127.0.0.1', port, method, path: `/review${path}`, headers: { host: `localhost:${port}`, ...headers } },
        (res) => {
          const got: Buffer[] = [];
          res.on('data', (chunk: Buffer) => got.push(chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(got).toString('utf8') }));
        },
      );
      req.on('error', fail);
      void (async () => {
        for (const chunk of chunks) {
          req.write(chunk);
          await new Promise((pause) => setTimeout(pause, 20));
        }
        req.end();
      })();
    });
  const own = () => ({ origin: `http://localhost:${port}`, 'content-type': 'application/json' });
  const post = (path: string, text: string, headers = own()) => ask('POST', path, headers, [Buffer.from(text)]);

  it('answers its own page: the state, with the baselines as they are now', async () => {
    const answer = await ask('GET', '/state.json', { origin: `http://localhost:${port}` });
    expect(answer.status).toBe(200);
    const state = JSON.parse(answer.body) as ReviewState;
    expect(state.record.baselines.chromium).toEqual(['ui-button--default--phone.png']);
    expect(state).toMatchObject({ live: true, recorded: true, damage: [] });
  });

  it('refuses an accept from another local page (http://localhost:8080), and tells it nothing through CORS', async () => {
    const foreign = { origin: 'http://localhost:8080', 'content-type': 'application/json' };
    const answer = await post('/accept', JSON.stringify({ storyId: 'ui-button--default' }), foreign);
    expect(answer.status).toBe(403);
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
    const read = await ask('GET', '/state.json', { origin: 'http://localhost:8080' });
    expect(read.status).toBe(403);
    const preflight = await ask('OPTIONS', '/accept', { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' });
    for (const { headers } of [answer, read, preflight]) expect(headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['null', 400, /not a JSON object/],
    ['[]', 400, /not a JSON object/],
    ['"ui-button--default"', 400, /not a JSON object/],
    ['{"storyId": "ui-button--default",', 400, /is not JSON/],
    ['', 400, /is not JSON/],
  ])('refuses a body of %s with %i, writing nothing', async (text, status, error) => {
    const answer = await post('/accept', text);
    expect(answer.status).toBe(status);
    expect((JSON.parse(answer.body) as { error: string }).error).toMatch(error);
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
  });

  it('refuses a body that is not UTF-8', async () => {
    const answer = await ask('POST', '/accept', own(), [Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/not UTF-8/);
  });

  it('refuses a body that is not sent as JSON', async () => {
    const answer = await post('/accept', JSON.stringify({ storyId: 'ui-button--default' }), { ...own(), 'content-type': 'text/plain' });
    expect(answer.status).toBe(415);
  });

  it('answers an oversized body with 413, read to its end (not a reset connection)', async () => {
    // Still being sent well after the bound is passed, as a large upload is.
    const big = Buffer.from(JSON.stringify({ storyId: 'x'.repeat(1_500_000) }));
    const chunks = Array.from({ length: Math.ceil(big.length / 50_000) }, (_, n) => big.subarray(n * 50_000, (n + 1) * 50_000));
    const answer = await ask('POST', '/accept', own(), chunks);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/);
  });

  it('decodes a body split inside a character as a whole', async () => {
    const text = Buffer.from(JSON.stringify({ storyId: 'ui-botão--default' }));
    const cut = text.indexOf(Buffer.from('ã')) + 1;
    const answer = await ask('POST', '/accept', own(), [text.subarray(0, cut), text.subarray(cut)]);
    expect((JSON.parse(answer.body) as { error: string }).error).toMatch(/no picture of the story "ui-botão--default"/);
  });

  it('serves a baseline and a review picture, and neither through a link (the file or a folder above it)', async () => {
    expect((await ask('GET', '/baselines/chromium/ui-button--default--phone.png')).body).toBe('the approved picture');
    expect((await ask('GET', '/images/chromium/ui-button--default--phone-actual.png')).body).toBe('the new picture');
    symlinkSync(join(root, 'package.json'), join(baselines(), 'chromium', 'zz.png'));
    writeFileSync(join(root, 'package.json'), '{"name": "private"}');
    const linkedFile = await ask('GET', '/baselines/chromium/zz.png');
    expect(linkedFile.status).toBe(403);
    renameSync(join(review(), 'images'), join(root, 'pictures'));
    symlinkSync(join(root, 'pictures'), join(review(), 'images'));
    const linkedFolder = await ask('GET', '/images/chromium/ui-button--default--phone-actual.png');
    expect(linkedFolder.status).toBe(403);
    for (const answer of [linkedFile, linkedFolder]) expect(answer.body).not.toMatch(/private|the new picture/);
  });

  it('leaves a linked dev-index.json as it was after /run', async () => {
    writeFileSync(join(root, 'outside.json'), 'a file outside');
    symlinkSync(join(root, 'outside.json'), join(review(), 'dev-index.json'));
    // Storybook's own index, which /run reads the story's title from (the test's fetch is happy-dom's, bound by CORS).
    const index = { entries: { 'ui-button--default': { id: 'ui-button--default', title: 'UI/Button', name: 'Default', type: 'story' } } };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(index))));
    const answer = await post('/run', JSON.stringify({ storyId: 'ui-button--default' })).finally(() => vi.unstubAllGlobals());
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/dev-index\.json\\" is a symbolic link/);
    expect(readFileSync(join(root, 'outside.json'), 'utf8')).toBe('a file outside');
  });

  it('a conflict marker in accepted.jsonl: the state names the line, and the panel keeps working', async () => {
    mkdirSync(join(root, 'tests/visual/baselines'), { recursive: true });
    writeFileSync(acceptedFile(root), '<<<<<<< HEAD\n');
    const answer = await ask('GET', '/state.json');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as ReviewState).damage[0]).toMatch(
      /^merge conflict at line 1 of tests\/visual\/baselines\/accepted\.jsonl/,
    );
  });
});
