// `npm run bench:server`: load-tests the production server with autocannon on loopback, beside
// the sirv server it replaced (checked out from git at run time, so no old code is kept in
// server/). Each server runs in its own process; every run lasts BENCH_SECONDS (20) and stops by
// itself. Prints req/s, p50/p99 latency, errors and the server's peak RSS. Not part of `npm test`.
import { execFileSync, fork, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = [50, 200];

// Child mode: `bench-server.mjs --serve <module>` starts one server on 127.0.0.1 and reports its
// port and, when asked, its peak RSS since the last question.
if (process.argv[2] === '--serve') {
  const module = await import(pathToFileURL(process.argv[3] ?? '').href);
  const dist = realpathSync('dist');
  let peak = 0;
  setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50).unref();
  let port;
  if (process.argv[4] === 'old') {
    const server = module.createSiteServer({ root: dist });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    port = server.address().port;
  } else {
    const app = module.createSiteServer({ logger: { level: 'warn' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = app.server.address().port;
  }
  process.on('message', () => {
    process.send?.({ peakRss: Math.max(peak, process.memoryUsage.rss()) });
    peak = 0;
  });
  process.send?.({ port });
} else {
  await main();
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { isBuildCurrent } = await import('./builds.mjs');
  if (!isBuildCurrent()) {
    const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const script = /\/assets\/[^"]+\.js/.exec(readFileSync('dist/index.html', 'utf8'))?.[0];
  if (!script) throw new Error('No hashed script in dist/index.html');

  const servers = [{ name: 'Fastify + @fastify/static', module: resolve('server/serve.mjs'), kind: 'new' }];
  const old = oldServer();
  if (old) servers.unshift({ name: 'sirv (before)', module: old, kind: 'old' });

  const rows = [];
  for (const server of servers) {
    const child = fork(SELF, ['--serve', server.module, server.kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const ask = () => new Promise((done) => child.once('message', done));
    const { port } = await ask();
    try {
      for (const path of ['/', script]) {
        for (const connections of CONNECTIONS) {
          process.stdout.write(`${server.name}: ${path} at ${connections} connections, ${SECONDS} s… `);
          const result = await autocannon({
            url: `http://127.0.0.1:${port}`,
            connections,
            duration: SECONDS,
            // Alternate the two encodings browsers use, so both precompressed copies are served.
            requests: ['br, gzip', 'gzip'].map((encoding) => ({ method: 'GET', path, headers: { 'accept-encoding': encoding } })),
          });
          child.send('rss?');
          const { peakRss } = await ask();
          const errors = result.errors + result.timeouts + result.non2xx;
          rows.push([
            server.name,
            path === '/' ? '/' : 'hashed script',
            connections,
            Math.round(result.requests.average),
            result.latency.p50,
            result.latency.p99,
            errors,
            `${Math.round(peakRss / 1048576)} MB`,
          ]);
          console.log(`${Math.round(result.requests.average)} req/s`);
        }
      }
    } finally {
      child.kill('SIGTERM');
    }
  }

  console.log(`\nautocannon on 127.0.0.1, ${SECONDS} s a run, Accept-Encoding alternating "br, gzip" and "gzip"\n`);
  console.log('| server | path | connections | req/s | p50 ms | p99 ms | errors | peak RSS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/**
 * The sirv server as it was before Fastify, from git, written where its imports resolve
 * (sirv stays a dev dependency for the Storybook server). Undefined outside a git checkout.
 */
function oldServer() {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const replaced = git('log', '-1', '--format=%H', "-Simport sirv from 'sirv'", '--', 'server/serve.mjs');
    const dir = join('node_modules', '.cache', 'bench-server-sirv');
    mkdirSync(dir, { recursive: true });
    for (const file of ['serve.mjs', 'headers.mjs']) writeFileSync(join(dir, file), git('show', `${replaced}^:server/${file}`));
    return resolve(dir, 'serve.mjs');
  } catch {
    console.warn('No git history to take the old server from; measuring the current server only.');
    return undefined;
  }
}
