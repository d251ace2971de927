// `npm run bench`: build, serve, run Lighthouse (mobile and desktop, 3 runs each, medians) on '/',
// print one table, and fail when over budget. Not part of `npm test`: timings belong here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import { createSiteServer } from '../server/serve.mjs';
import { CHROME_ARGS, requireChrome } from './browser.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4190);
const URL = `http://localhost:${PORT}/`;

const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  firstLoadJsGzipKb: 100,
  htmlCssCompressedKb: 28,
};

if (!process.argv.includes('--no-build')) {
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// First-load bytes, measured on the build: the HTML (with its inlined CSS) and every script the
// page requests before the visitor acts (Lighthouse's network log names them; the entry is tiny
// and pulls the hydration bundle after first paint, so counting only <script> tags would lie).
const html = readFileSync('dist/index.html');
const size = (buffer, how) => (how === 'br' ? brotliCompressSync(buffer).length : gzipSync(buffer, { level: 9 }).length);
const css = [...html.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const firstLoad = { jsGzip: 0, scripts: [], cssGzip: size(Buffer.from(css), 'gzip'), htmlGzip: size(html, 'gzip'), htmlCssBrotli: size(html, 'br') };
function countScripts(lhr) {
  if (firstLoad.scripts.length) return;
  const urls = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => new globalThis.URL(item.url).pathname);
  firstLoad.scripts = urls;
  firstLoad.jsGzip = urls.reduce((sum, path) => sum + size(readFileSync(join('dist', path)), 'gzip'), 0);
}

const server = createSiteServer({ logger: false });
await server.listen({ port: PORT, host: 'localhost' });
const chrome = await chromeLauncher.launch({
  chromePath: requireChrome(),
  chromeFlags: ['--headless=new', ...CHROME_ARGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(label, config) {
  const runs = [];
  for (let i = 0, attempts = 0; i < RUNS; ) {
    const { lhr } = await lighthouse(URL, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    // A run Lighthouse itself could not finish (a protocol timeout, NO_FCP) is measured again, not counted.
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      if (++attempts > 3) throw new Error(`Lighthouse keeps failing on ${label}: ${lhr.runtimeError?.message ?? 'no performance score'}`);
      console.warn(`${label} run failed (${lhr.runtimeError?.code ?? 'no score'}), measuring again`);
      continue;
    }
    i++;
    countScripts(lhr);
    const resources = lhr.audits['resource-summary'].details.items;
    const transfer = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      'best-practices': lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsBytes: transfer('script'),
      cssBytes: transfer('stylesheet'),
      htmlBytes: transfer('document'),
      requests: resources.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
      failed: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    });
  }
  const result = { label, failedAudits: [...new Set(runs.flatMap((run) => run.failed))] };
  for (const key of Object.keys(runs[0]).filter((key) => key !== 'failed')) result[key] = median(runs.map((run) => run[key]));
  return result;
}

let results;
try {
  results = [await measure('mobile', undefined), await measure('desktop', desktopConfig)];
} finally {
  await chrome.kill();
  await server.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['Performance', (r) => r.performance.toFixed(0)],
  ['Accessibility', (r) => r.accessibility.toFixed(0)],
  ['Best practices', (r) => r['best-practices'].toFixed(0)],
  ['SEO', (r) => r.seo.toFixed(0)],
  ['FCP', (r) => `${Math.round(r.fcpMs)} ms`],
  ['LCP', (r) => `${Math.round(r.lcpMs)} ms`],
  ['TBT', (r) => `${Math.round(r.tbtMs)} ms`],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['JS transfer', (r) => kb(r.jsBytes)],
  ['CSS transfer', (r) => kb(r.cssBytes)],
  ['HTML transfer', (r) => kb(r.htmlBytes)],
  ['Requests', (r) => String(r.requests)],
];
console.log(`\nLighthouse on ${URL} — median of ${RUNS} runs each\n`);
console.log(`| metric | ${results.map((r) => r.label).join(' | ')} |`);
console.log(`| --- | ${results.map(() => '---').join(' | ')} |`);
for (const [name, format] of rows) console.log(`| ${name} | ${results.map(format).join(' | ')} |`);
console.log(`\nFirst load of '/' from the build: JS ${kb(firstLoad.jsGzip)} gzip in ${firstLoad.scripts.length} files (${firstLoad.scripts.join(', ')}); inlined CSS ${kb(firstLoad.cssGzip)} gzip; HTML with CSS ${kb(firstLoad.htmlGzip)} gzip, ${kb(firstLoad.htmlCssBrotli)} brotli`);

const [mobile] = results;
const failures = [
  ...['performance', 'accessibility', 'best-practices', 'seo'].flatMap((category) =>
    results.filter((r) => r[category] < BUDGET[category] && (category !== 'performance' || r.label === 'mobile')).map((r) => `${r.label} ${category} ${r[category]} < ${BUDGET[category]}`),
  ),
  mobile.lcpMs > BUDGET.lcpMs && `mobile LCP ${Math.round(mobile.lcpMs)} ms > ${BUDGET.lcpMs} ms`,
  mobile.tbtMs > BUDGET.tbtMs && `mobile TBT ${Math.round(mobile.tbtMs)} ms > ${BUDGET.tbtMs} ms`,
  mobile.cls > BUDGET.cls && `mobile CLS ${mobile.cls.toFixed(3)} > ${BUDGET.cls}`,
  firstLoad.jsGzip / 1024 > BUDGET.firstLoadJsGzipKb && `first-load JS ${kb(firstLoad.jsGzip)} gzip > ${BUDGET.firstLoadJsGzipKb} KB`,
  firstLoad.htmlCssBrotli / 1024 > BUDGET.htmlCssCompressedKb && `HTML + CSS ${kb(firstLoad.htmlCssBrotli)} > ${BUDGET.htmlCssCompressedKb} KB`,
].filter(Boolean);

for (const r of results) if (r.failedAudits.length) console.log(`${r.label}: audits not passing: ${r.failedAudits.join(', ')}`);
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
