import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { consentBanner } from '@content/consent';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { EARLY_CONSENT_ATTRIBUTE, selectConsentStatus } from '@/store/consentSlice';
import { useSiteStore } from '@/store/useSiteStore';

import { ConsentBanner } from './ConsentBanner';
import { CONSENT_DIALOG_ID, markConsent, ownConsentBanner } from './consentDialog';

/**
 * What the page runs around the banner, in its order: the early script marks the answer and, once
 * painted, owns the dialog (the same two calls as src/app/early.ts); then the app starts and its
 * store reads the answer (as src/app/entry-client.tsx does). Storybook has no early script of its own.
 */
function PageScripts() {
  useEffect(() => {
    const root = document.documentElement;
    // A story may have played the early script's first part itself (AnsweredBeforeTheApp).
    if (!root.hasAttribute(EARLY_CONSENT_ATTRIBUTE)) markConsent();
    const release = ownConsentBanner();
    useSiteStore.getState().loadConsent();
    return () => {
      release?.();
      root.removeAttribute(EARLY_CONSENT_ATTRIBUTE);
    };
  }, []);
  return null;
}

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
      <PageScripts />
    </>
  ),
  parameters: {},
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => localStorage.getItem(site.consent.storageKey);
const status = () => selectConsentStatus(useSiteStore.getState());
const dialog = (root: HTMLElement) => within(root.ownerDocument.body).getByRole('dialog', { name: consentBanner.title });
/** Closed (it stays in the page, closed, as the prerendered page keeps it) and the store has the answer. */
const noDialog = (root: HTMLElement) =>
  waitFor(async () => {
    await expect(within(root.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(root.ownerDocument.getElementById(CONSENT_DIALOG_ID)).not.toBeVisible();
    await expect(status()).toBe('accepted');
  });

/** A first visit: nothing stored, so the modal dialog opens with focus inside it. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the dialog is open, labelled and modal', async () => {
      const banner = await waitFor(() => dialog(canvasElement));
      await expect(banner).toBeVisible();
      await expect(within(banner).getByText(consentBanner.text)).toBeVisible();
      await expect(within(banner).getByRole('link', { name: consentBanner.learnMore.label })).toHaveAttribute('href', paths.cookiePolicy);
    });
    await step('focus moves into it, onto Aceitar', async () => {
      await waitFor(() => expect(within(dialog(canvasElement)).getByRole('button', { name: consentBanner.acceptLabel })).toHaveFocus());
    });
    await step('it is modal: the page behind it is inert', async () => {
      await expect(dialog(canvasElement).matches(':modal')).toBe(true);
    });
    await step('both buttons close it natively (a form with method="dialog"), before the app has started too', async () => {
      const form = dialog(canvasElement).querySelector('form');
      await expect(form).toHaveAttribute('method', 'dialog');
      for (const name of [consentBanner.acceptLabel, consentBanner.closeLabel]) {
        await expect(within(dialog(canvasElement)).getByRole('button', { name })).toHaveAttribute('type', 'submit');
      }
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

/**
 * The answer is stored in the same task as the click: the dialog's own 'close' event comes a task
 * later, and nothing (a test, a navigation) may find the banner gone and the answer not stored.
 */
export const AnswerIsStoredAtOnce: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const banner = await waitFor(() => dialog(canvasElement));
    within(banner).getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect(stored()).toBe(site.consent.value);
    await noDialog(canvasElement);
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
    await waitFor(() => expect(status()).toBe('accepted'));
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
    await expect(status()).toBe('accepted');
  },
};

/**
 * The page's early script already had the answer before the app started (given before the app
 * loaded, in a browser whose storage refuses to keep it): the store agrees, and the banner stays closed.
 */
export const AnsweredBeforeTheApp: Story = {
  beforeEach: () => {
    document.documentElement.setAttribute(EARLY_CONSENT_ATTRIBUTE, site.consent.value);
    return () => document.documentElement.removeAttribute(EARLY_CONSENT_ATTRIBUTE);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status()).toBe('accepted'));
    await expect(stored()).toBeNull();
    await expect(canvasElement.ownerDocument.getElementById(CONSENT_DIALOG_ID)).not.toBeVisible();
  },
};

/**
 * Answered while the app started: the store had said pending, the page's answer is on <html
 * data-consent>. The store takes the page's answer, and the banner is not opened again.
 */
export const AnsweredWhileTheAppStarted: Story = {
  // Behaviour only: it ends with the banner gone, an empty canvas.
  tags: ['no-visual'],
  beforeEach: () => {
    useSiteStore.setState({ consent: { status: 'pending' } });
    document.documentElement.setAttribute(EARLY_CONSENT_ATTRIBUTE, site.consent.value);
    return () => document.documentElement.removeAttribute(EARLY_CONSENT_ATTRIBUTE);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status()).toBe('accepted'));
    await noDialog(canvasElement);
  },
};

/** Closed, the prerendered dialog is not painted and takes no tab stop: the page's first stop is its own. */
export const ClosedTakesNoTabStop: Story = {
  beforeEach: () => {
    document.documentElement.setAttribute(EARLY_CONSENT_ATTRIBUTE, site.consent.value);
    return () => document.documentElement.removeAttribute(EARLY_CONSENT_ATTRIBUTE);
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Um link atrás do aviso' })).toHaveFocus();
  },
};
