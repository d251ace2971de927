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

// Helpers query the story the way a person would: each question is an h3 inside the <summary> of
// a <details>, which browsers expose as a disclosure button (Testing Library's role table does not
// know <summary>, so it is reached through its heading); its answer is a region named by the
// question while it is open.
const first = faqItems[0];
const second = faqItems[1];
const lastItem = faqItems.at(-1);
if (!first || !second || !lastItem) throw new Error('the stories need at least two FAQ items');

function trigger(root: HTMLElement, question: string): HTMLElement {
  const summary = within(root).getByRole('heading', { level: 3, name: question }).closest('summary');
  if (!summary) throw new Error(`${question} is not inside a <summary>`);
  return summary;
}
/** The <details> a question opens and closes: the browser owns the open state. */
function itemOf(root: HTMLElement, question: string): HTMLDetailsElement {
  const item = trigger(root, question).closest('details');
  if (!item) throw new Error(`no <details> around ${question}`);
  return item;
}
/** The panel labelled by a question, found through aria-labelledby as assistive tech does. */
function panelOf(root: HTMLElement, question: string): HTMLElement {
  const id = trigger(root, question).id;
  const panel = root.querySelector<HTMLElement>(`[aria-labelledby="${id}"]`);
  if (!panel) throw new Error(`no panel labelled by ${id}`);
  return panel;
}
const openItems = (root: HTMLElement) => [...root.querySelectorAll('details')].filter((item) => item.open);

async function expectOpen(root: HTMLElement, question: string, answer: string) {
  await expect(itemOf(root, question)).toHaveAttribute('open');
  const panel = panelOf(root, question);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveTextContent(answer);
  // The open panel is a region named by its question.
  await expect(within(root).getByRole('region', { name: question })).toBe(panel);
}

async function expectClosed(root: HTMLElement, question: string) {
  await expect(itemOf(root, question)).not.toHaveAttribute('open');
  await expect(panelOf(root, question)).not.toBeVisible();
}

/** The first question starts open (spec §4); every other one is collapsed with its answer hidden. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('each question is the summary of its own <details>, holding an h3', async () => {
      const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
      await expect(headings.map((heading) => heading.textContent)).toEqual(faqItems.map((item) => item.question));
      for (const { question } of faqItems) await expect(trigger(canvasElement, question).parentElement?.tagName).toBe('DETAILS');
    });
    await step('all items share one group name, so the browser keeps one open at a time', async () => {
      const names = new Set([...canvasElement.querySelectorAll('details')].map((item) => item.name));
      await expect(names.size).toBe(1);
      await expect([...names][0]).not.toBe('');
    });
    await step('the first is open and its answer visible', async () => {
      await expectOpen(canvasElement, first.question, first.answer);
    });
    await step('the others are collapsed and their answers hidden', async () => {
      for (const item of faqItems.slice(1)) await expectClosed(canvasElement, item.question);
      await expect(openItems(canvasElement)).toHaveLength(1);
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
      await expect(openItems(canvasElement)).toHaveLength(0);
      for (const { question } of faqItems) await expect(panelOf(canvasElement, question)).not.toBeVisible();
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
      await expect(openItems(canvasElement)).toHaveLength(1);
    });
    await step('the last one takes over in turn', async () => {
      await userEvent.click(trigger(canvasElement, lastItem.question));
      await expectOpen(canvasElement, lastItem.question, lastItem.answer);
      await expectClosed(canvasElement, second.question);
      await expect(openItems(canvasElement)).toHaveLength(1);
    });
  },
};

/**
 * The questions are native <summary> elements: reachable with Tab, and the browser toggles them
 * on Enter and Space (pressed for real in tests/e2e/before-app.spec.ts; synthetic key events here
 * would not reach the browser's own activation).
 */
export const ReachableWithTab: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Tab reaches the first question, then the second', async () => {
      await userEvent.tab();
      await expect(trigger(canvasElement, first.question)).toHaveFocus();
      await userEvent.tab();
      await expect(trigger(canvasElement, second.question)).toHaveFocus();
    });
    await step('opening it closes the first, and focus stays on it', async () => {
      await userEvent.click(trigger(canvasElement, second.question));
      await expectOpen(canvasElement, second.question, second.answer);
      await expectClosed(canvasElement, first.question);
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
    await expect(within(canvasElement).queryAllByRole('heading')).toHaveLength(0);
    await expect(within(canvasElement).queryAllByRole('region')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="accordion"]')).toBeNull();
  },
};
