import { afterEach, describe, expect, it, vi } from 'vitest';

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { consentStorage } from '@content/consent';
import { CONSENT_ANSWERED_EVENT, EARLY_CONSENT_ATTRIBUTE, selectConsentStatus } from '@/store/consentSlice';
import { resetSiteStore, useSiteStore } from '@/store/useSiteStore';
import { refuseStorage } from '@/test/storage';

import { INITIAL_FOCUS_ATTRIBUTE, markConsent, ownConsentBanner, wireConsentDialog } from './consentDialog';
import { insertConsentDialog } from './consentDialog.fixture';

/** The prerendered banner and its Aceitar button. */
function banner() {
  const dialog = insertConsentDialog();
  const accept = dialog.querySelector<HTMLButtonElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`);
  if (!accept) throw new Error('the banner has no Aceitar');
  return { dialog, accept };
}

/** Lets queued tasks (the dialog's own 'close' event) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const escape = (dialog: HTMLDialogElement) =>
  dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetSiteStore();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(EARLY_CONSENT_ATTRIBUTE);
});

describe('wireConsentDialog: every way of closing is one answer, given once', () => {
  const ways: [string, (dialog: HTMLDialogElement, accept: HTMLButtonElement) => void][] = [
    ['Aceitar (the form submits)', (_, accept) => accept.click()],
    ['Escape', (dialog) => escape(dialog)],
    ['a click on the overlay', (dialog) => dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }))],
    ['dialog.close() from elsewhere', (dialog) => dialog.close()],
  ];

  it.each(ways)('%s: closes it, answers once, and then stops listening', async (_, act) => {
    const { dialog, accept } = banner();
    const onClosed = vi.fn();
    wireConsentDialog(dialog, onClosed);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(accept);

    act(dialog, accept);
    await settle();
    expect(dialog.open).toBe(false);
    expect(onClosed).toHaveBeenCalledTimes(1);

    // Opened again by someone else (the app wires its own handler): this wiring is no longer there.
    dialog.showModal();
    escape(dialog);
    await settle();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('the dialog as written in the HTML (open, not modal) is made modal once, with focus on Aceitar, and not closed on the way', async () => {
    const { dialog, accept } = banner();
    const showModal = vi.spyOn(dialog, 'showModal');
    const onClosed = vi.fn();
    wireConsentDialog(dialog, onClosed);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(accept);
    await settle();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('releasing never closes it', () => {
    const { dialog } = banner();
    const release = wireConsentDialog(dialog, vi.fn());
    release();
    expect(dialog.open).toBe(true);
  });
});

describe('the banner has one owner', () => {
  /** The site's own source files (not tests, stories or fixtures), as [path, text]. */
  const sources = (readdirSync('src', { recursive: true }) as string[])
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories|fixture)\.tsx?$/.test(path))
    .map((path) => [path, readFileSync(join('src', path), 'utf8')] as const);
  const using = (name: string) => sources.filter(([, text]) => new RegExp(`\\b${name}\\(`).test(text)).map(([path]) => path);

  it('no handover between bundles: no Symbol.for key in the site', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter(([, text]) => text.includes('Symbol.for(')).map(([path]) => path)).toEqual([]);
  });

  it('the early script is the only code of the site that runs it; nothing else wires the dialog', () => {
    expect(using('ownConsentBanner')).toEqual(['app/early.ts', 'widgets/ConsentBanner/consentDialog.ts']);
    expect(using('markConsent')).toEqual(['app/early.ts', 'widgets/ConsentBanner/consentDialog.ts']);
    expect(using('wireConsentDialog')).toEqual(['widgets/ConsentBanner/consentDialog.ts']);
  });

  it('a pending page: made modal, and the answer is stored once, marked on <html> and told once', async () => {
    const told = vi.fn();
    document.addEventListener(CONSENT_ANSWERED_EVENT, told);
    markConsent();
    const { dialog, accept } = banner();
    ownConsentBanner();
    expect(dialog.matches(':modal') || dialog.open).toBe(true);
    expect(document.activeElement).toBe(accept);
    accept.click();
    await settle();
    expect(localStorage.getItem(consentStorage.storageKey)).toBe(consentStorage.value);
    expect(document.documentElement.getAttribute(EARLY_CONSENT_ATTRIBUTE)).toBe(consentStorage.value);
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener(CONSENT_ANSWERED_EVENT, told);
  });

  it('an answered page: its banner is closed, not wired', () => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    markConsent();
    const { dialog } = banner();
    const showModal = vi.spyOn(dialog, 'showModal');
    ownConsentBanner();
    expect(showModal).not.toHaveBeenCalled();
    expect(dialog.open).toBe(false);
  });
});

const status = () => selectConsentStatus(useSiteStore.getState());
/** The app starting: its store reads the answer (src/app/entry-client.tsx). */
const appStarts = () => useSiteStore.getState().loadConsent();

describe("the store follows the banner's one owner", () => {
  /** The page: the early script has marked the answer and, once painted, owns the banner. */
  function page() {
    markConsent();
    const { dialog } = banner();
    ownConsentBanner();
    return dialog;
  }

  it('an answer given before the app started: the store reads it when the app starts', () => {
    const dialog = page();
    dialog.close();
    expect(status()).toBe('accepted');
    resetSiteStore();
    appStarts();
    expect(status()).toBe('accepted');
  });

  it('an answer given before the app started, storage refusing to keep it: the store still reads it', () => {
    refuseStorage();
    const dialog = page();
    dialog.close();
    appStarts();
    expect(status()).toBe('accepted');
  });

  it('an answer given after the app started: stored once, by the owner, and the store updates', () => {
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { getItem: () => null, setItem });
    const dialog = page();
    appStarts();
    expect(status()).toBe('pending');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(status()).toBe('accepted');
    expect(setItem.mock.calls).toEqual([[consentStorage.storageKey, consentStorage.value]]);
  });
});
