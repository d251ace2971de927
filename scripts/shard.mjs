// `npm run test:shard -- I/N`: share I of N of `npm test` (CI's matrix, .github/workflows/ci.yml), and `npm run
// test:merge`: the shares' reports made one, then what reads the whole run. Both run npm test's own scripts; a share
// tells each runner which share (its own --shard) and to write a blob report (docs/scripts.md, record 62).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where the shares leave their blob reports, a folder per runner: what CI hands the merge job. */
export const BLOBS = 'test-results/blobs';

/**
 * The Playwright suites that start what they test themselves, one test at a time each (playwright.config.ts's
 * `commands`): minutes-long tests on one worker. Sharded apart from the rest, so each share takes a few of them.
 */
export const SERIAL_PROJECTS = ['smoke', 'review'];

/**
 * npm test's steps as a share runs them: an npm script, the arguments it is given, and its environment. The static
 * checks and both builds go with the first share, whose other runs are the shortest; the others build only the
 * Storybook their projects shoot (the site's suites build the site when they start). A share's coverage is a part of
 * the whole: the thresholds are the merge's. Playwright adds no dependencies (`baselines` reads the committed
 * pictures, not the captures before it), so each project's tests are split like any other's.
 * @param {number} index @param {number} total
 */
export function shareSteps(index, total) {
  const shard = `--shard=${index}/${total}`;
  const name = `${index}-of-${total}`;
  const blob = (file) => ({ PLAYWRIGHT_BLOB_OUTPUT_FILE: `${BLOBS}/playwright/${file}.zip` });
  const playwright = [shard, '--no-deps', `--reporter=${process.env.CI ? 'dot' : 'list'},blob`];
  const serial = SERIAL_PROJECTS.join('|');
  const partial = ['--coverage.thresholds.lines=0', '--coverage.thresholds.branches=0'];
  return [
    { script: index === 1 ? 'test:checks' : 'build-storybook', args: [] },
    {
      script: 'test:coverage',
      args: [shard, '--reporter=dot', '--reporter=blob', `--outputFile.blob=${BLOBS}/vitest/${name}.json`, ...partial],
    },
    // Every project but the serial ones: a test's title path starts with its project's name.
    { script: 'test:playwright', args: [...playwright, '--grep-invert', `@after-run|^ ?(${serial}) `], env: blob(name) },
    {
      script: 'test:playwright',
      args: [...playwright, ...SERIAL_PROJECTS.map((project) => `--project=${project}`)],
      env: blob(`${name}-serial`),
    },
  ];
}

/**
 * What `npm run test:merge` runs after the shares: their reports merged into the reports `npm test`'s own runs write
 * (Playwright's through the config's reporters: the JSON and HTML reports, the visual review's record; Vitest's with
 * the coverage and its thresholds), then npm test's steps that read the whole run.
 */
export const mergeSteps = () => [
  // CI's merge job has no Storybook build of its own; a machine that ran the shares keeps theirs.
  ...(existsSync('storybook-static/index.json') ? [] : [{ script: 'build-storybook', args: [] }]),
  {
    command: ['playwright', 'merge-reports', '--config', 'playwright.config.ts', `${BLOBS}/playwright`],
    args: [],
    // merge-reports exits 0 whatever the tests did; the merged report (the config's JSON reporter) says.
    failed: () => {
      const { stats, errors } = JSON.parse(readFileSync('test-results/reports/playwright.json', 'utf8'));
      return stats.unexpected > 0 || errors.length > 0;
    },
  },
  { script: 'test:coverage', args: [`--merge-reports=${BLOBS}/vitest`] },
  { script: 'conformance', args: [] },
  { script: 'test:gate', args: [] },
  { script: 'test:after-run', args: [] },
];

/** Runs every step as `npm test` does (each one, even after a failure) and names the failed ones last. */
function runAll(steps) {
  const failed = [];
  for (const { script, command = [], args, env = {}, failed: stepFailed = () => false } of steps) {
    const npm = script ? ['run', script, ...(args.length > 0 ? ['--', ...args] : [])] : ['exec', '--', ...command];
    const started = Date.now();
    const { status } = spawnSync('npm', npm, { stdio: 'inherit', env: { ...process.env, ...env } });
    const passed = status === 0 && !stepFailed();
    console.log(`\n■ npm ${npm.join(' ')}: ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`);
    if (!passed) failed.push(script ?? command.slice(0, 2).join(' '));
  }
  if (failed.length > 0) console.error(`Failed: ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [what = ''] = process.argv.slice(2);
  const share = /^(\d+)\/(\d+)$/.exec(what);
  if (what === 'merge') process.exit(runAll(mergeSteps()));
  if (!share || Number(share[1]) < 1 || Number(share[1]) > Number(share[2])) {
    console.error('Usage: npm run test:shard -- I/N (share I of N, 1 ≤ I ≤ N), or npm run test:merge');
    process.exit(2);
  }
  process.exit(runAll(shareSteps(Number(share[1]), Number(share[2]))));
}
