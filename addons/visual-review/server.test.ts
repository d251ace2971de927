import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readRecord, writeRecord } from './record.ts';
import type { Capture, ReviewRecord } from './review.ts';
import { acceptPaths, decide, Refusal, refuseCaller, runTitle, select } from './server.ts';

const capture = (overrides: Partial<Capture> = {}): Capture => ({
  storyId: 'ui-button--default',
  title: 'UI/Button / Default',
  engine: 'chromium',
  viewport: 'phone',
  file: 'ui-button--default--phone.png',
  verdict: 'changed',
  images: { actual: 'images/chromium/ui-button--default--phone-actual.png' },
  at: '2026-11-21T09:30:00.000Z',
  ...overrides,
});

/** A scratch project: a baseline, a new picture, and the record of the run that took it. */
let root = '';
const review = () => join(root, 'test-results/visual-review');
const baselines = () => join(root, 'tests/visual/baselines', process.platform);
const baseline = () => join(baselines(), 'chromium', 'ui-button--default--phone.png');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'visual-review-'));
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
    const record = decide(root, { storyId: 'ui-button--default', engine: 'chromium', viewport: 'phone' }, 'accepted');
    expect(readFileSync(baseline(), 'utf8')).toBe('the new picture');
    expect(record.captures.find((c) => c.viewport === 'phone')?.decision).toBe('accepted');
    expect(readRecord(review()).captures.find((c) => c.viewport === 'phone')?.decision).toBe('accepted');
  });

  it('leaving it as it is writes no baseline', () => {
    decide(root, { storyId: 'ui-button--default' }, 'left');
    expect(readFileSync(baseline(), 'utf8')).toBe('the approved picture');
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

  it('refuses a new picture read from outside the review folder', () => {
    const message = refusal(() => acceptPaths(capture({ images: { actual: '../../../etc/passwd' } }), review(), baselines()));
    expect(message).toMatch(/is outside the review's pictures/);
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
    expect(() => refuseCaller('127.0.0.1', 'http://localhost:6006')).not.toThrow();
    expect(() => refuseCaller('::1', undefined)).not.toThrow();
  });
  it('refuses another machine, and another site in the designer’s browser', () => {
    expect(refusal(() => refuseCaller('192.168.1.20', 'http://localhost:6006'))).toBe(
      'Refused: the visual review answers this machine only.',
    );
    expect(refusal(() => refuseCaller('127.0.0.1', 'https://evil.example'))).toBe(
      'Refused: a page from https://evil.example may not change the baselines.',
    );
  });
});
