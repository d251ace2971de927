import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { cookiePolicy, policySections } from '@content/legal';

import { expectNoSidewaysScroll, PHONE_320 } from '@/test/storyAssertions';
import { useLocation } from '@/ui/Router/Router';
import { CookiePolicyPage, type CookiePolicyPageProps } from './CookiePolicyPage';

const HOME_MARKER = 'Você voltou para a página inicial';

function TwoRoutes(props: CookiePolicyPageProps) {
  return useLocation().pathname === '/' ? <p>{HOME_MARKER}</p> : <CookiePolicyPage {...props} />;
}

const meta = {
  title: 'Pages/CookiePolicyPage',
  component: CookiePolicyPage,
  args: { policy: cookiePolicy, sections: policySections },
  // A two-route table around the page, so the stories show where "Voltar" leads.
  render: (args) => <TwoRoutes {...args} />,
  parameters: { router: { entries: ['/', '/politica-de-cookies'] } },
} satisfies Meta<typeof CookiePolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the policy reads as a document', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
      for (const section of policySections) {
        await expect(canvas.getByRole('region', { name: section.heading })).toBeVisible();
      }
    });
    await step('it names the one thing stored in the browser', async () => {
      await expect(canvas.getByRole('region', { name: policySections[0]?.heading })).toHaveTextContent('finzap:cookie-consent');
    });
    await step('external links open in a new tab', async () => {
      for (const link of canvas.getAllByRole('link', { name: /abre em nova aba/ })) {
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  },
};

/** Arrived from the landing page: "Voltar" goes one step back in history. */
export const BackGoesOneStepBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: cookiePolicy.backLabel }));
    await expect(canvas.getByText(HOME_MARKER)).toBeVisible();
  },
};

/** Opened directly (bookmark, new tab): there is no step back inside the site, so "Voltar" goes home. */
export const BackWithNoHistoryGoesHome: Story = {
  parameters: { router: { entries: ['/politica-de-cookies'] } },
  play: BackGoesOneStepBack.play,
};

export const Mobile: Story = {
  globals: PHONE_320,
  play: async (context) => {
    await Default.play?.(context);
    await expectNoSidewaysScroll();
  },
};
