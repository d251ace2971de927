import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { stats, testimonials, testimonialsSection, testimonialVideos } from '@content/testimonials';
import type { Testimonial } from '@content/types';
import { site } from '@content/site';

import { expectNoSidewaysScroll, expectViewportWidth, PHONE_320 } from '@/test/storyAssertions';
import { Testimonials } from './Testimonials';

const meta = {
  title: 'Sections/Testimonials',
  component: Testimonials,
  args: { copy: testimonialsSection, videos: testimonialVideos, testimonials, stats },
  parameters: {},
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (root: HTMLElement) => within(root).getByRole('region', { name: testimonialsSection.heading });
const carousel = (root: HTMLElement) => within(region(root)).getByRole('region', { name: testimonialsSection.carousel.label });
const statsList = (root: HTMLElement) =>
  within(region(root)).getByRole('heading', { level: 3, name: testimonialsSection.statsHeading }).nextElementSibling as HTMLElement;

async function expectNoSidewaysOverflow() {
  await expectViewportWidth(320);
  await expectNoSidewaysScroll();
}

/** Three click-to-load videos, the carousel of five written testimonials, and three figures. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('its anchor, named by its one h2', async () => {
      await expect(region(canvasElement)).toHaveAttribute('id', anchors.testimonials);
      await expect(within(region(canvasElement)).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    });
    await step('three video buttons, one per customer, and no player loaded yet', async () => {
      for (const video of testimonialVideos) {
        await expect(within(region(canvasElement)).getByRole('link', { name: `Assistir ao vídeo de ${video.customer}` })).toBeVisible();
        await expect(within(region(canvasElement)).getByText(video.caption)).toBeVisible();
      }
      await expect(canvasElement.querySelector('iframe')).toBeNull();
      await expect(within(region(canvasElement)).getByText(testimonialsSection.videoNotice)).toBeVisible();
    });
    await step('the carousel shows the first of five testimonials as a card', async () => {
      const shown = within(carousel(canvasElement)).getByRole('group', { name: '1 de 5' });
      const first = testimonials[0] as Testimonial;
      await expect(within(shown).getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
      await expect(within(shown).getByText(first.text)).toBeVisible();
      await expect(within(shown).getByText(first.name)).toBeVisible();
      await expect(within(shown).getByText(first.role)).toBeVisible();
      await expect(within(shown).getByText('AR')).toHaveAttribute('data-gender', 'female');
      await expect(shown.querySelector('blockquote')).toHaveTextContent(first.text);
    });
    await step('three stat figures, each a big value with its label', async () => {
      const items = within(statsList(canvasElement)).getAllByRole('listitem');
      await expect(items).toHaveLength(3);
      await expect(items.map((item) => item.textContent)).toEqual(stats.map((stat) => `${stat.value} ${stat.label}`));
    });
  },
};

export const Mobile: Story = {
  // Behaviour only: it checks the 320 px layout; the cards look as in Default's 390 px picture, and the long quote at 320 px is in Long Content On Phone.
  tags: ['no-visual'],
  globals: PHONE_320,
  play: async ({ canvasElement, step }) => {
    await step('nothing overflows sideways at 320 px', async () => {
      await expectNoSidewaysOverflow();
    });
    await step('the videos stack in one column', async () => {
      const buttons = within(region(canvasElement)).getAllByRole('link', { name: /^Assistir ao vídeo de / });
      await expect(buttons).toHaveLength(3);
      const lefts = buttons.map((button) => Math.round(button.getBoundingClientRect().left));
      await expect(new Set(lefts).size).toBe(1);
    });
    await step('the carousel and the figures stay in view', async () => {
      await expect(within(carousel(canvasElement)).getByRole('button', { name: testimonialsSection.carousel.nextLabel })).toBeVisible();
      await expect(within(statsList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    });
  },
};

/** Desktop: the three videos sit side by side. */
export const Desktop: Story = {
  // Behaviour only: at 1280 px it looks exactly like Default.
  tags: ['no-visual'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const buttons = within(region(canvasElement)).getAllByRole('link', { name: /^Assistir ao vídeo de / });
    const tops = buttons.map((button) => Math.round(button.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const lefts = buttons.map((button) => button.getBoundingClientRect().left);
    await expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  },
};

/** Edge case: a long name, role and quote still fit a 320 px phone. */
export const LongContentOnPhone: Story = {
  globals: PHONE_320,
  // The long quote is in the carousel; the video cards around it are captured in Mobile.
  parameters: { visual: { element: '[data-slot="carousel"]' } },
  args: {
    testimonials: [
      {
        name: 'Maria Aparecida dos Santos Albuquerque Cavalcanti',
        role: 'Microempreendedora individual, confeitaria artesanal e encomendas para festas',
        text: `Superextraordinariamente prático: registro cada compra de ingrediente, cada encomenda e cada entrega sem sair do ${site.chatApp}, e no fim do mês sei exatamente quanto lucrei.`,
        rating: 5,
        gender: 'female',
      },
      ...testimonials.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(carousel(canvasElement)).getByText('Maria Aparecida dos Santos Albuquerque Cavalcanti')).toBeVisible();
    await expect(within(carousel(canvasElement)).getByText('MC')).toBeVisible();
    await expectNoSidewaysOverflow();
  },
};

/** With no videos, testimonials or figures, each group disappears instead of showing empty lists. */
export const Empty: Story = {
  args: { videos: [], testimonials: [], stats: [] },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toBeVisible();
    await expect(within(region(canvasElement)).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(within(region(canvasElement)).queryByRole('list')).toBeNull();
    await expect(within(region(canvasElement)).queryByRole('region', { name: testimonialsSection.carousel.label })).toBeNull();
  },
};
