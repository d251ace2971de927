// The conformance report (WCAG-EM's shape): every WCAG 2.2 A/AA criterion of stories/conformance/criteria.json
// with the outcome of the last `npm test`, read from the runners' JSON reports, written to
// test-results/conformance/report.json (which `npm run storybook` serves) and into the Storybook build, for
// Docs / Accessibility, with the reviewers' verdicts merged in and its EARL export beside it
// (docs/decisions/0045-reviewer-verdicts.md). Never committed: a fresh clone's build says "not run yet"; its dev
// server builds the report live (addons/review).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SITE_ORIGIN } from '../content/origin.mjs';

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
 * has no such content (a reviewer confirms it with the manual step) and no check failed.
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
    // A failing check disproves the table's "not present": the failure stands.
    if (statuses.includes('failed')) outcome = 'failed';
    else if (criterion.present === false) outcome = 'not present';
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
/** Worst first: a criterion reads the worst of the verdicts that decide it (one failing page fails it). */
const WORST_FIRST = ['failed', 'cannot tell', 'not checked', 'passed', 'not present'];

/** @typedef {typeof VERDICT_OUTCOMES[number]} VerdictOutcome */
/**
 * A reviewer's verdict. `contentHash`: what it covers (criteria.json's `covers`) as it was when recorded
 * (contentHashes); a verdict whose hash differs from today's, or has none, is to re-check.
 * @typedef {{ criterion: string, page?: string, outcome: VerdictOutcome, observation: string, evaluator: string, date: string, contentHash?: string }} Verdict
 */
/** @typedef {{ id: string, title: string, states: string[] }} SamplePage */
/**
 * @typedef {{ website: string, scope: string, conformanceTarget: 'AA', sample: SamplePage[],
 *   baseline: { browsers: string[], assistiveTechnologies: string[] } }} Scope
 */
/** @typedef {ReturnType<typeof outcomes>[number]} AutomaticResult */
/**
 * What a criterion's verdict covers, as it is now: a hash, or null where git cannot read it (no repository).
 * @typedef {(criterionId: string) => string | null} ContentHash
 */

const HASH = /^[0-9a-f]{64}$/;

/**
 * Why a verdict is to be checked again, or false while it stands.
 * @param {Verdict} verdict
 * @param {string | null} now
 */
function recheckReason(verdict, now) {
  if (now === null) return 'git cannot read what it covers now (no repository)';
  if (!HASH.test(verdict.contentHash ?? '')) return 'it holds no hash of what it covered when recorded';
  return verdict.contentHash === now ? false : 'what it covers changed since it was recorded';
}

/**
 * How a whole-sample verdict contradicts the criterion's automatic evidence, or undefined: "not present" where a
 * check ran and judged the content (unless the table itself says not present, whose checks confirm the
 * absence), "passed" where a check failed. The evidence is the whole sample's, so a page verdict never
 * contradicts it.
 * @param {Pick<AutomaticResult, 'evidence'>} result
 * @param {string} automatic the criterion's automatic outcome
 * @param {Pick<Verdict, 'outcome' | 'page'>} verdict
 */
function contradiction(result, automatic, { outcome, page }) {
  if (page !== undefined) return undefined;
  const ran = result.evidence.filter((item) => item.status !== 'not run');
  const failed = ran.filter((item) => item.status === 'failed');
  if (outcome === 'not present' && ran.length > 0 && automatic !== 'not present')
    return `not present contradicts the checks that ran: ${ran.map((item) => `${item.check} (${item.status})`).join('; ')}`;
  if (outcome === 'passed' && failed.length > 0)
    return `passed contradicts the checks that failed: ${failed.map((item) => item.check).join('; ')}`;
  return undefined;
}

/** @param {string | undefined} page */
const whereOf = (page) => (page === undefined ? 'the whole sample' : page);

/**
 * Each criterion's outcome with the reviewers' verdicts on top (docs/decisions/0053-verdicts-that-hide-nothing.md).
 * An automatic failure always stands. Otherwise the verdicts decide: a whole-sample verdict with the page verdicts
 * beside it, or page verdicts alone once every sampled page has one; until then a failing page fails the criterion
 * and anything else reads "cannot tell" with the judged pages listed. The worst deciding verdict is the outcome,
 * flagged `recheck` when one of them is stale (a stale failure is still failed). "passed" or "not present" where a
 * check did not run reads "cannot tell". A verdict that contradicts the evidence does not decide, and two verdicts
 * on one criterion and page both count; both are reported in `problems`. `label` is how the report reads it:
 * "failed, to re-check", "cannot tell (judged: /)".
 * @param {AutomaticResult[]} results
 * @param {Verdict[]} verdicts
 * @param {ContentHash} contentHash
 * @param {string[]} pages the sample's page ids
 */
