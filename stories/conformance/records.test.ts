/**
 * The reviewers' records as a team leaves them (issue 57): edited by hand, merged across branches. Each case is one a
 * reviewer met: the report names it by file, line and field and reads on, and its two files stay one pair.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SITE_ORIGIN } from '../../content/origin.mjs';
import { buildReport, contentHashes, earlReport, earlTest, type Report, VERDICTS_FILE, writeReports } from '../../scripts/conformance.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const CONFORMANCE = 'stories/conformance';
const RITA = 'Rita Reviewer <rita@example.org>';
/** A verdict line, current (the hash of what its criterion covers now in the scratch project) unless told otherwise. */
const line = (fields: Record<string, unknown>) => {
  const table = JSON.parse(readFileSync(join(root, CONFORMANCE, 'criteria.json'), 'utf8')) as Parameters<typeof contentHashes>[1];
  const contentHash = contentHashes(root, table)(String(fields.criterion).trim());
  return JSON.stringify({ observation: 'Seen by hand.', evaluator: RITA, date: '2026-11-21T09:00:00.000Z', contentHash, ...fields });
};
const COMMENT = JSON.stringify({ $comment: 'the reviewers’ verdicts' });

/** A scratch project: the criteria, scope and .gitattributes as committed, the verdict lines given, a repository. */
let root = '';
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], { cwd: root, encoding: 'utf8' });
const verdicts = (...lines: string[]) => writeFileSync(join(root, VERDICTS_FILE), [COMMENT, ...lines, ''].join('\n'));
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'conformance-records-'));
  mkdirSync(join(root, CONFORMANCE), { recursive: true });
  for (const file of ['criteria.json', 'scope.json']) cpSync(join(ROOT, CONFORMANCE, file), join(root, CONFORMANCE, file));
  cpSync(join(ROOT, '.gitattributes'), join(root, '.gitattributes'));
  verdicts();
  git('init', '-q', '-b', 'main');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const criterion = (report: Report, id: string) => report.criteria.find((result) => result.id === id);
const pageUrl = (page: string) => new URL(page, SITE_ORIGIN).href;
/** The EARL assertions on a criterion: its whole-sample one and each page's. */
const assertions = (report: Report, title: string) =>
  (
    earlReport(report).auditSample as {
      test: { id: string };
      subject: { id: string };
      result: { outcome: { id: string }; description: string };
    }[]
  ).filter((assertion) => assertion.test.id === earlTest(title));

/** A Playwright JSON report with the axe test of a11y.spec.ts on each sampled page, each in the status given. */
function axeRun(statuses: Record<string, 'expected' | 'unexpected' | 'skipped' | undefined>) {
  const specs = Object.entries(statuses).flatMap(([page, status]) =>
    status === undefined
      ? []
      : [
          {
            title: `axe (WCAG 2.2 AA) finds nothing on ${page} with the banner open`,
            file: 'tests/e2e/a11y.spec.ts',
            tests: [{ projectName: 'e2e-desktop', status, annotations: [] }],
          },
        ],
  );
  mkdirSync(join(root, 'test-results/reports'), { recursive: true });
  writeFileSync(join(root, 'test-results/reports/playwright.json'), JSON.stringify({ suites: [{ title: 'a11y.spec.ts', specs }] }));
}

