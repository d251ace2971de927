// The conformance report (WCAG-EM's shape): every WCAG 2.2 A/AA criterion of stories/conformance/criteria.json
// with the outcome of the last `npm test`, read from the runners' JSON reports, written to
// test-results/conformance/report.json (which `npm run storybook` serves) and into the Storybook build, for
// Docs / Accessibility, with the reviewers' verdicts merged in and its EARL export beside it
// (docs/decisions/0045-reviewer-verdicts.md). Never committed: a fresh clone's build says "not run yet"; its dev
// server builds the report live (addons/review).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CRITERIA_FILE = 'stories/conformance/criteria.json';
/** The folder `npm run storybook` serves as /conformance (.storybook/main.ts), and the report's place in it. */
export const RESULTS_DIR = 'test-results/conformance';
const RESULTS_FILE = join(RESULTS_DIR, 'report.json');
/** The Storybook build the docs pages test reads it from, built before the tests ran. */
const BUILT_DIR = join('storybook-static', 'conformance');
/** The EARL export beside the report, which Docs / Accessibility offers as a download. */
export const EARL_FILE = 'report.earl.json';
/** The main Playwright run: its e2e projects, and the same reviewer's checks on every story (project story-review). */
const PLAYWRIGHT_REPORT = 'test-results/reports/playwright.json';
const VITEST_REPORT = 'test-results/reports/vitest.json';

/** The annotation tests/e2e/a11y.spec.ts leaves for each of axe's incomplete results: JSON of `{ rule, criteria, help, nodes }`. */
export const AXE_INCOMPLETE = 'axe incomplete';

/** @typedef {{ e2e: string, test: string } | { stories: string }} Check */
/** @typedef {{ id: string, level: 'A' | 'AA', title: string, checks: Check[], manual?: string, present?: boolean }} Criterion */
/** @typedef {{ file: string, title: string, projects: string[], status: 'passed' | 'failed' | 'skipped', wcag: string[] }} E2eTest */

/**
 * Every test of a Playwright JSON report that ran in the projects `filter` accepts, one row per spec with the
 * projects it ran in.
 * @param {any} report
 * @param {(project: string) => boolean} [filter]
 * @returns {E2eTest[]}
 */
