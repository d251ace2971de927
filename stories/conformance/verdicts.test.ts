import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { contentHashes, readVerdicts, refuseVerdict, withVerdicts } from '../../scripts/conformance.mjs';

import table from './criteria.json';
import scope from './scope.json';

type Automatic = Parameters<typeof withVerdicts>[0][number];
type Verdict = Parameters<typeof withVerdicts>[1][number];

const PASSED = [{ check: 'wcag.spec.ts › a check', status: 'passed' as const }];
const FAILED = [{ check: 'wcag.spec.ts › a check', status: 'failed' as const }];
const NOT_RUN = [{ check: 'wcag.spec.ts › a check', status: 'not run' as const }];
const automatic = (outcome: string, evidence: Automatic['evidence'] = PASSED): Automatic => ({
  id: '2.4.7',
  level: 'AA',
  title: 'Focus Visible',
  outcome,
  evidence,
  manual: 'Look at every focus ring.',
});
/** What the verdicts cover now; a verdict recorded over other content carries another hash. */
const NOW = 'a'.repeat(64);
const BEFORE = 'b'.repeat(64);
/** `contentHash` null: a verdict recorded before verdicts carried one. */
const verdict = (outcome: Verdict['outcome'], contentHash: string | null = NOW, page?: string): Verdict => ({
  criterion: '2.4.7',
  ...(page === undefined ? {} : { page }),
  outcome,
  observation: 'Seen by hand.',
  evaluator: 'Rita Reviewer <rita@example.org>',
  date: '2026-11-21T09:00:00.000Z',
  ...(contentHash === null ? {} : { contentHash }),
});
const PAGES = scope.sample.map((page) => page.id);
const [FIRST = '', SECOND = ''] = PAGES;
const merge = (auto: Automatic, verdicts: Verdict[], now: string | null = NOW) => withVerdicts([auto], verdicts, () => now, PAGES)[0];

