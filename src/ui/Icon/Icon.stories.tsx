import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { IconName } from '@content/types';

import { Icon } from './Icon';
import { ICON_PATHS } from './paths';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'chat', size: 'xl' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive tech, because the text beside it says the same. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a label the icon becomes an image with that accessible name. */
export const Labelled: Story = {
  args: { name: 'check', label: 'Sim' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sim' })).toBeVisible();
  },
};

/** Every icon the content model can name, for designers to review at a glance. */
export const Gallery: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {(Object.keys(ICON_PATHS) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', minWidth: '5rem' }}>
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(ICON_PATHS).length);
  },
};
