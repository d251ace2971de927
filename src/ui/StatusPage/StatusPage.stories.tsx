import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { site } from '@content/site';

import { StatusPage } from './StatusPage';

const meta = {
  title: 'UI/StatusPage',
  component: StatusPage,
  args: { code: site.notFound.code, title: site.notFound.title, lang: 'en', children: <a href="/">{site.notFound.home.label}</a> },
  parameters: {},
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's main landmark (the skip link's target) with one h1; the big code is for the eye only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', anchors.main);
    await expect(canvas.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
    await expect(canvas.getByText(site.notFound.code)).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: site.notFound.home.label })).toBeVisible();
  },
};

/** Without a code only the title and what follows it show. */
export const WithoutCode: Story = {
  args: { code: undefined, title: site.errorFallback.title, lang: undefined, children: <p>{site.errorFallback.text}</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: site.errorFallback.title })).toBeVisible();
    await expect(canvas.getByRole('main').querySelector('[aria-hidden]')).toBeNull();
    await expect(canvas.getByText(site.errorFallback.text)).toBeVisible();
  },
};
