// `npm test`: every gate in one run — lint, typecheck, dead code (knip), story coverage, unit,
// stories, build, end-to-end, visual snapshots.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong;
// it ends with a table and a single "N passed, N failed" line (tests counted one by one,
// lint/typecheck/build as one check each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

import { requireChrome } from './browser.mjs';

requireChrome();
const REPORTS = 'test-results/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** @param {string} file */
function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0) };
}

/** @param {string} file */
function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (stats.expected + stats.unexpected === 0 ? 1 : 0) };
}

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // Unused files, exports and dependencies fail the run: dead code is removed, not ignored (knip.json).
  { name: 'knip', cmd: ['npx', 'knip'] },
  { name: 'stories check', cmd: ['node', 'scripts/check-stories.mjs'] },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--reporter=dot', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`],
    counts: () => vitestCounts(`${REPORTS}/unit.json`),
  },
  {
    name: 'stories',
    cmd: ['npx', 'vitest', 'run', '--project', 'storybook', '--reporter=dot', '--reporter=json', `--outputFile.json=${REPORTS}/stories.json`],
    counts: () => vitestCounts(`${REPORTS}/stories.json`),
  },
  { name: 'build', cmd: ['node', 'scripts/build.mjs'] },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=dot,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
    counts: () => playwrightCounts(`${REPORTS}/e2e.json`),
  },
  { name: 'storybook build', cmd: ['npx', 'storybook', 'build', '-o', 'storybook-static', '--quiet'] },
  {
    name: 'visual',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.visual.config.ts', '--reporter=dot,json,html'],
    // A failing run leaves expected/actual/diff images in this report.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/visual.json`, PLAYWRIGHT_HTML_OUTPUT_DIR: 'tests/visual/report', PLAYWRIGHT_HTML_OPEN: 'never' },
    counts: () => playwrightCounts(`${REPORTS}/visual.json`),
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  const counted = step.counts?.();
  const counts = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that crashed before reporting, or exited non-zero with all tests green, still fails the step.
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ step: step.name, ok, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nstep              result  passed  failed  time');
for (const r of results) {
  console.log(`${r.step.padEnd(18)}${(r.ok ? 'ok' : 'FAIL').padEnd(8)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.seconds).padStart(5)}s`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
