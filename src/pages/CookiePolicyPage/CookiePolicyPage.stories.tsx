import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { cookiePolicy, policySections } from '@content/legal';

import { onPhone } from '@/test/storyAssertions';
import { CookiePolicyPage } from './CookiePolicyPage';

const meta = {
  title: 'Pages/CookiePolicyPage',
  component: CookiePolicyPage,
  args: { policy: cookiePolicy, sections: policySections },
} satisfies Meta<typeof CookiePolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the policy reads as a document', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
      for (const section of policySections) {
        await expect(canvas.getByRole('region', { name: section.heading })).toBeVisible();
      }
    });
    await step('it names the one thing stored in the browser', async () => {
      await expect(canvas.getByRole('region', { name: policySections[0]?.heading })).toHaveTextContent('finzap:cookie-consent');
    });
    await step('external links open in a new tab', async () => {
      for (const link of canvas.getAllByRole('link', { name: /abre em nova aba/ })) {
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  },
};

export const Mobile: Story = {
  // Behaviour only: it checks the 320 px reflow of plain text; the page's look is in Default.
  tags: ['no-visual'],
  ...onPhone(Default.play),
};
