import { type ComponentProps, useEffect, useId, useRef } from 'react';

import type { ConsentBannerCopy } from '@content/types';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { readConsent, selectAcceptConsent, selectConsentStatus, selectLoadConsent } from '@/store/consentSlice';
import { useSiteStore } from '@/store/useSiteStore';
import { cx } from '@/ui/cx';

import styles from './ConsentBanner.module.css';
import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE, wireConsentDialog } from './consentDialog';

export interface ConsentBannerProps extends Omit<ComponentProps<'dialog'>, 'children' | 'id'> {
  /** Title, text and button labels (content/consent.ts). */
  copy: ConsentBannerCopy;
}

/**
 * The cookie-consent banner of spec §4: a native <dialog>, prerendered open on every page and shown
 * by its CSS only while the page's early script has found no answer stored (so a returning visitor
 * never sees it, and without JavaScript nothing shows it: nobody is trapped behind an overlay). It
 * is in the first painted frame with no script laying out the half-parsed page; the early script
 * makes it modal once that frame is on screen, and the app takes over here with the same code.
 */
export function ConsentBanner({ copy, className, ...rest }: ConsentBannerProps) {
  const status = useSiteStore(selectConsentStatus);
  const loadConsent = useSiteStore(selectLoadConsent);
  const acceptConsent = useSiteStore(selectAcceptConsent);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (status === 'unknown') loadConsent();
  }, [status, loadConsent]);

  // Every way of closing counts as consent (spec §4): the buttons, Escape and the overlay all close the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (status !== 'pending' || !dialog) return;
    // Storage was read a render ago; a tap at hydration may have answered since, in the early
    // script's hands. Take that answer rather than open the dialog again.
    if (readConsent()) {
      loadConsent();
      return;
    }
    return wireConsentDialog(dialog, acceptConsent);
  }, [status, acceptConsent, loadConsent]);

  if (status === 'accepted') return null;

  return (
    <dialog
      ref={dialogRef}
      id={CONSENT_DIALOG_ID}
      className={cx(styles.Overlay, className)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      open
      // The early script has made it modal (in the top layer) before the app hydrates.
      suppressHydrationWarning
      {...rest}
    >
      {/* method="dialog": both buttons close the dialog natively, before or after the app starts. */}
      <form method="dialog" className={styles.Panel}>
        <button type="submit" className={styles.Close} aria-label={copy.closeLabel}>
          <Icon name="cross" size="sm" />
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
          {/* The safe, expected action gets focus first (APG modal dialog: focus the most likely action). */}
          <Button type="submit" {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}>
            {copy.acceptLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