describe('the verdict file, damaged by hand or by a merge: named by file, line and field, and the report reads on', () => {
  it('a merge conflict: each marker named by its line, both sides read, and the script writes its report', () => {
    verdicts(
      '<<<<<<< HEAD',
      line({ criterion: '1.3.3', outcome: 'passed' }),
      '=======',
      line({ criterion: '2.4.7', outcome: 'failed' }),
      '>>>>>>> theirs',
    );
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/conformance.mjs')], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'merge conflict at line 2 of stories/conformance/verdicts.jsonl: resolve it and remove the marker; it does not count until it is mended.',
    );
    const written = JSON.parse(readFileSync(join(root, 'test-results/conformance/report.json'), 'utf8')) as Report;
    expect(written.problems.map((problem) => /line (\d+)/.exec(problem)?.[1])).toEqual(['2', '4', '6']);
    expect(criterion(written, '1.3.3')?.verdicts.map((verdict) => verdict.outcome)).toEqual(['passed']);
    expect(criterion(written, '2.4.7')?.verdicts.map((verdict) => verdict.outcome)).toEqual(['failed']);
  });

  it('an outcome the report does not know ("fail") is named, and its criterion reads cannot tell at best, never passed', () => {
    verdicts(line({ criterion: '1.3.3', outcome: 'passed', page: '/' }), line({ criterion: '1.3.3', outcome: 'fail' }));
    const result = criterion(buildReport(root), '1.3.3');
    expect(result?.problems).toEqual([
      'line 3 of stories/conformance/verdicts.jsonl: outcome: "fail" is not one of passed, failed, cannot tell, not present, not checked; it does not count until it is mended. Until then 1.3.3 reads cannot tell at best.',
    ]);
    expect(result?.outcome).toBe('cannot tell');
    // Even where every other verdict on it passes it.
    verdicts(line({ criterion: '1.3.3', outcome: 'passed' }), line({ criterion: '1.3.3', outcome: 'fail', page: '/' }));
    expect(criterion(buildReport(root), '1.3.3')?.label).toBe('cannot tell');
  });

  it('a criterion id with a trailing space is named, and the criterion it was meant for reads cannot tell at best', () => {
    verdicts(line({ criterion: '1.3.3', outcome: 'passed' }), line({ criterion: '1.3.3 ', outcome: 'passed', page: '/' }));
    const result = criterion(buildReport(root), '1.3.3');
    expect(result?.problems.join('\n')).toContain(
      'line 3 of stories/conformance/verdicts.jsonl: criterion: "1.3.3 " is not one of stories/conformance/criteria.json; it does not count until it is mended. Until then 1.3.3 reads cannot tell at best.',
    );
    expect(result?.outcome).toBe('cannot tell');
  });

  it('an unknown criterion or page is named in the report', () => {
    verdicts(line({ criterion: '9.9.9', outcome: 'passed' }), line({ criterion: '1.3.3', outcome: 'passed', page: '/admin' }));
    const report = buildReport(root);
    expect(report.problems).toEqual([
      'line 2 of stories/conformance/verdicts.jsonl: criterion: "9.9.9" is not one of stories/conformance/criteria.json; it does not count until it is mended.',
    ]);
    expect(criterion(report, '1.3.3')?.problems.join('\n')).toContain('page: "/admin" is not a page of the sample');
    expect(criterion(report, '1.3.3')?.outcome).toBe('not checked');
  });

  it('a file whose top level is a list (the old whole-file shape): each line named', () => {
    writeFileSync(join(root, VERDICTS_FILE), `[\n${line({ criterion: '1.3.3', outcome: 'failed' })}\n]\n`);
    expect(buildReport(root).problems).toEqual([
      'line 1 of stories/conformance/verdicts.jsonl is not JSON: mend or remove it; it does not count until it is mended.',
      'line 3 of stories/conformance/verdicts.jsonl is not JSON: mend or remove it; it does not count until it is mended.',
    ]);
    writeFileSync(join(root, VERDICTS_FILE), `[${line({ criterion: '1.3.3', outcome: 'failed' })}]\n`);
    expect(buildReport(root).problems).toEqual([
      'line 1 of stories/conformance/verdicts.jsonl: a list where an object belongs; it does not count until it is mended.',
    ]);
  });

  it('a verdict without a date is named, and report.json and report.earl.json are written and agree', () => {
    verdicts(JSON.stringify({ criterion: '1.3.3', outcome: 'failed', observation: 'Seen.', evaluator: RITA }));
    const report = writeReports(root);
    const result = criterion(report, '1.3.3');
    expect(result?.problems.join('\n')).toContain('line 2 of stories/conformance/verdicts.jsonl: date is missing (a date)');
    const written = JSON.parse(readFileSync(join(root, 'test-results/conformance/report.json'), 'utf8')) as Report;
    const earl = JSON.parse(readFileSync(join(root, 'test-results/conformance/report.earl.json'), 'utf8')) as ReturnType<typeof earlReport>;
    const outcomeOf = (title: string) =>
      (earl.auditSample as { test: { id: string }; subject: { id: string }; result: { outcome: { id: string } } }[]).find(
        (assertion) => assertion.test.id === earlTest(title) && assertion.subject.id === '_:website',
      )?.result.outcome.id;
    expect(criterion(written, '1.3.3')?.outcome).toBe('not checked');
    expect(outcomeOf('Sensory Characteristics')).toBe('earl:untested');
  });

  it('criteria.json and scope.json: a list where an object belongs, or a damaged item, is named with its line and field', () => {
    writeFileSync(join(root, CONFORMANCE, 'scope.json'), '[]\n');
    const table = JSON.parse(readFileSync(join(ROOT, CONFORMANCE, 'criteria.json'), 'utf8')) as { criteria: { level: string }[] };
    (table.criteria[1] as { level: string }).level = 'AAA';
    writeFileSync(join(root, CONFORMANCE, 'criteria.json'), JSON.stringify(table, null, 2));
    const report = buildReport(root);
    expect(report.problems[0]).toMatch(
      /^line \d+ of stories\/conformance\/criteria\.json \(criteria\.1\): level: "AAA" is not one of A, AA; left out/,
    );
    expect(report.problems[1]).toBe(
      'line 1 of stories/conformance/scope.json: a list where an object belongs; the report reads without it until it is mended.',
    );
    expect(report.criteria).toHaveLength(54);
  });
});

