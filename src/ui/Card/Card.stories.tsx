import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { features } from '@content/features';
import { plans } from '@content/plans';

import { Card } from './Card';

const [feature] = features;
const recommended = plans.find((plan) => plan.recommended);

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3>{feature?.title}</h3>
        <p>{feature?.description}</p>
      </>
    ),
  },
  // Cards are list items: every story shows them in the list they always come in.
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '22rem', padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list item on the shared surface: a thin border, rounded corners, a light shadow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem');
    await expect(within(card).getByRole('heading', { level: 3, name: feature?.title })).toBeVisible();
    await expect(card).not.toHaveAttribute('data-emphasis');
    const style = getComputedStyle(card);
    await expect(style.borderTopWidth).toBe('1px');
    await expect(parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    await expect(style.boxShadow).not.toBe('none');
  },
};

/** The card that stands out (the recommended plan): a heavier border than its neighbours. */
export const Emphasis: Story = {
  args: {
    emphasis: true,
    children: (
      <>
        <h3>{recommended?.name}</h3>
        <p>{recommended?.priceText}</p>
      </>
    ),
  },
  render: (args) => (
    <>
      <Card>
        <h3>{plans[0]?.name}</h3>
      </Card>
      <Card {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const [plain, emphasised] = within(canvasElement).getAllByRole('listitem');
    if (!plain || !emphasised) throw new Error('two cards expected');
    await expect(within(emphasised).getByRole('heading', { level: 3, name: recommended?.name })).toBeVisible();
    await expect(emphasised).toHaveAttribute('data-emphasis');
    await expect(parseFloat(getComputedStyle(emphasised).borderTopWidth)).toBeGreaterThan(
      parseFloat(getComputedStyle(plain).borderTopWidth),
    );
  },
};
