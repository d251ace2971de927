#!/usr/bin/env node
/**
 * `npm run demo:eval [corpus.ts]`: how well the demo chat reads everyday messages. Prints the
 * share of messages read fully right (kind, amount and category), a confusion matrix per category,
 * and every miss. Without an argument it reads our corpus (src/demo/corpus); with a path it reads
 * that file's exported arrays of CorpusCase rows (a held-back corpus, say). Loads the TypeScript
 * through Vite, so the project's aliases resolve as in the app.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { createServer } from 'vite';

const file = process.argv[2];
const server = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { evaluate, report } = await server.ssrLoadModule('/src/demo/evaluate.ts');
  const corpusModule = file
    ? await server.ssrLoadModule(pathToFileURL(resolve(file)).pathname)
    : await server.ssrLoadModule('/src/demo/corpus/index.ts');
  const rows = file ? Object.values(corpusModule).filter(Array.isArray).flat() : corpusModule.everyMessage;
  console.log(report(evaluate(rows), !process.argv.includes('--quiet')));
} finally {
  await server.close();
}
