import { type ComponentProps, useId } from 'react';

import type { ConsentBannerCopy } from '@content/types';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { cx } from '@/ui/cx';

import styles from './ConsentBanner.module.css';
import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE } from './consentDialog';

export interface ConsentBannerProps extends Omit<ComponentProps<'dialog'>, 'children' | 'id'> {
  /** Title, text and button labels (content/consent.ts). */
  copy: ConsentBannerCopy;
}

/**
 * The cookie-consent banner of spec §4: a native <dialog>, prerendered open on every page and shown
 * by its CSS only while the page's early script has found no answer stored (so a returning visitor
 * never sees it, and without JavaScript nothing shows it: nobody is trapped behind an overlay). It
 * is in the first painted frame with no script laying out the half-parsed page. This component only
 * renders it: its one owner is consentDialog.ts, run by the page's early script before and after the
 * app starts. Hydrated as an island (so the page's HTML is what it was), it has no state, no effect
 * and no handler: it never renders again and never touches the dialog.
 */
export function ConsentBanner({ copy, className, ...rest }: ConsentBannerProps) {
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      id={CONSENT_DIALOG_ID}
      className={cx(styles.Overlay, className)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      open
      // Its owner (the early script) makes it modal or closes it before the app hydrates.
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
