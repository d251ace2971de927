/**
 * The page's early script: built into one small inline <script> in <head> (scripts/build.mjs,
 * allowed by its hash in the CSP), so it runs before the first paint, long before the app bundle
 * has arrived on a slow phone. It does only what cannot wait for the app:
 * - decide whether the consent banner shows (storage is read here, once, and the answer written
 *   on <html data-consent>) and open it as a modal as soon as the parser has inserted it, so a new
 *   visitor sees it in the first paint and can answer it at once, and a returning one never sees it;
 * - close the mobile menu when one of its links is picked.
 * Everything else on the page works before the app on the platform's own elements.
 */
import { consentStorage } from '@content/consent';
import { EARLY_CONSENT_ATTRIBUTE, readStoredConsent, storeConsent } from '@/store/consentSlice';
import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE, wireConsentDialog } from '@/widgets/ConsentBanner/consentDialog';

import { isAppReady } from './appReady';

const root = document.documentElement;

if (readStoredConsent()) {
  root.setAttribute(EARLY_CONSENT_ATTRIBUTE, consentStorage.value);
} else {
  root.setAttribute(EARLY_CONSENT_ATTRIBUTE, 'pending');
  const accept = () => {
    storeConsent();
    root.setAttribute(EARLY_CONSENT_ATTRIBUTE, consentStorage.value);
  };
  // Mutation callbacks run before the browser renders the parsed nodes, so the dialog is modal in
  // the very frame it is first painted. It waits for the last control, so the whole dialog is there.
  const openWhenParsed = () => {
    const dialog = document.getElementById(CONSENT_DIALOG_ID);
    if (!(dialog instanceof HTMLDialogElement) || !dialog.querySelector(`[${INITIAL_FOCUS_ATTRIBUTE}]`)) return false;
    observer.disconnect();
    // A client-side navigation never re-parses; the app owns the dialog from here on.
    if (!isAppReady()) wireConsentDialog(dialog, accept);
    return true;
  };
  const observer = new MutationObserver(openWhenParsed);
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}

document.addEventListener('click', (event) => {
  if (isAppReady() || !(event.target instanceof Element)) return;
  const menu = event.target.closest('a[href]')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
});
