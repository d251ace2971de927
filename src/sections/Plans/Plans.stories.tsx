import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { plans, plansSection } from '@content/plans';
import { site } from '@content/site';
import type { Plan } from '@content/types';

import { expectNoSidewaysScroll, expectViewportWidth, PHONE_320 } from '@/test/storyAssertions';
import { Plans } from './Plans';

const meta = {
  title: 'Sections/Plans',
  component: Plans,
  args: { copy: plansSection, plans, site },
  parameters: {},
} satisfies Meta<typeof Plans>;

export default meta;
type Story = StoryObj<typeof meta>;

// Helpers find things the way a visitor does: a card by its plan's h3, links by their name.
const region = (root: HTMLElement) => within(root).getByRole('region', { name: plansSection.heading });
function card(root: HTMLElement, plan: Plan): HTMLElement {
  const item = within(root).getByRole('heading', { level: 3, name: plan.name }).closest('li');
  if (!item) throw new Error(`no card for ${plan.name}`);
  return item;
}
/** A link's accessible name: its visible text plus the hidden new-tab hint. */
const withHint = (label: string) => `${label} ${site.newTabHint}`;

const expectNewTab = async (link: HTMLElement, href: string) => {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
};

/** Three cards with the prices of spec §9; the annual Elite plan is recommended and says so. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the section is a region named by its heading, with its anchor', async () => {
      await expect(region(canvasElement)).toHaveAttribute('id', anchors.plans);
    });
    await step('three cards, by their h3, in content order', async () => {
      const names = within(region(canvasElement))
        .getAllByRole('heading', { level: 3 })
        .filter((heading) => heading.closest('li'))
        .map((heading) => heading.textContent);
      await expect(names).toEqual(['Mensal', 'Pro', 'Elite']);
    });
    // Read from content/plans.ts as the visitor sees them; the values are checked against the spec once, in src/spec.test.ts.
    await step('each card shows its subtitle, exact price and period', async () => {
      for (const plan of plans) {
        const box = within(card(canvasElement, plan));
        await expect(box.getByText(plan.subtitle)).toBeVisible();
        await expect(box.getByText(plan.priceText, { exact: true })).toBeVisible();
        await expect(box.getByText(plan.periodText, { exact: true })).toBeVisible();
      }
    });
    await step('each card lists its features, with decorative check icons', async () => {
      for (const plan of plans) {
        const list = within(card(canvasElement, plan)).getByRole('list');
        const items = within(list).getAllByRole('listitem');
        await expect(items.map((item) => item.textContent)).toEqual(plan.features);
        for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
    });
    await step('only Elite carries the visible "Recomendado" badge and the emphasis', async () => {
      const [monthly, quarterly, annual] = plans;
      if (!monthly || !quarterly || !annual) throw new Error('missing plan');
      await expect(within(card(canvasElement, annual)).getByText('Recomendado')).toBeVisible();
      await expect(card(canvasElement, annual)).toHaveAttribute('data-emphasis');
      for (const plan of [monthly, quarterly]) {
        await expect(within(card(canvasElement, plan)).queryByText('Recomendado')).toBeNull();
        await expect(card(canvasElement, plan)).not.toHaveAttribute('data-emphasis');
      }
    });
    await step('the guarantee and the access time are stated', async () => {
      await expect(within(canvasElement).getByRole('heading', { level: 3, name: plansSection.guarantee.title })).toBeVisible();
      await expect(within(canvasElement).getByText(plansSection.guarantee.text)).toBeVisible();
      await expect(within(canvasElement).getByRole('heading', { level: 3, name: plansSection.access.title })).toBeVisible();
    });
  },
};

/** Every plan's button is a link to its own checkout, named for its plan, opening in a new tab. */
export const PlanLinksOpenCheckoutInNewTab: Story = {
  // Behaviour only: it checks link targets and looks exactly like Default.
  tags: ['no-visual'],
  play: async ({ canvasElement, step }) => {
    for (const plan of plans) {
      await step(`${plan.name}: its link goes to its checkout in a new tab`, async () => {
        const link = within(card(canvasElement, plan)).getByRole('link', { name: withHint(plan.ctaLabel) });
        await expect(link).toHaveAccessibleName(expect.stringContaining(plan.name));
        await expectNewTab(link, plan.checkoutUrl);
      });
    }
    await step('the three checkout links are distinct', async () => {
      await expect(new Set(plans.map((plan) => plan.checkoutUrl)).size).toBe(plans.length);
    });
  },
};

/** 'Falar com Suporte' opens the support chat in a new tab, with the support hours beside it. */
export const SupportLink: Story = {
  // Behaviour only: it checks link targets and looks exactly like Default.
  tags: ['no-visual'],
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: withHint('Falar com Suporte') });
    await step('it opens the support chat in a new tab', async () => {
      await expectNewTab(link, site.support.href);
    });
    await step('the hours are shown and read as the link description', async () => {
      await expect(within(canvasElement).getByText(site.support.hoursText)).toBeVisible();
      await expect(link).toHaveAccessibleDescription(site.support.hoursText);
    });
  },
};

/** At 320 px the cards stack in content order and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: PHONE_320,
  play: async ({ canvasElement, step }) => {
    await step('the story runs at 320 px', async () => {
      await expectViewportWidth(320);
    });
    await step('the cards stack in one column, Mensal first', async () => {
      const [monthly, quarterly, annual] = plans.map((plan) => card(canvasElement, plan).getBoundingClientRect());
      if (!monthly || !quarterly || !annual) throw new Error('missing plan');
      await expect(monthly.bottom).toBeLessThanOrEqual(quarterly.top);
      await expect(quarterly.bottom).toBeLessThanOrEqual(annual.top);
    });
    await step('the page does not scroll sideways', expectNoSidewaysScroll);
  },
};

const longPlans: Plan[] = plans.map((plan) => ({
  ...plan,
  features: [
    ...plan.features,
    'Relatórios semanais e mensais com gráficos por categoria, comparação com o mês anterior e alertas quando um gasto foge do padrão',
    `Categorização-automática-de-todos-os-lançamentos-enviados-pelo-${site.chatApp}`,
  ],
}));

/** Long feature lines (one without spaces) wrap inside their card, even at 320 px. */
export const LongCopy: Story = {
  args: { plans: longPlans },
  globals: PHONE_320,
  play: async ({ canvasElement, step }) => {
    await step('the long features are listed and visible', async () => {
      for (const plan of longPlans) {
        const box = within(card(canvasElement, plan));
        await expect(box.getAllByRole('listitem')).toHaveLength(plan.features.length);
        await expect(box.getByText(`Categorização-automática-de-todos-os-lançamentos-enviados-pelo-${site.chatApp}`)).toBeVisible();
      }
    });
    await step('each card contains its text, and the page does not scroll sideways', async () => {
      for (const plan of longPlans) {
        const element = card(canvasElement, plan);
        await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      }
      await expectNoSidewaysScroll();
    });
  },
};
