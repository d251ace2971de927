import { type ComponentProps, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';

import type { ConsentBannerCopy } from '@content/types';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { selectAcceptConsent, selectConsentStatus, selectLoadConsent } from '@/store/consentSlice';
import { useSiteStore } from '@/store/useSiteStore';
import { cx } from '@/ui/cx';

import styles from './ConsentBanner.module.css';

export interface ConsentBannerProps extends Omit<ComponentProps<'dialog'>, 'children'> {
  /** Title, text and button labels (content/legal.ts). */
  copy: ConsentBannerCopy;
}

/**
 * The cookie-consent banner of spec §4. It is not in the prerendered HTML: it mounts only after
 * the client has read storage and found no consent, so a returning visitor never sees it flash
 * and a visitor without JavaScript is never trapped behind an overlay they cannot dismiss.
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const status = useSiteStore(selectConsentStatus);
  const loadConsent = useSiteStore(selectLoadConsent);

  useEffect(() => {
    if (status === 'unknown') loadConsent();
  }, [status, loadConsent]);

  return status === 'pending' ? <ConsentDialog {...props} /> : null;
}

/** The modal itself: a native <dialog> opened with showModal(), so the page behind it is inert. */
function ConsentDialog({ copy, className, ...rest }: ConsentBannerProps) {
  const acceptConsent = useSiteStore(selectAcceptConsent);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The safe, expected action gets focus first (APG modal dialog: focus the most likely action).
    acceptRef.current?.focus();
    // Escape closes a modal <dialog> natively; every way of closing counts as consent (spec §4).
    dialog.addEventListener('close', acceptConsent);
    return () => {
      dialog.removeEventListener('close', acceptConsent);
      if (dialog.open) dialog.close();
    };
  }, [acceptConsent]);

  // The dialog box fills the viewport and is the overlay: a click that lands on it, not on the panel, is an overlay click.
  function onOverlayClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) acceptConsent();
  }

  // Escape accepts (handled here too, since the native cancel does not fire for every Escape);
  // Tab stays inside the dialog, wrapping from the last control to the first and back.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      acceptConsent();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the overlay click and the Tab wrap are the APG modal pattern; every action also has a button
    <dialog
      ref={dialogRef}
      className={cx(styles.Overlay, className)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClick={onOverlayClick}
      onKeyDown={onKeyDown}
      {...rest}
    >
      <div className={styles.Panel}>
        <button type="button" className={styles.Close} onClick={acceptConsent} aria-label={copy.closeLabel}>
          <Icon name="cross" size="1.25rem" />
        </button>
        <h2 id={titleId} className={styles.Title}>
          {copy.title}
        </h2>
        <p id={textId} className={styles.Text}>
          {copy.text}{' '}
          <a href={copy.learnMore.href} className={styles.Link}>
            {copy.learnMore.label}
          </a>
        </p>
        <div className={styles.Actions}>
          <Button ref={acceptRef} onClick={acceptConsent}>
            {copy.acceptLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
