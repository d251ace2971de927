import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Link, MemoryRouter, useLocation, useNavigate } from './Router';

/** Shows where the router is, with a link forward and a button back, as the pages use them. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main style={{ padding: '1rem' }}>
      <h1>{location.pathname}</h1>
      <p>
        Entrada: <output aria-label="Entrada">{location.key === 'default' ? 'a primeira' : 'outra'}</output>
      </p>
      <Link to="/politica-de-cookies#termos">Ver os termos</Link>{' '}
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
    </main>
  );
}

const meta = {
  title: 'UI/Router',
  component: MemoryRouter,
  parameters: { router: { own: true } },
  args: { initialEntries: ['/'], children: null },
  render: (args) => (
    <MemoryRouter {...args}>
      <Where />
    </MemoryRouter>
  ),
} satisfies Meta<typeof MemoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link is a real <a href> (it works without the app); a click moves the router, and Voltar comes back. */
export const LinkAndBack: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('on the first entry', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/');
      await expect(canvas.getByRole('status', { name: 'Entrada' })).toHaveTextContent('a primeira');
      await expect(canvas.getByRole('link', { name: 'Ver os termos' })).toHaveAttribute('href', '/politica-de-cookies#termos');
    });
    await step('the link pushes a new entry', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Ver os termos' }));
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/politica-de-cookies');
      await expect(canvas.getByRole('status', { name: 'Entrada' })).toHaveTextContent('outra');
    });
    await step('Voltar goes one step back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/');
      await expect(canvas.getByRole('status', { name: 'Entrada' })).toHaveTextContent('a primeira');
    });
  },
};

/** Opened straight on a page (a bookmark): one entry, so there is nowhere to go back to. */
export const OpenedDirectly: Story = {
  args: { initialEntries: ['/politica-de-cookies'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/politica-de-cookies');
    await expect(canvas.getByRole('status', { name: 'Entrada' })).toHaveTextContent('a primeira');
  },
};
