// The static reference `npm run bench` measures beside our page (issue 37): AstroWind's landing page, built once by
// scripts/reference-build.mjs into one archive, each sitting unpacked afresh and served as `serve` (Vercel's static
// server) serves a folder: serve-handler behind compression (gzip, no build step, what a plain static host does).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import compression from 'compression';
import handler from 'serve-handler';

const ROOT = resolve(import.meta.dirname, '..');
export const REFERENCE = { archive: join(ROOT, 'bench/astrowind.tar.gz'), about: join(ROOT, 'bench/astrowind.json') };

/** Unpacks the reference and serves it on loopback. */
export async function serveReference(port) {
  const { commit } = JSON.parse(readFileSync(REFERENCE.about, 'utf8'));
  const root = mkdtempSync(join(tmpdir(), 'reference-'));
  const compress = promisify(compression());
  const server = createServer((request, response) => {
    // A failed read answers 500 instead of ending the bench with its servers and folder left behind.
    compress(request, response)
      .then(() => handler(request, response, { public: root, etag: true }))
      .catch((error) => {
        response.statusCode = 500;
        response.end(String(error));
      });
  });
  try {
    execFileSync('tar', ['-xzf', REFERENCE.archive, '-C', root]);
    await new Promise((listening, failed) => server.once('error', failed).listen(port, 'localhost', listening));
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const close = async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    rmSync(root, { recursive: true, force: true });
  };
  return { url: `http://localhost:${port}/`, commit, close };
}
