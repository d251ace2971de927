import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { buildReport, earlReport, earlTest, lastChanges, VERDICT_OUTCOMES, withVerdicts } from '../../scripts/conformance.mjs';

import table from './criteria.json';
import scope from './scope.json';
import verdictsFile from './verdicts.json';

type Automatic = Parameters<typeof withVerdicts>[0][number];
type Verdict = Parameters<typeof withVerdicts>[1][number];

const EVIDENCE_PASSED = [{ check: 'wcag.spec.ts › a check', status: 'passed' as const }];
const automatic = (outcome: string, evidence: Automatic['evidence'] = EVIDENCE_PASSED): Automatic => ({
  id: '2.4.7',
  level: 'AA',
  title: 'Focus Visible',
  outcome,
  evidence,
  manual: 'Look at every focus ring.',
});
const verdict = (outcome: Verdict['outcome'], date: string, page?: string): Verdict => ({
  criterion: '2.4.7',
  ...(page === undefined ? {} : { page }),
  outcome,
  observation: 'Seen by hand.',
  evaluator: 'Rita Reviewer <rita@example.org>',
  date,
});
const CHANGED = '2026-11-20T10:00:00+00:00';
const BEFORE = '2026-11-19T09:00:00.000Z';
const AFTER = '2026-11-21T09:00:00.000Z';

describe('withVerdicts: the report merges automatic evidence with the reviewers’ verdicts', () => {
  it.each([
    { rule: 'no verdict: the automatic outcome', auto: automatic('cannot tell'), verdicts: [], changed: CHANGED, outcome: 'cannot tell' },
    {
      rule: 'a current verdict decides what automation left open',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', AFTER)],
      changed: CHANGED,
      outcome: 'passed',
    },
    {
      rule: 'a manual-only criterion takes its verdict',
      auto: automatic('not checked', []),
      verdicts: [verdict('not present', AFTER)],
      changed: CHANGED,
      outcome: 'not present',
    },
    {
      rule: 'an automatic failure is never overruled to passed',
      auto: automatic('failed', [{ check: 'wcag.spec.ts › a check', status: 'failed' }]),
      verdicts: [verdict('passed', AFTER)],
      changed: CHANGED,
      outcome: 'failed',
    },
    {
      rule: 'nor to not present',
      auto: automatic('failed', [{ check: 'wcag.spec.ts › a check', status: 'failed' }]),
      verdicts: [verdict('not present', AFTER)],
      changed: CHANGED,
      outcome: 'failed',
    },
    {
      rule: 'a reviewer can fail what automation passed',
      auto: automatic('passed'),
      verdicts: [verdict('failed', AFTER)],
      changed: CHANGED,
      outcome: 'failed',
    },
    {
      rule: 'a verdict older than the last change reads to re-check',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', BEFORE)],
      changed: CHANGED,
      outcome: 'to re-check',
    },
    {
      rule: 'where git cannot tell (shallow clone, no history): to re-check',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', AFTER)],
      changed: null,
      outcome: 'to re-check',
    },
    {
      rule: 'a stale verdict does not hide an automatic failure',
      auto: automatic('failed', [{ check: 'wcag.spec.ts › a check', status: 'failed' }]),
      verdicts: [verdict('passed', BEFORE)],
      changed: CHANGED,
      outcome: 'failed',
    },
    {
      rule: 'passed, where an automatic check did not run, is cannot tell',
      auto: automatic('cannot tell', [{ check: 'wcag.spec.ts › a check', status: 'not run' }]),
      verdicts: [verdict('passed', AFTER)],
      changed: CHANGED,
      outcome: 'cannot tell',
    },
    {
      rule: 'per page: one failing page fails the criterion passed for the sample',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', AFTER), verdict('failed', AFTER, '/politica-de-cookies')],
      changed: CHANGED,
      outcome: 'failed',
    },
    {
      rule: 'per page: a page where it is not present leaves the sample’s pass',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', AFTER), verdict('not present', AFTER, '/pagina-inexistente')],
      changed: CHANGED,
      outcome: 'passed',
    },
    {
      rule: 'per page: a stale page verdict makes the criterion to re-check',
      auto: automatic('cannot tell'),
      verdicts: [verdict('passed', AFTER), verdict('passed', BEFORE, '/')],
      changed: CHANGED,
      outcome: 'to re-check',
    },
  ])('$rule', ({ auto, verdicts, changed, outcome }) => {
    const [merged] = withVerdicts([auto], verdicts, () => changed);
    expect(merged?.outcome).toBe(outcome);
    expect(merged?.automatic).toBe(auto.outcome);
    expect(merged?.verdicts.map((item) => item.outcome)).toEqual(verdicts.map((item) => item.outcome));
  });

  it('says why a verdict is to re-check, and keeps other criteria’s verdicts out', () => {
    const [merged] = withVerdicts(
      [automatic('cannot tell')],
      [verdict('passed', BEFORE), { ...verdict('failed', AFTER), criterion: '1.1.1' }],
      () => CHANGED,
    );
    expect(merged?.verdicts).toEqual([
      { ...verdict('passed', BEFORE), recheck: 'what it covers changed on 2026-11-20, after it was given' },
    ]);
  });
});

