/**
 * The page's early script: built into one small inline <script> in <head> (scripts/build.mjs,
 * allowed by its hash in the CSP), so it runs before the first paint, long before the app bundle
 * has arrived on a slow phone. It does only what cannot wait for the app:
 * - own the consent banner, for the page's whole life (src/widgets/ConsentBanner/consentDialog.ts):
 *   storage is read here, once, and the answer written on <html data-consent>, which the banner's
 *   CSS reads (written open in the HTML, it is painted in the first frame for a new visitor and never
 *   for a returning one); as soon as the parser has written it, it is made modal, so the visitor can
 *   answer it at once, and it is answered here whether the app has started or not (the app only listens);
 * - close the mobile menu when one of its links is picked;
 * - start the app once the first frame is on screen, and, if it never arrives (tried twice), keep
 *   the page as it was before the app, with the demo saying it cannot answer.
 * Everything else on the page works before the app on the platform's own elements.
 */
import { loadScript } from '@/store/loadScript';
import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE, markConsent, ownConsentBanner } from '@/widgets/ConsentBanner/consentDialog';
import { demoWithText, sayDemoUnavailable } from '@/widgets/DemoChat/demoUnavailable';

import { isAppReady, PAINT_REPORT_GRACE_MS } from './appReady';
import { APP_UNAVAILABLE_ATTRIBUTE } from './appReadyAttribute.mjs';

/** The app bundle's URL, written in by the build (scripts/build.mjs), which knows its hashed name. */
declare const __APP_ENTRY__: string;

const root = document.documentElement;

markConsent();

// The banner is made modal (or closed, for a returning visitor) as soon as the parser has written it, first thing in
// <body>, before the page after it has been styled. showModal() makes everything else inert, which the browser applies
// as a style pass over every element already styled: made once the first frame was on screen (issues 29 to 55), that
// was the whole page, a task of 45-209 ms at 4x CPU after the first paint, most of the page's blocking time
// (docs/performance.md, issue 56). Made here, the page after the banner is styled once, already inert, by the first
// frame's own pass. A page without the banner is left as it is once parsed.
let bannerOwned = false;
const bannerWritten = new MutationObserver(() => {
  if (document.getElementById(CONSENT_DIALOG_ID)?.querySelector(`[${INITIAL_FOCUS_ATTRIBUTE}]`)) ownBanner();
});
function ownBanner() {
  if (bannerOwned) return;
  bannerOwned = true;
  bannerWritten.disconnect();
  ownConsentBanner();
}
bannerWritten.observe(document, { childList: true, subtree: true });
document.addEventListener('DOMContentLoaded', ownBanner, { once: true });

document.addEventListener('click', (event) => {
  if (isAppReady() || !(event.target instanceof Element)) return;
  const menu = event.target.closest('a[href]')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
});

// The demo's Enter does nothing before the app (its form submits nowhere), and the app answers it
// once there. If the app never arrives (a page cached before a deploy names scripts that are gone, a
// blocker, a dropped connection), the demo says so instead of staying silent for good: at once, or,
// for an Enter pressed while the app was on its way, as soon as it has failed.
let unavailable = false;
let waiting: Element | null = null;
document.addEventListener('submit', (event) => {
  const demo = isAppReady() ? null : demoWithText(event.target);
  if (!demo) return;
  if (unavailable) sayDemoUnavailable(demo);
  else waiting = demo;
});
function appUnavailable() {
  unavailable = true;
  root.setAttribute(APP_UNAVAILABLE_ATTRIBUTE, '');
  if (waiting) sayDemoUnavailable(waiting);
}

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
  void loadScript(() => import(/* @vite-ignore */ __APP_ENTRY__)).catch(appUnavailable);
}
paintReports?.observe({ type: 'paint', buffered: true });
requestAnimationFrame(() => {
  requestAnimationFrame(() => (paintReports ? setTimeout(startApp, PAINT_REPORT_GRACE_MS) : startApp()));
});
