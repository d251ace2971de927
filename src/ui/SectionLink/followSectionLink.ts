import type { MouseEvent as ReactMouseEvent } from 'react';

import { isPlainClick } from '@/ui/isPlainClick';

/** On <html> while the page's in-page links have their owner (the early script): components stand down. */
const SECTION_LINKS_OWNER = 'data-section-links-owner';

/**
 * Follows an in-page link (`href="#id"`): scrolls to the target section (smoothly only when the visitor allows
 * motion; `scroll-padding-top` in global.css keeps the section clear of the fixed header), records the hash in history
 * without a jump, and moves focus to the section so keyboard and screen-reader users continue from there (browsers only
 * move the "focus starting point" on their own, not document.activeElement).
 *
 * Anything that is not a plain left click on a same-page link with an existing target is left to the browser: new-tab
 * clicks, links to other pages, a hash with no element.
 */
function follow(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'>,
  link: HTMLAnchorElement,
) {
  if (!isPlainClick(event)) return;
  if (link.target && link.target !== '_self') return;
  if (link.origin !== window.location.origin || link.pathname !== window.location.pathname || !link.hash) return;

  const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
  if (!target) return;

  event.preventDefault();
  // Same entry for the same hash, as the browser does for a repeated fragment click.
  if (window.location.hash === link.hash) window.history.replaceState(window.history.state, '', link.hash);
  else window.history.pushState(null, '', link.hash);

  // Smooth here and nowhere else: the page's own scrolling (focus moves, anchors, find in page) is instant (global.css).
  const smooth = window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
  target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'instant' });
  // A section is not focusable by itself; tabindex -1 makes it a focus target without adding a tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // preventScroll: the smooth scroll above is already under way and must not be cut short by a jump.
  target.focus({ preventScroll: true });
}

/**
 * One owner for every in-page link of a page, prerendered section or island alike (docs/decisions/0062): one listener
 * on the document, which the page's early script installs before any island arrives. Returns its release.
 */
export function ownSectionLinks(document: Document): () => void {
  const root = document.documentElement;
  if (root.hasAttribute(SECTION_LINKS_OWNER)) return () => {};
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) follow(event, link);
  };
  root.setAttribute(SECTION_LINKS_OWNER, '');
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    root.removeAttribute(SECTION_LINKS_OWNER);
  };
}

/**
 * Click handler for in-page links, for where no page owns them (Storybook, a test): on the built page the owner above
 * follows every such link, and this stands down.
 */
export function followSectionLink(event: ReactMouseEvent<HTMLAnchorElement>): void {
  if (document.documentElement.hasAttribute(SECTION_LINKS_OWNER)) return;
  follow(event, event.currentTarget);
}
