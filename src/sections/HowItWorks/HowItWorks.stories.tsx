import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { demoChat, steps, stepsSection } from '@content/steps';

import { expectNoSidewaysScroll, onPhone, PHONE_320 } from '@/test/storyAssertions';
import { HowItWorks } from './HowItWorks';

const meta = {
  title: 'Sections/HowItWorks',
  component: HowItWorks,
  args: { copy: stepsSection, steps, demoChat },
  parameters: {},
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (root: HTMLElement) => within(root).getByRole('region', { name: stepsSection.heading });
const stepList = (root: HTMLElement) => within(region(root)).getAllByRole('list')[0];

/** The four steps in order, each with its own heading, then the live demo chat. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const section = region(canvasElement);
    await step('the section is a region named by its heading, with its anchor', async () => {
      await expect(section).toHaveAttribute('id', anchors.howItWorks);
      await expect(within(section).getByText(stepsSection.intro)).toBeVisible();
    });
    await step('the four steps are an ordered list, in order', async () => {
      const list = stepList(canvasElement);
      await expect(list?.tagName).toBe('OL');
      const items = within(list as HTMLElement).getAllByRole('listitem');
      await expect(items).toHaveLength(steps.length);
      for (const [index, item] of items.entries()) {
        const current = steps[index];
        if (!current) throw new Error(`no step ${index}`);
        await expect(within(item).getByRole('heading', { level: 3, name: current.title })).toBeVisible();
        await expect(within(item).getByText(current.description)).toBeVisible();
        await expect(item).toHaveTextContent(String(index + 1));
      }
    });
    await step('the step with an example shows it as a labelled chat bubble', async () => {
      const withExample = steps.find((s) => s.example);
      if (!withExample?.example) throw new Error('content has no example message');
      const item = within(section).getByRole('heading', { name: withExample.title }).closest('li') as HTMLElement;
      await expect(within(item).getByText(withExample.example)).toBeVisible();
      await expect(item).toHaveTextContent(`${stepsSection.exampleLabel}: ${withExample.example}`);
    });
    await step('the demo has its heading, intro, log, input and reset button', async () => {
      await expect(within(section).getByRole('heading', { level: 3, name: stepsSection.demoHeading })).toBeVisible();
      await expect(within(section).getByText(stepsSection.demoIntro)).toBeVisible();
      await expect(within(section).getByRole('log', { name: demoChat.logLabel })).toBeVisible();
      await expect(within(section).getByRole('textbox', { name: demoChat.inputLabel })).toBeVisible();
      await expect(within(section).getByRole('button', { name: 'Resetar Demo' })).toBeVisible();
    });
    await step('one h2 for the section; every other heading is a level below', async () => {
      await expect(within(section).getAllByRole('heading', { level: 2 })).toHaveLength(1);
      await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(steps.length + 1);
    });
  },
};

/** At 320 px the cards stack and nothing pushes the page sideways, the demo chat included. */
export const Mobile: Story = onPhone(Default.play, async ({ canvasElement, step }) => {
  await step('the demo chat stays on screen', async () => {
    const log = within(region(canvasElement)).getByRole('log', { name: demoChat.logLabel });
    await expect(log.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  });
});

/** A visitor types the placeholder's example and the assistant answers with the new month total. */
export const TryTheDemo: Story = {
  play: async ({ canvasElement, step }) => {
    const section = region(canvasElement);
    const log = within(section).getByRole('log', { name: demoChat.logLabel });
    await step('type the example from the placeholder and send it', async () => {
      const input = within(section).getByRole('textbox', { name: demoChat.inputLabel });
      await expect(input).toHaveAttribute('placeholder', 'gastei 30 no uber');
      await userEvent.type(input, 'gastei 30 no uber');
      await userEvent.click(within(section).getByRole('button', { name: demoChat.sendLabel }));
    });
    await step('the note and the reply with the new total appear in the log', async () => {
      await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(demoChat.seed.exchanges.length * 2 + 2));
      const [note, reply] = within(log).getAllByRole('listitem').slice(-2);
      await expect(note).toHaveTextContent('gastei 30 no uber');
      await expect(reply).toHaveTextContent('R$ 30,00 em Transporte');
      await expect(reply).toHaveTextContent('R$ 1.264,56 de R$ 1.500,00 (84%)');
      await expect(reply).toHaveTextContent('09:30');
    });
  },
};

/** Copy far longer than the real one, with an unbroken word, still wraps inside the cards at 320 px. */
export const LongCopy: Story = {
  globals: PHONE_320,
  args: {
    steps: [
      ...steps.slice(0, 3),
      {
        title: 'Acompanhe os relatórios semanais, mensais e anuais de todas as suas categorias de gastos',
        description: 'Uma descrição bem mais longa do que a real, com uma palavra sem pausa: extraordinariamenteorganizadofinanceiramente.',
        example: 'gastei 1234567890123456789012345678901234567890 com coisasmuitolongassemespaçoalgumparaquebrar',
      },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const list = stepList(canvasElement) as HTMLElement;
    await step('all four steps are still listed', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    });
    await step('the long step wraps inside its card and the page does not scroll sideways', async () => {
      const item = within(list).getAllByRole('listitem')[3] as HTMLElement;
      await expect(within(item).getByRole('heading', { level: 3 })).toBeVisible();
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
      await expectNoSidewaysScroll();
    });
  },
};
