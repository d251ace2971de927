/**
 * The page's early script: built into one small inline <script> in <head> (scripts/build.mjs, allowed by its hash in
 * the CSP), so it runs before the first paint. It is the only script a page starts with, and it does only what cannot
 * wait for a visitor to reach for something (docs/decisions/0063-islands-when-reached-for.md):
 * - own the consent banner, for the page's whole life (src/widgets/ConsentBanner/consentDialog.ts): storage is read
 *   here, once, and the answer written on <html data-consent>, which the banner's CSS reads; as soon as the parser has
 *   written it, it is made modal, and it is answered here; React is never fetched for it;
 * - own the header's scrolled flag and the mobile menu closing when one of its links is picked
 *   (src/sections/Header/headerOwner.ts), and every in-page link (src/ui/SectionLink/followSectionLink.ts: a smooth
 *   scroll, focus moved to the section), from the first frame, whether the header's island ever arrives or not;
 * - arm every island of the page: each is asked for when the visitor reaches for it (it nears the viewport, or is
 *   touched), and React with the first of them; a click or an Enter that comes before its island's code is held and
 *   made again once it is there, and if the code never arrives (tried twice), the page stays as it was before it,
 *   the held link followed, the demo saying it cannot answer.
 * Everything else on the page works before its island on the platform's own elements.
 */
import { ownMenuClosing, ownScrolledFlag, SITE_HEADER_SLOT } from '@/sections/Header/headerOwner';
import { loadScript } from '@/store/loadScript';
import type { IslandWhen } from '@/ui/Island/Island';
import { ISLAND, ISLAND_READY_EVENT, ISLAND_REQUESTED_EVENT } from '@/ui/Island/islandAttributes';
import { isPlainClick } from '@/ui/isPlainClick';
import { ownSectionLinks } from '@/ui/SectionLink/followSectionLink';
import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE, markConsent, ownConsentBanner } from '@/widgets/ConsentBanner/consentDialog';
import { DEMO_CHAT_SLOT, demoWithText, sayDemoUnavailable } from '@/widgets/DemoChat/demoUnavailable';

import { PAINT_REPORT_GRACE_MS } from './appReady';
import { APP_UNAVAILABLE_ATTRIBUTE } from './appReadyAttribute.mjs';

/** The app's entry (React's chunk), written in by the build (scripts/build.mjs), which knows its hashed name. */
declare const __APP_ENTRY__: string;

/**
 * How far ahead of the viewport a 'visible' island is asked for: a screen's height, so on the slow phone its code has
 * arrived and run by the time a visitor scrolling at a reading pace gets there.
 */
export const VISIBLE_MARGIN = '100% 0px';

/**
 * What counts as reaching for an island: a pointer down on it (a tap, a click), focus moving into it (Tab, a screen
 * reader). Not a pointer over it: Chromium reports one at load for a pointer that merely rests where the page appears
 * (its position kept, or the window's corner), which would fetch React for nobody's action.
 */
export const TOUCH_EVENTS = ['pointerdown', 'focusin'] as const;

const root = document.documentElement;

markConsent();
ownMenuClosing(document);
ownSectionLinks(document);

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

/** The island a node is part of, if any, and whether its code has hydrated it ('' ready, 'failed', or not yet). */
const islandOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(`[${ISLAND.name}]`) : null);
const isHydrated = (island: Element | null) => island?.getAttribute(ISLAND.ready) === '';

let appUnavailable = false;
let entry: Promise<unknown> | undefined;

/** Asks for an island's code (and, the first time, the app's entry with React): the visitor has reached for it. */
function request(island: HTMLElement) {
  if (island.hasAttribute(ISLAND.requested)) return;
  island.setAttribute(ISLAND.requested, '');
  entry ??= loadScript(() => import(/* @vite-ignore */ __APP_ENTRY__)).catch(giveUp);
  // Heard by the entry once it runs; an entry still on its way finds the island by its attribute instead.
  island.dispatchEvent(new CustomEvent(ISLAND_REQUESTED_EVENT, { bubbles: true }));
}

/** Once an island's code has run (or failed), what was held for it. */
function whenReady(island: HTMLElement, then: (hydrated: boolean) => void) {
  if (island.hasAttribute(ISLAND.ready)) return then(isHydrated(island));
  const onReady = (event: Event) => {
    if (event.target !== island) return;
    document.removeEventListener(ISLAND_READY_EVENT, onReady);
    then(isHydrated(island));
  };
  document.addEventListener(ISLAND_READY_EVENT, onReady);
}

// Islands that come near the viewport. A placeholder has no box (display: contents): its content is what is watched.
const nearing = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries) {
      const island = islandOf(target);
      if (!isIntersecting || !island) continue;
      nearing.unobserve(target);
      request(island);
    }
  },
  { rootMargin: VISIBLE_MARGIN },
);

