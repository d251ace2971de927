import type { StateCreator } from 'zustand';

import { testimonials } from '@content/testimonials';

import type { SiteState } from './useSiteStore';

/** Spec §9: the testimonial carousel moves on every 6000 ms. */
export const CAROUSEL_INTERVAL_MS = 6000;

export interface CarouselSlice {
  carousel: {
    /** The one slide shown, 0-based. */
    index: number;
    /** How many slides there are; the widget syncs it with what it renders. */
    count: number;
    /** A manual pick (previous, next, a dot) stopped auto-advance for good (spec §4). */
    stopped: boolean;
    /** The visitor paused rotation with the rotation control (WCAG 2.2.2), or reduced motion did. */
    paused: boolean;
  };
  /** Syncs the number of slides; keeps the index inside the new range. */
  setCarouselCount: (count: number) => void;
  /** Manual: the next slide (wraps), and auto-advance stops. */
  nextSlide: () => void;
  /** Manual: the previous slide (wraps), and auto-advance stops. */
  prevSlide: () => void;
  /** Manual: a given slide, and auto-advance stops. */
  goToSlide: (index: number) => void;
  /** Automatic: the next slide (wraps); ignored while stopped or paused. */
  advanceSlide: () => void;
  /** Rotation control "pause". */
  pauseRotation: () => void;
  /** Rotation control "resume": the one way to restart rotation, even after a manual stop. */
  resumeRotation: () => void;
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

export const createCarouselSlice: StateCreator<SiteState, [], [], CarouselSlice> = (set) => ({
  // The site has one carousel, of the written testimonials: start with their count so the first render is right.
  carousel: { index: 0, count: testimonials.length, stopped: false, paused: false },
  setCarouselCount: (count) =>
    set(({ carousel }) => {
      const safe = Math.max(0, Math.floor(count));
      if (safe === carousel.count) return {};
      return { carousel: { ...carousel, count: safe, index: clampIndex(carousel.index, safe) } };
    }),
  nextSlide: () => set(({ carousel }) => ({ carousel: { ...carousel, index: wrapNext(carousel.index, carousel.count), stopped: true } })),
  prevSlide: () => set(({ carousel }) => ({ carousel: { ...carousel, index: wrapPrev(carousel.index, carousel.count), stopped: true } })),
  goToSlide: (index) => set(({ carousel }) => ({ carousel: { ...carousel, index: clampIndex(index, carousel.count), stopped: true } })),
  advanceSlide: () =>
    set(({ carousel }) => {
      if (carousel.stopped || carousel.paused) return {};
      return { carousel: { ...carousel, index: wrapNext(carousel.index, carousel.count) } };
    }),
  pauseRotation: () => set(({ carousel }) => (carousel.paused ? {} : { carousel: { ...carousel, paused: true } })),
  resumeRotation: () => set(({ carousel }) => ({ carousel: { ...carousel, paused: false, stopped: false } })),
});

// Narrow selectors: components subscribe to exactly what they render.
export const selectCarouselIndex = (state: SiteState) => state.carousel.index;
/** True while nothing the visitor did holds rotation (hover and focus are the widget's own business). */
export const selectCarouselRotationOn = (state: SiteState) => !state.carousel.stopped && !state.carousel.paused;
export const selectSetCarouselCount = (state: SiteState) => state.setCarouselCount;
export const selectNextSlide = (state: SiteState) => state.nextSlide;
export const selectPrevSlide = (state: SiteState) => state.prevSlide;
export const selectGoToSlide = (state: SiteState) => state.goToSlide;
export const selectAdvanceSlide = (state: SiteState) => state.advanceSlide;
export const selectPauseRotation = (state: SiteState) => state.pauseRotation;
export const selectResumeRotation = (state: SiteState) => state.resumeRotation;
