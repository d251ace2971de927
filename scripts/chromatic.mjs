// `npm run chromatic`: publish Storybook for hosted visual review. Runs only with a project token:
// without one (or without a network) the Chromatic CLI would retry DNS forever, so CI never runs it.
// It always builds first, with --stats-json so TurboSnap (onlyChanged) can trace which stories a change
// touches; the config names only storybookBuildDir, so the CLI uploads exactly this fresh build.
// Token CSS is listed under `externals`: a change there re-tests every story instead of none.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (Chromatic project settings → Manage → Token) to publish to Chromatic.');
  process.exit(1);
}
if (process.env.CI) {
  console.error('Chromatic is for hosted review from a developer machine; it is not run in CI here.');
  process.exit(1);
}
// `node <script>` starts on every OS without a shell (spawning `npx` does not on Windows).
const run = (script, args) => spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' }).status ?? 1;
const storybook = join(require.resolve('storybook/package.json'), '..', 'dist/bin/dispatcher.js');
if (run(storybook, ['build', '-o', 'storybook-static', '--quiet', '--stats-json', 'storybook-static']) !== 0) process.exit(1);
const chromatic = join(require.resolve('chromatic/package.json'), '..', 'dist/bin.cjs');
process.exit(run(chromatic, ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)]));
