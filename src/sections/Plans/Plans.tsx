import { useId } from 'react';

import { anchors } from '@content/anchors';
import type { InfoBox, Plan, PlansSection, SiteContent } from '@content/types';
import { Badge } from '@/ui/Badge/Badge';
import { Card } from '@/ui/Card/Card';
import { ButtonLink } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { Section, type SectionProps } from '@/ui/Section/Section';
import { SpreadRow } from '@/ui/SpreadRow/SpreadRow';

import styles from './Plans.module.css';

export interface PlansProps extends Omit<SectionProps, 'id' | 'heading' | 'intro' | 'children'> {
  /** Heading, intro, guarantee, access and support copy (content/plans.ts `plansSection`). */
  copy: PlansSection;
  /** The plan cards, in the order shown (content/plans.ts `plans`). */
  plans: readonly Plan[];
  /** The support chat link (content/site.ts `site`). */
  site: Pick<SiteContent, 'support'>;
}

/**
 * Landing section #planos (spec §2 #8, §9): one card per plan, each with its own checkout link
 * in a new tab, then the guarantee, the access time and the support link.
 *
 * Card order is the content order (cheapest first) at every width, on mobile too. Putting the
 * recommended plan first on small screens would need a different DOM order or CSS `order`, and
 * either makes reading/focus order differ from what is seen at some width; the badge and border
 * already single it out.
 */
export function Plans({ copy, plans, site, ...rest }: PlansProps) {
  const hoursId = useId();

  return (
    <Section id={anchors.plans} heading={copy.heading} intro={copy.intro} tone="alt" {...rest}>
      <ul className={styles.Cards}>
        {plans.map((plan) => (
          <Card key={plan.id} emphasis={plan.recommended}>
            <SpreadRow>
              <h3 className={styles.Name}>{plan.name}</h3>
              {plan.badge ? <Badge>{plan.badge}</Badge> : null}
            </SpreadRow>
            <p className={styles.Subtitle}>{plan.subtitle}</p>
            <p className={styles.Price}>
              <span className={styles.Amount}>{plan.priceText}</span> <span className={styles.Period}>{plan.periodText}</span>
            </p>
            <ul className={styles.Features}>
              {plan.features.map((feature) => (
                <li key={feature} className={styles.Feature}>
                  <Icon name="check" className={styles.Check} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href={plan.checkoutUrl} external variant={plan.recommended ? 'primary' : 'secondary'} className={styles.Cta}>
              {plan.ctaLabel}
            </ButtonLink>
          </Card>
        ))}
      </ul>

      <p className={styles.SecureCheckout}>
        <Icon name="lock" />
        <span>{copy.secureCheckout}</span>
      </p>

      <div className={styles.Assurances}>
        <Assurance box={copy.guarantee} />
        <Assurance box={copy.access} />
      </div>

      <div className={styles.Support}>
        <p className={styles.SupportQuestion}>{copy.support.question}</p>
        <ButtonLink href={site.support.href} external variant="secondary" aria-describedby={hoursId}>
          <Icon name="chat" />
          {copy.support.label}
        </ButtonLink>
        <p id={hoursId} className={styles.Hours}>
          {copy.support.hoursText}
        </p>
      </div>
    </Section>
  );
}

interface AssuranceProps {
  /** Icon, title and text of the box. */
  box: InfoBox;
}

/** One reassurance box under the cards (guarantee, access time). */
function Assurance({ box }: AssuranceProps) {
  return (
    <div className={styles.Assurance}>
      <span className={styles.AssuranceIcon}>
        <Icon name={box.icon} size="md" />
      </span>
      <div>
        <h3 className={styles.AssuranceTitle}>{box.title}</h3>
        <p>{box.text}</p>
      </div>
    </div>
  );
}
