import type { ComponentProps } from 'react';

import { anchors } from '@content/anchors';
import type { StatFigure, Testimonial, TestimonialsSection, TestimonialVideo } from '@content/types';
import { Icon } from '@/ui/Icon/Icon';
import { Section } from '@/ui/Section/Section';
import { fill } from '@content/fill';
import { Carousel } from '@/widgets/Carousel/Carousel';
import { VideoFacade } from '@/widgets/VideoFacade/VideoFacade';

import styles from './Testimonials.module.css';

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

const MAX_RATING = 5;

/** "Ana Paula Ribeiro" → "AR": first and last name, as on a contact list. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

interface TestimonialCardProps {
  /** The testimonial shown. */
  testimonial: Testimonial;
  /** Accessible name of the stars. Template: `{rating}`. */
  ratingLabel: string;
}

/** One written testimonial: stars, the quote, and who said it. */
function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  return (
    <figure className={styles.Card}>
      {/* One image named "Nota 5 de 5", not five unnamed stars. */}
      <span role="img" aria-label={fill(ratingLabel, { rating: testimonial.rating })} className={styles.Rating}>
        {Array.from({ length: MAX_RATING }, (_, index) => (
          <Icon key={index} name="star" size="sm" fill={index < testimonial.rating ? 'currentColor' : 'none'} />
        ))}
      </span>
      <blockquote className={styles.Quote}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.Person}>
        {/* The gender tag only picks the avatar's tone (spec §3); the name beside it is what is read. */}
        {testimonial.avatar ? (
          <img className={styles.Avatar} src={testimonial.avatar} width={48} height={48} loading="lazy" decoding="async" alt="" />
        ) : (
          <span className={styles.Avatar} data-gender={testimonial.gender} aria-hidden="true">
            {initials(testimonial.name)}
          </span>
        )}
        <span className={styles.Who}>
          <span className={styles.Name}>{testimonial.name}</span>
          <span className={styles.Role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
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
                  <VideoFacade video={video} playLabel={copy.videoPlayLabel} />
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
            <Carousel
              copy={copy.carousel}
              slides={testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.name} testimonial={testimonial} ratingLabel={copy.carousel.ratingLabel} />
              ))}
            />
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
