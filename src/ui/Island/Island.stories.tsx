import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '@/ui/Button/Button';

import { Island } from './Island';

const meta = {
  title: 'UI/Island',
  component: Island,
  // Outside the prerender an island is just its component: nothing of its own to look at.
  tags: ['no-visual'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Island>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Storybook and `npm run dev` an island renders its component with its props, and nothing around it. */
export const RendersItsComponent: Story = {
  args: { component: Button, props: { children: 'Voltar' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Voltar' });
    await expect(button).toBeVisible();
    await expect(canvasElement.querySelector('[data-island]')).toBeNull();
  },
};
