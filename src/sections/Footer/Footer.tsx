import { type ComponentProps, useId } from 'react';

import { anchors } from '@content/anchors';
import type { NavigationCopy, NavLink, SiteContent } from '@content/types';
import { ButtonLink } from '@/ui/Button/Button';
import { Section } from '@/ui/Section/Section';
import { followSectionLink } from '@/ui/SectionLink/followSectionLink';
import { fill } from '@content/fill';
import { cx } from '@/ui/cx';
import { ExternalLink } from '@/ui/ExternalLink/ExternalLink';

import styles from './Footer.module.css';

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'id' | 'children'> {
  /** Brand, support, legal links, disclaimer, footer copy and the final call to action (content/site.ts `site`). */
  site: Pick<SiteContent, 'name' | 'support' | 'legal' | 'disclaimer' | 'footer' | 'finalCta'>;
  /** Accessible name of the footer navigation (content/navigation.ts `navigation`). */
  navigation: Pick<NavigationCopy, 'footerNavLabel'>;
  /** The footer's in-page links (content/navigation.ts `footerLinks`). */
  links: readonly NavLink[];
  /** Year in the copyright line; stories pin it so their output never changes with the calendar. */
  year?: number;
}

/**
 * The page's one contentinfo landmark, and itself the #cta-final anchor of spec §2 item 10: the
 * final call to action opens it (a region named by its h2), so a link to the anchor lands on the
 * call to action. The legal links are plain `<a href>`, not router links: they work in the
 * prerendered HTML without JavaScript, the browser scrolls to the terms section itself, and
 * sections stay free of the router.
 */
export function Footer({ site, navigation, links, year = new Date().getFullYear(), className, ...rest }: FooterProps) {
  const hoursId = useId();

  return (
    <footer id={anchors.finalCta} className={cx(styles.Footer, className)} {...rest}>
      <Section tone="dark" heading={site.finalCta.heading} intro={site.finalCta.text}>
        <div className={styles.CtaAction}>
          <ButtonLink href={site.finalCta.cta.href} variant="inverse" size="lg" onClick={followSectionLink}>
            {site.finalCta.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <div className={styles.Body}>
        <div className={styles.Columns}>
          <div>
            <p className={styles.BrandName}>{site.name}</p>
            <p>{site.footer.blurb}</p>
          </div>

          <nav aria-label={navigation.footerNavLabel}>
            <h2 className={styles.ColumnHeading}>{site.footer.navHeading}</h2>
            <ul className={styles.Links}>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={styles.Link}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className={styles.ColumnHeading}>{site.footer.supportHeading}</h2>
            <ExternalLink href={site.support.href} className={styles.Link} aria-describedby={hoursId}>
              {site.footer.supportLabel}
            </ExternalLink>
            <p id={hoursId} className={styles.Hours}>
              {site.support.hoursText}
            </p>
          </div>

          <div>
            <h2 className={styles.ColumnHeading}>{site.footer.legalHeading}</h2>
            <ul className={styles.Links}>
              <li>
                <a href={site.legal.terms.href} className={styles.Link}>
                  {site.legal.terms.label}
                </a>
              </li>
              <li>
                <a href={site.legal.privacy.href} className={styles.Link}>
                  {site.legal.privacy.label}
                </a>
              </li>
            </ul>
          </div>
        </div>

        <div className={styles.Bottom}>
          <p>{site.disclaimer}</p>
          <p>{fill(site.footer.copyright, { year })}</p>
        </div>
      </div>
    </footer>
  );
}
