// The conformance report (WCAG-EM's shape): every WCAG 2.2 A/AA criterion of stories/conformance/criteria.json
// with the outcome of the last `npm test`, read from the runners' JSON reports, written to
// test-results/conformance/report.json (which `npm run storybook` serves) and into the Storybook build, for
// Docs / Accessibility. Never committed: a fresh clone's page says "not run yet".
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CRITERIA_FILE = 'stories/conformance/criteria.json';
/** The folder `npm run storybook` serves as /conformance (.storybook/main.ts), and the report's place in it. */
export const RESULTS_DIR = 'test-results/conformance';
const RESULTS_FILE = join(RESULTS_DIR, 'report.json');
/** The Storybook build the docs pages test reads it from, built before the tests ran. */
const BUILT_FILE = join('storybook-static', 'conformance', 'report.json');
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { criteria } = readJson(CRITERIA_FILE);
  const playwrightReport = readJson(PLAYWRIGHT_REPORT);
  const vitestReport = readJson(VITEST_REPORT);
  const results = outcomes(
    criteria,
    playwrightReport && e2eTests(playwrightReport, (project) => project.startsWith('e2e-')),
    vitestReport && storyTests(vitestReport),
    playwrightReport ? e2eTests(playwrightReport, (project) => project === 'story-review') : [],
  );
  const report = {
    date: new Date().toISOString(),
    scope: 'The Finzap marketing site as built (npm run build), served by server/serve.mjs; WCAG 2.2 Level AA',
    sample: ['/', '/politica-de-cookies', '/pagina-inexistente (the 404)', 'every component story in Storybook'],
    criteria: results,
    incomplete: playwrightReport ? axeIncomplete(playwrightReport, (project) => project.startsWith('e2e-')) : [],
  };
  for (const file of [RESULTS_FILE, ...(existsSync('storybook-static') ? [BUILT_FILE] : [])]) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  }
  const count = (/** @type {string} */ outcome) => results.filter((result) => result.outcome === outcome).length;
  console.log(
    `Conformance report written to ${RESULTS_FILE}: ${['passed', 'failed', 'cannot tell', 'not checked', 'not present'].map((o) => `${count(o)} ${o}`).join(', ')}`,
  );
  // A failed criterion is a failed test, already counted by its own step: this step fails only if it cannot write.
}
