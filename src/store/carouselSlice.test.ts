import { beforeEach, describe, expect, it } from 'vitest';

import { CAROUSEL_INTERVAL_MS, clampIndex, wrapNext, wrapPrev } from '@/store/carouselSlice';
import { resetSiteStore, useSiteStore } from '@/store/useSiteStore';

const carousel = () => useSiteStore.getState().carousel;
const actions = () => useSiteStore.getState();

describe('carousel transitions', () => {
  beforeEach(resetSiteStore);

  it('starts on the first of the five testimonials, rotating, every 6000 ms (spec §9)', () => {
    expect(carousel()).toEqual({ index: 0, count: 5, stopped: false, paused: false });
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
  });

  it('advances on its own and wraps from last to first', () => {
    for (let i = 0; i < 4; i++) actions().advanceSlide();
    expect(carousel().index).toBe(4);
    actions().advanceSlide();
    expect(carousel().index).toBe(0);
    expect(carousel().stopped).toBe(false);
  });

  it('stops for good on any manual pick, and the wraps still hold', () => {
    actions().prevSlide();
    expect(carousel()).toMatchObject({ index: 4, stopped: true });
    actions().nextSlide();
    expect(carousel()).toMatchObject({ index: 0, stopped: true });
    actions().goToSlide(2);
    expect(carousel()).toMatchObject({ index: 2, stopped: true });
    actions().advanceSlide();
    expect(carousel().index).toBe(2);
  });

  it('does not advance while paused, and resuming restarts it even after a manual stop', () => {
    actions().pauseRotation();
    actions().advanceSlide();
    expect(carousel()).toMatchObject({ index: 0, paused: true });
    actions().goToSlide(3);
    actions().resumeRotation();
    expect(carousel()).toMatchObject({ index: 3, paused: false, stopped: false });
    actions().advanceSlide();
    expect(carousel().index).toBe(4);
  });

  it('keeps the index in range when the number of slides changes', () => {
    actions().goToSlide(4);
    actions().setCarouselCount(3);
    expect(carousel()).toMatchObject({ index: 2, count: 3 });
    actions().setCarouselCount(0);
    expect(carousel()).toMatchObject({ index: 0, count: 0 });
    actions().advanceSlide();
    expect(carousel().index).toBe(0);
  });

  it('never lets a dot pick an index outside the slides', () => {
    actions().goToSlide(99);
    expect(carousel().index).toBe(4);
    actions().goToSlide(-1);
    expect(carousel().index).toBe(0);
    actions().goToSlide(Number.NaN);
    expect(carousel().index).toBe(0);
  });
});

describe('wrap helpers', () => {
  it('wrap both ways and survive an empty carousel', () => {
    expect(wrapNext(4, 5)).toBe(0);
    expect(wrapPrev(0, 5)).toBe(4);
    expect(wrapNext(0, 0)).toBe(0);
    expect(wrapPrev(0, 0)).toBe(0);
    expect(clampIndex(1.5, 5)).toBe(0);
  });
});
