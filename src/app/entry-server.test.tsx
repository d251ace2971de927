import { describe, expect, it, vi } from 'vitest';

import { render } from './entry-server';

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
});
