import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { consentBanner } from '@content/consent';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { useSiteStore } from '@/store/useSiteStore';

import { ConsentBanner } from './ConsentBanner';

const meta = {
  title: 'Widgets/ConsentBanner',
  component: ConsentBanner,
  args: { copy: consentBanner },
  render: (args) => (
    <>
      <main style={{ padding: '2rem' }}>
        <h1>Página de fundo</h1>
        <a href="#fundo">Um link atrás do aviso</a>
      </main>
      <ConsentBanner {...args} />
    </>
  ),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => localStorage.getItem(site.consent.storageKey);
const dialog = (root: HTMLElement) => within(root.ownerDocument.body).getByRole('dialog', { name: consentBanner.title });
const noDialog = (root: HTMLElement) =>
  waitFor(() => expect(within(root.ownerDocument.body).queryByRole('dialog')).toBeNull());

/** A first visit: nothing stored, so the modal dialog opens with focus inside it. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the dialog is open, labelled and modal', async () => {
      const banner = await waitFor(() => dialog(canvasElement));
      await expect(banner).toBeVisible();
      await expect(within(banner).getByText(consentBanner.text)).toBeVisible();
      await expect(within(banner).getByRole('link', { name: consentBanner.learnMore.label })).toHaveAttribute('href', paths.cookiePolicy);
    });
    await step('focus moves into it', async () => {
      await waitFor(() => expect(dialog(canvasElement)).toContainElement(document.activeElement as HTMLElement));
    });
  },
};

export const AcceptStoresConsent: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const banner = await waitFor(() => dialog(canvasElement));
    await userEvent.click(within(banner).getByRole('button', { name: consentBanner.acceptLabel }));
    await noDialog(canvasElement);
    await expect(stored()).toBe(site.consent.value);
  },
};

export const CloseButtonStoresConsent: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const banner = await waitFor(() => dialog(canvasElement));
    await userEvent.click(within(banner).getByRole('button', { name: consentBanner.closeLabel }));
    await noDialog(canvasElement);
    await expect(stored()).toBe(site.consent.value);
  },
};

export const EscapeStoresConsent: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => dialog(canvasElement));
    await userEvent.keyboard('{Escape}');
    await noDialog(canvasElement);
    await expect(stored()).toBe(site.consent.value);
  },
};

/**
 * A click on the dimmed page around the panel: clicked where a visitor would, at a point of the
 * overlay above the panel, on whatever is painted there. A panel grown over that point would
 * take the click, and the banner would stay.
 */
export const OverlayClickStoresConsent: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const banner = await waitFor(() => dialog(canvasElement));
    const panel = within(banner).getByRole('heading', { name: consentBanner.title }).parentElement;
    // Halfway between the top of the screen and the top of the panel, centred.
    const point = { clientX: window.innerWidth / 2, clientY: (panel?.getBoundingClientRect().top ?? window.innerHeight) / 2 };
    const target = document.elementFromPoint(point.clientX, point.clientY);
    if (!target) throw new Error('Nothing is painted at the overlay point');
    await userEvent.pointer({ keys: '[MouseLeft]', target, coords: point });
    await noDialog(canvasElement);
    await expect(stored()).toBe(site.consent.value);
  },
};

export const TabStaysInside: Story = {
  // Behaviour only: at 1280 px it looks exactly like First Visit.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const banner = await waitFor(() => dialog(canvasElement));
    // Close, Saiba mais, Aceitar: three stops, then back to the first.
    for (let i = 0; i < 7; i++) {
      await userEvent.tab();
      await expect(banner).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(banner).toContainElement(document.activeElement as HTMLElement);
  },
};

/** A returning visitor: consent is stored, so the banner never appears. */
export const ReturningVisitor: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  beforeEach: () => {
    localStorage.setItem(site.consent.storageKey, site.consent.value);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(useSiteStore.getState().consent.status).toBe('accepted'));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Storage that throws (private mode, disabled, quota) breaks nothing: the banner still closes for this visit. */
export const StorageThatThrows: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    return () => {
      if (original) Object.defineProperty(window, 'localStorage', original);
    };
  },
  play: async ({ canvasElement }) => {
    const banner = await waitFor(() => dialog(canvasElement));
    await userEvent.click(within(banner).getByRole('button', { name: consentBanner.acceptLabel }));
    await noDialog(canvasElement);
    await expect(useSiteStore.getState().consent.status).toBe('accepted');
  },
};
