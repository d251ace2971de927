// `npm run bench:server`: load-tests the production server with autocannon on loopback, the server in a process of
// its own (so its peak RSS is its own); every run lasts BENCH_SECONDS (20) and stops by itself. Prints req/s, p50/p99
// latency, errors and the server's peak RSS. Not part of `npm test`. (The comparison with the sirv server it replaced
// was measured once, docs/server.md, and dropped: record 58.)
import { fork, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = [50, 200];

// Child mode: `bench-server.mjs --serve` starts the server on 127.0.0.1 and reports its port and, when asked, its peak
// RSS since the last question.
if (process.argv[2] === '--serve') {
  const { createSiteServer } = await import('../server/serve.mjs');
  let peak = 0;
  setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50).unref();
  const app = createSiteServer({ logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', () => {
    process.send?.({ peakRss: Math.max(peak, process.memoryUsage.rss()) });
    peak = 0;
  });
  process.send?.({ port: app.server.address().port });
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

  const rows = [];
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = () => new Promise((done) => child.once('message', done));
  const { port } = await ask();
  try {
    for (const path of ['/', script]) {
      for (const connections of CONNECTIONS) {
        process.stdout.write(`${path} at ${connections} connections, ${SECONDS} s… `);
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
        const average = Math.round(result.requests.average);
        const name = path === '/' ? '/' : 'hashed script';
        rows.push([name, connections, average, result.latency.p50, result.latency.p99, errors, `${Math.round(peakRss / 1048576)} MB`]);
        console.log(`${average} req/s`);
      }
    }
  } finally {
    child.kill('SIGTERM');
  }

  console.log(
    `\nFastify + @fastify/static; autocannon on 127.0.0.1, ${SECONDS} s a run, Accept-Encoding alternating "br, gzip" and "gzip"\n`,
  );
  console.log('| path | connections | req/s | p50 ms | p99 ms | errors | peak RSS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
