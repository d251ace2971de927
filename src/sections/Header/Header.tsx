import { type ComponentProps, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

import type { NavigationCopy, NavLink } from '@content/types';
import { ButtonLink } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { followSectionLink } from '@/ui/SectionLink/followSectionLink';
import { SectionLink } from '@/ui/SectionLink/SectionLink';
import { cx } from '@/ui/cx';

import styles from './Header.module.css';
import { ownMenuClosing, ownScrolledFlag, SITE_HEADER_SLOT } from './headerOwner';

// Browsers before the popover API (Safari 16) throw on the selector: there the menu simply stays closed.
const isPopoverOpen = (element: HTMLElement) => 'popover' in element && element.matches(':popover-open');

/**
 * Whether the popover is open, read from the element itself (the browser owns the state, so a menu
 * opened before the app started is reported as it is). Undefined in the prerendered HTML and
 * during hydration: the button then carries no aria-expanded, and the browser reports its
 * popover's state on its own.
 */
function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = ref.current;
      element?.addEventListener('toggle', onChange);
      return () => element?.removeEventListener('toggle', onChange);
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => (ref.current ? isPopoverOpen(ref.current) : false),
    () => undefined,
  );
}

export interface HeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Brand name shown as the logo (content/site.ts `site.name`). */
  brand: string;
  /** Labels of the skip link, logo, nav, call to action and menu toggle (content/navigation.ts `navigation`). */
  copy: NavigationCopy;
  /** The in-page links of the nav, in order (content/navigation.ts `headerLinks`). */
  links: NavLink[];
}

/**
 * The fixed page header (spec §2.1, §4): skip link, logo, section nav, the main call to action and,
 * below 64rem, a disclosure menu. Transparent over the hero, opaque once the page scrolls.
 */
export function Header({ brand, copy, links, className, ...rest }: HeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuOpen = usePopoverOpen(menuRef);
  const menuId = useId();

  const closeMenu = useCallback(() => {
    const menu = menuRef.current;
    if (menu && isPopoverOpen(menu)) menu.hidePopover();
  }, []);

  // Opaque once scrolled, and the menu closed when a link is picked: plain DOM code, owned on the page by the early
  // script from the first frame (these calls stand down there), and by the header itself where there is none.
  // A layout effect: the flag is on the header in its first painted frame where the header owns it.
  useLayoutEffect(() => (headerRef.current ? ownScrolledFlag(headerRef.current) : undefined), []);
  useEffect(() => ownMenuClosing(document), []);

  // The popover already closes on Escape and on a click outside; once the app runs it also closes
  // when focus lands outside it (so it never covers what has focus), and Escape puts focus back
  // on the toggle in every browser.
  useEffect(() => {
    if (!menuOpen) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(menuRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!isInside(event.target)) closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [menuOpen, closeMenu]);

  return (
    <header
      ref={headerRef}
      className={cx(styles.Root, className)}
      data-slot={SITE_HEADER_SLOT}
      // Its data-scrolled is written by its owner (headerOwner.ts, the early script on the page), never by React.
      suppressHydrationWarning
      {...rest}
    >
      <SectionLink href={copy.skipLink.href} className={styles.SkipLink}>
        {copy.skipLink.label}
      </SectionLink>
      <div className={styles.Bar}>
        <SectionLink href={copy.logoHref} className={styles.Logo} aria-label={copy.logoLabel}>
          {/* An icon, not a letter: visible text other than the brand would break "label in name" (WCAG 2.5.3). */}
          <span className={styles.LogoMark}>
            <Icon name="chat" />
          </span>
          <span className={styles.LogoText}>{brand}</span>
        </SectionLink>

        {/* APG disclosure on the popover API: the toggle opens and closes the menu natively, before
            the app has started too. The name stays "Menu"; aria-expanded says whether it is open. */}
        <button
          ref={toggleRef}
          type="button"
          className={styles.Toggle}
          popoverTarget={menuId}
          aria-expanded={menuOpen}
          aria-controls={menuId}
        >
          <span className={styles.Bars} aria-hidden="true" />
          {copy.menuLabel}
        </button>

        <div ref={menuRef} id={menuId} className={styles.Menu} popover="auto">
          <nav aria-label={copy.headerNavLabel}>
            <ul className={styles.Links}>
              {links.map((link) => (
                <li key={link.href}>
                  <SectionLink href={link.href} className={styles.Link}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonLink href={copy.headerCta.href} className={styles.Cta} onClick={followSectionLink}>
            {copy.headerCta.label}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
