// The static reference `npm run bench` measures beside our page (issue 37): AstroWind's landing page, built once by
// scripts/reference-build.mjs into one archive, and served here with `serve` (Vercel's static server: gzip, no build
// step, what a plain static host does), each sitting from a fresh unpacked copy.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const REFERENCE = { archive: join(ROOT, 'bench/astrowind.tar.gz'), about: join(ROOT, 'bench/astrowind.json') };

/** Unpacks the reference and serves it on loopback; resolves once it answers. */
export async function serveReference(port) {
  const { commit } = JSON.parse(readFileSync(REFERENCE.about, 'utf8'));
  const manifest = createRequire(import.meta.url).resolve('serve/package.json');
  const bin = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.serve);
  const root = mkdtempSync(join(tmpdir(), 'reference-'));
  let server;
  const close = async () => {
    if (server && server.exitCode === null) {
      const ended = new Promise((done) => server.once('exit', done));
      server.kill();
      await ended;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    execFileSync('tar', ['-xzf', REFERENCE.archive, '-C', root]);
    server = spawn(process.execPath, [bin, '--no-clipboard', '--no-port-switching', '--listen', `tcp://localhost:${port}`, root], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const url = `http://localhost:${port}/`;
    for (const deadline = Date.now() + 30_000; ;) {
      // Its own exit first: a port already taken ends it.
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`The reference did not start on ${url}:\n${output}`);
      // And what answers must be AstroWind's page.
      const page = await fetch(url).then(
        (response) => (response.ok ? response.text() : ''),
        () => '',
      );
      if (page.includes('AstroWind')) break;
      await new Promise((done) => setTimeout(done, 200));
    }
    return { url, commit, close };
  } catch (error) {
    await close();
    throw error;
  }
}