export function withVerdicts(results, verdicts, contentHash, pages) {
  return results.map((result) => {
    const now = contentHash(result.id);
    const own = verdicts
      .filter((verdict) => verdict.criterion === result.id)
      .map((verdict) => ({ ...verdict, recheck: recheckReason(verdict, now) }));
    /** @type {string[]} */
    const problems = [];
    for (const page of new Set(own.map((verdict) => verdict.page))) {
      const same = own.filter((verdict) => verdict.page === page);
      if (same.length > 1) problems.push(`${same.length} verdicts on ${whereOf(page)}: keep one in ${VERDICTS_FILE}`);
    }
    const standing = own.filter((verdict) => {
      const why = contradiction(result, result.outcome, verdict);
      if (why) problems.push(`The verdict on ${whereOf(verdict.page)} does not count: ${why}`);
      return !why;
    });
    const onPages = standing.filter((verdict) => verdict.page !== undefined);
    const everyPage = pages.every((page) => onPages.some((verdict) => verdict.page === page));
    const decide = standing.length > onPages.length || everyPage ? standing : onPages.filter((verdict) => verdict.outcome === 'failed');
    const automaticFailure = result.outcome === 'failed';
    /** @type {string[] | undefined} */
    const judged =
      !automaticFailure && decide.length === 0 && onPages.length > 0
        ? pages.filter((page) => onPages.some((verdict) => verdict.page === page))
        : undefined;
    let outcome = result.outcome;
    let recheck = false;
    if (judged) outcome = 'cannot tell';
    else if (!automaticFailure && decide.length > 0) {
      const decided = decide.map((verdict) => verdict.outcome);
      outcome = WORST_FIRST.find((candidate) => decided.includes(candidate)) ?? result.outcome;
      recheck = decide.some((verdict) => verdict.recheck);
      const notRun = result.evidence.some((item) => item.status === 'not run');
      if (notRun && (outcome === 'passed' || outcome === 'not present')) outcome = 'cannot tell';
    }
    const decidedBy = automaticFailure || judged ? [] : decide;
    const label = `${outcome}${recheck ? ', to re-check' : ''}${judged ? ` (judged: ${judged.join(', ')})` : ''}`;
    return { ...result, automatic: result.outcome, outcome, recheck, judged, label, problems, decidedBy, verdicts: own };
  });
}

/**
 * Why the form may not record `verdict`, or undefined: a current verdict on the same criterion and page is
 * there already (one to re-check is replaced: that is the re-check), the file holds two there already, or the
 * verdict contradicts the criterion's automatic evidence.
 * @param {{ criteria: ReturnType<typeof withVerdicts> }} report
 * @param {Verdict} verdict
 * @returns {string | undefined}
 */
export function refuseVerdict(report, verdict) {
  const result = report.criteria.find((item) => item.id === verdict.criterion);
  if (!result) return `Refused: ${verdict.criterion} is not a criterion of the report.`;
  const where = whereOf(verdict.page);
  const same = result.verdicts.filter((other) => other.page === verdict.page);
  if (same.length > 1)
    return `Refused: ${VERDICTS_FILE} already holds ${same.length} verdicts on ${verdict.criterion} for ${where}; keep one by hand, then record.`;
  const [current] = same.filter((other) => !other.recheck);
  if (current)
    return `Refused: ${verdict.criterion} already has a current verdict on ${where} (${current.outcome}, by ${current.evaluator}, ${current.date.slice(0, 10)}); a current verdict is changed in ${VERDICTS_FILE}, by hand.`;
  const why = contradiction(result, result.automatic, verdict);
  return why && `Refused: ${why}.`;
}

/**
 * What each criterion's verdict covers, as it is in the working tree now: a SHA-256 over git's blob id and path
 * of every file its covers (criteria.json's `covers`, or its own) name, tracked or new (a link by its target's
 * path, never followed); null where git cannot tell
 * (no repository). Content, not commit dates: a branch merged with older commits, or a shallow clone, reads
 * what is there.
 * @param {string} root
 * @param {{ covers: string[], criteria: { id: string, covers?: string[] }[] }} table
 * @returns {ContentHash}
 */
