/**
 * The consent banner's one owner, in plain DOM code, for the page's whole life: the page's inline
 * early script (src/app/early.ts) runs it before the app has loaded and it stays in charge after;
 * the React banner only renders the markup. Stories run the same two calls, so Storybook shows the
 * very code the page runs. The app's store hears of the answer (CONSENT_ANSWERED_EVENT) and never
 * drives the dialog.
 */
import { consentStorage } from '@content/consent';
import { CONSENT_ANSWERED_EVENT, EARLY_CONSENT_ATTRIBUTE, readStoredConsent, storeConsent } from '@/store/consentSlice';

/** The one element id both sides find the dialog by (there is one banner per page). */
export const CONSENT_DIALOG_ID = 'aviso-de-privacidade';

/** Marks the control that gets focus when the dialog opens (APG: the most likely action). */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-initial-focus';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * Makes the dialog modal (showModal: the page behind it is inert) unless it already is, and
 * wires the APG modal behaviour: focus on the initial control, Tab and Shift+Tab wrap inside,
 * Escape and a click on the overlay close it. `onClosed` runs once the dialog closes, whatever
 * closed it (a <form method="dialog"> button, Escape, the overlay). Returns the release function
 * (a story unmounting); releasing never closes the dialog.
 */
export function wireConsentDialog(dialog: HTMLDialogElement, onClosed: () => void): () => void {
  // The visitor's answer is stored the moment it is given. The dialog's own 'close' event comes a
  // task later (the platform queues it), and a check or a navigation in between must not find
  // the dialog gone and nothing stored. Releasing first removes every listener, that queued
  // 'close' included, so the answer is taken once.
  const answer = () => {
    release();
    onClosed();
  };
  const close = () => {
    answer();
    dialog.close();
  };

  // Aceitar and Fechar are <form method="dialog"> buttons, so they work before any script runs. With
  // script, the submission is taken over: the answer stored, the dialog closed, in this task. Left
  // to the platform, it would close the dialog after the app has already re-rendered on the answer
  // and removed the form ("Form submission canceled because the form is not connected").
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    close();
  };

  // The dialog box fills the viewport and is the overlay: a click on it, not on the panel, is an overlay click.
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape is handled here rather than left to the native cancel, which browsers skip for some presses.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = dialog.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // Anything else that closes it (dialog.close() from elsewhere, a browser's own close request). A
  // 'close' that finds it open again is not an answer: it was queued by the swap to modal below.
  const onClose = () => {
    if (!dialog.open) answer();
  };

  function release() {
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('keydown', onKeyDown);
    dialog.removeEventListener('submit', onSubmit);
    dialog.removeEventListener('close', onClose);
  }

  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('submit', onSubmit);
  dialog.addEventListener('close', onClose);

  // Written open in the HTML (ConsentBanner), it is shown but not modal; showModal() refuses an open
  // dialog, so the attribute goes first, in the same task: no frame is painted without it.
  if (!dialog.open || !dialog.matches(':modal')) {
    dialog.removeAttribute('open');
    dialog.showModal();
    dialog.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`)?.focus();
  }
  return release;
}

/**
 * Before the first paint: reads storage, once, and writes the answer on <html data-consent>, which
 * the banner's CSS reads (painted for a new visitor, never for a returning one).
 */
export function markConsent(): void {
  document.documentElement.setAttribute(EARLY_CONSENT_ATTRIBUTE, readStoredConsent() ? consentStorage.value : 'pending');
}

/** The answer, whichever way it was given: stored (once), marked on <html>, and told to the app's store. */
function answer() {
  storeConsent();
  document.documentElement.setAttribute(EARLY_CONSENT_ATTRIBUTE, consentStorage.value);
  document.dispatchEvent(new CustomEvent(CONSENT_ANSWERED_EVENT));
}

/**
 * Once the first frame is on screen: makes a pending banner modal and answers for it from then on;
 * an answered page's banner is closed (CSS already hid it; closed, it is out of the accessibility
 * tree in every reader). A banner the parser has not finished is taken at DOMContentLoaded. Returns
 * the release of the wiring (a story unmounting), or nothing.
 */
export function ownConsentBanner(): (() => void) | undefined {
  const dialog = document.getElementById(CONSENT_DIALOG_ID);
  // The whole dialog, up to its last control, or the parser is not done with it yet.
  if (!(dialog instanceof HTMLDialogElement && dialog.querySelector(`[${INITIAL_FOCUS_ATTRIBUTE}]`))) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ownConsentBanner, { once: true });
    return undefined;
  }
  if (document.documentElement.getAttribute(EARLY_CONSENT_ATTRIBUTE) === 'pending') return wireConsentDialog(dialog, answer);
  dialog.close();
  return undefined;
}
