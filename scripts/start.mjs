// `npm start`: build when the build's inputs changed since the build being served (or there is
// none), then serve it. A build takes about 8 s here and the fingerprint about 20 ms, so an
// unchanged tree starts at once instead of rebuilding every time.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';

import { inputsFingerprint } from './build-inputs.mjs';

/** The folder dist points to is named after the fingerprint of the inputs it was built from. */
const served = (() => {
  try {
    return basename(realpathSync('dist'));
  } catch {
    return '';
  }
})();
if (!served.endsWith(`-${inputsFingerprint()}`)) {
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import('../server/serve.mjs');
await startServer();
