import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { paths } from '@content/paths';
import { site } from '@content/site';

import { RouteError } from './RouteError';

const meta = {
  title: 'Pages/RouteError',
  component: RouteError,
  // What the dev server answers for a page that throws (src/app/entry-server.tsx renderError).
  args: { error: new Error('Falha simulada ao montar a página'), retryHref: paths.cookiePolicy },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8: the generic fallback, with a way home and a way to try again, and no stack trace. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('titled as the spec says', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: site.errorFallback.title })).toBeVisible();
    });
    await step('offers a way out', async () => {
      await expect(canvas.getByRole('link', { name: site.errorFallback.homeLabel })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('link', { name: site.errorFallback.reloadLabel })).toHaveAttribute('href', paths.cookiePolicy);
    });
    await step('never prints a stack trace', async () => {
      await expect(canvasElement).not.toHaveTextContent(/\bat \w+ \(|\.tsx:\d+/);
    });
  },
};
