import { paths } from '@content/paths';
import { testimonialsSection, testimonialVideos } from '@content/testimonials';
import { VIDEO_EMBED_ORIGIN } from '@content/video.mjs';

import { appReady, asReturningVisitor, expect, islandReady, settled, test } from './fixtures';

test('no request leaves the site before the visitor clicks a video', async ({ page, baseURL }) => {
  await asReturningVisitor(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) outside.push(request.url());
  });
  // Nothing outside is reachable here, and nothing should be fetched anyway: answer any attempt with an empty page.
  await page.route(`${VIDEO_EMBED_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );

  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settled(page);
  // The video's facade reached and live: all it does before a click is done.
  const first = testimonialVideos[0];
  const play = page.getByRole('link', { name: testimonialsSection.videoPlayLabel.replace('{name}', first?.customer ?? '') });
  await play.scrollIntoViewIfNeeded();
  await islandReady(page, 'video');
  await settled(page);
  expect(outside).toEqual([]);

  await play.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`^${VIDEO_EMBED_ORIGIN}/embed/${first?.videoId ?? ''}`));
  await expect.poll(() => outside.some((url) => url.startsWith(VIDEO_EMBED_ORIGIN))).toBe(true);
});

test.describe('no console errors or warnings', () => {
  for (const path of [paths.home, paths.cookiePolicy]) {
    test(`on ${path}, including hydration`, async ({ page, problems }) => {
      await page.goto(path);
      // Every island reached for and hydrated: a deterministic wait ('networkidle' never settled once in Firefox on a loaded
      // machine, and waits only for what loads by itself, while the islands load when reached for).
      await appReady(page);
      await page.getByRole('button', { name: 'Aceitar' }).click();
      expect(problems).toEqual([]);
    });
  }
});
