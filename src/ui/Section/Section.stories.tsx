import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { site } from '@content/site';

import { Section } from './Section';

const meta = {
  title: 'UI/Section',
  component: Section,
  args: {
    id: 'exemplo',
    heading: `Tudo pelo ${site.chatApp}`,
    intro: 'Sem aplicativo para instalar e sem planilhas.',
    children: <p style={{ textAlign: 'center' }}>Conteúdo da seção.</p>,
  },
  parameters: {},
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its one heading, so screen-reader users can jump straight to it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: `Tudo pelo ${site.chatApp}` });
    await expect(region).toHaveAttribute('id', 'exemplo');
    await expect(within(region).getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('Sem aplicativo para instalar e sem planilhas.')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { tone: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: `Tudo pelo ${site.chatApp}` })).toHaveAttribute('data-tone', 'dark');
  },
};

export const LongHeadingWithoutIntro: Story = {
  args: {
    heading: 'Organização financeira para autônomos, casais e quem nunca conseguiu manter uma planilha atualizada',
    intro: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
