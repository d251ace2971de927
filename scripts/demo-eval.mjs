#!/usr/bin/env node
// `npm run demo:eval [corpus.ts] [--quiet] [--show-sealed]`: how well the demo chat reads everyday notes; what it prints is
// in docs/scripts.md. Loads the TypeScript through Vite, so the project's aliases resolve as in the app.
// Each sealed set (every file of src/demo/corpus/sealed, issue 61) is scored, never read: its notes are printed only with --show-sealed.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { createServer } from 'vite';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const showSealed = args.includes('--show-sealed');
const file = args.find((arg) => !arg.startsWith('--'));
const server = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { evaluate, report, reportSides } = await server.ssrLoadModule('/src/demo/evaluate.ts');
  if (file) {
    const corpusModule = await server.ssrLoadModule(pathToFileURL(resolve(file)).pathname);
    console.log(report(evaluate(Object.values(corpusModule).filter(Array.isArray).flat()), !quiet));
  } else {
    const { corpusFiles, everyMessage, readRight } = await server.ssrLoadModule('/src/demo/corpus/index.ts');
    const { checkAll, checkJoined, reportMetamorphic } = await server.ssrLoadModule('/src/demo/metamorphic.ts');
    console.log(reportSides(corpusFiles));
    console.log(`all: ${report(evaluate(everyMessage), !quiet)}`);
    // Every sealed set, each scored on its own; its name is all that is read of the folder.
    for (const name of readdirSync('src/demo/corpus/sealed')
      .filter((entry) => entry.endsWith('.ts'))
      .sort()) {
      const sealed = await server.ssrLoadModule(`/src/demo/corpus/sealed/${name}`);
      const rows = Object.values(sealed).filter(Array.isArray).flat();
      console.log(`\nsealed ${name} (scored, never read): ${report(evaluate(rows), showSealed, showSealed)}`);
    }
    console.log(`\n${reportMetamorphic([...checkAll(readRight), checkJoined(readRight)], !quiet)}`);
  }
} finally {
  await server.close();
}