export function contentHashes(root, table) {
  const git = (/** @type {string[]} */ args, /** @type {string} */ input = '') =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  /** @type {Map<string, string | null>} */
  const byCovers = new Map();
  return (criterionId) => {
    const covers = table.criteria.find((criterion) => criterion.id === criterionId)?.covers ?? table.covers;
    const key = covers.join('\0');
    if (!byCovers.has(key)) {
      try {
        const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...covers]).split('\0');
        // A tracked file deleted from the working tree is listed but has no content to hash. A link is read as
        // git stores it, its target's path: the dev server follows no link (STYLE 17), not even to hash a file.
        const found = [...new Set(listed)].sort().flatMap((file) => {
          const stat = file === '' ? undefined : lstatSync(join(root, file), { throwIfNoEntry: false });
          return stat?.isFile() || stat?.isSymbolicLink() ? [{ file, link: stat.isSymbolicLink() }] : [];
        });
        const files = found.filter((entry) => !entry.link).map((entry) => entry.file);
        const blobs =
          files.length > 0
            ? git(['hash-object', '--stdin-paths'], `${files.join('\n')}\n`)
                .trim()
                .split('\n')
            : [];
        const blobOf = new Map(files.map((file, n) => [file, blobs[n]]));
        const lines = found
          .map(({ file, link }) => `${link ? `link to ${readlinkSync(join(root, file))}` : blobOf.get(file)} ${file}\n`)
          .join('');
        byCovers.set(key, createHash('sha256').update(lines).digest('hex'));
      } catch {
        byCovers.set(key, null);
      }
    }
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
  const pages = scope.sample.map((page) => page.id);
  return {
    date: new Date().toISOString(),
    scope,
    criteria: withVerdicts(automatic, verdicts, contentHashes(root, table), pages),
    incomplete: playwrightReport ? axeIncomplete(playwrightReport, (project) => project.startsWith('e2e-')) : [],
  };
}

/**
 * The verdict file after recording `verdict` (the server's one action), or why not (refuseVerdict): the verdict
 * carries the hash of what it covers now, and replaces a verdict to re-check on the same criterion and page.
 * @param {string} root
 * @param {Verdict[]} verdicts the file's verdicts now
 * @param {Verdict} verdict
 * @returns {{ refusal: string } | { verdicts: Verdict[] }}
 */
export function recordedVerdicts(root, verdicts, verdict) {
  const refusal = refuseVerdict(buildReport(root), verdict);
  if (refusal) return { refusal };
  const contentHash = contentHashes(root, readJson(join(root, CRITERIA_FILE)))(verdict.criterion);
  if (contentHash === null)
    return { refusal: 'Refused: git cannot read what the verdict covers here (no repository); nothing was written.' };
  const same = (/** @type {Verdict} */ other) => other.criterion === verdict.criterion && other.page === verdict.page;
  return { verdicts: [...verdicts.filter((other) => !same(other)), { ...verdict, contentHash }] };
}

/** @typedef {ReturnType<typeof buildReport>} Report */

// ─── The EARL export (WCAG-EM Report Tool 3's "Open an evaluation") ─────────────────────────────────────────────

/**
 * The Report Tool's own export context (w3c/wai-wcag-em-report-tool, src/data/jsonld/appContext.js, exportContext),
 * with the typed date of its evaluation model (src/stores/evaluationStore.js): it reads an evaluation's date as
 * a W3CDTF value (`reportFindings.date['@value']`). stories/conformance/earl.test.ts opens the export as it does.
 */
const EARL_CONTEXT = {
  reporter: 'http://github.com/w3c/wai-wcag-em-report-tool/',
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
  Website: 'wcagem:website',
  Webpage: 'wcagem:webpage',
  auditSample: 'wcagem:step4',
  reportFindings: 'wcagem:step5',
  documentSteps: 'wcagem:step5a',
  commissioner: 'wcagem:commissioner',
  evaluator: 'wcagem:evaluator',
  evaluationSpecifics: 'wcagem:step5b',
  WCAG: 'http://www.w3.org/TR/WCAG/#',
  WCAG20: 'http://www.w3.org/TR/WCAG20/#',
  WCAG21: 'http://www.w3.org/TR/WCAG21/#',
  WAI: 'http://www.w3.org/WAI/',
  A: 'WAI:WCAG2A-Conformance',
  AA: 'WAI:WCAG2AA-Conformance',
  AAA: 'WAI:WCAG2AAA-Conformance',
  wcagVersion: 'WAI:standards-guidelines/wcag/#versions',
  reportToolVersion: 'wcagem:reportToolVersion',
  earl: 'http://www.w3.org/ns/earl#',
  Assertion: 'earl:Assertion',
  TestMode: 'earl:TestMode',
  TestCriterion: 'earl:TestCriterion',
  TestCase: 'earl:TestCase',
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
  W3CDTF: 'http://www.w3.org/TR/NOTE-datetime',
  hasPart: 'dcterms:hasPart',
  isPartOf: 'dcterms:isPartOf',
  id: '@id',
  type: '@type',
  language: '@language',
};
/** The Report Tool version whose code stories/conformance/earl.test.ts opens the export with (its package.json). */
const REPORT_TOOL_VERSION = '3.0.3';

