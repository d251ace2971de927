import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { anchors, hash } from '@content/anchors';
import { navigation } from '@content/navigation';
import { plansSection } from '@content/plans';

import { Section } from '@/ui/Section/Section';

import { SectionLink } from './SectionLink';

const meta = {
  title: 'UI/SectionLink',
  component: SectionLink,
  args: { href: navigation.headerCta.href, children: navigation.headerCta.label, onClick: fn() },
  // The target sits far below the link, so following it has to scroll.
  decorators: [
    (Story) => (
      <main style={{ padding: 'var(--space-4)' }}>
        <Story />
        <Section id={anchors.plans} heading={plansSection.heading} style={{ marginTop: '150vh', minHeight: '150vh' }} />
      </main>
    ),
  ],
  parameters: {},
} satisfies Meta<typeof SectionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};

/** Scrolls the section clear of the fixed header, puts its hash in the URL and moves focus to it. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: plansSection.heading });
    const historyLength = window.history.length;

    await step('click the link', async () => {
      await userEvent.click(canvas.getByRole('link', { name: navigation.headerCta.label }));
      await expect(args.onClick).toHaveBeenCalledOnce();
    });
    await step('focus is on the section, without a tab stop added', async () => {
      await expect(section).toHaveFocus();
      await expect(section).toHaveAttribute('tabindex', '-1');
    });
    await step('the URL has the hash, as a new history entry', async () => {
      await expect(window.location.hash).toBe(hash(anchors.plans));
      await expect(window.history.length).toBe(historyLength + 1);
    });
    await step('the section ends up at the top, below the space kept for the fixed header', async () => {
      const clearance = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      await expect(clearance).toBeGreaterThan(0);
      await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top - clearance)).toBeLessThanOrEqual(1), { timeout: 3000 });
    });
  },
};

/** Picking the same link twice does not pile up history entries. */
export const SameLinkTwiceKeepsOneEntry: Story = {
  // Behaviour only: it looks exactly like Default.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: navigation.headerCta.label });
    await userEvent.click(link);
    const historyLength = window.history.length;
    await userEvent.click(link);
    await expect(window.history.length).toBe(historyLength);
    await expect(window.location.hash).toBe(hash(anchors.plans));
  },
};

/** Your onClick can opt out with preventDefault: nothing scrolls and focus stays on the link. */
export const OptOutWithPreventDefault: Story = {
  // Behaviour only: it looks exactly like Default.
  tags: ['no-visual'],
  args: { onClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()) },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: navigation.headerCta.label });
    // Start from a page at rest: on a loaded machine the previous story's smooth scroll can still be
    // moving the page when this one starts, and its last frames would be blamed on this click.
    await waitFor(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await nextFrames(2);
      await expect(window.scrollY).toBe(0);
    });
    await userEvent.click(link);
    // A scroll the link started would show within a couple of frames; none may.
    await nextFrames(2);
    await expect(link).toHaveFocus();
    await expect(window.location.hash).toBe('');
    await expect(window.scrollY).toBe(0);
  },
};

/**
 * A hash with no element on the page is left to the browser: the click is not cancelled and focus
 * stays on the link. (The play cancels it itself afterwards, because a real fragment navigation
 * would unload the test runner's frame.)
 */
export const MissingTargetIsLeftToTheBrowser: Story = {
  // Behaviour only: it looks exactly like Default.
  tags: ['no-visual'],
  args: { href: '#nao-existe' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: navigation.headerCta.label });
    const cancelledByLink: boolean[] = [];
    // Window listeners run after React's root listener, so this sees what the link decided.
    const record = (event: globalThis.MouseEvent) => {
      cancelledByLink.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record, { once: true });
    await userEvent.click(link);
    await expect(cancelledByLink).toEqual([false]);
    await expect(link).toHaveFocus();
    await expect(within(canvasElement).getByRole('region', { name: plansSection.heading })).not.toHaveAttribute('tabindex');
  },
};
