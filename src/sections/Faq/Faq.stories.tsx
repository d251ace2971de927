import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { faqItems, faqSection } from '@content/faq';

import { onPhone } from '@/test/storyAssertions';
import { Faq } from './Faq';

const meta = {
  title: 'Sections/Faq',
  component: Faq,
  args: { copy: faqSection, items: faqItems },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (root: HTMLElement) => within(root).getByRole('region', { name: faqSection.heading });

/** Ten questions, each an h3 button; the first starts open with its answer showing. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the section is a region named by its heading, with its anchor', async () => {
      await expect(region(canvasElement)).toHaveAttribute('id', anchors.faq);
      await expect(within(region(canvasElement)).getByRole('heading', { level: 2 })).toHaveTextContent(faqSection.heading);
      await expect(within(canvasElement).getByText(faqSection.intro)).toBeVisible();
    });
    await step('the ten questions are buttons inside h3 headings, in content order', async () => {
      const buttons = within(region(canvasElement)).getAllByRole('button');
      await expect(buttons).toHaveLength(10);
      await expect(buttons.map((button) => button.textContent)).toEqual(faqItems.map((item) => item.question));
      await expect(within(region(canvasElement)).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    });
    await step('only the first is expanded, and its answer is visible', async () => {
      const [first, ...rest] = faqItems;
      if (!first) throw new Error('no FAQ items');
      await expect(within(canvasElement).getByRole('button', { name: first.question })).toHaveAttribute('aria-expanded', 'true');
      await expect(within(canvasElement).getByText(first.answer)).toBeVisible();
      for (const item of rest) {
        await expect(within(canvasElement).getByRole('button', { name: item.question })).toHaveAttribute('aria-expanded', 'false');
      }
    });
  },
};

/** At 320 px nothing overflows sideways, even with the longest answer open. */
export const Mobile: Story = onPhone(Default.play, async ({ canvasElement, step }) => {
  await step('open the longest closed answer', async () => {
    const longest = faqItems.slice(1).reduce((a, b) => (b.answer.length > a.answer.length ? b : a));
    await userEvent.click(within(canvasElement).getByRole('button', { name: longest.question }));
    await expect(within(canvasElement).getByText(longest.answer)).toBeVisible();
  });
});
