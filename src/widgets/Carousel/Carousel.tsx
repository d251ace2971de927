import { type ComponentProps, type FocusEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import type { TestimonialsSection } from '@content/types';
import { CAROUSEL_INTERVAL_MS, clampIndex, selectCarousel, selectCarouselActions } from '@/store/carouselSlice';
import { useSiteStore } from '@/store/useSiteStore';
import { Icon } from '@/ui/Icon/Icon';
import { SpreadRow } from '@/ui/SpreadRow/SpreadRow';
import { fill } from '@content/fill';
import { useHydrated } from '@/ui/useHydrated';
import { cx } from '@/ui/cx';

import styles from './Carousel.module.css';

/** Every label and role description the carousel reads out (content/testimonials.ts). */
type CarouselCopy = Omit<TestimonialsSection['carousel'], 'ratingLabel'>;

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** One node per slide, in order; exactly one is shown at a time. */
  slides: ReactNode[];
  /** Name of the carousel and of its controls; `slideLabel` and `dotLabel` are templates. */
  copy: CarouselCopy;
  /** Time between automatic moves, in ms; spec §9 says 6000. Stories shorten it to test timing in real time. */
  intervalMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The auto-rotating carousel of the APG pattern (basic variant: previous/next buttons and dots,
 * no tabs). The slide index, the manual stop and the pause live in the store's carousel slice;
 * hover is local, because it only holds rotation while the pointer is here.
 *
 * Decisions where the spec is silent (each one is also a story; docs/decisions/0014):
 * - previous, next or a dot stop auto-advance for good (spec §4); only the rotation control
 *   restarts it, because that is the visitor asking for it explicitly.
 * - keyboard focus entering the carousel stops rotation for good too (APG, WCAG 2.2.2): the control
 *   turns into "Retomar rotação", and only that restarts it, focus inside or not. Focus that comes with
 *   a pointer press is the press's, not the keyboard's: a click on "Pausar rotação" pauses.
 * - as in the APG example, hover on the rotation control itself does not hold rotation,
 *   so "Retomar rotação" visibly resumes instead of waiting for the pointer to leave.
 * - under prefers-reduced-motion rotation starts paused; the visitor may still start it.
 * - the prerendered HTML hides no slide: without JavaScript every testimonial is read one under the
 *   other (Carousel.module.css); with it, one slide shows from the first paint on.
 */
export function Carousel({ slides, copy, intervalMs = CAROUSEL_INTERVAL_MS, className, ...rest }: CarouselProps) {
  const { index, stopped, paused } = useSiteStore(selectCarousel);
  const { next, prev, goTo, advance, pause, resume } = useSiteStore(selectCarouselActions);
  const [hovered, setHovered] = useState(false);
  /** A pointer was pressed in the carousel this task: the focus that follows is the press's, not the keyboard's. */
  const pressing = useRef(false);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const slidesId = useId();
  // The controls act only through the app: in the prerendered page they are hidden (not painted, not
  // focusable, not announced) until hydration, so nobody taps a dead button; their space is kept.
  const live = useHydrated();

  // The slides are the count: nothing to keep in step. The stored index is read into their range,
  // so a carousel given fewer slides than the last one showed never points past its end.
  const total = slides.length;
  const current = clampIndex(index, total);
  const rotationOn = !stopped && !paused;
  const rotating = rotationOn && !hovered && total > 1;

  // Fade slides in only once the carousel has moved: the first slide is simply there on page load.
  const [firstIndex] = useState(current);
  const [moved, setMoved] = useState(false);
  if (!moved && current !== firstIndex) setMoved(true);

  // Reduced motion: never start on our own; follow the setting if it changes while the page is open.
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    if (query.matches) pause();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) pause();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [pause]);

  // One timeout per shown slide: any change (manual pick, pause, hover) restarts the full interval,
  // and the cleanup clears it on unmount.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => advance(total), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, total, intervalMs, advance]);

  const onRotationControl = (target: EventTarget | null) => target instanceof Node && Boolean(rotationRef.current?.contains(target));

  function onPointerOver(event: PointerEvent<HTMLElement>) {
    // A tap is not a hover: touch pointers "leave" only on the next tap elsewhere.
    if (event.pointerType === 'touch') return;
    setHovered(!onRotationControl(event.target));
  }

  function onPointerDown() {
    pressing.current = true;
    // The press's focus lands in this same task (mousedown's default action); anything later is not the press's.
    window.setTimeout(() => (pressing.current = false));
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    const entering = !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
    // :focus-visible is the browser's own word for "the keyboard put focus here" (a tap's late focus is not).
    if (entering && !pressing.current && event.target.matches(':focus-visible')) pause();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus and hover are only observed, to hold rotation (APG); the region itself stays non-interactive
    <section
      className={cx(styles.Root, className)}
      aria-roledescription={copy.roleDescription}
      aria-label={copy.label}
      data-slot="carousel"
      data-moved={moved || undefined}
      data-live={live || undefined}
      onPointerOver={onPointerOver}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      {...rest}
    >
      {/* APG: the rotation control comes first in the tab order, before anything that moves. */}
      <SpreadRow>
        <button ref={rotationRef} type="button" className={styles.Rotation} onClick={rotationOn ? pause : resume}>
          <Icon name={rotationOn ? 'pause' : 'play'} fill="currentColor" />
          {rotationOn ? copy.pauseLabel : copy.resumeLabel}
        </button>
        <span className={styles.Arrows}>
          <button
            type="button"
            className={styles.Arrow}
            aria-controls={slidesId}
            aria-label={copy.previousLabel}
            onClick={() => prev(total)}
          >
            <Icon name="chevronLeft" size="sm" />
          </button>
          <button type="button" className={styles.Arrow} aria-controls={slidesId} aria-label={copy.nextLabel} onClick={() => next(total)}>
            <Icon name="chevronRight" size="sm" />
          </button>
        </span>
      </SpreadRow>

      {/* Silent while rotating (no announcement every few seconds), polite once the visitor is in charge. */}
      <div id={slidesId} className={styles.Slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            // Slides are a fixed, ordered list: the position is the identity.
            key={position}
            role="group"
            aria-roledescription={copy.slideRoleDescription}
            aria-label={fill(copy.slideLabel, { n: position + 1, total })}
            className={styles.Slide}
            // Not in the prerendered HTML: without JavaScript the carousel never runs, so every slide stays readable.
            hidden={live && position !== current}
          >
            {slide}
          </div>
        ))}
      </div>

      <div role="group" aria-label={copy.dotsLabel} className={styles.Dots}>
        {slides.map((_, position) => (
          <button
            key={position}
            type="button"
            className={styles.Dot}
            aria-label={fill(copy.dotLabel, { n: position + 1 })}
            aria-current={position === current ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => goTo(position, total)}
          />
        ))}
      </div>
    </section>
  );
}
