// `npm run test:visual`: build the static Storybook, then compare every captured story with this
// platform's baselines. `npm run test:visual:update`: the same, approving what it sees: with no filter
// it rewrites this platform's whole set (so baselines of renamed or opted-out stories go too); with
// `-- -g "<story title>"` it approves that story only. Child processes are started as `node <script>`,
// which needs no shell on any OS.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const [mode, ...rest] = process.argv.slice(2);
const update = mode === 'update';
const args = update || mode === undefined ? rest : [mode, ...rest];

const run = (script, scriptArgs) => spawnSync(process.execPath, [script, ...scriptArgs], { stdio: 'inherit' }).status ?? 1;

const storybook = join(require.resolve('storybook/package.json'), '..', 'dist/bin/dispatcher.js');
if (run(storybook, ['build', '-o', 'storybook-static', '--quiet']) !== 0) process.exit(1);

const filtered = args.some((arg) => arg === '-g' || arg.startsWith('--grep') || !arg.startsWith('-'));
if (update && !filtered)
  rmSync(join(process.env.VISUAL_BASELINES ?? 'tests/visual/baselines', process.platform), { recursive: true, force: true });

const playwright = require.resolve('@playwright/test/cli');
process.exit(run(playwright, ['test', '-c', 'playwright.visual.config.ts', ...(update ? ['--update-snapshots=all'] : []), ...args]));
