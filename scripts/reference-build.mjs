// `node scripts/reference-build.mjs <AstroWind checkout>`: builds the static reference `npm run bench` measures beside our
// page (issue 37, record 51): AstroWind's landing page, its remote images pointed at its own default image so that, as
// ours, it asks no other site for anything, kept as bench/astrowind.tar.gz (its commit in bench/astrowind.json) so the
// bench needs neither GitHub nor Astro. Rebuild it only to move the reference (docs/performance.md's figures start again).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

import spawn from 'cross-spawn';

import { REFERENCE } from './reference.mjs';

const source = process.argv[2];
if (!source || !existsSync(source)) {
  console.error('Usage: node scripts/reference-build.mjs <a git checkout of https://github.com/onwidget/astrowind>');
  process.exit(1);
}
/** Runs a command (cross-spawn: npm and npx are .cmd files on Windows), failing on a non-zero exit; returns its output. */
const run = (command, args, cwd) => {
  const result = spawn.sync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  return result.stdout;
};

const commit = run('git', ['rev-parse', 'HEAD'], source).trim();
const work = mkdtempSync(join(tmpdir(), 'astrowind-'));
try {
  // The committed tree only (a bare mirror has no working files).
  const tree = join(work, '..', `${basename(work)}.tar`);
  run('git', ['archive', '--format=tar', '-o', tree, 'HEAD'], source);
  run('tar', ['-xf', tree, '-C', work]);
  rmSync(tree);

  // Its landing page only (and its 404): the other pages are not measured, and their pictures are remote too.
  for (const page of readdirSync(join(work, 'src/pages')).filter((name) => !['index.astro', '404.astro'].includes(name)))
    rmSync(join(work, 'src/pages', page), { recursive: true, force: true });

  // Its remote pictures, as its own default image: the landing page's photographs (Astro's <Image>), the covers of
  // the posts it lists, and the announcement bar's GitHub-stars badge (a CSS background, so from public/).
  copyFileSync(join(work, 'src/assets/images/default.png'), join(work, 'public/default.png'));
  const pointAtDefault = (file, pattern, replacement, { required = true } = {}) => {
    const path = join(work, file);
    const text = readFileSync(path, 'utf8');
    const changed = text.replace(pattern, replacement);
    if (changed === text && required) throw new Error(`${file}: no remote image found to point at the default one`);
    writeFileSync(path, changed);
  };
  pointAtDefault('src/pages/index.astro', /'https:\/\/images\.unsplash\.com\/[^']*'/g, "'~/assets/images/default.png'");
  // The latest posts the landing page lists: each post's cover picture, where it has one.
  for (const post of readdirSync(join(work, 'src/data/post')))
    pointAtDefault(`src/data/post/${post}`, /^image: https:\/\/images\.unsplash\.com\/.*$/m, 'image: ~/assets/images/default.png', {
      required: false,
    });
  pointAtDefault('src/components/widgets/Announcement.astro', /url\(https:\/\/img\.shields\.io\/[^)]*\)/g, 'url(/default.png)');

  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], work);
  run('npx', ['astro', 'build'], work);

  // Nothing on the page may come from another site (links may point anywhere; they are not followed).
  const html = readFileSync(join(work, 'dist/index.html'), 'utf8');
  const remote = [...html.matchAll(/(?:src|srcset|poster)="(https?:[^"]+)"|url\((https?:[^)]+)\)/g)].map((match) => match[1] ?? match[2]);
  if (remote.length) throw new Error(`The reference still loads from other sites: ${remote.join(', ')}`);

  rmSync(REFERENCE.archive, { force: true });
  // COPYFILE_DISABLE: macOS's tar would add its ._ metadata files.
  execFileSync('tar', ['-czf', REFERENCE.archive, '-C', join(work, 'dist'), '.'], {
    stdio: 'inherit',
    env: { ...process.env, COPYFILE_DISABLE: '1' },
  });
  writeFileSync(
    REFERENCE.about,
    `${JSON.stringify(
      {
        repository: 'https://github.com/onwidget/astrowind',
        license: 'MIT',
        commit,
        built: new Date().toISOString().slice(0, 10),
        changed:
          'the landing page and its 404 only; remote images (the page’s unsplash photographs, its posts’ covers, the shields.io stars badge) → src/assets/images/default.png',
      },
      null,
      2,
    )}\n`,
  );
  console.log(`${REFERENCE.archive}: AstroWind ${commit.slice(0, 7)}, built`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
