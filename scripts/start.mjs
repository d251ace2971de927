// `npm start`: build when there is no build yet (or it is older than the sources), then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of anything under dir. */
const newest = (dir) => Math.max(0, ...readdirSync(dir, { recursive: true }).map((name) => statSync(join(dir, name)).mtimeMs));

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newest('src'), newest('content'), newest('public'), statSync('index.html').mtimeMs);
if (built < sources) {
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import('../server/serve.mjs');
startServer();
