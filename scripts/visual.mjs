// `npm run test:visual [-- args]`: builds the static Storybook, then runs the visual projects of every engine found.
// `npm run test:visual:update` approves what they see: unfiltered it rewrites this platform's whole set (or one
// engine's, `-- --project webkit`), so baselines of renamed or opted-out stories go too (docs/scripts.md).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { enginesHere } from './browser.mjs';
import { ENGINES } from './engines.mjs';

const require = createRequire(import.meta.url);
const [mode, ...rest] = process.argv.slice(2);
const update = mode === 'update';
const args = update || mode === undefined ? rest : [mode, ...rest];

const run = (script, scriptArgs) => spawnSync(process.execPath, [script, ...scriptArgs], { stdio: 'inherit' }).status ?? 1;

const storybook = join(require.resolve('storybook/package.json'), '..', 'dist/bin/dispatcher.js');
if (run(storybook, ['build', '-o', 'storybook-static', '--quiet']) !== 0) process.exit(1);

// A grep or a file filter approves part of an engine's set; `--project`'s value is no filter.
const filtered = args.some((arg, n) => arg === '-g' || arg.startsWith('--grep') || (!arg.startsWith('-') && args[n - 1] !== '--project'));
/** The engines named with `--project X` or `--project=X`; none means all of them. */
const engines = args
  .flatMap((arg, n) => (arg === '--project' ? [args[n + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []))
  .filter((engine) => ENGINES.includes(engine));
const platformDir = join(process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', process.platform);
if (update && !filtered) {
  for (const dir of engines.length > 0 ? engines.map((engine) => join(platformDir, engine)) : [platformDir])
    rmSync(dir, { recursive: true, force: true });
}

const playwright = require.resolve('@playwright/test/cli');
// The visual projects of playwright.config.ts (one per engine found, and the baselines check), unless narrowed.
const projects = engines.length > 0 ? [] : [...enginesHere(), 'baselines'];
process.exit(
  run(playwright, [
    'test',
    ...projects.flatMap((project) => ['--project', project]),
    ...(update ? ['--update-snapshots=all'] : []),
    ...args,
  ]),
);
