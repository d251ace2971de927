import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, spyOn, within } from 'storybook/test';

import { site } from '@content/site';

import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('Falha simulada ao montar a página');
}

const meta = {
  title: 'Pages/RouteError',
  component: RouteError,
  parameters: { router: { own: true } },
  // A route whose element throws, so the fallback renders exactly as it would in the app.
  render: () => <RouterProvider router={createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }])} />,
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError.mockRestore();
  },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8: the generic fallback, with a way home and a reload, and no stack trace. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('titled as the spec says', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: site.errorFallback.title })).toBeVisible();
    });
    await step('offers a way out', async () => {
      await expect(canvas.getByRole('link', { name: site.errorFallback.homeLabel })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('button', { name: site.errorFallback.reloadLabel })).toBeVisible();
    });
    await step('never prints a stack trace', async () => {
      await expect(canvasElement).not.toHaveTextContent(/at Broken|\.tsx:\d+/);
    });
  },
};
