import type { MouseEvent } from 'react';

import { isPlainClick } from '@/ui/isPlainClick';

/**
 * Click handler for in-page links (`href="#id"`): scrolls to the target section (smoothly only
 * when the visitor allows motion; `scroll-padding-top` in global.css keeps the section clear of
 * the fixed header), records the hash in history
 * without a jump, and moves focus to the section so keyboard and screen-reader users continue
 * from there (browsers only move the "focus starting point" on their own, not document.activeElement).
 *
 * Anything that is not a plain left click on a same-page link with an existing target is left
 * to the browser: new-tab clicks, links to other pages, a hash with no element.
 */
export function followSectionLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;

  const link = event.currentTarget;
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
