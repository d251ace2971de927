// What `npm test` reads from the runners' JSON reports: how many tests passed and failed, and
// which ones failed, one line each.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** @typedef {{ passed: number, failed: number }} Counts */

/**
 * Vitest's JSON report, optionally only the test files `filter` accepts.
 * @param {string} file
 * @param {(path: string) => boolean} [filter]
 * @returns {Counts | undefined}
 */
export function vitestCounts(file, filter = () => true) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = report.testResults.filter((result) => filter(result.name)).flatMap((result) => result.assertionResults);
  const passed = tests.filter((test) => test.status === 'passed').length;
  const failed = tests.filter((test) => test.status === 'failed').length;
  // A file that failed to load has no tests but a failed status; no tests at all is a failure too.
  const broken = report.testResults.filter(
    (result) => filter(result.name) && result.status === 'failed' && result.assertionResults.length === 0,
  ).length;
  return { passed, failed: failed + broken + (passed + failed === 0 ? 1 : 0) };
}

/**
 * The failed tests of a Playwright JSON report, as "file › title: first line of the error".
 * @param {string} file
 * @returns {string[]}
 */
export function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const failures = [];
  /** @param {any} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.find((result) => result.error)?.error?.message ?? test.results.at(-1)?.status ?? '';
        failures.push(`${[...here, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
  return failures;
}

/**
 * The failed tests of Vitest's JSON report.
 * @param {string} file
 * @returns {string[]}
 */
export function vitestFailures(file) {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((result) => {
    const name = relative(process.cwd(), result.name);
    if (result.status === 'failed' && result.assertionResults.length === 0)
      return [`${name}: ${firstLine(result.message ?? 'did not load')}`];
    return result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0] ?? '')}`);
  });
}

/**
 * The first non-empty line of an error, without colour codes, so the summary stays one line per test.
 * @param {string} text
 */
function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- ANSI colour sequences are control characters by definition
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 240);
}

/**
 * The tests of a Playwright JSON report that ran in the projects `filter` accepts: passed, and failed (a test
 * a failed dependency kept from running counts as failed). None at all is a failure too.
 * @param {string} file
 * @param {(project: string) => boolean} [filter]
 * @returns {Counts | undefined}
 */
export function playwrightCounts(file, filter = () => true) {
  if (!existsSync(file)) return undefined;
  let passed = 0;
  let failed = 0;
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((/** @type {any} */ test) => filter(test.projectName))) {
        if (test.status === 'expected' || test.status === 'flaky') passed += 1;
        else if (test.status === 'unexpected' || test.results.length === 0) failed += 1;
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  return { passed, failed: failed + (passed + failed === 0 ? 1 : 0) };
}
