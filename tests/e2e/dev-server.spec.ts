/**
 * `npm run dev` serves the pages a visitor gets (docs/decisions/0036-one-runtime.md): started here
 * beside the production server, each page must carry the same islands and the same HTML, apart from
 * what only names assets (scripts, the stylesheet's text, CSS Modules' class names, which the
 * build hashes), and a page that throws is answered with spec §8's fallback (decision 0035).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parse, serialize } from 'parse5';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

import { hero } from '@content/hero';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { demoChat } from '@content/steps';

import { PORTS } from '../../scripts/ports.mjs';
import { asReturningVisitor, expect, islandReady, test } from './fixtures';

const DEV_PORT = Number(process.env.DEV_PORT ?? PORTS.dev);
const dev = `http://localhost:${DEV_PORT}`;

/** What only names an asset, and so differs between the two: every script and style element. */
const ASSET_ELEMENTS = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>|<style>[\s\S]*?<\/style>/g;

/**
 * The page with its asset elements removed and every CSS Modules class name replaced by its order
 * of first appearance, so two pages compare equal only when their classes correspond one to one.
 */
function comparable(html: string): string {
  const withoutAssets = html.replace(ASSET_ELEMENTS, '');
  const classes = [...withoutAssets.matchAll(/ class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter(Boolean);
  const names = new Map<string, string>();
  for (const name of classes) if (!names.has(name)) names.set(name, `c${names.size}`);
  const pattern = new RegExp(
    `(?<![\\w-])(${[...names.keys()].map((name) => name.replace(/[$-/?[-^{|}]/g, '\\$&')).join('|')})(?![\\w-])`,
    'g',
  );
  // Parsed and written out again, so spacing that HTML does not see does not count.
  const normalised = serialize(parse(withoutAssets.replace(pattern, (name) => names.get(name) ?? name)));
  return normalised.replace(/\n\s*\n/g, '\n').replace(/>\s+</g, '><');
}

const islandsOf = (html: string) => [...html.matchAll(/data-island="(\w+)"/g)].map((match) => match[1]);

/** Stands in for the 404 page in one dev server: a page that throws while it renders. */
const throwingPage: Plugin = {
  name: 'planted-throwing-page',
  enforce: 'pre',
  load: (id) =>
    id.endsWith('/src/pages/NotFoundPage/NotFoundPage.tsx')
      ? `export function NotFoundPage() { throw new Error('planted page failure'); }`
      : null,
};

async function startDev(port: number, plugins: Plugin[] = []): Promise<ViteDevServer> {
  const server = await createServer({ logLevel: 'silent', server: { port, strictPort: true, hmr: false }, plugins });
  await server.listen();
  return server;
}

test.describe('npm run dev', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ViteDevServer | undefined;
  test.beforeAll(async () => {
    server = await startDev(DEV_PORT);
  });
  test.afterAll(async () => server?.close());

  for (const path of [paths.home, paths.cookiePolicy, '/rota-desconhecida']) {
    test(`serves ${path} as the build does: same status, islands and HTML`, async ({ request }) => {
      const [built, served] = await Promise.all([request.get(path), request.get(`${dev}${path}`, { headers: { accept: 'text/html' } })]);
      expect(served.status()).toBe(built.status());
      const [builtHtml, servedHtml] = await Promise.all([built.text(), served.text()]);
      expect(islandsOf(servedHtml)).toEqual(islandsOf(builtHtml));
      expect(islandsOf(servedHtml).length).toBeGreaterThan(0);
      expect(comparable(servedHtml)).toBe(comparable(builtHtml));
    });
  }

  test('runs the early script and hydrates the islands in the browser, with no console error', async ({ page, problems }) => {
    await page.goto(`${dev}${paths.cookiePolicy}`);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('npm run dev, with a page that throws', () => {
  test('answers 500 with the spec §8 fallback and the error, through the site shell', async ({ request }) => {
    const server = await startDev(DEV_PORT + 1, [throwingPage]);
    try {
      const response = await request.get(`http://localhost:${DEV_PORT + 1}/rota-desconhecida`, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(500);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(site.errorFallback.title);
      expect(html).toContain('planted page failure');
      expect(html).toContain(`href="/rota-desconhecida"`);
      // The working pages of the same server are untouched.
      expect((await request.get(`http://localhost:${DEV_PORT + 1}/`, { headers: { accept: 'text/html' } })).status()).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** What `npm run dev` reads: the project without its tests, builds and reports (node_modules is linked, not copied). */
const PROJECT_FILES = [
  'src',
  'content',
  'public',
  'scripts',
  'server',
  '.storybook',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

/** Edits a file of the scratch copy as a developer's editor does: read, change one string, write. */
function edit(root: string, file: string, from: string, to: string) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer has ${from}: update this test's edit`);
  writeFileSync(path, text.replace(from, to));
}

test.describe('npm run dev, while a developer edits', () => {
  // A scratch copy, so the test edits real files under a watching dev server without touching the project.
  let root = '';
  let server: ViteDevServer | undefined;
  const port = DEV_PORT + 2;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dev-hmr-'));
    for (const entry of PROJECT_FILES) cpSync(entry, join(root, entry), { recursive: true });
    // A junction on Windows needs no administrator; elsewhere the type is ignored.
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'junction');
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      cacheDir: join(root, '.vite'),
      logLevel: 'silent',
      server: { port, strictPort: true },
    });
    await server.listen();
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('an island component hot-reloads in place, keeping the page and what the visitor typed; a static section reloads the page', async ({
    page,
    problems,
  }) => {
    // Consent given before: the banner's modal dialog would make the page behind it inert.
    await asReturningVisitor(page);
    await page.goto(`http://localhost:${port}${paths.home}`);
    // Gone if the page reloads: a hot update keeps the document, a reload starts a new one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => 'sameDocument' in window);
    const input = page.getByRole('textbox', { name: demoChat.inputLabel });
    await input.fill('mercado 50');
    await expect(input).toHaveValue('mercado 50');
    // Typed into, the demo's island has been asked for: its module is the page's now, and hot-reloads in place.
    await islandReady(page, 'demo');

    edit(root, 'src/widgets/DemoChat/DemoChat.tsx', '{copy.sendLabel}', '{copy.sendLabel} agora');
    await expect(page.getByRole('button', { name: `${demoChat.sendLabel} agora`, exact: true })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    await expect(input).toHaveValue('mercado 50');

    // The hero is prerendered HTML with no island: the page reloads and the dev server renders it again
    // (after a hot update, which once made every later page a 500: the app's script src gained a `?t=`).
    edit(root, 'src/sections/Hero/Hero.tsx', '{copy.headline}', '{copy.headline} agora');
    await expect(page.getByRole('heading', { level: 1, name: `${hero.headline} agora` })).toBeVisible();
    expect(await sameDocument()).toBe(false);
    await expect(page.getByRole('button', { name: `${demoChat.sendLabel} agora`, exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
