import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { features, featuresSection } from '@content/features';
import { site } from '@content/site';

import { expectNoSidewaysScroll, expectViewportWidth, PHONE_320 } from '@/test/storyAssertions';
import { Features, type FeaturesProps } from './Features';

const meta = {
  title: 'Sections/Features',
  component: Features,
  args: { copy: featuresSection, features },
  parameters: {},
} satisfies Meta<typeof Features>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (root: HTMLElement, name: string) => within(root).getByRole('region', { name });

type Args = Pick<FeaturesProps, 'copy' | 'features'>;

/** What a visitor finds in the section, whatever the copy: one h2, each card by its h3, the box. */
async function expectSection(root: HTMLElement, args: Args) {
  const region = section(root, args.copy.heading);
  await expect(region).toHaveAttribute('id', anchors.features);
  await expect(within(region).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  await expect(within(region).getByText(args.copy.intro)).toBeVisible();

  const cards = within(region).getAllByRole('listitem');
  await expect(cards).toHaveLength(args.features.length);
  for (const [index, feature] of args.features.entries()) {
    const card = cards[index];
    if (!card) throw new Error(`card ${index} is missing`);
    await expect(within(card).getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
    await expect(within(card).getByText(feature.description)).toBeVisible();
  }

  await expect(within(region).getByRole('heading', { level: 3, name: args.copy.immediateAccess.title })).toBeVisible();
  await expect(within(region).getByText(args.copy.immediateAccess.text)).toBeVisible();
}

/** The six cards of spec §2.3, each named by its h3, and the immediate-access box. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('one h2, every card with its heading and text, the box', async () => {
      await expectSection(canvasElement, args);
    });
    await step('the six cards the spec lists, in order', async () => {
      const list = within(section(canvasElement, args.copy.heading)).getByRole('list');
      const names = [
        `100% no ${site.chatApp}`,
        'Relatórios automáticos',
        'Metas e alertas',
        'Categorias inteligentes',
        'Privacidade total',
        'Fácil de usar',
      ];
      await expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(names);
    });
    await step('the box promises access by e-mail and in the chat app in under 2 minutes', async () => {
      await expect(section(canvasElement, args.copy.heading)).toHaveTextContent(`e-mail e no ${site.chatApp} em menos de 2 minutos`);
    });
  },
};

/** A 320 px phone: one column, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: PHONE_320,
  play: async (context) => {
    await expectViewportWidth(320);
    await Default.play?.(context);
    const cards = within(context.canvasElement).getAllByRole('listitem');
    // One column: every card starts at the same left edge.
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size).toBe(1);
    await expectNoSidewaysScroll();
  },
};

/** Long titles, a word that cannot break and long texts on a 320 px phone: they wrap inside their cards. */
export const LongCopy: Story = {
  globals: PHONE_320,
  args: {
    copy: {
      ...featuresSection,
      heading: `${featuresSection.heading}, sem planilhas, sem aplicativos e sem complicação nenhuma`,
      immediateAccess: {
        ...featuresSection.immediateAccess,
        text: `${featuresSection.immediateAccess.text} ${featuresSection.immediateAccess.text}`,
      },
    },
    features: features.map((feature, index) => ({
      ...feature,
      title:
        index === 0 ? `Inconstitucionalissimamente-integrado-ao-${site.chatApp}` : `${feature.title} para quem quer organização de verdade`,
      description: `${feature.description} ${feature.description}`,
    })),
  },
  play: async ({ args, canvasElement }) => {
    await expectViewportWidth(320);
    await expectSection(canvasElement, args);
    for (const card of within(canvasElement).getAllByRole('listitem')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
    await expectNoSidewaysScroll();
  },
};

/** No cards at all: the heading and the access box still show, and there is no empty list. */
export const NoCards: Story = {
  args: { features: [] },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement, args.copy.heading);
    await expect(within(region).queryByRole('list')).toBeNull();
    await expect(within(region).getByRole('heading', { level: 2, name: args.copy.heading })).toBeVisible();
    await expect(within(region).getByRole('heading', { level: 3, name: args.copy.immediateAccess.title })).toBeVisible();
  },
};
