import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { anchors, landingOrder } from '@content/anchors';
import { comparisonRows, comparisonSection } from '@content/comparison';
import { features, featuresSection } from '@content/features';
import { hero, heroBadges, heroConversation } from '@content/hero';
import { headerLinks, navigation } from '@content/navigation';
import { proExtras, roadmapItems, roadmapSection, roadmapStatusLabels } from '@content/roadmap';
import { site } from '@content/site';
import { demoChat, steps, stepsSection } from '@content/steps';
import { writeConversation } from '@/demo/conversation';
import { Comparison } from '@/sections/Comparison/Comparison';
import { Features } from '@/sections/Features/Features';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { HowItWorks } from '@/sections/HowItWorks/HowItWorks';
import { Roadmap } from '@/sections/Roadmap/Roadmap';

import { onPhone } from '@/test/storyAssertions';
import { LandingPage } from './LandingPage';

const heroMessages = writeConversation(heroConversation).messages;

const meta = {
  title: 'Pages/LandingPage',
  component: LandingPage,
  args: { year: 2026 },
  parameters: {},
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SPEC_ORDER: readonly string[] = landingOrder;

/** Ids of the page's sections and footer, in document order. */
const renderedIds = (root: HTMLElement) => [...root.querySelectorAll('section[id], footer[id]')].map((element) => element.id);

/** Every same-page link inside a landmark, with the id it points at. */
const inPageLinks = (landmark: HTMLElement) =>
  [...landmark.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => ({
    name: link.textContent,
    target: decodeURIComponent(link.hash.slice(1)),
  }));

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
    await step('sections in spec order, the footer last', async () => {
      await expect(renderedIds(canvasElement).filter((id) => SPEC_ORDER.includes(id))).toEqual(SPEC_ORDER);
      await expect(canvas.getByRole('contentinfo')).toHaveAttribute('id', anchors.finalCta);
    });
    await step('every in-page link of the header and the footer lands on an element the page renders', async () => {
      for (const landmark of [canvas.getByRole('banner'), canvas.getByRole('contentinfo')]) {
        const links = inPageLinks(landmark);
        await expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          const target = document.getElementById(link.target);
          await expect({ ...link, rendered: target !== null && canvasElement.contains(target) }).toEqual({ ...link, rendered: true });
        }
      }
    });
    await step('the footer links follow the order of the sections on the page', async () => {
      const targets = inPageLinks(within(canvas.getByRole('contentinfo')).getByRole('navigation', { name: navigation.footerNavLabel })).map(
        (link) => link.target,
      );
      await expect(renderedIds(canvasElement).filter((id) => targets.includes(id))).toEqual(targets);
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
    // The reply waits for the rules, loaded on the input's first focus: on a loaded machine that takes more than
    // waitFor's default second inside the whole page, so the story waits as a visitor would.
    const log = canvas.getByRole('log', { name: demoChat.logLabel });
    await waitFor(() => expect(log).toHaveTextContent('R$ 1.264,56 de R$ 1.500,00 (84%)'), { timeout: 10_000 });
  },
};

export const Mobile: Story = {
  // Behaviour only: the landing page is captured once (Default); each section has its own 320 px story.
  tags: ['no-visual'],
  ...onPhone(Default.play),
};

/** The first six sections together, as a designer reviews them. */
export const FirstHalf: Story = {
  // Behaviour only: the sections it shows are captured on their own and in Default.
  tags: ['no-visual'],
  render: () => (
    <>
      <Header brand={site.name} copy={navigation} links={headerLinks} />
      <main id={anchors.main}>
        <Hero copy={hero} badges={heroBadges} messages={heroMessages} />
        <Features copy={featuresSection} features={features} />
        <HowItWorks copy={stepsSection} steps={steps} demoChat={demoChat} />
        <Comparison copy={comparisonSection} rows={comparisonRows} />
        <Roadmap copy={roadmapSection} items={roadmapItems} statusLabels={roadmapStatusLabels} extras={proExtras} />
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(renderedIds(canvasElement)).toEqual(SPEC_ORDER.slice(0, 5));
  },
};
