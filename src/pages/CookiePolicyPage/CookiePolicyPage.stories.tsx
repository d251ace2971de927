import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';

import { cookiePolicy, policySections } from '@content/legal';
import { paths } from '@content/paths';

import { onPhone } from '@/test/storyAssertions';
import { CookiePolicyPage } from './CookiePolicyPage';

const HOME_MARKER = 'Você está na página inicial';
const PREVIOUS_MARKER = 'Você está na página anterior';
const TO_POLICY = 'Ler a política';

const meta = {
  title: 'Pages/CookiePolicyPage',
  component: CookiePolicyPage,
  args: { policy: cookiePolicy, sections: policySections },
  // Routes around the page, so the stories show where "Voltar" leads: home, and a page other than
  // home, so going one step back and going home can never be mistaken for each other.
  render: (args) => (
    <Routes>
      <Route path={paths.home} element={<p>{HOME_MARKER}</p>} />
      <Route
        path="/anterior"
        element={
          <main>
            <p>{PREVIOUS_MARKER}</p>
            <Link to={paths.cookiePolicy}>{TO_POLICY}</Link>
          </main>
        }
      />
      <Route path={paths.cookiePolicy} element={<CookiePolicyPage {...args} />} />
    </Routes>
  ),
  parameters: { router: { entries: [paths.cookiePolicy] } },
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

/** Arrived by following a link from another page: "Voltar" goes one step back, to that page (not home). */
export const BackGoesOneStepBack: Story = {
  // Behaviour only: it ends on the one-line stand-in for the route "Voltar" leads to.
  tags: ['no-visual'],
  parameters: { router: { entries: ['/anterior'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: TO_POLICY }));
    await userEvent.click(await canvas.findByRole('link', { name: cookiePolicy.backLabel }));
    await expect(canvas.getByText(PREVIOUS_MARKER)).toBeVisible();
    await expect(canvas.queryByText(HOME_MARKER)).toBeNull();
  },
};

/** Opened directly (bookmark, new tab): there is no step back inside the site, so "Voltar" goes home. */
export const BackWithNoHistoryGoesHome: Story = {
  // Behaviour only: it ends on the one-line stand-in for the route "Voltar" leads to.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: cookiePolicy.backLabel }));
    await expect(canvas.getByText(HOME_MARKER)).toBeVisible();
  },
};

export const Mobile: Story = {
  // Behaviour only: it checks the 320 px reflow of plain text; the page's look is in Default.
  tags: ['no-visual'],
  ...onPhone(Default.play),
};
