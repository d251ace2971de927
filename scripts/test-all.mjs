// `npm test`: every gate in one run — lint, format, typecheck, dead code (knip), unit and story tests with
// coverage thresholds, both builds, every Playwright project (end-to-end in three engines, visual snapshots,
// the story review, the commands smoke, the review walks: the designer's review flow and the reviewer's verdict), the conformance
// report, the docs pages and the visual gate check. Every step runs even when an earlier one failed, so one run shows everything
// that is wrong; it ends with a table and a single "N passed, N failed" line (tests counted one by one,
// lint/typecheck/build/coverage as one check each). Two cores are kept busy: the single-threaded checks and
// the builds run side by side, and the Playwright projects share one run (its two workers, one server each).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// cross-spawn: on Windows `npx` is npx.cmd, which a bare spawn cannot start.
import spawn from 'cross-spawn';

import { enginesHere, ensureChrome, ensureFirefox, ensureFonts, ensureWebKit } from './browser.mjs';
import { playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from './reports.mjs';

await ensureChrome();
await ensureFonts();
await ensureFirefox();
await ensureWebKit();
const REPORTS = 'test-results/reports';
const VITEST_REPORT = `${REPORTS}/vitest.json`;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const isStoryFile = (path) => /\.stories\.tsx?$/.test(path);
const COVERAGE_SUMMARY = 'coverage/coverage-summary.json';

/**
 * The unit and story projects run in one Vitest process so their V8 coverage is merged, and the
 * thresholds in vitest.config.ts (coverage.thresholds) are checked against both together. The run
 * is reported as three rows: unit tests, story tests, and the coverage gate.
 * @param {boolean} ok
 */
function unitAndStoryRows(ok) {
  const unit = vitestCounts(VITEST_REPORT, (path) => !isStoryFile(path)) ?? { passed: 0, failed: 1 };
  const stories = vitestCounts(VITEST_REPORT, isStoryFile) ?? { passed: 0, failed: 1 };
  const testsGreen = unit.failed === 0 && stories.failed === 0;
  let coverage;
  if (ok) coverage = { ok: true, passed: 1, failed: 0 };
  // All tests green but Vitest exited non-zero: the coverage thresholds (or the run itself) failed.
  else if (testsGreen) coverage = { ok: false, passed: 0, failed: 1 };
  // Failing tests already fail the run; coverage is not judged on top of them.
  else coverage = { ok: false, passed: 0, failed: 0, note: ' not judged: tests failed' };
  if (existsSync(COVERAGE_SUMMARY) && !coverage.note) {
    const { total } = JSON.parse(readFileSync(COVERAGE_SUMMARY, 'utf8'));
    coverage.note = ` lines ${total.lines.pct} %, branches ${total.branches.pct} %`;
  }
  return [
    { step: 'unit', ok: unit.failed === 0, ...unit },
    { step: 'stories', ok: stories.failed === 0, ...stories },
    { step: 'coverage', ...coverage },
  ];
}

/** The visual projects of playwright.config.ts: one per engine found here, named after it, and the baselines check. */
const ENGINES = enginesHere();

/**
 * The main Playwright run, one row per suite: the projects each row counts. Every project but `docs-after-run`, the
 * docs pages that read the conformance report this run's results are written into.
 */
const SUITES = [
  { step: 'e2e', projects: (name) => name.startsWith('e2e-') && name !== 'e2e-webkit' },
  { step: 'e2e webkit', projects: (name) => name === 'e2e-webkit' },
  { step: 'visual', projects: (name) => [...ENGINES, 'baselines'].includes(name) },
  { step: 'story review', projects: (name) => name === 'story-review' },
  { step: 'commands smoke', projects: (name) => name === 'smoke' },
  { step: 'review walks', projects: (name) => name === 'review' },
  { step: 'docs pages', projects: (name) => name === 'docs' },
];
const MAIN_PROJECTS = ['e2e-*', ...ENGINES, 'baselines', 'story-review', 'docs', 'smoke', 'review'];

/**
 * A Playwright run: the projects, where its JSON report goes (the main run's, `playwright.json`, is where
 * scripts/conformance.mjs reads the e2e and story-review projects), and its rows (`suites`, or one row named `name`).
 * @param {string} name
 * @param {string[]} projects
 * @param {{ step: string, projects: (name: string) => boolean }[]} [suites]
 */
function playwright(name, projects, suites) {
  const file = `${REPORTS}/${name}.json`;
  return {
    name,
    cmd: [
      'npx',
      'playwright',
      'test',
      ...projects.map((project) => `--project=${project}`),
      // The last reporter records each picture for the review panel in Storybook; a failing picture's
      // expected, actual and diff stay in the HTML report (test-results/report).
      '--reporter=dot,json,html,./addons/review/reporter.ts',
    ],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      // The main run's HTML report where the config puts it (docs/visual-review.md sends designers there).
      PLAYWRIGHT_HTML_OUTPUT_DIR: suites ? 'test-results/report' : `test-results/report-${name.replaceAll(' ', '-')}`,
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
    /** @param {boolean} ok */
    rows: (ok) =>
      (suites ?? [{ step: name, projects: () => true }]).map(({ step, projects: accepts }) => {
        const counts = playwrightCounts(file, accepts) ?? { passed: 0, failed: 1 };
        // A runner that crashed before reporting, or exited non-zero with all tests green, still fails.
        if (!ok && !suites && counts.failed === 0) counts.failed = 1;
        return { step, ok: counts.failed === 0, ...counts };
      }),
    failures: () => playwrightFailures(file),
  };
}

/**
 * The steps, in order; a step that is a list runs its lanes side by side (each lane's steps one after another),
 * every step's output kept and printed whole when it ends, so two at once never interleave line by line.
 */
const steps = [
  [
    [{ name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] }],
    [
      { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
      { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
      // Unused files, exports and dependencies fail the run: dead code is removed, not ignored (knip.json).
      { name: 'knip', cmd: ['npx', 'knip'] },
      { name: 'build', cmd: ['node', 'scripts/build.mjs'] },
      // Built once: the docs pages read the conformance report at run time (stories/conformance).
      { name: 'storybook build', cmd: ['npx', 'storybook', 'build', '-o', 'storybook-static', '--quiet'] },
    ],
  ],
  {
    name: 'unit + stories with coverage',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      '--project',
      'storybook',
      '--coverage',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ],
    rows: unitAndStoryRows,
    failures: () => vitestFailures(VITEST_REPORT),
  },
  playwright('playwright', MAIN_PROJECTS, SUITES),
  // Every WCAG 2.2 A/AA criterion with the outcome of the tests above, for Docs / Accessibility.
  { name: 'conformance', cmd: ['node', 'scripts/conformance.mjs'] },
  // The docs pages that read what the run above wrote: Docs / Accessibility's report, the static review panel.
  playwright('docs after the run', ['docs-after-run']),
  // Plants a re-brand and a chat-bubble shade in scratch copies of the build; fails unless the gate sees both in every engine.
  // The untouched build's outcome is this run's own (the main Playwright run shot those stories in every engine).
  {
    name: 'visual gate check',
    cmd: ['node', 'scripts/visual-gate-check.mjs'],
    env: { VISUAL_GATE_UNCHANGED: `${REPORTS}/playwright.json` },
  },
];

/**
 * Runs one step; resolves with its rows once it has ended and its output is printed.
 * @param {any} step
 * @param {boolean} alone whether the step has the terminal to itself (its output then streams)
 */
function run(step, alone) {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const end = (status, error) => {
      if (!alone) process.stdout.write(`\n▶ ${step.name}: ${step.cmd.join(' ')}\n${output}`);
      if (error) console.error(`Could not start ${step.cmd[0]}: ${error.message}`);
      const ok = status === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      let rows = step.rows?.(ok);
      if (!rows) rows = [{ step: step.name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 }];
      resolve({
        rows: rows.map((row, i) => ({ ...row, seconds: i === 0 ? seconds : undefined })),
        failures: ok ? [] : (step.failures?.() ?? []).map((line) => `${step.name}: ${line}`),
      });
    };
    child.on('error', (error) => end(1, error));
    child.on('close', (status) => end(status));
  });
}

const results = [];
/** Each failed test on one line, repeated after the table: a CI log that keeps only its tail still names them. */
const failures = [];
const started = Date.now();
for (const step of steps) {
  const lanes = Array.isArray(step) ? step : [[step]];
  const done = await Promise.all(
    lanes.map(async (lane) => {
      const outcomes = [];
      for (const laneStep of lane) outcomes.push(await run(laneStep, lanes.length === 1));
      return outcomes;
    }),
  );
  for (const outcome of done.flat()) {
    results.push(...outcome.rows);
    failures.push(...outcome.failures);
  }
}

// The first column as wide as the longest step's name and two spaces, so no name runs into its result.
const width = Math.max(...results.map((r) => r.step.length)) + 2;
console.log(`\n${'step'.padEnd(width)}result  passed  failed  time`);
for (const r of results) {
  const time = r.seconds === undefined ? '     ' : `${String(r.seconds).padStart(5)}s`;
  console.log(
    `${r.step.padEnd(width)}${(r.ok ? 'ok' : 'FAIL').padEnd(8)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${time}${r.note ?? ''}`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
