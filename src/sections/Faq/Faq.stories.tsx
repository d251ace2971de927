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
  parameters: {},
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
    await step('the ten questions are h3 headings, each in the summary of a <details>, in content order', async () => {
      const headings = within(region(canvasElement)).getAllByRole('heading', { level: 3 });
      await expect(headings.map((heading) => heading.textContent)).toEqual(faqItems.map((item) => item.question));
      for (const heading of headings) await expect(heading.closest('summary')?.parentElement?.tagName).toBe('DETAILS');
    });
    await step('only the first is open, and its answer is visible', async () => {
      const [first, ...rest] = faqItems;
      if (!first) throw new Error('no FAQ items');
      const item = (question: string) => within(canvasElement).getByRole('heading', { level: 3, name: question }).closest('details');
      await expect(item(first.question)).toHaveAttribute('open');
      await expect(within(canvasElement).getByText(first.answer)).toBeVisible();
      for (const { question, answer } of rest) {
        await expect(item(question)).not.toHaveAttribute('open');
        await expect(within(canvasElement).getByText(answer)).not.toBeVisible();
      }
    });
  },
};

/** At 320 px nothing overflows sideways, even with the longest answer open. */
export const Mobile: Story = onPhone(Default.play, async ({ canvasElement, step }) => {
  await step('open the longest closed answer', async () => {
    const longest = faqItems.slice(1).reduce((a, b) => (b.answer.length > a.answer.length ? b : a));
    await userEvent.click(within(canvasElement).getByRole('heading', { level: 3, name: longest.question }));
    await expect(within(canvasElement).getByText(longest.answer)).toBeVisible();
  });
});
