// `npm run chromatic`: publish Storybook for hosted visual review. Runs only with a project token:
// without one (or without a network) the Chromatic CLI would retry DNS forever, so CI never runs it.
// cross-spawn: on Windows `npx` is npx.cmd, which a bare spawnSync cannot start.
import spawn from 'cross-spawn';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (Chromatic project settings → Manage → Token) to publish to Chromatic.');
  process.exit(1);
}
if (process.env.CI) {
  console.error('Chromatic is for hosted review from a developer machine; it is not run in CI here.');
  process.exit(1);
}
const result = spawn.sync('npx', ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