describe('withVerdicts: the report merges automatic evidence with the reviewers’ verdicts', () => {
  it.each<{ rule: string; auto: Automatic; verdicts: Verdict[]; now?: string | null; reads: string; problem?: RegExp }>([
    { rule: 'no verdict: the automatic outcome', auto: automatic('cannot tell'), verdicts: [], reads: 'cannot tell' },
    {
      rule: 'a current verdict decides what automation left open',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed')],
      reads: 'passed',
    },
    {
      rule: 'a manual-only criterion takes its verdict',
      auto: automatic('not checked', []),
      verdicts: [verdict('not present')],
      reads: 'not present',
    },
    {
      rule: 'an automatic failure always stands: over passed',
      auto: automatic('failed', FAILED),
      verdicts: [verdict('passed')],
      reads: 'failed',
      problem: /passed contradicts the checks that failed/,
    },
    {
      rule: 'and over cannot tell, which no check contradicts',
      auto: automatic('failed', FAILED),
      verdicts: [verdict('cannot tell')],
      reads: 'failed',
    },
    {
      rule: 'and over a verdict on one page, with no judged pages beside it',
      auto: automatic('failed', FAILED),
      verdicts: [verdict('passed', NOW, FIRST)],
      reads: 'failed',
    },
    {
      rule: 'and over not present',
      auto: automatic('failed', FAILED),
      verdicts: [verdict('not present')],
      reads: 'failed',
      problem: /not present contradicts the checks that ran/,
    },
    { rule: 'a reviewer can fail what automation passed', auto: automatic('passed'), verdicts: [verdict('failed')], reads: 'failed' },
    {
      rule: 'a stale pass is no pass: cannot tell, flagged to re-check (record 0053)',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', BEFORE)],
      reads: 'cannot tell, to re-check',
    },
    {
      rule: 'a stale failure is still a failure',
      auto: automatic('cannot tell'),
      verdicts: [verdict('failed', BEFORE)],
      reads: 'failed, to re-check',
    },
    {
      rule: 'a verdict with no hash of what it saw is stale',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', null)],
      reads: 'cannot tell, to re-check',
    },
    {
      rule: 'and one with a malformed hash',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', 'yesterday')],
      reads: 'cannot tell, to re-check',
    },
    {
      rule: 'where git cannot read what it covers (no repository), stale',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed')],
      now: null,
      reads: 'cannot tell, to re-check',
    },
    {
      rule: 'a stale verdict does not hide an automatic failure',
      auto: automatic('failed', FAILED),
      verdicts: [verdict('passed', BEFORE)],
      reads: 'failed',
      problem: /passed contradicts the checks that failed/,
    },
    {
      rule: 'passed, where an automatic check did not run, is cannot tell',
      auto: automatic('cannot tell', NOT_RUN),
      verdicts: [verdict('passed')],
      reads: 'cannot tell',
    },
    {
      rule: 'and so is not present',
      auto: automatic('cannot tell', NOT_RUN),
      verdicts: [verdict('not present')],
      reads: 'cannot tell',
    },
    {
      rule: 'not present over a check that ran contradicts its evidence: it does not decide, and is reported',
      auto: automatic('passed'),
      verdicts: [verdict('not present')],
      reads: 'passed',
      problem: /not present contradicts the checks that ran/,
    },
    {
      rule: 'not present where the table says so too: the checks that passed confirm it',
      auto: automatic('not present'),
      verdicts: [verdict('not present')],
      reads: 'not present',
    },
    {
      rule: 'per page: a verdict on one page leaves the criterion cannot tell, the judged pages listed',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', NOW, FIRST)],
      reads: `cannot tell (judged: ${FIRST})`,
    },
    {
      rule: 'per page: every sampled page judged decides it',
      auto: automatic('cannot tell'),
      verdicts: PAGES.map((page) => verdict('passed', NOW, page)),
      reads: 'passed',
    },
    {
      rule: 'per page: one failing page fails it, whatever the other pages',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', NOW, FIRST), verdict('failed', NOW, SECOND)],
      reads: 'failed',
    },
    {
      rule: 'per page: a failing page fails the criterion passed for the sample',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed'), verdict('failed', NOW, SECOND)],
      reads: 'failed',
    },
    {
      rule: 'per page: a page where it is not present leaves the sample’s pass',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed'), verdict('not present', NOW, SECOND)],
      reads: 'passed',
    },
    {
      rule: 'per page: a stale page verdict flags the criterion',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed'), verdict('passed', BEFORE, FIRST)],
      reads: 'cannot tell, to re-check',
    },
    {
      rule: 'two verdicts on the same criterion and page: both count (the worst reads) and the file is reported',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed'), verdict('failed')],
      reads: 'failed',
      problem: /2 verdicts on the whole sample/,
    },
  ])('$rule', ({ auto, verdicts, now = NOW, reads, problem }) => {
    const merged = merge(auto, verdicts, now);
    expect(merged?.label).toBe(reads);
    expect(merged?.automatic).toBe(auto.outcome);
    expect(merged?.verdicts.map((item) => item.outcome)).toEqual(verdicts.map((item) => item.outcome));
    if (problem) expect(merged?.problems.join('\n')).toMatch(problem);
    else expect(merged?.problems).toEqual([]);
  });

  it('says why a verdict is to re-check, and keeps other criteria’s verdicts out', () => {
    const merged = merge(automatic('cannot tell'), [
      verdict('passed', BEFORE),
      verdict('passed', 'yesterday', FIRST),
      { ...verdict('failed'), criterion: '1.1.1' },
    ]);
    expect(merged?.verdicts.map((item) => item.recheck)).toEqual([
      'what it covers changed since it was recorded',
      'it holds no hash of what it covered when recorded',
    ]);
    expect(merge(automatic('cannot tell'), [verdict('passed')], null)?.verdicts[0]?.recheck).toBe(
      'git cannot read what it covers now (no repository)',
    );
  });
});

