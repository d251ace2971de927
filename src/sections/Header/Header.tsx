import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';

import type { NavigationCopy, NavLink } from '@content/types';
import { ButtonLink } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { followSectionLink } from '@/ui/SectionLink/followSectionLink';
import { SectionLink } from '@/ui/SectionLink/SectionLink';
import { cx } from '@/ui/cx';

import styles from './Header.module.css';
import { useScrolledPast } from './useScrolledPast';

/** Spec §9: the header turns opaque once the page is scrolled more than 50 px. */
export const SCROLL_THRESHOLD = 50;

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
 * below 48rem, a disclosure menu. Transparent over the hero, opaque once the page scrolls.
 */
export function Header({ brand, copy, links, className, ...rest }: HeaderProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // While open, the menu closes on Escape (focus back to the toggle), and when a pointer goes down
  // or focus lands anywhere outside it, so it never covers what the visitor moved on to.
  useEffect(() => {
    if (!menuOpen) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(menuRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!isInside(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className={cx(styles.Root, className)}
      data-scrolled={scrolled}
      data-menu-open={menuOpen}
      {...rest}
    >
      <SectionLink href={copy.skipLink.href} className={styles.SkipLink}>
        {copy.skipLink.label}
      </SectionLink>
      <div className={styles.Bar}>
        <SectionLink href={copy.logoHref} className={styles.Logo} aria-label={copy.logoLabel} onClick={closeMenu}>
          {/* An icon, not a letter: visible text other than the brand would break "label in name" (WCAG 2.5.3). */}
          <span className={styles.LogoMark}>
            <Icon name="chat" />
          </span>
          <span className={styles.LogoText}>{brand}</span>
        </SectionLink>

        {/* APG disclosure: the name stays "Menu" and aria-expanded says whether it is open. */}
        <button
          ref={toggleRef}
          type="button"
          className={styles.Toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.Bars} aria-hidden="true" />
          {copy.menuLabel}
        </button>

        <div ref={menuRef} id={menuId} className={styles.Menu} data-open={menuOpen || undefined}>
          <nav aria-label={copy.headerNavLabel}>
            <ul className={styles.Links}>
              {links.map((link) => (
                <li key={link.href}>
                  <SectionLink href={link.href} className={styles.Link} onClick={closeMenu}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonLink
            href={copy.headerCta.href}
            className={styles.Cta}
            onClick={(event) => {
              closeMenu();
              followSectionLink(event);
            }}
          >
            {copy.headerCta.label}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
