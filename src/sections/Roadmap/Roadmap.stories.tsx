import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { proExtras, roadmapItems, roadmapSection, roadmapStatusLabels } from '@content/roadmap';
import type { RoadmapItem, RoadmapStatus } from '@content/types';

import { expectNoSidewaysScroll, onPhone, PHONE_320 } from '@/test/storyAssertions';
import { Roadmap } from './Roadmap';

const meta = {
  title: 'Sections/Roadmap',
  component: Roadmap,
  args: { copy: roadmapSection, items: roadmapItems, statusLabels: roadmapStatusLabels, extras: proExtras },
  parameters: {},
} satisfies Meta<typeof Roadmap>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = Object.keys(roadmapStatusLabels) as RoadmapStatus[];
const region = (root: HTMLElement) => within(root).getByRole('region', { name: roadmapSection.heading });
const card = (root: HTMLElement, title: string) =>
  within(region(root)).getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

/** The badge shows the status word; a hidden "Status:" before it tells a screen-reader user what the word is. */
async function expectItems(root: HTMLElement, items: RoadmapItem[]) {
  const list = within(region(root)).getAllByRole('list')[0] as HTMLElement;
  await expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
  for (const item of items) {
    const li = card(root, item.title);
    await expect(li.parentElement).toBe(list);
    await expect(within(li).getByText(item.description)).toBeVisible();
    const badge = within(li).getByText(roadmapStatusLabels[item.status]);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent(`${roadmapSection.statusLabel}: ${roadmapStatusLabels[item.status]}`);
    await expect(within(li).getByText(item.tag)).toHaveTextContent(`${roadmapSection.tagLabel}: ${item.tag}`);
  }
}

async function expectExtras(root: HTMLElement) {
  const heading = within(region(root)).getByRole('heading', { level: 3, name: roadmapSection.extrasHeading });
  await expect(heading).toBeVisible();
  await expect(within(region(root)).getByText(roadmapSection.extrasIntro)).toBeVisible();
  const extras = within(region(root)).getAllByRole('list').at(-1) as HTMLElement;
  await expect(within(extras).getAllByRole('listitem')).toHaveLength(proExtras.length);
  for (const extra of proExtras) {
    await expect(within(extras).getByRole('heading', { level: 4, name: extra.title })).toBeVisible();
    await expect(within(extras).getByText(extra.description)).toBeVisible();
  }
}

/** Six upcoming features, each with a status badge, then the three professional extras. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const section = region(canvasElement);
    await step('the section is a region named by its heading, with its anchor', async () => {
      await expect(section).toHaveAttribute('id', anchors.roadmap);
      await expect(within(section).getByText(roadmapSection.intro)).toBeVisible();
    });
    await step('six items, each with its title, description, status and tag', async () => {
      await expect(roadmapItems).toHaveLength(6);
      await expectItems(canvasElement, roadmapItems);
    });
    await step('all four statuses appear, each as a different word and a different tone', async () => {
      const badges = statuses.flatMap((status) => within(section).getAllByText(roadmapStatusLabels[status]));
      await expect(new Set(badges.map((badge) => badge.textContent)).size).toBe(4);
      await expect(new Set(badges.map((badge) => badge.dataset.tone)).size).toBe(4);
    });
    await step('the three professional extras have their own heading and list', async () => {
      await expectExtras(canvasElement);
    });
    await step('icons are decoration, hidden from assistive tech', async () => {
      await expect(within(section).queryAllByRole('img')).toHaveLength(0);
    });
  },
};

/** At 320 px the cards stack in one column and nothing pushes the page sideways. */
export const Mobile: Story = onPhone(Default.play);

// One real item per status, so every badge can be reviewed side by side.
const oneOfEach = statuses.map((status) => {
  const item = roadmapItems.find((candidate) => candidate.status === status);
  if (!item) throw new Error(`content/roadmap.ts has no item with status ${status}`);
  return item;
});

/** Every status badge once: the status is written out, and each has its own tone (axe checks the contrast of all four). */
export const AllStatuses: Story = {
  args: { items: oneOfEach },
  play: async ({ canvasElement, step }) => {
    await step('one item per status', async () => {
      await expectItems(canvasElement, oneOfEach);
    });
    await step('each status word has a tone of its own', async () => {
      const tones = statuses.map((status) => within(region(canvasElement)).getByText(roadmapStatusLabels[status]).dataset.tone);
      await expect(new Set(tones).size).toBe(statuses.length);
    });
  },
};

/** With nothing on the roadmap there is no empty list; heading, intro and the extras remain. */
export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement, step }) => {
    const section = region(canvasElement);
    await step('heading and intro are still there', async () => {
      await expect(within(section).getByRole('heading', { level: 2, name: roadmapSection.heading })).toBeVisible();
      await expect(within(section).getByText(roadmapSection.intro)).toBeVisible();
    });
    await step('no list of roadmap items and no status badge', async () => {
      await expect(within(section).getAllByRole('list')).toHaveLength(1);
      for (const status of statuses) await expect(within(section).queryByText(roadmapStatusLabels[status])).toBeNull();
    });
    await step('the extras are still shown', async () => {
      await expectExtras(canvasElement);
    });
  },
};

/** Long titles, descriptions and tags with unbroken words wrap inside their cards at 320 px. */
export const LongCopy: Story = {
  globals: PHONE_320,
  args: {
    items: [
      {
        icon: 'bank',
        title: 'Integração automática com todos os bancos, cartões e carteiras digitais do Brasil',
        description:
          'Uma descrição muito mais longa do que a real, com uma palavra sem pausa: interoperabilidadefinanceiraabertaentreinstituições.',
        tag: 'OpenFinanceBrasilFase4Completa',
        status: 'developing',
      },
      ...roadmapItems.slice(1),
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    await step('every item is still listed with its status', async () => {
      await expectItems(canvasElement, args.items);
    });
    await step('the long card wraps inside itself and the page does not scroll sideways', async () => {
      const first = args.items[0];
      if (!first) throw new Error('no first item');
      const li = card(canvasElement, first.title);
      await expect(li.scrollWidth).toBeLessThanOrEqual(li.clientWidth);
      await expectNoSidewaysScroll();
    });
  },
};
