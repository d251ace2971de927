import { type ComponentProps, type ReactNode, useId } from 'react';

import { cx } from '@/ui/cx';

import styles from './Section.module.css';

export interface SectionProps extends Omit<ComponentProps<'section'>, 'id'> {
  /** Anchor id from content/anchors.ts; the heading gets `${id}-title` and labels the section. Without one the section is named all the same. */
  id?: string;
  /** The section's one heading (h2). */
  heading: ReactNode;
  /** Optional lead paragraph under the heading. */
  intro?: ReactNode;
  /** Background: default white, alt a soft tint, dark for emphasis. */
  tone?: 'default' | 'alt' | 'dark';
}

/** The frame every landing section shares: `<section id aria-labelledby>` with one h2 and a centred column. */
export function Section({ id, heading, intro, tone = 'default', className, children, ...rest }: SectionProps) {
  const generatedId = useId();
  const titleId = id ? `${id}-title` : generatedId;
  return (
    <section id={id} aria-labelledby={titleId} className={cx(styles.Section, className)} data-tone={tone} {...rest}>
      <div className={styles.Inner}>
        <div className={styles.Header}>
          <h2 id={titleId} className={styles.Heading}>
            {heading}
          </h2>
          {intro ? <p className={styles.Intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
