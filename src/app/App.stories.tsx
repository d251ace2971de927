import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { consentBanner } from '@content/consent';
import { cookiePolicy } from '@content/legal';
import { paths } from '@content/paths';
import { site } from '@content/site';

import CookiePolicyRoute from './CookiePolicyRoute';
import { RootLayout } from './RootLayout';
import { AppRoutes } from './routes';

/** The assembled site with its real route table, in memory: page flows across routes. */
function App({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Pages/App',
  component: RootLayout,
  parameters: { router: { own: true } },
  render: (_args, { parameters }) => <App path={(parameters.path as string | undefined) ?? '/'} />,
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (root: HTMLElement) => within(root.ownerDocument.body);

/** First visit to the landing page: the consent banner opens over it; accepting reveals the page. */
export const FirstVisit: Story = {
  // Behaviour only: it ends on the landing page with the banner accepted; the page is captured in Pages/LandingPage and the banner in Widgets/ConsentBanner.
  tags: ['no-visual'],
  play: async ({ canvasElement, step }) => {
    await step('the banner opens over the page', async () => {
      await waitFor(() => expect(body(canvasElement).getByRole('dialog', { name: consentBanner.title })).toBeVisible());
    });
    await step('accepting stores consent and closes it', async () => {
      await userEvent.click(body(canvasElement).getByRole('button', { name: consentBanner.acceptLabel }));
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(localStorage.getItem(site.consent.storageKey)).toBe('accepted');
      await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    });
  },
};

/** From the footer to the policy and back again with "Voltar". */
export const PolicyAndBack: Story = {
  // Behaviour only: it ends on the landing page, captured once in Pages/LandingPage.
  tags: ['no-visual'],
  beforeEach: () => localStorage.setItem(site.consent.storageKey, site.consent.value),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: site.legal.privacy.label }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: cookiePolicy.backLabel }));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: cookiePolicy.title })).toBeNull());
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Any other path: the English 404 page, still under the banner. */
export const UnknownPath: Story = {
  parameters: { path: '/nao-existe' },
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: site.notFound.title })).toBeVisible();
    // The route table, not the page, says the 404 page is in English.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    await expect(document.title).toBe(site.seo.notFound.title);
    await waitFor(() => expect(body(canvasElement).getByRole('dialog', { name: consentBanner.title })).toBeVisible());
  },
};

/** The policy route's own chunk renders the page with its content, straight from content/legal.ts. */
export const PolicyRouteChunk: Story = {
  // Behaviour only: it ends on the cookie policy page, captured in Pages/CookiePolicyPage.
  tags: ['no-visual'],
  render: () => (
    <MemoryRouter initialEntries={[paths.cookiePolicy]}>
      <CookiePolicyRoute />
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: cookiePolicy.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Termos de uso' })).toBeVisible();
  },
};
