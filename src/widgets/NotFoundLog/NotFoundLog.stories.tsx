import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';

import { NotFoundLog } from './NotFoundLog';

const meta = {
  title: 'Widgets/NotFoundLog',
  component: NotFoundLog,
  // It renders nothing to look at.
  tags: ['no-visual'],
} satisfies Meta<typeof NotFoundLog>;

export default meta;
type Story = StoryObj<typeof meta>;

let consoleError: ReturnType<typeof spyOn> | undefined;

/** Logs the address the visitor asked for (spec §8). */
export const LogsTheAddress: Story = {
  beforeEach: () => {
    consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError?.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`),
    );
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
