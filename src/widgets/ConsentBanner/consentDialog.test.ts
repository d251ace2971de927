import { afterEach, describe, expect, it, vi } from 'vitest';

import { INITIAL_FOCUS_ATTRIBUTE, wireConsentDialog } from './consentDialog';
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

afterEach(() => document.body.replaceChildren());

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

  it('a second owner takes over: the first one is released and never answers', async () => {
    const { dialog } = banner();
    const first = vi.fn();
    const second = vi.fn();
    wireConsentDialog(dialog, first);
    wireConsentDialog(dialog, second);
    escape(dialog);
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
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