describe('lastChanges: when what a verdict covers last changed, from git', () => {
  const repo = mkdtempSync(join(tmpdir(), 'verdicts-git-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], { cwd: repo, encoding: 'utf8' });
  const commitAt = (file: string, date: string) => {
    writeFileSync(join(repo, file), date);
    git('add', file);
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', 'commit', '-qm', file], {
      cwd: repo,
      env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
    });
  };
  const covered = { covers: ['site.txt'], criteria: [{ id: '1.2.1', covers: ['video.txt'] }, { id: '2.4.7' }] };

  it('reads the table’s covers, or a criterion’s own; no repository reads null, never throws', () => {
    expect(lastChanges(repo, covered)('2.4.7')).toBeNull();
    git('init', '-q');
    commitAt('site.txt', '2026-11-01T10:00:00+00:00');
    commitAt('video.txt', '2026-11-02T10:00:00+00:00');
    commitAt('site.txt', '2026-11-03T10:00:00+00:00');
    const changed = lastChanges(repo, covered);
    expect(changed('2.4.7')).toBe('2026-11-03T10:00:00+00:00');
    expect(changed('1.2.1')).toBe('2026-11-02T10:00:00+00:00');
  });

  it('a shallow clone reads null for every criterion (its oldest commit seems to change every file)', () => {
    const shallow = `${repo}-shallow`;
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${repo}`, shallow]);
    try {
      expect(lastChanges(shallow, covered)('1.2.1')).toBeNull();
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});

describe('the committed verdicts and scope', () => {
  const ids = new Set(table.criteria.map((criterion) => criterion.id));
  const pages = new Set(scope.sample.map((page) => page.id));
  const verdicts = verdictsFile.verdicts as Verdict[];

  it('name known criteria, outcomes and pages, with an evaluator, an ISO date and an observation', () => {
    for (const item of verdicts) {
      expect(ids.has(item.criterion), item.criterion).toBe(true);
      expect(VERDICT_OUTCOMES).toContain(item.outcome);
      if (item.page !== undefined) expect(pages.has(item.page), item.page).toBe(true);
      expect(item.evaluator.trim()).not.toBe('');
      expect(new Date(item.date).toISOString()).toBe(item.date);
      expect(item.observation.trim()).not.toBe('');
    }
  });

  it('every covers path exists, so a rename cannot leave a verdict never re-checked', () => {
    const own = table.criteria as { covers?: string[] }[];
    const paths = [...table.covers, ...own.flatMap((criterion) => criterion.covers ?? [])];
    for (const path of paths.filter((item) => !item.startsWith(':'))) expect(existsSync(path), path).toBe(true);
  });
});

describe('earlReport: the export the W3C WCAG-EM Report Tool opens', () => {
  const report = buildReport();
  const [first] = report.criteria;
  // One page verdict on the first criterion, none elsewhere: the committed file's verdicts do not move these checks.
  const withOne = {
    ...report,
    criteria: report.criteria.map((result) =>
      result === first
        ? { ...result, verdicts: [{ ...verdict('failed', AFTER, '/politica-de-cookies'), criterion: result.id, recheck: false as const }] }
        : { ...result, verdicts: [] },
    ),
  };
  const earl = earlReport(withOne);

  it('is an Evaluation in the tool’s own context', () => {
    expect(earl['@context']).toMatchObject({
      Evaluation: 'wcagem:procedure',
      defineScope: 'wcagem:step1',
      selectSample: 'wcagem:step3',
      auditSample: 'wcagem:step4',
      reportFindings: 'wcagem:step5',
      earl: 'http://www.w3.org/ns/earl#',
      id: '@id',
      type: '@type',
    });
    expect(earl.type).toBe('Evaluation');
    expect(earl.language).toBe('en');
  });

  it('step 1: the scope, WCAG 2.2 AA, the support baseline', () => {
    expect(earl.defineScope).toMatchObject({
      scope: { id: '_:website', type: ['TestSubject', 'WebSite'], title: scope.website },
      wcagVersion: '2.2',
      conformanceTarget: 'AA',
    });
    expect(earl.defineScope.accessibilitySupportBaseline).toContain(scope.baseline.browsers[0]);
  });

  it('step 3: every sampled page, typed as a web page', () => {
    expect(earl.selectSample.structuredSample.map((page) => [page.title, page.type])).toEqual(
      scope.sample.map((page) => [page.title, ['TestSubject', 'WebPage']]),
    );
  });

  it('step 4: one assertion per criterion on the website, named by its WCAG 2.2 fragment, with an EARL outcome', () => {
    const onWebsite = earl.auditSample.filter((assertion) => assertion.subject.id === '_:website');
    expect(onWebsite.map((assertion) => assertion.test.id)).toEqual(table.criteria.map((criterion) => earlTest(criterion.title)));
    expect(earlTest('Non-text Content')).toBe('WCAG22:non-text-content');
    expect(earlTest('Error Prevention (Legal, Financial, Data)')).toBe('WCAG22:error-prevention-legal-financial-data');
    const outcomes = new Set(['earl:passed', 'earl:failed', 'earl:cantTell', 'earl:inapplicable', 'earl:untested']);
    for (const assertion of earl.auditSample) {
      expect(assertion.type).toBe('Assertion');
      expect(assertion.test.type).toEqual(['TestCriterion', 'TestRequirement']);
      expect(assertion.result.type).toBe('TestResult');
      expect(outcomes.has(assertion.result.outcome.id), assertion.result.outcome.id).toBe(true);
      expect(assertion.result.outcome.type[0]).toBe('OutcomeValue');
      expect(typeof assertion.result.description).toBe('string');
      expect(new Date(assertion.result.date).toISOString()).toBe(assertion.result.date);
    }
  });

  it('a page verdict is an assertion on that page of the sample', () => {
    const onPages = earl.auditSample.filter((assertion) => assertion.subject.id !== '_:website');
    const cookies = earl.selectSample.structuredSample[scope.sample.findIndex((page) => page.id === '/politica-de-cookies')];
    expect(onPages).toEqual([
      expect.objectContaining({
        mode: 'earl:manual',
        subject: cookies,
        test: { id: earlTest(first?.title ?? ''), type: ['TestCriterion', 'TestRequirement'] },
        result: expect.objectContaining({ outcome: { id: 'earl:failed', type: ['OutcomeValue', 'Fail'] } }) as unknown,
      }),
    ]);
  });

  it('step 5: findings with a title, the date and the evaluators', () => {
    expect(earl.reportFindings).toMatchObject({ title: expect.stringContaining(scope.website) as string, date: report.date });
    expect(earl.reportFindings.evaluator).toBe('Rita Reviewer <rita@example.org>');
  });
});
