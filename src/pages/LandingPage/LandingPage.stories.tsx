import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { comparisonRows, comparisonSection } from '@content/comparison';
import { features, featuresSection } from '@content/features';
import { hero, heroBadges, heroMessages } from '@content/hero';
import { headerLinks, navigation } from '@content/navigation';
import { proExtras, roadmapItems, roadmapSection, roadmapStatusLabels } from '@content/roadmap';
import { site } from '@content/site';
import { demoChat, steps, stepsSection } from '@content/steps';
import { Comparison } from '@/sections/Comparison/Comparison';
import { Features } from '@/sections/Features/Features';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { HowItWorks } from '@/sections/HowItWorks/HowItWorks';
import { Roadmap } from '@/sections/Roadmap/Roadmap';

import { expectNoSidewaysScroll, PHONE_320 } from '@/test/storyAssertions';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Pages/LandingPage',
  component: LandingPage,
  args: { year: 2026 },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SPEC_ORDER = ['inicio', 'funcionalidades', 'como-funciona', 'comparativo', 'roadmap', 'depoimentos', 'planos', 'faq', 'cta-final'];

/** The whole page: header, then the sections of spec §2 in order, then the footer. */
export const Default: Story = {
  // Shot once, at 1280 px: the composition in one picture; every section has its own phone pictures.
  parameters: { visual: { viewports: ['desktop'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('one banner, one main, one contentinfo, one h1', async () => {
      await expect(canvas.getByRole('banner')).toBeVisible();
      await expect(canvas.getByRole('main')).toBeVisible();
      await expect(canvas.getByRole('contentinfo')).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
    await step('sections in spec order', async () => {
      const ids = [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id).filter((id) => SPEC_ORDER.includes(id));
      await expect(ids).toEqual(SPEC_ORDER);
    });
    await step('every link the header renders lands on a section the page renders', async () => {
      // hidden: on a phone the links wait in the closed menu.
      const nav = canvas.getByRole('navigation', { name: navigation.headerNavLabel, hidden: true });
      for (const link of within(nav).getAllByRole('link', { hidden: true })) {
        const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
        await expect(target?.tagName).toBe('SECTION');
      }
    });
  },
};

/** The demo chat works inside the assembled page. */
export const DemoInPage: Story = {
  // The demo is what changed; the 17,000 px page around it is already captured in Default.
  parameters: { visual: { element: '[data-slot="demo-chat"]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: demoChat.inputLabel }), 'gastei 30 no uber{Enter}');
    await expect(canvas.getByRole('log', { name: demoChat.logLabel })).toHaveTextContent('R$ 1.264,56 de R$ 1.500,00 (84%)');
  },
};

export const Mobile: Story = {
  // Behaviour only: the landing page is captured once (Default); each section has its own 320 px story.
  tags: ['no-visual'],
  globals: PHONE_320,
  play: async (context) => {
    await Default.play?.(context);
    await expectNoSidewaysScroll();
  },
};

/** Issue 3's review page: the first six sections together, as a designer sees them. */
export const FirstHalf: Story = {
  // Behaviour only: the sections it shows are captured on their own and in Default.
  tags: ['no-visual'],
  render: () => (
    <>
      <Header brand={site.name} copy={navigation} links={headerLinks} />
      <main id="conteudo">
        <Hero copy={hero} badges={heroBadges} messages={heroMessages} />
        <Features copy={featuresSection} features={features} />
        <HowItWorks copy={stepsSection} steps={steps} demoChat={demoChat} />
        <Comparison copy={comparisonSection} rows={comparisonRows} />
        <Roadmap copy={roadmapSection} items={roadmapItems} statusLabels={roadmapStatusLabels} extras={proExtras} />
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const ids = [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id);
    await expect(ids).toEqual(SPEC_ORDER.slice(0, 5));
  },
};
