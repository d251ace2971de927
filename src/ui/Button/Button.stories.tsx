import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { site } from '@content/site';

import { Button, ButtonLink } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Quero Assinar Agora', onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Quero Assinar Agora' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WorksFromTheKeyboard: Story = {
  // Behaviour only: it ends exactly like Default.
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Quero Assinar Agora' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem', background: 'var(--color-surface-alt)' }}>
      <Button {...args} variant="primary">
        Primário
      </Button>
      <Button {...args} variant="secondary">
        Secundário
      </Button>
      <Button {...args} variant="ghost">
        Discreto
      </Button>
      <span style={{ background: 'var(--color-surface-dark)', padding: '0.5rem', borderRadius: '1rem' }}>
        <Button {...args} variant="inverse">
          Inverso
        </Button>
      </span>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5);
  },
};

/** Outbound links go through ui/ExternalLink: a new tab, its rel policy and the screen-reader hint. */
export const ExternalLink: Story = {
  render: () => (
    <ButtonLink href="https://example.com/checkout" external>
      Assinar o plano Mensal
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: `Assinar o plano Mensal ${site.newTabHint}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAttribute('data-variant', 'primary');
  },
};
