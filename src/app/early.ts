/**
 * The page's early script: built into one small inline <script> in <head> (scripts/build.mjs,
 * allowed by its hash in the CSP), so it runs before the first paint, long before the app bundle
 * has arrived on a slow phone. It does only what cannot wait for the app:
 * - decide whether the consent banner shows (storage is read here, once, and the answer written
 *   on <html data-consent>) and open it as a modal as soon as the parser has inserted it, so a new
 *   visitor sees it in the first paint and can answer it at once, and a returning one never sees it;
 * - close the mobile menu when one of its links is picked;
 * - start the app once the first frame is on screen.
 * Everything else on the page works before the app on the platform's own elements.
 */
import { consentStorage } from '@content/consent';
import { EARLY_CONSENT_ATTRIBUTE, readStoredConsent, storeConsent } from '@/store/consentSlice';
import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE, wireConsentDialog } from '@/widgets/ConsentBanner/consentDialog';

import { isAppReady, PAINT_REPORT_GRACE_MS } from './appReady';

/** The app bundle's URL, written in by the build (scripts/build.mjs), which knows its hashed name. */
declare const __APP_ENTRY__: string;

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
  // DOMContentLoaded can fire before pending mutation callbacks (Chromium dispatches it within the
  // parser's last task when no deferred script waits): look once more, then stop watching.
  document.addEventListener('DOMContentLoaded', () => openWhenParsed() || observer.disconnect(), { once: true });
}

document.addEventListener('click', (event) => {
  if (isAppReady() || !(event.target instanceof Element)) return;
  const menu = event.target.closest('a[href]')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
});

// The page is prerendered and readable before any script but this one. The app bundle is asked
// for only once the first frame is on screen, and nothing else is requested before it: on a slow
// phone the bundle never competes with the first paint, and the largest paint is the first one.
// "On screen" is the browser's own first-contentful-paint entry (Paint Timing): a frame is shown
// some time after its rAF callbacks and paint have run, and asked for two frames later, the bundle
// was requested before the first paint had been shown in half of Lighthouse's runs, which then
// counted its download into the first paint (LCP 1.5 s instead of 0.85 s). An engine without paint
// timing, or one that reports no paint (a page opened in a background tab), starts it a moment
// after its second frame instead.
const paintReports = PerformanceObserver.supportedEntryTypes.includes('paint')
  ? new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && startApp())
  : undefined;
let started = false;
function startApp() {
  if (started) return;
  started = true;
  paintReports?.disconnect();
  void import(/* @vite-ignore */ __APP_ENTRY__);
}
paintReports?.observe({ type: 'paint', buffered: true });
requestAnimationFrame(() => {
  requestAnimationFrame(() => (paintReports ? setTimeout(startApp, PAINT_REPORT_GRACE_MS) : startApp()));
});
