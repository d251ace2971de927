import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Recomendado' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recomendado')).toBeVisible();
  },
};

const tones: BadgeTone[] = ['brand', 'info', 'warning', 'violet', 'danger', 'neutral'];

/** Every tone passes the axe contrast check that runs on this story. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {tones.map((tone) => (
        <Badge {...args} key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) await expect(within(canvasElement).getByText(tone)).toHaveAttribute('data-tone', tone);
  },
};
