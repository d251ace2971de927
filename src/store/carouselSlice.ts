import type { StateCreator } from 'zustand';

import type { SiteState } from './useSiteStore';

/** Spec §9: the testimonial carousel moves on every 6000 ms. */
export const CAROUSEL_INTERVAL_MS = 6000;

/**
 * What the visitor can do to the carousel. The widget knows how many slides it renders, so it
 * passes that count in: the store keeps no copy of it that could fall out of step.
 */
interface CarouselActions {
  /** Manual: the next slide (wraps), and auto-advance stops. */
  next: (count: number) => void;
  /** Manual: the previous slide (wraps), and auto-advance stops. */
  prev: (count: number) => void;
  /** Manual: a given slide, and auto-advance stops. */
  goTo: (index: number, count: number) => void;
  /** Automatic: the next slide (wraps); ignored while stopped or paused. */
  advance: (count: number) => void;
  /** Rotation control "pause". */
  pause: () => void;
  /** Rotation control "resume": the one way to restart rotation, even after a manual stop. */
  resume: () => void;
}

export interface CarouselSlice {
  carousel: {
    /** The one slide shown, 0-based. */
    index: number;
    /** A manual pick (previous, next, a dot) stopped auto-advance for good (spec §4). */
    stopped: boolean;
    /** The visitor paused rotation with the rotation control (WCAG 2.2.2), keyboard focus entered the carousel, or reduced motion did. */
    paused: boolean;
  };
  /** Created once with the store, so a component selecting it never re-renders for it. */
  carouselActions: CarouselActions;
}

/** The slide after `index`, wrapping from last to first. */
export function wrapNext(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, wrapping from first to last. */
export function wrapPrev(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** Any integer into 0…count-1; a non-integer or empty carousel lands on 0. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isInteger(index)) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

export const createCarouselSlice: StateCreator<SiteState, [], [], CarouselSlice> = (set) => {
  /** A manual pick: shows the slide `to` chooses, and auto-advance stops for good. */
  const pick = (to: (index: number) => number) =>
    set(({ carousel }) => ({ carousel: { ...carousel, index: to(carousel.index), stopped: true } }));
  return {
    carousel: { index: 0, stopped: false, paused: false },
    carouselActions: {
      next: (count) => pick((index) => wrapNext(clampIndex(index, count), count)),
      prev: (count) => pick((index) => wrapPrev(clampIndex(index, count), count)),
      goTo: (index, count) => pick(() => clampIndex(index, count)),
      advance: (count) =>
        set(({ carousel }) => {
          if (carousel.stopped || carousel.paused) return {};
          return { carousel: { ...carousel, index: wrapNext(clampIndex(carousel.index, count), count) } };
        }),
      pause: () => set(({ carousel }) => (carousel.paused ? {} : { carousel: { ...carousel, paused: true } })),
      resume: () => set(({ carousel }) => ({ carousel: { ...carousel, paused: false, stopped: false } })),
    },
  };
};

// Two narrow selectors: the state the widget renders, and its actions (one stable object).
export const selectCarousel = (state: SiteState) => state.carousel;
export const selectCarouselActions = (state: SiteState) => state.carouselActions;
