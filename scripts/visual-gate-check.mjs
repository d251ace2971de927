// Proves the visual gate sees a designer's change: in scratch copies of the Storybook build (never the
// sources), plant a re-brand (--color-brand green → blue) and a subtler chat-bubble shade, run the gate
// on a few stories that show them, and fail unless every one of those goes red on a screenshot
// difference, while the same stories on the untouched build stay green. Needs storybook-static and
// this platform's baselines. `node scripts/visual-gate-check.mjs` (part of `npm test`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const PLAYWRIGHT = require.resolve('@playwright/test/cli');
const BUILD = 'storybook-static';
const SCRATCH = 'test-results/visual-gate';
// Its own port, and never a server left running on it (the config reuses none for a scratch build).
const PORT = process.env.VISUAL_GATE_PORT ?? '6008';

/** The changes a designer could make, each with the token as built and the stories that show it. */
const PLANTS = [
  {
    name: 're-brand: --color-brand green → blue',
    from: '--color-brand:#0a6e44',
    to: '--color-brand:#0b5cad',
    stories: ['UI/Button / Variants', 'Widgets/Carousel / Default'],
  },
  {
    name: 'chat bubble shade #d9fdd3 → #c4f2bb',
    from: '--color-chat-user:#d9fdd3',
    to: '--color-chat-user:#c4f2bb',
    stories: ['UI/Chat / Default', 'Widgets/DemoChat / After Spending'],
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs the gate on `stories` of the build in `dir`; returns each story's outcome and first error line. */
function gate(dir, stories, label) {
  const report = join(SCRATCH, `${label}.json`);
  const run = spawnSync(
    process.execPath,
    [
      PLAYWRIGHT,
      'test',
      '-c',
      'playwright.visual.config.ts',
      '--reporter=json',
      '--update-snapshots=none',
      '--output',
      join(SCRATCH, `${label}-results`),
      '-g',
      stories.map(escape).join('|'),
    ],
    {
      env: { ...process.env, VISUAL_STORYBOOK_DIR: dir, VISUAL_PORT: PORT, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (!existsSync(report)) throw new Error(`the gate did not report (exit ${run.status})`);
  const outcomes = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const result = spec.tests[0]?.results.at(-1);
      const error = (result?.errors ?? [])
        .map((e) => e.message ?? '')
        .join('\n')
        // eslint-disable-next-line no-control-regex -- the reporter colours its messages
        .replace(/\u001b\[[0-9;]*m/g, '');
      const lines = error.split('\n').map((line) => line.trim());
      const diff = lines.find((line) => /pixels \(ratio/.test(line));
      outcomes.set(spec.title, { ok: spec.ok, screenshotDiff: diff !== undefined, error: diff ?? lines[0] ?? '' });
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
const clean = gate(BUILD, all, 'clean');
for (const story of all) {
  const outcome = clean.get(story);
  console.log(`unchanged build, ${story}: ${outcome ? (outcome.ok ? 'green' : `RED (${outcome.error})`) : 'NOT RUN'}`);
  if (!outcome?.ok) problems.push(`the unchanged build must pass "${story}"`);
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
  for (const story of plant.stories) {
    const outcome = outcomes.get(story);
    const red = outcome && !outcome.ok && outcome.screenshotDiff;
    console.log(
      `${plant.name}, ${story}: ${red ? `red as it should be (${outcome.error})` : outcome ? (outcome.ok ? 'GREEN' : `red for another reason: ${outcome.error}`) : 'NOT RUN'}`,
    );
    if (!red) problems.push(`the gate must fail "${story}" on the ${plant.name}`);
  }
  rmSync(dir, { recursive: true, force: true });
});

if (problems.length > 0) {
  console.error(`\nThe visual gate is blind:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nThe visual gate sees both planted changes and passes the unchanged build.');
