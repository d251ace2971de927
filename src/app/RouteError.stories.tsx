import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';

import { site } from '@content/site';

import { RouteError } from './RouteError';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('Falha simulada ao montar a página');
}

const meta = {
  title: 'Pages/RouteError',
  component: RouteError,
  args: { error: new Error('Falha simulada ao montar a página') },
  // A page that throws inside the boundary the app wraps its routes in, so the fallback renders exactly as in the app.
  render: () => (
    <RouteErrorBoundary>
      <Broken />
    </RouteErrorBoundary>
  ),
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError.mockRestore();
  },
  parameters: {},
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
