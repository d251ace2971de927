// `npm start`: build when the build's inputs changed since the build being served (or there is
// none), then serve it. A build takes about 8 s here and the fingerprint about 20 ms, so an
// unchanged tree starts at once instead of rebuilding every time.
import { spawnSync } from 'node:child_process';

import { isBuildCurrent } from './builds.mjs';

if (!isBuildCurrent()) {
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import('../server/serve.mjs');
await startServer();
