import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';

import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let consoleError: ReturnType<typeof spyOn> | undefined;

/** The English 404: title, a way home, and the bad path logged for whoever watches the console. */
export const Default: Story = {
  beforeEach: () => {
    consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError?.mockRestore();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('says what happened, in English', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(canvas.getByRole('main')).toHaveAttribute('lang', 'en');
    });
    await step('offers the way home', async () => {
      await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    });
    await step('logs the bad path', async () => {
      // Waited for: the log is an island's effect, and the island's code arrives after the page's first render.
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(window.location.pathname)));
    });
  },
};
