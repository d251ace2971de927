import type { ComponentProps } from 'react';

import { anchors } from '@content/anchors';
import type { FeatureCard, FeaturesSection } from '@content/types';
import { Card } from '@/ui/Card/Card';
import { Icon } from '@/ui/Icon/Icon';
import { Section } from '@/ui/Section/Section';

import styles from './Features.module.css';

export interface FeaturesProps extends Omit<ComponentProps<'section'>, 'id' | 'children'> {
  /** Heading, intro and the immediate-access box (content/features.ts `featuresSection`). */
  copy: FeaturesSection;
  /** The feature cards, in order (content/features.ts `features`). */
  features: FeatureCard[];
}

/** #funcionalidades (spec §2.3): what the product does, as cards, and how fast access arrives. */
export function Features({ copy, features, ...rest }: FeaturesProps) {
  const box = copy.immediateAccess;
  return (
    <Section id={anchors.features} heading={copy.heading} intro={copy.intro} {...rest}>
      {/* No cards, no list: an empty <ul> would be announced as "list, 0 items". */}
      {features.length > 0 ? (
        <ul className={styles.Cards}>
          {features.map((feature) => (
            <Card key={feature.title} className={styles.Card}>
              <span className={styles.CardIcon}>
                <Icon name={feature.icon} />
              </span>
              <h3 className={styles.CardTitle}>{feature.title}</h3>
              <p className={styles.CardText}>{feature.description}</p>
            </Card>
          ))}
        </ul>
      ) : null}

      <div className={styles.Access}>
        <span className={styles.AccessIcon}>
          <Icon name={box.icon} />
        </span>
        <div className={styles.AccessBody}>
          <h3 className={styles.AccessTitle}>{box.title}</h3>
          <p>{box.text}</p>
        </div>
      </div>
    </Section>
  );
}