describe('refuseVerdict: what the form may not record', () => {
  const report = (auto: Automatic, verdicts: Verdict[]) => ({ criteria: withVerdicts([auto], verdicts, () => NOW, PAGES) });
  it.each<{ rule: string; auto: Automatic; verdicts: Verdict[]; recording: Verdict; refusal?: RegExp }>([
    { rule: 'a first verdict', auto: automatic('cannot tell'), verdicts: [], recording: verdict('passed') },
    {
      rule: 'a duplicate: the criterion and page already have a current verdict',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed')],
      recording: verdict('failed'),
      refusal:
        /^Refused: 2\.4\.7 already has a current verdict on the whole sample \(passed, by Rita Reviewer <rita@example\.org>, 2026-11-21\)/,
    },
    {
      rule: 'a verdict on another page stands beside it',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed')],
      recording: verdict('failed', NOW, SECOND),
    },
    {
      rule: 'the re-check: a verdict to re-check is replaced',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', BEFORE)],
      recording: verdict('passed'),
    },
    {
      rule: 'a file already holding two on that criterion and page',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', BEFORE), verdict('failed', BEFORE)],
      recording: verdict('passed'),
      refusal: /already holds 2 verdicts on 2\.4\.7 for the whole sample/,
    },
    {
      rule: 'not present over a passing check',
      auto: automatic('passed'),
      verdicts: [],
      recording: verdict('not present'),
      refusal: /not present contradicts the checks that ran: wcag\.spec\.ts › a check \(passed\)/,
    },
    {
      rule: 'not present over a failing check',
      auto: automatic('failed', FAILED),
      verdicts: [],
      recording: verdict('not present'),
      refusal: /not present contradicts the checks that ran/,
    },
    {
      rule: 'but on one page, beside checks run on the whole sample, a page verdict may say not present, or passed',
      auto: automatic('failed', FAILED),
      verdicts: [verdict('not present', NOW, FIRST)],
      recording: verdict('passed', NOW, SECOND),
    },
    {
      rule: 'passed over a failing check',
      auto: automatic('failed', FAILED),
      verdicts: [],
      recording: verdict('passed'),
      refusal: /passed contradicts the checks that failed: wcag\.spec\.ts › a check/,
    },
    {
      rule: 'not present where the table says so and its checks passed',
      auto: automatic('not present'),
      verdicts: [],
      recording: verdict('not present'),
    },
    { rule: 'not present where no check ran', auto: automatic('not checked', []), verdicts: [], recording: verdict('not present') },
  ])('$rule', ({ auto, verdicts, recording, refusal }) => {
    const answer = refuseVerdict(report(auto, verdicts), recording);
    if (refusal) expect(answer).toMatch(refusal);
    else expect(answer).toBeUndefined();
  });
});

