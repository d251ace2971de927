/**
 * `npm run dev` serves the pages a visitor gets (docs/decisions/0036-one-runtime.md): started here
 * beside the production server, each page must carry the same islands and the same HTML, apart from
 * what only names assets (scripts, the stylesheet's text, CSS Modules' class names, which the
 * build hashes), and a page that throws is answered with spec §8's fallback (decision 0035).
 */
import { parse, serialize } from 'parse5';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

import { paths } from '@content/paths';
import { site } from '@content/site';

import { expect, test } from './fixtures';

const DEV_PORT = Number(process.env.DEV_PORT ?? 4176);
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
