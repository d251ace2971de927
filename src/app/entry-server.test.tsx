import { describe, expect, it, vi } from 'vitest';

import { render, renderHead } from './entry-server';
import { ROUTES } from './routes';

// A page that throws while the build prerenders it fails the build, naming the error: no page ships
// spec §8's fallback in place of its content (docs/decisions/0035-errors-without-a-client-router.md).
vi.mock('@/pages/NotFoundPage/NotFoundPage', () => ({
  NotFoundPage: () => {
    throw new Error('planted page failure');
  },
}));

describe('the prerender', () => {
  it('fails on a page that throws, instead of writing the error fallback', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render('/404')).rejects.toThrow('planted page failure');
    expect(logged).toHaveBeenCalled();
  });

  it('renders the pages that work', async () => {
    expect(await render('/')).toContain('data-island="demo"');
  });

  it('holds the first frame for an element the page renders, near its top, and only where a page names one', async () => {
    for (const route of ROUTES) {
      const head = renderHead(route.prerenderAt ?? route.path).html;
      if (!route.firstScreen) {
        expect(head, route.path).not.toContain('rel="expect"');
        continue;
      }
      expect(head).toContain(`<link rel="expect" href="#${route.firstScreen}" blocking="render" />`);
      // A renamed id would hold every first frame until the whole document is parsed.
      const body = await render(route.path);
      const at = body.indexOf(` id="${route.firstScreen}"`);
      expect(at, route.firstScreen).toBeGreaterThan(-1);
      expect(body.slice(0, at).match(/<section\b/g)?.length ?? 0, 'in the first section').toBeLessThanOrEqual(1);
    }
  });
});