/** The report's outcomes as EARL's. @type {Record<string, { id: string, type: string[] }>} */
const EARL_OUTCOMES = {
  passed: { id: 'earl:passed', type: ['OutcomeValue', 'Pass'] },
  failed: { id: 'earl:failed', type: ['OutcomeValue', 'Fail'] },
  'cannot tell': { id: 'earl:cantTell', type: ['OutcomeValue', 'CannotTell'] },
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
 * (step 1), the sample (step 3: each page by its URL, the site's origin and its path, which the tool reads back
 * from its description), one assertion per criterion for the whole sample and one per page verdict (step 4), each
 * with its assertor (the reviewers whose verdicts decide it, or the test run) and its EARL mode, findings (step 5).
 * @param {Report} report
 */
export function earlReport(report) {
  const { scope } = report;
  const website = { id: '_:website', type: ['TestSubject', 'Website'], title: scope.website, description: scope.scope };
  const pageOf = new Map(
    scope.sample.map((page) => {
      const url = new URL(page.id, SITE_ORIGIN).href;
      const states = page.states.length > 0 ? ` — states: ${page.states.join('; ')}` : '';
      return [page.id, { id: url, type: ['TestSubject', 'Webpage'], title: page.title, description: `${url}${states}` }];
    }),
  );
  const testRun = {
    id: '_:testRun',
    type: ['earl:Assertor', 'earl:Software'],
    title: `npm test of the ${scope.website}: the automatic checks (scripts/conformance.mjs)`,
  };
  const evaluators = [...new Set(report.criteria.flatMap((result) => result.verdicts.map((verdict) => verdict.evaluator)))];
  const assertorOf = new Map(
    evaluators.map((evaluator, n) => {
      const email = /<([^<>\s]+@[^<>\s]+)>/.exec(evaluator)?.[1];
      return [evaluator, { id: email ? `mailto:${email}` : `_:evaluator_${n + 1}`, type: 'earl:Assertor', title: evaluator }];
    }),
  );
  const assertors = (/** @type {string[]} */ names) => {
    const nodes = [...new Set(names)].map((name) => assertorOf.get(name) ?? testRun);
    return nodes.length === 1 ? nodes[0] : nodes;
  };
  const test = (/** @type {string} */ title) => ({ id: earlTest(title), type: ['TestCriterion', 'TestRequirement'] });
  const describe = (/** @type {Report['criteria'][number]} */ result) =>
    [
      `${result.label}${result.automatic === result.outcome ? '' : ` (automatic: ${result.automatic})`}`,
      ...result.problems,
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
      assertedBy: result.decidedBy.length > 0 ? assertors(result.decidedBy.map((verdict) => verdict.evaluator)) : testRun,
      mode: { id: result.decidedBy.length === 0 ? 'earl:automatic' : result.evidence.length > 0 ? 'earl:semiAuto' : 'earl:manual' },
      result: { type: 'TestResult', date: report.date, description: describe(result), outcome: earlOutcome(result.outcome) },
      subject: website,
      test: test(result.title),
    },
    ...result.verdicts.flatMap((verdict) => {
      const subject = pageOf.get(verdict.page ?? '');
      return subject === undefined
        ? []
        : [
            {
              type: 'Assertion',
              date: verdict.date,
              assertedBy: assertors([verdict.evaluator]),
              mode: { id: 'earl:manual' },
              result: {
                type: 'TestResult',
                date: verdict.date,
                description: `${verdict.evaluator}: ${verdict.observation}${verdict.recheck ? ` (to re-check: ${verdict.recheck})` : ''}`,
                outcome: earlOutcome(verdict.outcome),
              },
              subject,
              test: test(result.title),
            },
          ];
    }),
  ]);
  return {
    '@context': EARL_CONTEXT,
    type: 'Evaluation',
    language: 'en',
    reportToolVersion: REPORT_TOOL_VERSION,
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
    selectSample: { id: '_:selectSample', structuredSample: [...pageOf.values()], randomSample: [] },
    auditSample,
    reportFindings: {
      title: `Accessibility evaluation of ${scope.website}`,
      date: report.date.slice(0, 10),
      evaluator: evaluators.join('; '),
      commissioner: '',
      evaluationSpecifics:
        "Automatic checks from the last npm test (scripts/conformance.mjs) merged with reviewers' verdicts (stories/conformance/verdicts.json). " +
        "A page's own results show in step 4 once the page is ticked under 'Show web pages to enter individual results'.",
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
    `Conformance report written to ${RESULTS_FILE} (and ${EARL_FILE} beside it): ${['passed', 'failed', 'cannot tell', 'not checked', 'not present'].map((o) => `${count(o)} ${o}`).join(', ')}; ${results.filter((result) => result.recheck).length} to re-check`,
  );
  // A verdict file that holds two verdicts on one criterion and page, or one its evidence contradicts, is said, not resolved.
  for (const result of results) for (const problem of result.problems) console.log(`${result.id} ${result.title}: ${problem}`);
  // A failed criterion is a failed test, already counted by its own step: this step fails only if it cannot write.
}
