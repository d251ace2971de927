import type { ComponentProps } from 'react';

import { anchors } from '@content/anchors';
import type { StatFigure, Testimonial, TestimonialsSection, TestimonialVideo } from '@content/types';
import { Icon } from '@/ui/Icon/Icon';
import { Island } from '@/ui/Island/Island';
import { Section } from '@/ui/Section/Section';
import { VideoFacade } from '@/widgets/VideoFacade/VideoFacade';

import styles from './Testimonials.module.css';
import { TestimonialsCarousel } from './TestimonialsCarousel';

export interface TestimonialsProps extends Omit<ComponentProps<'section'>, 'id' | 'children'> {
  /** Headings, intro, the video notice and every carousel label (content/testimonials.ts `testimonialsSection`). */
  copy: TestimonialsSection;
  /** Customer videos, shown as click-to-load facades (content/testimonials.ts `testimonialVideos`); none hides the group. */
  videos: TestimonialVideo[];
  /** Written testimonials, one carousel slide each (content/testimonials.ts `testimonials`); none hides the carousel. */
  testimonials: Testimonial[];
  /** Big figures under the testimonials (content/testimonials.ts `stats`); none hides the group. */
  stats: StatFigure[];
}

/** #depoimentos (spec §2.7): three customer videos, a carousel of written testimonials, three figures. */
export function Testimonials({ copy, videos, testimonials, stats, className, ...rest }: TestimonialsProps) {
  return (
    <Section id={anchors.testimonials} heading={copy.heading} intro={copy.intro} className={className} {...rest}>
      <div className={styles.Groups}>
        {videos.length > 0 ? (
          <div className={styles.Group}>
            <h3 className={styles.Subheading}>{copy.videosHeading}</h3>
            <ul className={styles.Videos}>
              {videos.map((video) => (
                <li key={video.videoId}>
                  <Island component={VideoFacade} props={{ video, playLabel: copy.videoPlayLabel }} />
                </li>
              ))}
            </ul>
            <p className={styles.Notice}>
              <Icon name="lock" />
              {copy.videoNotice}
            </p>
          </div>
        ) : null}

        {testimonials.length > 0 ? (
          <div className={styles.Group}>
            <h3 className={styles.Subheading}>{copy.writtenHeading}</h3>
            <Island component={TestimonialsCarousel} props={{ copy: copy.carousel, testimonials }} />
          </div>
        ) : null}

        {stats.length > 0 ? (
          <div className={styles.Group}>
            <h3 className={styles.Subheading}>{copy.statsHeading}</h3>
            <ul className={styles.Stats}>
              {stats.map((stat) => (
                <li key={stat.label} className={styles.Stat}>
                  <span className={styles.StatValue}>{stat.value}</span> <span className={styles.StatLabel}>{stat.label}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
