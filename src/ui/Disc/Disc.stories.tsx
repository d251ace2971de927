import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { site } from '@content/site';

import { Disc } from './Disc';

const initial = site.name.charAt(0);

const meta = {
  title: 'UI/Disc',
  component: Disc,
  // The caller's class sizes and colours a disc; here a style stands in for it.
  args: {
    children: <span>{initial}</span>,
    style: { width: '3rem', height: '3rem', background: 'var(--color-brand-soft)', color: 'var(--color-brand-strong)' },
  },
  parameters: { layout: 'padded' },
  // Shape only: its look is captured where it is used (the chat title bar, the steps, the video poster).
  tags: ['no-visual'],
} satisfies Meta<typeof Disc>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How far the content's ink (the text itself, not its box, which a grid may stretch) sits from the disc's middle. */
function offCentre(disc: HTMLElement, content: HTMLElement): number {
  const text = document.createRange();
  text.selectNodeContents(content);
  const [outer, inner] = [disc.getBoundingClientRect(), text.getBoundingClientRect()];
  return Math.max(
    Math.abs(outer.left + outer.width / 2 - (inner.left + inner.width / 2)),
    Math.abs(outer.top + outer.height / 2 - (inner.top + inner.height / 2)),
  );
}

/** A round mark with its initial in the middle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(initial);
    const disc = content.parentElement as HTMLElement;
    const { width, height } = disc.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(parseFloat(getComputedStyle(disc).borderTopLeftRadius)).toBeGreaterThanOrEqual(width / 2);
    await expect(offCentre(disc, content)).toBeLessThanOrEqual(1);
  },
};

/** In a row too narrow for it and a long line of text, the disc stays round: the text wraps instead. */
export const StaysRoundInACrowdedRow: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)', width: '12rem' }}>
      <Disc {...args} />
      <p>{site.tagline}</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(initial);
    const disc = content.parentElement as HTMLElement;
    const { width, height } = disc.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(offCentre(disc, content)).toBeLessThanOrEqual(1);
  },
};
