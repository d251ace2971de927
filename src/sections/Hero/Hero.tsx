import { type ComponentProps, useId } from 'react';

import { anchors } from '@content/anchors';
import type { HeroContent, MockMessage, TrustBadge } from '@content/types';
import { Badge } from '@/ui/Badge/Badge';
import { ButtonLink } from '@/ui/Button/Button';
import { ChatMessage } from '@/ui/Chat/ChatMessage';
import { ChatTitleBar } from '@/ui/Chat/ChatTitleBar';
import { Icon } from '@/ui/Icon/Icon';
import { followSectionLink } from '@/ui/SectionLink/followSectionLink';
import { cx } from '@/ui/cx';

import styles from './Hero.module.css';

export interface HeroProps extends Omit<ComponentProps<'section'>, 'id' | 'children'> {
  /** Eyebrow, headline, subtitle, call to action and mock-up chrome (content/hero.ts `hero`). */
  copy: HeroContent;
  /** The trust badges under the call to action (content/hero.ts `heroBadges`). */
  badges: TrustBadge[];
  /** Lines of the sample conversation in the phone mock-up (content/hero.ts `heroMessages`). */
  messages: MockMessage[];
}

/**
 * The top of the landing page and its one h1. The phone is plain HTML and CSS, no image:
 * it is the likely LCP element, so it paints with the first bytes and needs no JavaScript.
 */
export function Hero({ copy, badges, messages, className, ...rest }: HeroProps) {
  const captionId = useId();
  const titleId = `${anchors.top}-title`;
  return (
    <section id={anchors.top} aria-labelledby={titleId} className={cx(styles.Root, className)} {...rest}>
      <div className={styles.Inner}>
        <div className={styles.Copy}>
          <p className={styles.Eyebrow}>{copy.eyebrow}</p>
          <h1 id={titleId} className={styles.Headline}>
            {copy.headline}
          </h1>
          <p className={styles.Subtitle}>{copy.subtitle}</p>
          <ButtonLink href={copy.cta.href} size="lg" className={styles.Cta} onClick={followSectionLink}>
            {copy.cta.label}
          </ButtonLink>
          {badges.length > 0 ? (
            <ul className={styles.Badges}>
              {badges.map((badge) => (
                <li key={badge.label}>
                  <Badge tone="brand" className={styles.Badge}>
                    <Icon name={badge.icon} />
                    {badge.label}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <figure className={styles.Mockup} aria-labelledby={captionId}>
          <div className={styles.Phone}>
            <ChatTitleBar name={copy.mockup.contactName} status={copy.mockup.status} avatar={<Icon name="chat" />} />
            <ol className={styles.Messages}>
              {messages.map((message, index) => (
                // Static lines that may repeat word for word: their position is their identity.
                <ChatMessage
                  key={index}
                  from={message.from}
                  speaker={message.from === 'user' ? copy.mockup.userLabel : copy.mockup.botLabel}
                  text={message.text}
                  time={message.time}
                />
              ))}
            </ol>
          </div>
          <figcaption id={captionId} className={styles.Caption}>
            {copy.mockup.label}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