const loadIslands: HTMLElement[] = [];
function arm(island: HTMLElement) {
  const when = island.getAttribute(ISLAND.when) as IslandWhen;
  if (when === 'load') {
    loadIslands.push(island);
    return;
  }
  if (when === 'visible') nearing.observe(island.firstElementChild ?? island);
  const touched = () => {
    for (const type of TOUCH_EVENTS) island.removeEventListener(type, touched, true);
    request(island);
  };
  for (const type of TOUCH_EVENTS) island.addEventListener(type, touched, { capture: true, passive: true });
}

// A plain click on an island whose first click only its code can answer (Voltar's step back, a video played in
// place), before that code is there: held, and made again once it is; followed as the link it is if it never comes.
const heldLinks = new Set<HTMLAnchorElement>();
document.addEventListener(
  'click',
  (event) => {
    const island = islandOf(event.target);
    if (!island?.hasAttribute(ISLAND.holdsClick) || island.hasAttribute(ISLAND.ready) || !isPlainClick(event)) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || appUnavailable) return;
    event.preventDefault();
    if (heldLinks.has(link)) return;
    heldLinks.add(link);
    request(island);
    whenReady(island, (hydrated) => {
      heldLinks.delete(link);
      if (hydrated) link.click();
      else window.location.assign(link.href);
    });
  },
  true,
);

// The demo's Enter does nothing before its island (its form submits nowhere): it is held and sent once the island has
// hydrated. If its code never arrives (a page cached before a deploy names scripts that are gone, a blocker, a dropped
// connection), the demo says so instead of staying silent for good, at once or as soon as it has failed.
let waiting: Element | null = null;
document.addEventListener('submit', (event) => {
  const island = islandOf(event.target);
  const demo = isHydrated(island) ? null : demoWithText(event.target);
  if (!demo || !island) return;
  if (appUnavailable || island.getAttribute(ISLAND.ready) === 'failed') return sayDemoUnavailable(demo);
  if (waiting) return;
  waiting = demo;
  request(island);
  const form = event.target as HTMLFormElement;
  whenReady(island, (hydrated) => {
    waiting = null;
    if (hydrated) form.requestSubmit();
    else sayDemoUnavailable(demo);
  });
});

// Before its island, the demo's box (a textarea, as a chat app's) would take Enter as a new line: Enter sends, as it
// does once the island is there (Shift+Enter, or Enter confirming a word being composed, is a new line).
document.addEventListener('keydown', (event) => {
  const box = event.target;
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !(box instanceof HTMLTextAreaElement)) return;
  if (!box.form || isHydrated(islandOf(box)) || !box.closest(`[data-slot="${DEMO_CHAT_SLOT}"]`)) return;
  event.preventDefault();
  box.form.requestSubmit();
});

function giveUp() {
  appUnavailable = true;
  root.setAttribute(APP_UNAVAILABLE_ATTRIBUTE, '');
  if (waiting) sayDemoUnavailable(waiting);
  waiting = null;
  for (const link of heldLinks) window.location.assign(link.href);
  heldLinks.clear();
}

// Once parsed: the banner, if it was not whole before, the header's flag from the scroll position the page opened at
// (a reload half way down), and every island armed.
document.addEventListener(
  'DOMContentLoaded',
  () => {
    ownBanner();
    const header = document.querySelector<HTMLElement>(`[data-slot="${SITE_HEADER_SLOT}"]`);
    if (header) ownScrolledFlag(header);
    for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND.name}]`)) arm(island);
    parsed = true;
    startLoadIslands();
  },
  { once: true },
);

// A 'load' island (the 404 page's log) is asked for once the first frame is on screen, and nothing else is requested
// before it: it never competes with the first paint. "On screen" is the browser's own first-contentful-paint entry
// (Paint Timing): a frame is shown some time after its rAF callbacks and paint have run, and asked for two frames
// later, a script was requested before the first paint had been shown in half of Lighthouse's runs. An engine without
// paint timing, or one that reports no paint (a page opened in a background tab), starts it a moment after its second
// frame instead.
let parsed = false;
let painted = false;
function startLoadIslands() {
  if (parsed && painted) for (const island of loadIslands.splice(0)) request(island);
}
const paintReports = PerformanceObserver.supportedEntryTypes.includes('paint')
  ? new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && onPainted())
  : undefined;
function onPainted() {
  if (painted) return;
  painted = true;
  paintReports?.disconnect();
  startLoadIslands();
}
paintReports?.observe({ type: 'paint', buffered: true });
requestAnimationFrame(() => {
  requestAnimationFrame(() => (paintReports ? setTimeout(onPainted, PAINT_REPORT_GRACE_MS) : onPainted()));
});
