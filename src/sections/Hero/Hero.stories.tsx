import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { anchors, hash } from '@content/anchors';
import { hero, heroBadges, heroConversation } from '@content/hero';
import { plansSection } from '@content/plans';
import { site } from '@content/site';

import { writeConversation } from '@/demo/conversation';
import { Section } from '@/ui/Section/Section';
import { expectNoSidewaysScroll, expectViewportWidth, PHONE_320 } from '@/test/storyAssertions';
import { Hero } from './Hero';

const heroMessages = writeConversation(heroConversation).messages;

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  args: { copy: hero, badges: heroBadges, messages: heroMessages },
  parameters: {},
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The page's one h1, the call to action to the plans, three trust badges and the sample conversation. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a region named by the one h1', async () => {
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.copy.headline);
      await expect(canvas.getByRole('region', { name: args.copy.headline })).toHaveAttribute('id', anchors.top);
      await expect(canvas.getByText(args.copy.eyebrow)).toBeVisible();
      await expect(canvas.getByText(args.copy.subtitle)).toBeVisible();
    });
    await step('the call to action leads to the plans', async () => {
      const cta = canvas.getByRole('link', { name: args.copy.cta.label });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', hash(anchors.plans));
    });
    await step('three trust badges, as one list: secure checkout, 7-day guarantee, 99.9% availability', async () => {
      const first = args.badges[0];
      if (!first) throw new Error('the story needs badges');
      const list = canvas.getByText(first.label).closest('ul');
      if (!list) throw new Error('the badges are not in a list');
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(args.badges.length);
      for (const [index, badge] of args.badges.entries()) await expect(items[index]).toHaveTextContent(badge.label);
      await expect(items).toHaveLength(3);
    });
    await step('the phone mock-up shows the conversation, in order', async () => {
      const mockup = canvas.getByRole('figure', { name: args.copy.mockup.label });
      await expect(within(mockup).getByText(args.copy.mockup.contactName)).toBeVisible();
      const lines = within(mockup).getAllByRole('listitem');
      await expect(lines).toHaveLength(args.messages.length);
      for (const [index, message] of args.messages.entries()) {
        await expect(lines[index]).toBeVisible();
        await expect(lines[index]).toHaveTextContent(oneLine(message.text));
        await expect(lines[index]).toHaveTextContent(message.time);
      }
    });
    await step('screen readers hear who says each line', async () => {
      const first = within(canvasElement).getByRole('figure', { name: args.copy.mockup.label }).querySelector('li');
      const speaker = args.messages[0]?.from === 'bot' ? args.copy.mockup.botLabel : args.copy.mockup.userLabel;
      await expect(first).toHaveTextContent(`${speaker}:`);
    });
  },
};

/** Following the call to action lands on the plans, with focus on them. */
export const CtaGoesToPlans: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <Section id={anchors.plans} heading={plansSection.heading} style={{ minHeight: '100vh' }} />
      </>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: args.copy.cta.label }));
    const plans = canvas.getByRole('region', { name: plansSection.heading });
    await expect(plans).toHaveFocus();
    await expect(window.location.hash).toBe(hash(anchors.plans));
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0), { timeout: 3000 });
  },
};

/** A 320 px phone: everything stacks, the phone frame fits and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: PHONE_320,
  play: async (context) => {
    await expectViewportWidth(320);
    await Default.play?.(context);
    const mockup = within(context.canvasElement).getByRole('figure', { name: context.args.copy.mockup.label });
    await expect(mockup.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
};

/** Long words, long badges and long chat lines on a 320 px phone: they wrap, nothing scrolls sideways. */
export const LongCopy: Story = {
  globals: PHONE_320,
  args: {
    copy: {
      ...hero,
      eyebrow: `Mais de dez mil pessoas, casais e autônomos já organizam as contas pelo ${site.chatApp} todos os dias`,
      headline: `Controle financeiro descomplicadíssimo pelo ${site.chatApp}: anticonstitucionalissimamente simples`,
      subtitle: `${hero.subtitle} ${hero.subtitle}`,
      cta: { href: hash(anchors.plans), label: 'Quero Assinar Agora Mesmo o Plano Anual Recomendado' },
      mockup: { ...hero.mockup, contactName: `Assistente Financeiro ${site.name} Oficial Verificado` },
    },
    badges: heroBadges.map((badge) => ({ ...badge, label: `${badge.label} com proteção total ao consumidor` })),
    messages: [
      ...heroMessages,
      { from: 'user', text: 'olha esse link https://www.finzap.com.br/relatorios/mensal/2026/novembro/detalhado', time: '18:40' },
      { from: 'bot', text: 'R$1.000.000.000.000,00-em-Alimentação-sem-espaços-para-quebrar', time: '18:40' },
    ],
  },
  play: async (context) => {
    await expectViewportWidth(320);
    await Default.play?.(context);
    await expectNoSidewaysScroll();
  },
};
