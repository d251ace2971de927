import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';

import { cookiePolicy } from '@content/legal';
import { paths } from '@content/paths';

import { BackLink } from './BackLink';

const meta = {
  title: 'Widgets/BackLink',
  component: BackLink,
  args: { href: paths.home, label: cookiePolicy.backLabel },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs `click` with the page's navigation held back, and says whether the link was left to the browser. */
async function clickHeld(link: HTMLElement, click: () => Promise<void>): Promise<boolean> {
  const seen = { leftToBrowser: false };
  const hold = (event: MouseEvent) => {
    seen.leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', hold);
  try {
    await click();
  } finally {
    window.removeEventListener('click', hold);
  }
  return seen.leftToBrowser && link.isConnected;
}

/** Opened directly (a bookmark, a new tab, another site): a plain link home, the browser follows it. */
export const OpenedDirectly: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.label });
    await expect(link).toHaveAttribute('href', paths.home);
    const referrer = spyOn(document, 'referrer', 'get').mockReturnValue('');
    const back = spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      await expect(await clickHeld(link, () => userEvent.click(link))).toBe(true);
      await expect(back).not.toHaveBeenCalled();
    } finally {
      referrer.mockRestore();
      back.mockRestore();
    }
  },
};

/** Reached from a page of the site: one step back in history, not a new visit to home. */
export const FromAPageOfTheSite: Story = {
  // Behaviour only: it looks like OpenedDirectly.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.label });
    const referrer = spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}${paths.home}`);
    const length = spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const back = spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      await expect(await clickHeld(link, () => userEvent.click(link))).toBe(false);
      await expect(back).toHaveBeenCalledOnce();
    } finally {
      referrer.mockRestore();
      length.mockRestore();
      back.mockRestore();
    }
  },
};
