// `npm run test:gate`: proves the visual gate sees a designer's change in every engine found here. In scratch copies
// of storybook-static (never the sources) it plants a re-brand and a subtler chat-bubble shade, and fails unless each
// goes red on a screenshot difference while the untouched build is green: read from the last Playwright run's report
// when that run shot this build (`npm test`'s), otherwise shot here too (docs/visual-review.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { enginesHere } from './browser.mjs';
import { specsOf } from './conformance.mjs';
import { PORTS } from './ports.mjs';

const PLAYWRIGHT = createRequire(import.meta.url).resolve('@playwright/test/cli');
const BUILD = 'storybook-static';
const SCRATCH = 'test-results/visual-gate';
/** The last Playwright run's report (playwright.config.ts). */
const LAST_RUN = 'test-results/reports/playwright.json';
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

/** Runs the visual projects on `stories` of the build in `dir`; returns their outcomes. */
function gate(dir, stories, label) {
  const report = join(SCRATCH, `${label}.json`);
  const grep = stories.map((story) => story.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const args = ['test', ...ENGINES.flatMap((engine) => ['--project', engine]), '--reporter=json', '--update-snapshots=none'];
  const run = spawnSync(process.execPath, [PLAYWRIGHT, ...args, '--output', join(SCRATCH, `${label}-results`), '-g', grep], {
    env: {
      ...process.env,
      VISUAL_STORYBOOK_DIR: dir,
      // Its own port: the config reuses no server for a scratch build.
      VISUAL_PORT: process.env.VISUAL_GATE_PORT ?? String(PORTS.visualGate),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      // The planted runs keep their own review record: the designer's panel shows real runs only.
      VISUAL_REVIEW_DIR: join(SCRATCH, `${label}-review`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!existsSync(report)) throw new Error(`the gate did not report (exit ${run.status})`);
  return outcomes(report);
}

/** Each `engine story` of a Playwright JSON report: whether it passed, and its screenshot difference or first error line. */
function outcomes(report) {
  const found = new Map();
  for (const spec of specsOf(JSON.parse(readFileSync(report, 'utf8'))))
    for (const test of spec.tests) {
      const result = test.results.at(-1);
      // eslint-disable-next-line no-control-regex -- the reporter colours its messages
      const lines = (result?.errors ?? []).flatMap((e) => (e.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n'));
      const diff = lines.find((line) => /pixels \(ratio/.test(line))?.trim();
      found.set(`${test.projectName} ${spec.title}`, { ok: result?.status === 'passed', diff, error: diff ?? lines[0]?.trim() ?? '' });
    }
  return found;
}

if (!existsSync(join(BUILD, 'index.json'))) {
  console.error(`${BUILD} is missing: run npm run build-storybook first.`);
  process.exit(1);
}
rmSync(SCRATCH, { recursive: true, force: true });
const problems = [];
/** Calls `see` for each story in each engine, with its outcome's key. */
const each = (stories, see) => ENGINES.forEach((engine) => stories.forEach((story) => see(engine, story, `${engine} ${story}`)));

const all = PLANTS.flatMap((plant) => plant.stories);
const lastRun =
  existsSync(LAST_RUN) && statSync(LAST_RUN).mtimeMs > statSync(join(BUILD, 'index.json')).mtimeMs ? outcomes(LAST_RUN) : new Map();
const clean = ENGINES.every((engine) => all.every((story) => lastRun.has(`${engine} ${story}`))) ? lastRun : gate(BUILD, all, 'clean');
each(all, (engine, story, key) => {
  const outcome = clean.get(key);
  console.log(`unchanged build, ${engine}, ${story}: ${outcome ? (outcome.ok ? 'green' : `RED (${outcome.error})`) : 'NOT RUN'}`);
  if (!outcome?.ok) problems.push(`the unchanged build must pass "${story}" in ${engine}`);
});

PLANTS.forEach((plant, n) => {
  const dir = join(SCRATCH, `build-${n}`);
  cpSync(BUILD, dir, { recursive: true });
  const sheets = readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, 'assets', name))
    .filter((path) => readFileSync(path, 'utf8').includes(plant.from));
  if (sheets.length === 0) {
    problems.push(`could not plant the ${plant.name}: "${plant.from}" is in no built stylesheet (token renamed? update PLANTS)`);
    return;
  }
  for (const path of sheets) writeFileSync(path, readFileSync(path, 'utf8').replaceAll(plant.from, plant.to));
  const planted = gate(dir, plant.stories, `plant-${n}`);
  each(plant.stories, (engine, story, key) => {
    const outcome = planted.get(key);
    const red = outcome && !outcome.ok && outcome.diff;
    const seen = red
      ? `red as it should be (${outcome.error})`
      : !outcome
        ? 'NOT RUN'
        : outcome.ok
          ? 'GREEN'
          : `red for another reason: ${outcome.error}`;
    console.log(`${plant.name}, ${engine}, ${story}: ${seen}`);
    if (!red) problems.push(`the gate must fail "${story}" in ${engine} on the ${plant.name}`);
  });
  rmSync(dir, { recursive: true, force: true });
});

if (problems.length > 0) {
  console.error(`\nThe visual gate is blind:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nThe visual gate sees both planted changes in ${ENGINES.join(', ')} and passes the unchanged build.`);
