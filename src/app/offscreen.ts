/**
 * `<html data-offscreen="skip">`: the landing page's sections below the first screen are drawn only as they come near
 * the viewport (LandingPage.module.css reads it; issue 37). The early script writes it before the body is parsed on a
 * fresh visit to the top of the page only (not on a reload, a page brought back from history or an anchor), and takes
 * it away when an in-page link is followed, so the browser scrolls to where a section really is, not to where its
 * estimated size put it (src/app/early.ts). Storybook has no early script: its stories are drawn whole, as their
 * full-page pictures need.
 */
export const OFFSCREEN = { attribute: 'data-offscreen', skip: 'skip' } as const;

/** Whether an event's target is, or is inside, a link to a place on this page. */
export const isInPageLink = (target: EventTarget | null): boolean => target instanceof Element && target.closest('a[href^="#"]') !== null;
