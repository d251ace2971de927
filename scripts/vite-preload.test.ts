import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LEAN_PRELOAD_HELPER, PRELOAD_HELPER_ID } from '../vite.config';

// vite.config.ts replaces Vite's module-preload helper with the import itself (lean-preload-helper).
// That holds only while the installed Vite names the helper's module as we do, exports it under the
// name we export, and passes the import as the helper's first argument: this reads Vite's own code.
const viteNode = join(dirname(createRequire(import.meta.url).resolve('vite')), 'chunks', 'node.js');
const vite = readFileSync(viteNode, 'utf8');

describe("Vite's preload helper, which the build replaces", () => {
  it('still has the module id the replacement answers', () => {
    // Vite writes the NUL as an escape in its source.
    expect(vite).toContain(`const preloadHelperId = "${PRELOAD_HELPER_ID.replace('\0', '\\0')}";`);
  });

  it('is still called by the name the replacement exports', () => {
    const name = /export const (\w+) =/.exec(LEAN_PRELOAD_HELPER)?.[1];
    expect(vite).toContain(`const preloadMethod = \`${name}\`;`);
  });

  it('still takes the import as its first argument, which the replacement calls', () => {
    expect(vite).toMatch(/function preload\(baseModule, deps, importerUrl\) \{[\s\S]{0,6000}?return baseModule\(\)/);
  });
});
