import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { plans } from '@content/plans';

import { Badge } from '@/ui/Badge/Badge';
import { PHONE_320 } from '@/test/storyAssertions';
import { SpreadRow } from './SpreadRow';

const recommended = plans.find((plan) => plan.recommended);

const meta = {
  title: 'UI/SpreadRow',
  component: SpreadRow,
  args: {
    children: (
      <>
        <h3>{recommended?.name}</h3>
        <Badge>{recommended?.badge}</Badge>
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SpreadRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two items on one line, pushed to either end. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.firstElementChild as HTMLElement;
    const heading = within(row).getByRole('heading', { level: 3, name: recommended?.name });
    const badge = within(row).getByText(recommended?.badge ?? '');
    const [left, right] = [heading.getBoundingClientRect(), badge.getBoundingClientRect()];
    await expect(Math.abs(left.left - row.getBoundingClientRect().left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(right.right - row.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
    await expect(right.top).toBeLessThan(left.bottom);
  },
};

/** Too little room for both: the second item wraps under the first instead of overflowing. */
export const Wraps: Story = {
  globals: PHONE_320,
  args: {
    children: (
      <>
        <h3>{`${recommended?.name ?? ''}: ${recommended?.features.join(', ') ?? ''}`}</h3>
        <Badge>{recommended?.badge}</Badge>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.firstElementChild as HTMLElement;
    const heading = within(row).getByRole('heading', { level: 3 });
    const badge = within(row).getByText(recommended?.badge ?? '');
    await expect(badge.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
