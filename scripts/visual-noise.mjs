// Render noise, on the scale of Playwright's `threshold` (pixelmatch's YIQ distance, 0–1), to pick it
// (docs/visual-review.md): per differing image of two folders of captures, the pixels that differ and the largest
// distance; or with `--colours #from #to …`, the distance a planted change makes.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { PNG } = require('playwright-core/lib/utilsBundle');

// pixelmatch's YIQ colour distance (what Playwright's comparator uses), scaled like its `threshold`.
const yiq = (r, g, b) => [
  r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
  r * 0.59597799 - g * 0.2741761 - b * 0.32180189,
  r * 0.21147017 - g * 0.52261711 + b * 0.31114694,
];
export function distance(a, b) {
  const [y1, i1, q1] = yiq(...a);
  const [y2, i2, q2] = yiq(...b);
  const delta = 0.5053 * (y1 - y2) ** 2 + 0.299 * (i1 - i2) ** 2 + 0.1957 * (q1 - q2) ** 2;
  return Math.sqrt(delta / 35215);
}

const hex = (value) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));

const args = process.argv.slice(2);
if (args[0] === '--colours') {
  for (let n = 1; n + 1 < args.length; n += 2)
    console.log(`${args[n]} → ${args[n + 1]}: ${distance(hex(args[n]), hex(args[n + 1])).toFixed(4)}`);
  process.exit(0);
}

const [dirA, dirB] = args;
if (!dirA || !dirB) {
  console.error('usage: node scripts/visual-noise.mjs DIR_A DIR_B | --colours #from #to …');
  process.exit(2);
}
const inB = new Set(readdirSync(dirB));
let compared = 0;
let identical = 0;
let worst = 0;
for (const name of readdirSync(dirA).filter((file) => file.endsWith('.png') && inB.has(file))) {
  compared++;
  const a = readFileSync(join(dirA, name));
  const b = readFileSync(join(dirB, name));
  if (a.equals(b)) {
    identical++;
    continue;
  }
  const imgA = PNG.sync.read(a);
  const imgB = PNG.sync.read(b);
  if (imgA.width !== imgB.width || imgA.height !== imgB.height) {
    console.log(`${name}: size ${imgA.width}×${imgA.height} vs ${imgB.width}×${imgB.height}`);
    worst = 1;
    continue;
  }
  let pixels = 0;
  let max = 0;
  for (let at = 0; at < imgA.data.length; at += 4) {
    const d = distance([imgA.data[at], imgA.data[at + 1], imgA.data[at + 2]], [imgB.data[at], imgB.data[at + 1], imgB.data[at + 2]]);
    if (d > 0) pixels++;
    if (d > max) max = d;
  }
  worst = Math.max(worst, max);
  console.log(`${name}: ${pixels} pixels differ, largest distance ${max.toFixed(4)}`);
}
console.log(`${compared} compared, ${identical} byte-identical, largest distance ${worst.toFixed(4)}`);