describe('stale verdicts do not count (record 0053)', () => {
  it('a stale "passed" reads "cannot tell, to re-check" and exports earl:cantTell; a stale "failed" stays failed', () => {
    verdicts(
      line({ criterion: '1.3.3', outcome: 'passed', contentHash: 'b'.repeat(64) }),
      line({ criterion: '2.4.7', outcome: 'failed', contentHash: 'b'.repeat(64) }),
    );
    const report = buildReport(root);
    expect(criterion(report, '1.3.3')?.label).toBe('cannot tell, to re-check');
    expect(criterion(report, '2.4.7')?.label).toBe('failed, to re-check');
    expect(assertions(report, 'Sensory Characteristics')[0]?.result.outcome.id).toBe('earl:cantTell');
    expect(report.criteria.filter((result) => result.outcome === 'passed')).toEqual([]);
  });
});

describe('the EARL export is honest', () => {
  it('a page verdict "not present" beside a failing check on that page: its assertion fails, and says why', () => {
    axeRun({ '/': 'expected', '/politica-de-cookies': 'expected', '/pagina-inexistente': 'unexpected' });
    verdicts(line({ criterion: '1.1.1', outcome: 'not present', page: '/pagina-inexistente' }));
    const page = assertions(buildReport(root), 'Non-text Content').find(
      (assertion) => assertion.subject.id === pageUrl('/pagina-inexistente'),
    );
    expect(page?.result.outcome.id).toBe('earl:failed');
    expect(page?.result.description).toContain(
      'It does not count: not present contradicts the checks that ran on /pagina-inexistente: a11y.spec.ts › axe (WCAG 2.2 AA) finds nothing on',
    );
  });

  it('two verdicts on one page: each of their assertions names the conflict', () => {
    verdicts(line({ criterion: '1.3.3', outcome: 'passed', page: '/' }), line({ criterion: '1.3.3', outcome: 'failed', page: '/' }));
    const onPage = assertions(buildReport(root), 'Sensory Characteristics').filter((assertion) => assertion.subject.id === pageUrl('/'));
    expect(onPage).toHaveLength(2);
    for (const assertion of onPage) expect(assertion.result.description).toContain(`2 verdicts on /: keep one in ${VERDICTS_FILE}`);
  });

  it('a check skipped on one sampled page (the 404’s axe run) is not a pass for the site', () => {
    axeRun({ '/': 'expected', '/politica-de-cookies': 'expected', '/pagina-inexistente': 'skipped' });
    const axe = criterion(buildReport(root), '1.1.1')?.evidence.find((item) => item.check.startsWith('a11y.spec.ts'));
    expect(axe).toMatchObject({ status: 'not run', pages: { '/': 'passed', '/pagina-inexistente': 'not run' } });
    expect(axe?.check).toMatch(/; skipped or missing on \/pagina-inexistente$/);
    // Missing from the run altogether, the same.
    axeRun({ '/': 'expected', '/politica-de-cookies': 'expected' });
    expect(criterion(buildReport(root), '1.1.1')?.evidence.find((item) => item.check.startsWith('a11y.spec.ts'))?.status).toBe('not run');
  });
});

