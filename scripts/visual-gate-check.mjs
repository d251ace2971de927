// Proves the visual gate sees a designer's change in every engine: in scratch copies of the Storybook
// build (never the sources), plant a re-brand (--color-brand green → blue) and a subtler chat-bubble
// shade, run the gate on one story that shows each, and fail unless each goes red on a screenshot difference
// in Chromium, Firefox and WebKit (those found here), while the same stories on the untouched build are green.
// That the untouched build passes is read from the last Playwright run's report when it shot this build (`npm test`'s
// own run), so only the planted builds are shot again; otherwise the script shoots the untouched stories too. Needs
// storybook-static and this platform's baselines. `npm run test:gate` (part of `npm test`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { enginesHere } from './browser.mjs';

const require = createRequire(import.meta.url);
const PLAYWRIGHT = require.resolve('@playwright/test/cli');
const BUILD = 'storybook-static';
const SCRATCH = 'test-results/visual-gate';
// Its own port, and never a server left running on it (the config reuses none for a scratch build).
const PORT = process.env.VISUAL_GATE_PORT ?? '6008';
/** The engines the visual config runs here (it leaves out Firefox or WebKit when the machine has none). */
const ENGINES = enginesHere();

/** The changes a designer could make, each with the token as built and the stories that show it. */
const PLANTS = [
  {
    name: 're-brand: --color-brand green → blue',
    from: '--color-brand:#0a6e44',
    to: '--color-brand:#0b5cad',
    stories: ['UI/Button / Variants'],
  },
  {
    name: 'chat bubble shade #d9fdd3 → #c4f2bb',
    from: '--color-chat-user:#d9fdd3',
    to: '--color-chat-user:#c4f2bb',
    stories: ['UI/Chat / Default'],
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last Playwright run's report (playwright.config.ts): after `npm test`'s main run it shot the untouched build in every engine. */
const LAST_RUN = 'test-results/reports/playwright.json';

/** Runs the gate on `stories` of the build in `dir` in every engine; returns each `engine story` outcome and first error line. */
function gate(dir, stories, label) {
  const report = join(SCRATCH, `${label}.json`);
  const run = spawnSync(
    process.execPath,
    [
      PLAYWRIGHT,
      'test',
      ...ENGINES.flatMap((engine) => ['--project', engine]),
      '--reporter=json',
      '--update-snapshots=none',
      '--output',
      join(SCRATCH, `${label}-results`),
      '-g',
      stories.map(escape).join('|'),
    ],
    {
      env: {
        ...process.env,
        VISUAL_STORYBOOK_DIR: dir,
        VISUAL_PORT: PORT,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        // The planted runs keep their own review record: the designer's panel shows real runs only.
        VISUAL_REVIEW_DIR: join(SCRATCH, `${label}-review`),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (!existsSync(report)) throw new Error(`the gate did not report (exit ${run.status})`);
  return outcomes(report);
}

/** Each `engine story` of a Playwright JSON report: whether it passed, and its screenshot difference or first error line. */
function outcomes(report) {
  const outcomes = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        const error = (result?.errors ?? [])
          .map((e) => e.message ?? '')
          .join('\n')
          // eslint-disable-next-line no-control-regex -- the reporter colours its messages
          .replace(/\u001b\[[0-9;]*m/g, '');
        const lines = error.split('\n').map((line) => line.trim());
        const diff = lines.find((line) => /pixels \(ratio/.test(line));
        const ok = result?.status === 'passed';
        outcomes.set(`${test.projectName} ${spec.title}`, { ok, screenshotDiff: diff !== undefined, error: diff ?? lines[0] ?? '' });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) walk(suite);
  return outcomes;
}

if (!existsSync(join(BUILD, 'index.json'))) {
  console.error(`${BUILD} is missing: run npm run build-storybook first.`);
  process.exit(1);
}
rmSync(SCRATCH, { recursive: true, force: true });
const problems = [];

const all = PLANTS.flatMap((plant) => plant.stories);
const lastRun =
  existsSync(LAST_RUN) && statSync(LAST_RUN).mtimeMs > statSync(join(BUILD, 'index.json')).mtimeMs ? outcomes(LAST_RUN) : new Map();
// The last run's outcomes when it shot this build (ran after it was built) and every planted story in every engine; otherwise the untouched build is shot here.
const clean = ENGINES.every((engine) => all.every((story) => lastRun.has(`${engine} ${story}`))) ? lastRun : gate(BUILD, all, 'clean');
for (const engine of ENGINES)
  for (const story of all) {
    const outcome = clean.get(`${engine} ${story}`);
    console.log(`unchanged build, ${engine}, ${story}: ${outcome ? (outcome.ok ? 'green' : `RED (${outcome.error})`) : 'NOT RUN'}`);
    if (!outcome?.ok) problems.push(`the unchanged build must pass "${story}" in ${engine}`);
  }

PLANTS.forEach((plant, n) => {
  const dir = join(SCRATCH, `build-${n}`);
  cpSync(BUILD, dir, { recursive: true });
  let planted = 0;
  for (const file of readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.css'))) {
    const path = join(dir, 'assets', file);
    const css = readFileSync(path, 'utf8');
    if (!css.includes(plant.from)) continue;
    writeFileSync(path, css.replaceAll(plant.from, plant.to));
    planted++;
  }
  if (planted === 0) {
    problems.push(`could not plant the ${plant.name}: "${plant.from}" is in no built stylesheet (token renamed? update PLANTS)`);
    return;
  }
  const outcomes = gate(dir, plant.stories, `plant-${n}`);
  for (const engine of ENGINES)
    for (const story of plant.stories) {
      const outcome = outcomes.get(`${engine} ${story}`);
      const red = outcome && !outcome.ok && outcome.screenshotDiff;
      console.log(
        `${plant.name}, ${engine}, ${story}: ${red ? `red as it should be (${outcome.error})` : outcome ? (outcome.ok ? 'GREEN' : `red for another reason: ${outcome.error}`) : 'NOT RUN'}`,
      );
      if (!red) problems.push(`the gate must fail "${story}" in ${engine} on the ${plant.name}`);
    }
  rmSync(dir, { recursive: true, force: true });
});

if (problems.length > 0) {
  console.error(`\nThe visual gate is blind:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nThe visual gate sees both planted changes in ${ENGINES.join(', ')} and passes the unchanged build.`);
