import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { faqItems } from '@content/faq';

import { Accordion } from './Accordion';

const meta = {
  title: 'Widgets/Accordion',
  component: Accordion,
  args: { items: faqItems },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

// Helpers query the story the way a person would: questions are buttons named by their text.
const first = faqItems[0];
const second = faqItems[1];
const lastItem = faqItems.at(-1);
if (!first || !second || !lastItem) throw new Error('the stories need at least two FAQ items');

const trigger = (root: HTMLElement, question: string) => within(root).getByRole('button', { name: question });
/** The panel a question's button controls, found through aria-controls as assistive tech does. */
function panelOf(root: HTMLElement, question: string): HTMLElement {
  const id = trigger(root, question).getAttribute('aria-controls') ?? '';
  const panel = root.ownerDocument.getElementById(id);
  if (!panel) throw new Error(`no panel with id ${id}`);
  return panel;
}
const expanded = (root: HTMLElement) => within(root).getAllByRole('button', { expanded: true });

async function expectOpen(root: HTMLElement, question: string, answer: string) {
  await expect(trigger(root, question)).toHaveAttribute('aria-expanded', 'true');
  const panel = panelOf(root, question);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveTextContent(answer);
  // The open panel is a region named by its question.
  await expect(within(root).getByRole('region', { name: question })).toBe(panel);
}

async function expectClosed(root: HTMLElement, question: string) {
  await expect(trigger(root, question)).toHaveAttribute('aria-expanded', 'false');
  await expect(panelOf(root, question)).not.toBeVisible();
}

/** The first question starts open (spec §4); every other one is collapsed with its answer hidden. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('each question is a button inside an h3', async () => {
      const buttons = within(canvasElement).getAllByRole('button');
      await expect(buttons).toHaveLength(faqItems.length);
      for (const button of buttons) await expect(button.parentElement?.tagName).toBe('H3');
      await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(faqItems.length);
    });
    await step('the first is open and its answer visible', async () => {
      await expectOpen(canvasElement, first.question, first.answer);
    });
    await step('the others are collapsed and their answers hidden', async () => {
      for (const item of faqItems.slice(1)) await expectClosed(canvasElement, item.question);
      await expect(expanded(canvasElement)).toHaveLength(1);
    });
  },
};

/** Clicking the open question closes it, so all can be closed at once (spec §4). */
export const ClickingOpenItemClosesIt: Story = {
  // Behaviour only: it ends with every item closed, exactly like Arrow Keys Move Focus.
  tags: ['no-visual'],
  play: async ({ canvasElement, step }) => {
    await step('click the open first question', async () => {
      await userEvent.click(trigger(canvasElement, first.question));
    });
    await step('nothing is open any more', async () => {
      await expectClosed(canvasElement, first.question);
      await expect(within(canvasElement).queryAllByRole('button', { expanded: true })).toHaveLength(0);
      await expect(within(canvasElement).queryAllByRole('region')).toHaveLength(0);
    });
    await step('clicking it again opens it again', async () => {
      await userEvent.click(trigger(canvasElement, first.question));
      await expectOpen(canvasElement, first.question, first.answer);
    });
  },
};

/** Clicking a closed question opens it and closes the one that was open: only one at a time. */
export const ClickingAnotherSwitches: Story = {
  play: async ({ canvasElement, step }) => {
    await step('click the second question', async () => {
      await userEvent.click(trigger(canvasElement, second.question));
    });
    await step('the second is open, the first closed', async () => {
      await expectOpen(canvasElement, second.question, second.answer);
      await expectClosed(canvasElement, first.question);
      await expect(expanded(canvasElement)).toHaveLength(1);
    });
    await step('the last one takes over in turn', async () => {
      await userEvent.click(trigger(canvasElement, lastItem.question));
      await expectOpen(canvasElement, lastItem.question, lastItem.answer);
      await expectClosed(canvasElement, second.question);
      await expect(expanded(canvasElement)).toHaveLength(1);
    });
  },
};

/** The questions are native buttons: reachable with Tab, toggled with Enter and with Space. */
export const KeyboardEnterAndSpace: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Tab reaches the first question, then the second', async () => {
      await userEvent.tab();
      await expect(trigger(canvasElement, first.question)).toHaveFocus();
      await userEvent.tab();
      await expect(trigger(canvasElement, second.question)).toHaveFocus();
    });
    await step('Enter opens the focused question and closes the first', async () => {
      await userEvent.keyboard('{Enter}');
      await expectOpen(canvasElement, second.question, second.answer);
      await expectClosed(canvasElement, first.question);
    });
    await step('Space closes it again', async () => {
      await userEvent.keyboard(' ');
      await expectClosed(canvasElement, second.question);
      await expect(trigger(canvasElement, second.question)).toHaveFocus();
    });
  },
};

/** ArrowDown/ArrowUp move focus between questions and wrap; Home and End jump to the ends (APG). */
export const ArrowKeysMoveFocus: Story = {
  play: async ({ canvasElement, step }) => {
    await step('ArrowDown moves to the next question without opening it', async () => {
      trigger(canvasElement, first.question).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(trigger(canvasElement, second.question)).toHaveFocus();
      await expectClosed(canvasElement, second.question);
      await expectOpen(canvasElement, first.question, first.answer);
    });
    await step('ArrowUp goes back; from the first it wraps to the last', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await expect(trigger(canvasElement, first.question)).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(trigger(canvasElement, lastItem.question)).toHaveFocus();
    });
    await step('ArrowDown on the last wraps to the first', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(trigger(canvasElement, first.question)).toHaveFocus();
    });
    await step('End and Home jump to the last and the first', async () => {
      await userEvent.keyboard('{End}');
      await expect(trigger(canvasElement, lastItem.question)).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(trigger(canvasElement, first.question)).toHaveFocus();
    });
  },
};

/** An empty list renders no element at all: no empty wrapper, no stray buttons or regions. */
export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(within(canvasElement).queryAllByRole('region')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="accordion"]')).toBeNull();
  },
};