export function e2eTests(report, filter = () => true) {
  /** @type {E2eTest[]} */
  const tests = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const inProjects = spec.tests.filter((/** @type {any} */ test) => filter(test.projectName));
      if (inProjects.length === 0) continue;
      const ran = inProjects.filter((/** @type {any} */ test) => test.status !== 'skipped');
      const failed = ran.some((/** @type {any} */ test) => test.status === 'unexpected');
      tests.push({
        // The spec's own name: one config's report names it from the project root (tests/e2e/wcag.spec.ts).
        file: spec.file.split('/').at(-1),
        title: spec.title,
        projects: ran.map((/** @type {any} */ test) => test.projectName),
        status: failed ? 'failed' : ran.length > 0 ? 'passed' : 'skipped',
        wcag: inProjects.flatMap((/** @type {any} */ test) =>
          (test.annotations ?? []).filter((/** @type {any} */ a) => a.type === 'wcag').map((/** @type {any} */ a) => a.description),
        ),
      });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

/**
 * The story tests of Vitest's JSON report (axe runs in each): how many passed and failed.
 * @param {any} report
 */
export function storyTests(report) {
  const results = report.testResults
    .filter((/** @type {any} */ file) => /\.stories\.tsx?$/.test(file.name))
    .flatMap((/** @type {any} */ file) => file.assertionResults);
  return {
    passed: results.filter((/** @type {any} */ test) => test.status === 'passed').length,
    failed: results.filter((/** @type {any} */ test) => test.status === 'failed').length,
  };
}

/**
 * Each criterion's outcome and its evidence. A test carrying a `wcag` annotation for a criterion counts for it
 * even when the table does not name it. Outcomes (WCAG-EM): failed when any check failed; passed when every
 * check ran and passed and nothing is left to a person; cannot tell when the checks passed but a manual step
 * remains, or a check did not run; not checked when only a manual step exists; not present where the site
 * has no such content (a reviewer confirms it with the manual step).
 * @param {Criterion[]} criteria
 * @param {E2eTest[] | undefined} e2e
 * @param {{ passed: number, failed: number } | undefined} stories
 * @param {E2eTest[]} [reviewed] the per-story review, one test per story: one line of evidence per criterion it decides
 */
export function outcomes(criteria, e2e, stories, reviewed = []) {
  return criteria.map((criterion) => {
    /** @type {{ check: string, status: 'passed' | 'failed' | 'not run' }[]} */
    const evidence = [];
    const seen = new Set();
    for (const check of criterion.checks) {
      if ('stories' in check) {
        const status = !stories || stories.passed + stories.failed === 0 ? 'not run' : stories.failed > 0 ? 'failed' : 'passed';
        const counts = stories ? ` (${stories.passed} passed, ${stories.failed} failed)` : '';
        evidence.push({ check: `story tests: ${check.stories}${counts}`, status });
        continue;
      }
      const matches = (e2e ?? []).filter((test) => test.file === check.e2e && test.title.startsWith(check.test));
      matches.forEach((test) => seen.add(test));
      evidence.push(e2eEvidence(`${check.e2e} › ${check.test}`, matches));
    }
    for (const test of e2e ?? []) {
      if (!seen.has(test) && test.wcag.includes(criterion.id)) evidence.push(e2eEvidence(`${test.file} › ${test.title}`, [test]));
    }
    const storiesReviewed = reviewed.filter((test) => test.wcag.includes(criterion.id) && test.status !== 'skipped');
    if (storiesReviewed.length > 0) {
      const failed = storiesReviewed.filter((test) => test.status === 'failed');
      evidence.push({
        check: `every story, reviewed (tests/stories/review.spec.ts): ${storiesReviewed.length - failed.length} passed, ${failed.length} failed${failed.length > 0 ? ` (${failed.map((test) => test.title).join('; ')})` : ''}`,
        status: failed.length > 0 ? 'failed' : 'passed',
      });
    }
    const statuses = evidence.map((item) => item.status);
    let outcome;
    if (criterion.present === false) outcome = 'not present';
    else if (statuses.includes('failed')) outcome = 'failed';
    else if (statuses.length === 0) outcome = 'not checked';
    else if (statuses.includes('not run') || criterion.manual) outcome = 'cannot tell';
    else outcome = 'passed';
    return { id: criterion.id, level: criterion.level, title: criterion.title, outcome, evidence, manual: criterion.manual };
  });
}

/**
 * @param {string} check
 * @param {E2eTest[]} matches
 * @returns {{ check: string, status: 'passed' | 'failed' | 'not run' }}
 */
function e2eEvidence(check, matches) {
  const ran = matches.filter((test) => test.status !== 'skipped');
  const projects = [...new Set(ran.flatMap((test) => test.projects))].join(', ');
  if (ran.length === 0) return { check, status: 'not run' };
  const failed = ran.some((test) => test.status === 'failed');
  return { check: `${check} (${ran.length} test${ran.length > 1 ? 's' : ''}; ${projects})`, status: failed ? 'failed' : 'passed' };
}

/**
 * What axe could not decide (its "incomplete" results), for the reviewer: one row per test and rule, with the
 * projects it came up in, the criteria axe tags it with and the elements. Read from the annotations
 * tests/e2e/a11y.spec.ts leaves (AXE_INCOMPLETE).
 * @param {any} report a Playwright JSON report
 * @param {(project: string) => boolean} [filter]
 * @returns {{ test: string, projects: string[], rule: string, criteria: string[], help: string, nodes: string[] }[]}
 */
export function axeIncomplete(report, filter = () => true) {
  /** @type {Map<string, ReturnType<typeof axeIncomplete>[number]>} */
  const rows = new Map();
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((/** @type {any} */ t) => filter(t.projectName))) {
        for (const annotation of (test.annotations ?? []).filter((/** @type {any} */ a) => a.type === AXE_INCOMPLETE)) {
          const { rule, criteria, help, nodes } = JSON.parse(annotation.description);
          const key = `${spec.title}\n${rule}`;
          const row = rows.get(key) ?? { test: spec.title, projects: [], rule, criteria, help, nodes };
          if (!row.projects.includes(test.projectName)) row.projects.push(test.projectName);
          rows.set(key, row);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...rows.values()];
}

/** @param {string} file */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// ─── Reviewers' verdicts (docs/decisions/0045-reviewer-verdicts.md) ─────────────────────────────────────────────

/** The reviewers' verdicts, written from Docs / Accessibility on `npm run storybook` (addons/review). */
export const VERDICTS_FILE = 'stories/conformance/verdicts.json';
/** WCAG-EM's scope, sample and accessibility-support baseline, edited by hand. */
export const SCOPE_FILE = 'stories/conformance/scope.json';
/** What a reviewer may record (WCAG-EM's outcomes). */
export const VERDICT_OUTCOMES = /** @type {const} */ (['passed', 'failed', 'cannot tell', 'not present', 'not checked']);
/** Worst first: a criterion reads the worst of its current verdicts (one failing page fails it). */
const WORST_FIRST = ['failed', 'to re-check', 'cannot tell', 'not checked', 'passed', 'not present'];

/** @typedef {typeof VERDICT_OUTCOMES[number]} VerdictOutcome */
/** @typedef {{ criterion: string, page?: string, outcome: VerdictOutcome, observation: string, evaluator: string, date: string }} Verdict */
/** @typedef {{ id: string, title: string, states: string[] }} SamplePage */
/**
 * @typedef {{ website: string, scope: string, conformanceTarget: 'AA', sample: SamplePage[],
 *   baseline: { browsers: string[], assistiveTechnologies: string[] } }} Scope
 */
/** @typedef {ReturnType<typeof outcomes>[number]} AutomaticResult */
/**
 * The last change to what a criterion's verdict covers: an ISO date, or null where git cannot tell (no repository,
 * a shallow clone, files never committed).
 * @typedef {(criterionId: string) => string | null} LastChange
 */

/**
 * Each criterion's outcome with the reviewers' verdicts on top. A verdict older than the last change to what it
 * covers reads "to re-check"; an automatic failure stands whatever a verdict says; a verdict of "passed" where
 * an automatic check did not run reads "cannot tell"; otherwise the worst of the criterion's verdicts (the whole
 * sample's and each page's) is its outcome.
 * @param {AutomaticResult[]} results
 * @param {Verdict[]} verdicts
 * @param {LastChange} lastChange
 */
export function withVerdicts(results, verdicts, lastChange) {
  return results.map((result) => {
    const changed = lastChange(result.id);
    const own = verdicts
      .filter((verdict) => verdict.criterion === result.id)
      .map((verdict) => ({ ...verdict, recheck: recheckReason(verdict, changed) }));
    let outcome = result.outcome;
    if (result.outcome !== 'failed' && own.length > 0) {
      const manual = own.map((verdict) => (verdict.recheck ? 'to re-check' : verdict.outcome));
      outcome = WORST_FIRST.find((candidate) => manual.includes(candidate)) ?? result.outcome;
      if (outcome === 'passed' && result.evidence.some((item) => item.status === 'not run')) outcome = 'cannot tell';
    }
    return { ...result, automatic: result.outcome, outcome, verdicts: own };
  });
}

/**
 * Why a verdict is to be checked again, or false while it stands.
 * @param {Verdict} verdict
 * @param {string | null} changed
 */
function recheckReason(verdict, changed) {
  if (changed === null) return 'git cannot tell when what it covers last changed (no history, or a shallow clone)';
  return Date.parse(verdict.date) < Date.parse(changed) ? `what it covers changed on ${changed.slice(0, 10)}, after it was given` : false;
}

/**
 * When what each criterion's verdict covers last changed, from git: the table's `covers` (paths and git pathspecs),
 * or a criterion's own. A shallow clone's oldest commit seems to change every file, so there every verdict reads
 * "to re-check" rather than a date git does not know.
 * @param {string} root
 * @param {{ covers: string[], criteria: { id: string, covers?: string[] }[] }} table
 * @returns {LastChange}
 */
export function lastChanges(root, table) {
  const git = (/** @type {string[]} */ args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const shallow = git(['rev-parse', '--is-shallow-repository']) !== 'false';
  /** @type {Map<string, string | null>} */
  const byCovers = new Map();
  return (criterionId) => {
    if (shallow) return null;
    const covers = table.criteria.find((criterion) => criterion.id === criterionId)?.covers ?? table.covers;
    const key = covers.join('\0');
    if (!byCovers.has(key)) byCovers.set(key, git(['log', '-1', '--format=%cI', '--', ...covers]) || null);
    return byCovers.get(key) ?? null;
  };
}

/**
 * The report as it stands now: the runners' last reports (where `npm test` left them), the verdicts, the scope.
 * @param {string} [root]
 */
export function buildReport(root = process.cwd()) {
  const at = (/** @type {string} */ file) => readJson(join(root, file));
  const table = at(CRITERIA_FILE);
  const playwrightReport = at(PLAYWRIGHT_REPORT);
  const vitestReport = at(VITEST_REPORT);
  const automatic = outcomes(
    table.criteria,
    playwrightReport && e2eTests(playwrightReport, (project) => project.startsWith('e2e-')),
    vitestReport && storyTests(vitestReport),
    playwrightReport ? e2eTests(playwrightReport, (project) => project === 'story-review') : [],
  );
  /** @type {Scope} */
  const scope = at(SCOPE_FILE);
  /** @type {Verdict[]} */
  const verdicts = at(VERDICTS_FILE)?.verdicts ?? [];
  return {
    date: new Date().toISOString(),
    scope,
    criteria: withVerdicts(automatic, verdicts, lastChanges(root, table)),
    incomplete: playwrightReport ? axeIncomplete(playwrightReport, (project) => project.startsWith('e2e-')) : [],
  };
}

/** @typedef {ReturnType<typeof buildReport>} Report */

// ─── The EARL export (WCAG-EM Report Tool 3's "Open an evaluation") ─────────────────────────────────────────────

/** The Report Tool's own export context (w3c/wcag-em-report-tool, src/data/jsonld/appContext.js), so it reads the file as its own. */
const EARL_CONTEXT = {
  reporter: 'https://github.com/w3c/wcag-em-report-tool/',
  wcagem: 'http://www.w3.org/TR/WCAG-EM/#',
  Evaluation: 'wcagem:procedure',
  defineScope: 'wcagem:step1',
  scope: 'wcagem:step1a',
  step1b: { '@id': 'wcagem:step1b', '@type': '@id' },
  conformanceTarget: 'step1b',
  accessibilitySupportBaseline: 'wcagem:step1c',
  additionalEvaluationRequirements: 'wcagem:step1d',
  exploreTarget: 'wcagem:step2',
  essentialFunctionality: 'wcagem:step2b',
  pageTypeVariety: 'wcagem:step2c',
  technologiesReliedUpon: 'wcagem:step2d',
  selectSample: 'wcagem:step3',
  structuredSample: 'wcagem:step3a',
  randomSample: 'wcagem:step3b',
  auditSample: 'wcagem:step4',
  reportFindings: 'wcagem:step5',
  documentSteps: 'wcagem:step5a',
  commissioner: 'wcagem:commissioner',
  evaluator: 'wcagem:evaluator',
  evaluationSpecifics: 'wcagem:step5b',
  WCAG20: 'http://www.w3.org/TR/WCAG20/#',
  WCAG21: 'http://www.w3.org/TR/WCAG21/#',
  WAI: 'http://www.w3.org/WAI/',
  A: 'WAI:WCAG2A-Conformance',
  AA: 'WAI:WCAG2AA-Conformance',
  AAA: 'WAI:WCAG2AAA-Conformance',
  wcagVersion: 'WAI:standards-guidelines/wcag/#versions',
  earl: 'http://www.w3.org/ns/earl#',
  Assertion: 'earl:Assertion',
  TestMode: 'earl:TestMode',
  TestCriterion: 'earl:TestCriterion',
  TestRequirement: 'earl:TestRequirement',
  TestSubject: 'earl:TestSubject',
  TestResult: 'earl:TestResult',
  OutcomeValue: 'earl:OutcomeValue',
  Pass: 'earl:Pass',
  Fail: 'earl:Fail',
  CannotTell: 'earl:CannotTell',
  NotApplicable: 'earl:NotApplicable',
  NotTested: 'earl:NotTested',
  assertedBy: 'earl:assertedBy',
  mode: 'earl:mode',
  result: 'earl:result',
  subject: 'earl:subject',
  test: 'earl:test',
  outcome: 'earl:outcome',
  dcterms: 'http://purl.org/dc/terms/',
  title: 'dcterms:title',
  description: 'dcterms:description',
  summary: 'dcterms:summary',
  date: { '@id': 'dcterms:date', '@type': 'W3CDTF' },
  hasPart: 'dcterms:hasPart',
  isPartOf: 'dcterms:isPartOf',
  schema: 'http://schema.org/',
  WebSite: 'schema:WebSite',
  WebPage: 'schema:WebPage',
  W3CDTF: 'http://www.w3.org/TR/NOTE-datetime',
  id: '@id',
  type: '@type',
  language: '@language',
};

/**
 * The report's outcomes as EARL's; "to re-check" is a verdict nobody stands behind now: cannot tell.
 * @type {Record<string, { id: string, type: string[] }>}
 */
const EARL_OUTCOMES = {
  passed: { id: 'earl:passed', type: ['OutcomeValue', 'Pass'] },
  failed: { id: 'earl:failed', type: ['OutcomeValue', 'Fail'] },
  'cannot tell': { id: 'earl:cantTell', type: ['OutcomeValue', 'CannotTell'] },
  'to re-check': { id: 'earl:cantTell', type: ['OutcomeValue', 'CannotTell'] },
  'not present': { id: 'earl:inapplicable', type: ['OutcomeValue', 'NotApplicable'] },
  'not checked': { id: 'earl:untested', type: ['OutcomeValue', 'NotTested'] },
};

/** @param {string} outcome */
function earlOutcome(outcome) {
  const value = EARL_OUTCOMES[outcome];
  if (!value) throw new Error(`The report has an outcome EARL has no name for: "${outcome}"`);
  return value;
}

/**
 * The Report Tool names a criterion by its WCAG 2.2 fragment (Non-text Content → WCAG22:non-text-content) and
 * matches on the part after the colon; the prefix is left undefined, as the tool's own export leaves it, so the
 * name survives its JSON-LD expand and compact as it is.
 * @param {string} title
 */
export const earlTest = (title) =>
  `WCAG22:${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * The report as an evaluation the WCAG-EM Report Tool opens (its "Open" takes JSON-LD): scope and baseline
 * (step 1), the sample (step 3), one assertion per criterion for the whole sample and one per page verdict
 * (step 4), findings (step 5).
 * @param {Report} report
 */
export function earlReport(report) {
  const { scope } = report;
  const website = { id: '_:website', type: ['TestSubject', 'WebSite'], title: scope.website, description: scope.scope };
  const pages = scope.sample.map((page, n) => ({
    id: `_:page_${n + 1}`,
    type: ['TestSubject', 'WebPage'],
    title: page.title,
    description: `${page.id}${page.states.length > 0 ? ` — states: ${page.states.join('; ')}` : ''}`,
  }));
  const pageOf = new Map(scope.sample.map((page, n) => [page.id, pages[n]]));
  const evaluators = [...new Set(report.criteria.flatMap((result) => result.verdicts.map((verdict) => verdict.evaluator)))];
  const describe = (/** @type {Report['criteria'][number]} */ result) =>
    [
      ...result.verdicts
        .filter((verdict) => verdict.page === undefined)
        .map(
          (verdict) =>
            `${verdict.outcome} (${verdict.evaluator}, ${verdict.date.slice(0, 10)}${verdict.recheck ? `; to re-check: ${verdict.recheck}` : ''}): ${verdict.observation}`,
        ),
      ...result.evidence.map((item) => `${item.status}: ${item.check}`),
    ].join('\n');
  const auditSample = report.criteria.flatMap((result) => [
    {
      type: 'Assertion',
      date: report.date,
      mode: result.evidence.length === 0 ? 'earl:manual' : result.verdicts.length > 0 ? 'earl:semiAuto' : 'earl:automatic',
      result: { type: 'TestResult', date: report.date, description: describe(result), outcome: earlOutcome(result.outcome) },
      subject: website,
      test: { id: earlTest(result.title), type: ['TestCriterion', 'TestRequirement'] },
    },
    ...result.verdicts.flatMap((verdict) => {
      const subject = pageOf.get(verdict.page ?? '');
      return subject === undefined
        ? []
        : [
            {
              type: 'Assertion',
              date: verdict.date,
              mode: 'earl:manual',
              result: {
                type: 'TestResult',
                date: verdict.date,
                description: `${verdict.evaluator}: ${verdict.observation}${verdict.recheck ? ` (to re-check: ${verdict.recheck})` : ''}`,
                outcome: earlOutcome(verdict.recheck ? 'to re-check' : verdict.outcome),
              },
              subject,
              test: { id: earlTest(result.title), type: ['TestCriterion', 'TestRequirement'] },
            },
          ];
    }),
  ]);
  return {
    '@context': EARL_CONTEXT,
    type: 'Evaluation',
    language: 'en',
    defineScope: {
      id: '_:defineScope',
      scope: website,
      wcagVersion: '2.2',
      conformanceTarget: scope.conformanceTarget,
      accessibilitySupportBaseline: [
        `Browsers: ${scope.baseline.browsers.join('; ') || 'none recorded'}`,
        `Assistive technologies: ${scope.baseline.assistiveTechnologies.join('; ') || 'none recorded'}`,
      ].join('. '),
      additionalEvaluationRequirements: '',
    },
    exploreTarget: { id: '_:exploreTarget', essentialFunctionality: '', pageTypeVariety: '', technologiesReliedUpon: [] },
    selectSample: { id: '_:selectSample', structuredSample: pages, randomSample: [] },
    auditSample,
    reportFindings: {
      title: `Accessibility evaluation of ${scope.website}`,
      date: report.date,
      evaluator: evaluators.join('; '),
      commissioner: '',
      evaluationSpecifics:
        "Automatic checks from the last npm test (scripts/conformance.mjs) merged with reviewers' verdicts (stories/conformance/verdicts.json).",
      summary: '',
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = buildReport();
  const results = report.criteria;
  for (const folder of [RESULTS_DIR, ...(existsSync('storybook-static') ? [BUILT_DIR] : [])]) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(folder, EARL_FILE), `${JSON.stringify(earlReport(report), null, 2)}\n`);
  }
  const count = (/** @type {string} */ outcome) => results.filter((result) => result.outcome === outcome).length;
  console.log(
    `Conformance report written to ${RESULTS_FILE} (and ${EARL_FILE} beside it): ${['passed', 'failed', 'to re-check', 'cannot tell', 'not checked', 'not present'].map((o) => `${count(o)} ${o}`).join(', ')}`,
  );
  // A failed criterion is a failed test, already counted by its own step: this step fails only if it cannot write.
}
