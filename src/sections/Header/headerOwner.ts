/**
 * What the header does without React, in plain DOM code with one owner each (docs/decisions/0062): on the built page the
 * early script (src/app/early.ts) runs both at once, for the page's whole life, so they work before the header's island
 * is ever fetched; the Header component calls the same two, which stand down where an owner is already there (the page)
 * and own the job where there is none (Storybook, a test).
 */

/** Spec §9: the header turns opaque once the page is scrolled more than 50 px. */
export const SCROLL_THRESHOLD = 50;

/** The header's data-slot, by which the early script finds it. */
export const SITE_HEADER_SLOT = 'site-header';

/** On the header: 'true' while the page is scrolled past the threshold, 'false' otherwise (its CSS reads it). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** On <html> while a menu-closing owner listens: a second caller stands down. */
const MENU_OWNER_ATTRIBUTE = 'data-menu-owner';

const owned = (element: Element, attribute: string) => element.hasAttribute(attribute);
const standDown = () => {};

/**
 * Spec §4: true while the window is scrolled more than `threshold` CSS pixels down (exactly 50 is still false), written
 * on the header at once and then at most once per frame of a burst of scroll events; passive, so it never delays
 * scrolling; reads only window.scrollY, never layout. Returns the release (the owner's listener and pending frame).
 */
export function ownScrolledFlag(header: HTMLElement, threshold = SCROLL_THRESHOLD): () => void {
  if (owned(header, SCROLLED_ATTRIBUTE)) return standDown;
  const write = () => {
    const scrolled = String(window.scrollY > threshold);
    if (header.getAttribute(SCROLLED_ATTRIBUTE) !== scrolled) header.setAttribute(SCROLLED_ATTRIBUTE, scrolled);
  };
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      write();
    });
  };
  write();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
    header.removeAttribute(SCROLLED_ATTRIBUTE);
  };
}

/**
 * Spec §4: the mobile menu closes when one of its links is picked (an in-page link does not leave the page, so the
 * popover would stay open over the section it led to). One listener on the document for every popover menu of the page.
 */
export function ownMenuClosing(document: Document): () => void {
  const root = document.documentElement;
  if (owned(root, MENU_OWNER_ATTRIBUTE)) return standDown;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const menu = event.target.closest('a[href]')?.closest<HTMLElement>('[popover]');
    // Browsers before the popover API (Safari 16) throw on the selector: there the menu never opens.
    if (menu && 'hidePopover' in menu && menu.matches(':popover-open')) menu.hidePopover();
  };
  root.setAttribute(MENU_OWNER_ATTRIBUTE, '');
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    root.removeAttribute(MENU_OWNER_ATTRIBUTE);
  };
}
