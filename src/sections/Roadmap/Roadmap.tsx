import type { ComponentProps } from 'react';

import { anchors } from '@content/anchors';
import type { ProExtra, RoadmapItem, RoadmapSection, RoadmapStatus } from '@content/types';
import { Badge, type BadgeTone } from '@/ui/Badge/Badge';
import { Card } from '@/ui/Card/Card';
import { Icon } from '@/ui/Icon/Icon';
import { Section } from '@/ui/Section/Section';
import { SpreadRow } from '@/ui/SpreadRow/SpreadRow';

import styles from './Roadmap.module.css';

export interface RoadmapProps extends Omit<ComponentProps<'section'>, 'id' | 'children'> {
  /** Heading, intro, extras heading and the hidden "Status"/"Tema" prefixes (content/roadmap.ts `roadmapSection`). */
  copy: RoadmapSection;
  /** Upcoming features, in the order shown (content/roadmap.ts `roadmapItems`); none hides the list. */
  items: RoadmapItem[];
  /** The words for each status; the badge text, not its colour, carries the status (content/roadmap.ts `roadmapStatusLabels`). */
  statusLabels: Record<RoadmapStatus, string>;
  /** Extras for professionals, shown under their own h3 (content/roadmap.ts `proExtras`); none hides the group. */
  extras: ProExtra[];
}

// Spec is silent on colours: one distinct Badge tone per status, from the strongest (being built) to the quietest (future).
const STATUS_TONE = {
  developing: 'brand',
  next: 'info',
  planned: 'violet',
  future: 'neutral',
} as const satisfies Record<RoadmapStatus, BadgeTone>;

/** #roadmap (spec §2.6): upcoming features with a status badge each, then the professional extras. */
export function Roadmap({ copy, items, statusLabels, extras, className, ...rest }: RoadmapProps) {
  return (
    <Section id={anchors.roadmap} heading={copy.heading} intro={copy.intro} tone="alt" className={className} {...rest}>
      {/* An empty <ul> would be announced as "list, 0 items": with no items there is no list at all. */}
      {items.length > 0 ? (
        <ul className={styles.Items}>
          {items.map((item) => (
            <Card key={item.title}>
              <span className={styles.IconBox}>
                <Icon name={item.icon} size="md" />
              </span>
              <h3 className={styles.Title}>{item.title}</h3>
              <p className={styles.Description}>{item.description}</p>
              {/* Status and tag follow the title, so a reader who jumps from heading to heading still hears them. */}
              <SpreadRow className={styles.Meta}>
                <Badge tone={STATUS_TONE[item.status]} className={styles.Status} data-status={item.status}>
                  <span className="visually-hidden">{copy.statusLabel}: </span>
                  {statusLabels[item.status]}
                </Badge>
                <p className={styles.Tag}>
                  <Icon name="tag" />
                  <span className="visually-hidden">{copy.tagLabel}: </span>
                  {item.tag}
                </p>
              </SpreadRow>
            </Card>
          ))}
        </ul>
      ) : null}

      {extras.length > 0 ? (
        <div className={styles.Extras}>
          <div className={styles.ExtrasHeader}>
            <h3 className={styles.ExtrasHeading}>{copy.extrasHeading}</h3>
            <p className={styles.ExtrasIntro}>{copy.extrasIntro}</p>
          </div>
          <ul className={styles.ExtrasList}>
            {extras.map((extra) => (
              <li key={extra.title} className={styles.Extra}>
                <span className={styles.IconBox}>
                  <Icon name={extra.icon} size="md" />
                </span>
                <div className={styles.ExtraText}>
                  <h4 className={styles.ExtraTitle}>{extra.title}</h4>
                  <p className={styles.Description}>{extra.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
