import { anchors } from '@content/anchors';
import type { CookiePolicyContent, PolicySection } from '@content/types';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { ExternalLink } from '@/ui/ExternalLink/ExternalLink';
import { Island } from '@/ui/Island/Island';
import { SpreadRow } from '@/ui/SpreadRow/SpreadRow';
import { BackLink } from '@/widgets/BackLink/BackLink';

import styles from './CookiePolicyPage.module.css';

export interface CookiePolicyPageProps {
  /** Title, back label and dates (content/legal.ts). */
  policy: CookiePolicyContent;
  /** The policy's sections, in reading order. */
  sections: PolicySection[];
}

/** Spec §2: the privacy and cookie policy, with a back button that goes one step back in history. */
export function CookiePolicyPage({ policy, sections }: CookiePolicyPageProps) {
  return (
    <div className={styles.Root}>
      <header className={styles.Bar}>
        <SpreadRow>
          {/* A plain link, as everywhere on the site: a full load of the prerendered home page. */}
          <a href={paths.home} className={styles.Brand}>
            {site.name}
          </a>
          <Island component={BackLink} props={{ href: paths.home, label: policy.backLabel }} />
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
