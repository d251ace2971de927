// `npm test`: every gate in one run — lint, typecheck, dead code (knip), unit and story tests with
// coverage thresholds, build, end-to-end, Storybook build, docs pages, visual snapshots, visual review.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong;
// it ends with a table and a single "N passed, N failed" line (tests counted one by one,
// lint/typecheck/build/coverage as one check each).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// cross-spawn: on Windows `npx` is npx.cmd, which a bare spawnSync cannot start.
import spawn from 'cross-spawn';

import { ensureChrome, ensureFirefox, ensureFonts, ensureWebKit } from './browser.mjs';
import { playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from './reports.mjs';

await ensureChrome();
await ensureFonts();
await ensureFirefox();
const webkit = await ensureWebKit();
const REPORTS = 'test-results/reports';
const VITEST_REPORT = `${REPORTS}/vitest.json`;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const isStoryFile = (path) => /\.stories\.tsx?$/.test(path);
const COVERAGE_SUMMARY = 'coverage/coverage-summary.json';

/**
 * The unit and story projects run in one Vitest process so their V8 coverage is merged, and the
 * thresholds in vite.config.ts (coverage.thresholds) are checked against both together. The run
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

/**
 * A Playwright step's JSON report: where the runner writes it (with any other `env` of the step),
 * and the counts and failed-test names read back from it.
 * @param {string} name
 * @param {Record<string, string>} [env]
 */
function playwrightReport(name, env = {}) {
  const file = `${REPORTS}/${name}.json`;
  return {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...env },
    counts: () => playwrightCounts(file),
    failures: () => playwrightFailures(file),
  };
}

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // Unused files, exports and dependencies fail the run: dead code is removed, not ignored (knip.json).
  { name: 'knip', cmd: ['npx', 'knip'] },
  {
    name: 'unit + stories with coverage',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
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
  { name: 'build', cmd: ['node', 'scripts/build.mjs'] },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=dot,json'],
    ...playwrightReport('e2e'),
  },
  { name: 'storybook build', cmd: ['npx', 'storybook', 'build', '-o', 'storybook-static', '--quiet'] },
  {
    // What a reviewer checks after axe, on every story of that build (tests/stories): keyboard, focus, reflow, text.
    name: 'story review',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.stories.config.ts', '--reporter=dot,json'],
    ...playwrightReport('stories'),
  },
  // Every WCAG 2.2 A/AA criterion with the outcome of the tests above, for Docs / Accessibility: the Storybook
  // is built again after it (a few seconds), because the page reads the report when it is built.
  { name: 'conformance', cmd: ['node', 'scripts/conformance.mjs'] },
  { name: 'storybook rebuild', cmd: ['npx', 'storybook', 'build', '-o', 'storybook-static', '--quiet'] },
  // The visitor flows in WebKitGTK through its own WebDriver (tests/webkit); left out, with one line, without it.
  ...(webkit
    ? [
        {
          name: 'webkit',
          cmd: ['npx', 'playwright', 'test', '-c', 'playwright.webkit.config.ts', '--reporter=dot,json'],
          ...playwrightReport('webkit'),
        },
      ]
    : []),
  {
    // README's long-running commands started, opened in Chromium and stopped (tests/smoke).
    name: 'commands smoke',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.smoke.config.ts', '--reporter=dot,json'],
    ...playwrightReport('smoke'),
  },
  {
    name: 'docs pages',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.docs.config.ts', '--reporter=dot,json'],
    ...playwrightReport('docs'),
  },
  {
    name: 'visual',
    // Chromium, Firefox and WebKit; the last reporter records each picture for the review panel in Storybook.
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.visual.config.ts', '--reporter=dot,json,html,./addons/visual-review/reporter.ts'],
    // A failing run leaves expected/actual/diff images in this report.
    ...playwrightReport('visual', { PLAYWRIGHT_HTML_OUTPUT_DIR: 'tests/visual/report', PLAYWRIGHT_HTML_OPEN: 'never' }),
  },
  // Plants a re-brand and a chat-bubble shade in scratch copies of the build; fails unless the gate sees both in every engine.
  { name: 'visual gate check', cmd: ['node', 'scripts/visual-gate-check.mjs'] },
  {
    // The designer's review in Storybook's UI: a planted colour, run from the panel, accepted or left (addons/visual-review).
    name: 'visual review',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.review.config.ts', '--reporter=dot,json'],
    ...playwrightReport('review'),
  },
];

const results = [];
/** Each failed test on one line, repeated after the table: a CI log that keeps only its tail still names them. */
const failures = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawn.sync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (run.error) console.error(`Could not start ${step.cmd[0]}: ${run.error.message}`);
  const ok = run.status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  let rows = step.rows?.(ok);
  if (!rows) {
    const counts = step.counts?.() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
    // A runner that crashed before reporting, or exited non-zero with all tests green, still fails.
    if (!ok && counts.failed === 0) counts.failed = 1;
    rows = [{ step: step.name, ok, ...counts }];
  }
  rows.forEach((row, i) => results.push({ ...row, seconds: i === 0 ? seconds : undefined }));
  if (!ok) failures.push(...(step.failures?.() ?? []).map((line) => `${step.name}: ${line}`));
}

console.log('\nstep              result  passed  failed  time');
for (const r of results) {
  const time = r.seconds === undefined ? '     ' : `${String(r.seconds).padStart(5)}s`;
  console.log(
    `${r.step.padEnd(18)}${(r.ok ? 'ok' : 'FAIL').padEnd(8)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${time}${r.note ?? ''}`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
