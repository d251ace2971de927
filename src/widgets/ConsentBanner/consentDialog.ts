/**
 * The consent dialog's behaviour in plain DOM code, shared by the page's inline early script
 * (src/app/early.ts, before the app has loaded) and by the React banner once it runs, so the
 * dialog behaves the same in both windows and a visitor can answer it from the first paint.
 */

/** The one element id both sides find the dialog by (there is one banner per page). */
export const CONSENT_DIALOG_ID = 'aviso-de-privacidade';

/** Marks the control that gets focus when the dialog opens (APG: the most likely action). */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-initial-focus';

// Symbol.for is shared across bundles: the app takes the dialog over from the early script.
const RELEASE = Symbol.for('finzap.consentDialog.release');
type Wired = HTMLDialogElement & { [RELEASE]?: () => void };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * Makes the dialog modal (showModal: the page behind it is inert) unless it already is, and
 * wires the APG modal behaviour: focus on the initial control, Tab and Shift+Tab wrap inside,
 * Escape and a click on the overlay close it. `onClosed` runs once the dialog closes, whatever
 * closed it (a <form method="dialog"> button, Escape, the overlay). Whoever wired the dialog
 * before is released first, so two owners never both react. Returns the release function;
 * releasing never closes the dialog.
 */
export function wireConsentDialog(element: HTMLDialogElement, onClosed: () => void): () => void {
  const dialog = element as Wired;
  dialog[RELEASE]?.();

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
    if (dialog[RELEASE] === release) dialog[RELEASE] = undefined;
  }

  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('submit', onSubmit);
  dialog.addEventListener('close', onClose);
  dialog[RELEASE] = release;

  // Written open in the HTML (ConsentBanner), it is shown but not modal; showModal() refuses an open
  // dialog, so the attribute goes first, in the same task: no frame is painted without it.
  if (!dialog.open || !dialog.matches(':modal')) {
    dialog.removeAttribute('open');
    dialog.showModal();
    dialog.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`)?.focus();
  }
  return release;
}
