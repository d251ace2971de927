import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { anchors } from '@content/anchors';
import type { CookiePolicyContent, PolicySection } from '@content/types';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { ButtonLink } from '@/ui/Button/Button';
import { ExternalLink } from '@/ui/ExternalLink/ExternalLink';
import { Icon } from '@/ui/Icon/Icon';
import { isPlainClick } from '@/ui/isPlainClick';
import { SpreadRow } from '@/ui/SpreadRow/SpreadRow';

import styles from './CookiePolicyPage.module.css';

export interface CookiePolicyPageProps {
  /** Title, back label and dates (content/legal.ts). */
  policy: CookiePolicyContent;
  /** The policy's sections, in reading order. */
  sections: PolicySection[];
}

/** Spec §2: the privacy and cookie policy, with a back button that goes one step back in history. */
export function CookiePolicyPage({ policy, sections }: CookiePolicyPageProps) {
  const navigate = useNavigate();
  const location = useLocation();

  // "Voltar" is a link home, so it works before the app has started (a full load of the landing
  // page). Once the app runs, a plain click goes one step back in history (spec §2); the router's
  // first location has the key 'default': with nowhere inside the site to go back to (a bookmark,
  // a link opened in a new tab) it goes home instead of leaving the site.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void (location.key === 'default' ? navigate(paths.home) : navigate(-1));
  };

  return (
    <div className={styles.Root}>
      <header className={styles.Bar}>
        <SpreadRow>
          {/* A plain link, as everywhere on the site: the app hands it to the router (useInternalLinks). */}
          <a href={paths.home} className={styles.Brand}>
            {site.name}
          </a>
          <ButtonLink variant="secondary" href={paths.home} onClick={goBack}>
            <Icon name="chevronLeft" />
            {policy.backLabel}
          </ButtonLink>
        </SpreadRow>
      </header>
      <main id={anchors.main} className={styles.Main}>
        <article className={styles.Article}>
          <h1 className={styles.Title}>{policy.title}</h1>
          <p className={styles.Updated}>
            {policy.lastUpdatedLabel} <time dateTime={policy.lastUpdatedIso}>{policy.lastUpdated}</time>
          </p>
          <p className={styles.Intro}>{policy.intro}</p>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.Section}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.links?.map((link) => (
                <p key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </p>
              ))}
            </section>
          ))}
        </article>
      </main>
      <footer className={styles.Footer}>
        <p>{site.disclaimer}</p>
      </footer>
    </div>
  );
}
