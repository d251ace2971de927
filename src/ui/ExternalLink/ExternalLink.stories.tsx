import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { plans } from '@content/plans';
import { site } from '@content/site';

import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'UI/ExternalLink',
  component: ExternalLink,
  args: { href: site.support.href, children: site.footer.supportLabel },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens in a new tab, gives the new page no handle on this one, and says so to screen readers. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: `${site.footer.supportLabel} ${site.newTabHint}` });
    await step('goes to the other site in a new tab', async () => {
      await expect(link).toHaveAttribute('href', args.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    });
    await step('shows only its text; the new-tab hint is for screen readers', async () => {
      await expect(link).toHaveTextContent(site.newTabHint);
      await expect(within(link).getByText(site.newTabHint)).toHaveClass('visually-hidden');
    });
  },
};

/** A caller's class and description pass through, beside the link's own target and rel. */
export const CallerAttributes: Story = {
  args: { href: plans[0]?.checkoutUrl ?? '', children: plans[0]?.ctaLabel, className: 'checkout', 'aria-describedby': 'nota' },
  render: (args) => (
    <p>
      <ExternalLink {...args} /> <span id="nota">{site.support.hoursText}</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: `${plans[0]?.ctaLabel ?? ''} ${site.newTabHint}` });
    await expect(link).toHaveClass('checkout');
    await expect(link).toHaveAccessibleDescription(site.support.hoursText);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
