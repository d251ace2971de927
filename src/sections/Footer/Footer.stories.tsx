import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { anchors, hash } from '@content/anchors';
import { footerLinks, navigation } from '@content/navigation';
import { paths } from '@content/paths';
import { site } from '@content/site';

import { onPhone } from '@/test/storyAssertions';
import { Footer } from './Footer';

const meta = {
  title: 'Sections/Footer',
  component: Footer,
  // The year is pinned so the story reads the same every year.
  args: { site, navigation, links: footerLinks, year: 2026 },
  parameters: {},
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (root: HTMLElement) => within(root).getByRole('contentinfo');

/** Final call to action, brand, navigation, support, legal links, disclaimer and the pinned year. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('one contentinfo landmark, itself the #cta-final anchor, opening with the call to action', async () => {
      await expect(canvas.getAllByRole('contentinfo')).toHaveLength(1);
      await expect(footer(canvasElement)).toHaveAttribute('id', anchors.finalCta);
      const cta = within(footer(canvasElement)).getByRole('region', { name: site.finalCta.heading });
      await expect(footer(canvasElement).firstElementChild).toBe(cta);
      await expect(within(cta).getByText(site.finalCta.text)).toBeVisible();
    });
    await step('the call to action links to the plans', async () => {
      const cta = within(footer(canvasElement)).getByRole('region', { name: site.finalCta.heading });
      const link = within(cta).getByRole('link', { name: site.finalCta.cta.label });
      await expect(link).toHaveAttribute('href', hash(anchors.plans));
      await expect(link).not.toHaveAttribute('target');
    });
    await step('the brand blurb is shown', async () => {
      await expect(canvas.getByText(site.footer.blurb)).toBeVisible();
    });
    await step('the footer navigation lists the section links, in page order', async () => {
      const nav = canvas.getByRole('navigation', { name: navigation.footerNavLabel });
      const links = within(nav).getAllByRole('link');
      await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        footerLinks.map((link) => [link.label, link.href]),
      );
    });
    await step('the support link opens the support chat in a new tab, with the hours', async () => {
      const link = canvas.getByRole('link', { name: `${site.footer.supportLabel} ${site.newTabHint}` });
      await expect(link).toHaveAttribute('href', site.support.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      await expect(link).toHaveAccessibleDescription(site.support.hoursText);
      await expect(canvas.getByText(site.support.hoursText)).toBeVisible();
    });
    await step('terms and privacy link to the policy page, in this tab', async () => {
      const terms = canvas.getByRole('link', { name: 'Termos de Uso' });
      const privacy = canvas.getByRole('link', { name: 'Política de Privacidade' });
      await expect(terms).toHaveAttribute('href', `${paths.cookiePolicy}${hash(anchors.terms)}`);
      await expect(privacy).toHaveAttribute('href', paths.cookiePolicy);
      for (const link of [terms, privacy]) await expect(link).not.toHaveAttribute('target');
    });
    await step('the not-financial-advice disclaimer and the year are shown', async () => {
      await expect(canvas.getByText(site.disclaimer)).toBeVisible();
      await expect(site.disclaimer).toMatch(/não oferece consultoria financeira/i);
      await expect(canvas.getByText(`© 2026 ${site.name}. Todos os direitos reservados.`)).toBeVisible();
    });
  },
};

/** At 320 px the columns stack and nothing scrolls sideways. */
export const Mobile: Story = onPhone(Default.play);
