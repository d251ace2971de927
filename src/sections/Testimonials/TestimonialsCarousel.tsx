import type { Testimonial, TestimonialsSection } from '@content/types';
import { fill } from '@content/fill';
import { Icon } from '@/ui/Icon/Icon';
import { Carousel } from '@/widgets/Carousel/Carousel';

import styles from './Testimonials.module.css';

export interface TestimonialsCarouselProps {
  /** Every carousel label, and the stars' name (content/testimonials.ts `testimonialsSection.carousel`). */
  copy: TestimonialsSection['carousel'];
  /** Written testimonials, one slide each (content/testimonials.ts `testimonials`). */
  testimonials: Testimonial[];
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

/** The written testimonials as a carousel: the Testimonials section's island (its props are plain data). */
export function TestimonialsCarousel({ copy, testimonials }: TestimonialsCarouselProps) {
  return (
    <Carousel
      copy={copy}
      slides={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} ratingLabel={copy.ratingLabel} />
      ))}
    />
  );
}