describe('report.json and report.earl.json are one pair', () => {
  it('written together, or (one of them a link) neither is changed, and the run says why', () => {
    const dir = join(root, 'test-results/conformance');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'report.json'), 'the last report');
    writeFileSync(join(root, 'elsewhere.json'), 'a file outside');
    symlinkSync(join(root, 'elsewhere.json'), join(dir, 'report.earl.json'));
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/conformance.mjs')], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^No report written \(report\.json and report\.earl\.json are as they were\): Refused: ".*report\.earl\.json" is a symbolic link/,
    );
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('the last report');
    expect(readFileSync(join(root, 'elsewhere.json'), 'utf8')).toBe('a file outside');
    expect(existsSync(join(dir, 'report.json.tmp'))).toBe(false);
  });
});

describe('a merge of two branches that each recorded a verdict', () => {
  const branch = (name: string, verdict: string) => {
    git('checkout', '-q', '-b', name, 'main');
    writeFileSync(join(root, VERDICTS_FILE), `${readFileSync(join(root, VERDICTS_FILE), 'utf8')}${verdict}\n`);
    git('commit', '-qam', name);
  };
  beforeEach(() => {
    git('add', '.');
    git('commit', '-qm', 'base');
    branch('rita', line({ criterion: '1.3.3', outcome: 'passed' }));
    branch('paul', line({ criterion: '2.4.7', outcome: 'failed' }));
    git('checkout', '-q', 'rita');
  });

  it('merges cleanly (.gitattributes: merge=union) and the report keeps both verdicts', () => {
    git('merge', '-q', '--no-edit', 'paul');
    const report = buildReport(root);
    expect(report.problems).toEqual([]);
    expect(criterion(report, '1.3.3')?.verdicts.map((verdict) => verdict.outcome)).toEqual(['passed']);
    expect(criterion(report, '2.4.7')?.verdicts.map((verdict) => verdict.outcome)).toEqual(['failed']);
  });

  it('without the attribute (a clone that ignores it) the conflict is named by line, and both verdicts still read', () => {
    rmSync(join(root, '.gitattributes'));
    expect(() => git('merge', '-q', '--no-edit', 'paul')).toThrow();
    const report = buildReport(root);
    expect(report.problems).toEqual([
      'merge conflict at line 2 of stories/conformance/verdicts.jsonl: resolve it and remove the marker; it does not count until it is mended.',
      'merge conflict at line 4 of stories/conformance/verdicts.jsonl: resolve it and remove the marker; it does not count until it is mended.',
      'merge conflict at line 6 of stories/conformance/verdicts.jsonl: resolve it and remove the marker; it does not count until it is mended.',
    ]);
    expect(criterion(report, '1.3.3')?.verdicts).toHaveLength(1);
    expect(criterion(report, '2.4.7')?.verdicts).toHaveLength(1);
  });
});