describe('contentHashes: what a verdict covers, as content (git’s blob ids), not dates', () => {
  const repo = mkdtempSync(join(tmpdir(), 'verdicts-git-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], { cwd: repo, encoding: 'utf8' });
  const write = (file: string, text: string) => writeFileSync(join(repo, file), text);
  const covered = { covers: ['site', ':!*.test.ts'], criteria: [{ id: '1.2.1', covers: ['video.txt'] }, { id: '2.4.7' }] };

  it('no repository reads null for every criterion, and never throws', () => {
    expect(contentHashes(repo, covered)('2.4.7')).toBeNull();
  });

  it('changes with what the criterion covers (committed or not), and only with that', () => {
    git('init', '-q');
    execFileSync('mkdir', ['-p', join(repo, 'site')]);
    write('site/page.html', 'one');
    write('video.txt', 'a video');
    git('add', '.');
    git('commit', '-qm', 'one');
    const first = contentHashes(repo, covered);
    expect(first('2.4.7')).toMatch(/^[0-9a-f]{64}$/);
    write('site/page.test.ts', 'a test, excluded');
    write('elsewhere.txt', 'not covered');
    expect(contentHashes(repo, covered)('2.4.7')).toBe(first('2.4.7'));
    write('site/page.html', 'two');
    const second = contentHashes(repo, covered);
    expect(second('2.4.7')).not.toBe(first('2.4.7'));
    expect(second('1.2.1')).toBe(first('1.2.1'));
    write('site/new.html', 'a new page, not yet added');
    expect(contentHashes(repo, covered)('2.4.7')).not.toBe(second('2.4.7'));
  });

  it('reads a link as git stores it, by its target’s path: what it points at is never read', () => {
    const outside = mkdtempSync(join(tmpdir(), 'verdicts-outside-'));
    try {
      writeFileSync(join(outside, 'secret.txt'), 'one');
      symlinkSync(join(outside, 'secret.txt'), join(repo, 'site/linked.txt'));
      const linked = contentHashes(repo, covered)('2.4.7');
      writeFileSync(join(outside, 'secret.txt'), 'two');
      expect(contentHashes(repo, covered)('2.4.7')).toBe(linked);
      rmSync(join(repo, 'site/linked.txt'));
      symlinkSync(join(outside, 'other.txt'), join(repo, 'site/linked.txt'));
      expect(contentHashes(repo, covered)('2.4.7')).not.toBe(linked);
    } finally {
      rmSync(join(repo, 'site/linked.txt'), { force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a branch merged with an older commit date still changes it; a shallow clone of the same content reads the same', () => {
    write('site/new.html', 'older');
    git('add', '.');
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', 'commit', '-qm', 'old date'], {
      cwd: repo,
      env: { ...process.env, GIT_COMMITTER_DATE: '2020-01-01T00:00:00Z', GIT_AUTHOR_DATE: '2020-01-01T00:00:00Z' },
    });
    const here = contentHashes(repo, covered)('2.4.7');
    const shallow = `${repo}-shallow`;
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${repo}`, shallow]);
    try {
      rmSync(join(repo, 'site/page.test.ts'));
      rmSync(join(repo, 'elsewhere.txt'));
      expect(contentHashes(shallow, covered)('2.4.7')).toBe(here);
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});

describe('the committed verdicts and scope', () => {
  const ids = new Set(table.criteria.map((criterion) => criterion.id));
  const pages = new Set(scope.sample.map((page) => page.id));
  const { verdicts, damaged } = readVerdicts(process.cwd(), [...ids], [...pages]);

  it('read whole through the one reader (known criteria, outcomes and pages, an evaluator, a date, an observation), each with a hash', () => {
    expect(damaged).toEqual([]);
    expect(verdicts.length).toBeGreaterThan(0);
    for (const item of verdicts) {
      expect(new Date(item.date).toISOString()).toBe(item.date);
      expect(item.contentHash, item.criterion).toMatch(/^[0-9a-f]{64}$/);
    }
    const keys = verdicts.map((item) => `${item.criterion} ${item.page ?? ''}`);
    expect(keys.filter((key, n) => keys.indexOf(key) !== n)).toEqual([]);
  });

  it('sample pages by their path on the site, each with a title of its own (the Report Tool matches an opened verdict by title)', () => {
    for (const page of scope.sample) expect(page.id, page.title).toMatch(/^\/[^\s]*$/);
    expect(new Set(scope.sample.map((page) => page.title)).size).toBe(scope.sample.length);
  });

  it('every covers path exists, so a rename cannot leave a verdict never re-checked', () => {
    const own = table.criteria as { covers?: string[] }[];
    const paths = [...table.covers, ...own.flatMap((criterion) => criterion.covers ?? [])];
    for (const path of paths.filter((item) => !item.startsWith(':'))) expect(existsSync(path), path).toBe(true);
  });
});
