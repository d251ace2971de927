import { landingOrder } from '@content/anchors';
import { hero } from '@content/hero';
import { cookiePolicy } from '@content/legal';
import { paths } from '@content/paths';
import { plans } from '@content/plans';
import { site } from '@content/site';

import { appReady, asReturningVisitor, expect, test } from './fixtures';
import { TURNS_JAVASCRIPT_OFF } from './tags';

test.describe('routes (spec §2)', () => {
  test.beforeEach(async ({ page }) => asReturningVisitor(page));

  test('/ is the landing page, in Portuguese, with its title and description', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(site.seo.home.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.seo.home.description);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`${paths.cookiePolicy} is the policy page`, async ({ page }) => {
    const response = await page.goto(paths.cookiePolicy);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(site.seo.cookiePolicy.title);
    await expect(page.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
  });

  test('Voltar goes one step back in history', async ({ page }) => {
    // A landing page address that going home would not give back: only a step back returns to it.
    const previous = `${paths.home}?de=teste`;
    await page.goto(previous);
    await page.getByRole('link', { name: site.legal.privacy.label }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.cookiePolicy}$`));
    // The click was a full load, not a goto: wait for Voltar's island, since before it hydrates
    // Voltar is a plain link home (the next test and before-app.spec.ts cover that).
    await appReady(page);
    // A step back restores the landing page from the back/forward cache. Over WebDriver BiDi,
    // Playwright 1.64 never hears of that traversal in Firefox (its URL stays the policy's and its
    // locators wait on the old document), so the page's own document is asked what it shows.
    await page.getByRole('link', { name: cookiePolicy.backLabel }).click({ noWaitAfter: true });
    await expect
      // Until the landing page is back, the evaluation may land in the document being left.
      .poll(() =>
        page
          .evaluate(() => [window.location.pathname + window.location.search, document.querySelector('h1')?.textContent])
          .catch(() => null),
      )
      .toEqual([previous, hero.headline]);
  });

  test('Voltar goes home when the policy was opened directly', async ({ page }) => {
    await page.goto(paths.cookiePolicy);
    await page.getByRole('link', { name: cookiePolicy.backLabel }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(site.seo.home.title);
  });

  test('an unknown path answers 404 with the English page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const notFound: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() === 404) notFound.push(answer.url());
    });
    const response = await page.goto('/nao/existe?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain('/nao/existe');
    // Besides the path log, the only console error is Chrome's note that the document itself was a 404:
    // hydrating 404.html at another path mismatches nothing, and every asset loads.
    expect(
      errors.filter(
        (error) =>
          !error.includes('/nao/existe') && !error.startsWith('Failed to load resource: the server responded with a status of 404'),
      ),
    ).toEqual([]);
    expect(notFound).toEqual([page.url()]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  // Islands (src/ui/Island): the browser runs no router; every page is a full load of its prerendered HTML.
  test('a link to another page is a full load; a URL pushed by script changes nothing on the page', async ({ page }) => {
    await page.goto('/');
    const landingDocument = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('link', { name: site.legal.privacy.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(landingDocument);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/sumiu');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
  });
});

// The built site ships only its islands' code; every page's stylesheet must still style all of it,
// static sections included (the stories, which the visual gate captures, never miss a rule).
test('every class on each page is styled by the stylesheet the page carries', async ({ request }) => {
  for (const path of [paths.home, paths.cookiePolicy, '/nao-existe']) {
    const html = await (await request.get(path)).text();
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, rules]) => rules).join('\n');
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).filter(Boolean)));
    expect(classes.size, path).toBeGreaterThan(10);
    const unstyled = [...classes].filter((name) => !new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css));
    expect(unstyled, path).toEqual([]);
  }
});

test('the browser UI colours (theme-color, the installed site) are the design tokens the page paints with', async ({ page, request }) => {
  await asReturningVisitor(page);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { theme_color: string; background_color: string };
  /** Any CSS colour as the browser computes it (rgb()), so #fff and #ffffff compare equal. */
  const computed = (colour: string) =>
    page.evaluate((value) => {
      const probe = document.createElement('i');
      probe.style.color = value;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return value && probe.style.color ? rgb : `not a colour: ${value}`;
    }, colour);
  // Read from the stylesheet the browser applied, not from tokens.css: a colour written twice would differ here.
  const token = async (name: string) =>
    computed(await page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name));
  for (const path of [paths.home, paths.cookiePolicy, '/pagina-inexistente']) {
    await page.goto(path);
    const brand = await token('--color-brand-strong');
    expect(brand).toMatch(/^rgb\(/);
    expect(await computed((await page.locator('meta[name="theme-color"]').getAttribute('content')) ?? ''), path).toBe(brand);
    expect(await computed(manifest.theme_color), path).toBe(brand);
    expect(await computed(manifest.background_color), path).toBe(await token('--color-surface'));
  }
});

test.describe('without JavaScript the pages read completely', { tag: TURNS_JAVASCRIPT_OFF }, () => {
  test.use({ javaScriptEnabled: false });

  test('landing page', async ({ page }) => {
    await page.goto('/');
    for (const id of landingOrder) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    for (const plan of plans) await expect(page.getByText(plan.priceText, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('policy and 404 pages', async ({ page }) => {
    await page.goto(paths.cookiePolicy);
    await expect(page.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
    await page.goto('/nada-aqui');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
