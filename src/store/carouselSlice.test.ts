import { beforeEach, describe, expect, it } from 'vitest';

import { CAROUSEL_INTERVAL_MS, clampIndex, wrapNext, wrapPrev } from '@/store/carouselSlice';
import { resetSiteStore, useSiteStore } from '@/store/useSiteStore';

const carousel = () => useSiteStore.getState().carousel;
const actions = () => useSiteStore.getState().carouselActions;
/** The five written testimonials of spec §2 item 7. */
const FIVE = 5;

describe('carousel transitions', () => {
  beforeEach(resetSiteStore);

  it('starts on the first slide, rotating, every 6000 ms (spec §9)', () => {
    expect(carousel()).toEqual({ index: 0, stopped: false, paused: false });
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
  });

  it('advances on its own and wraps from last to first', () => {
    for (let i = 0; i < 4; i++) actions().advance(FIVE);
    expect(carousel().index).toBe(4);
    actions().advance(FIVE);
    expect(carousel().index).toBe(0);
    expect(carousel().stopped).toBe(false);
  });

  it('stops for good on any manual pick, and the wraps still hold', () => {
    actions().prev(FIVE);
    expect(carousel()).toMatchObject({ index: 4, stopped: true });
    actions().next(FIVE);
    expect(carousel()).toMatchObject({ index: 0, stopped: true });
    actions().goTo(2, FIVE);
    expect(carousel()).toMatchObject({ index: 2, stopped: true });
    actions().advance(FIVE);
    expect(carousel().index).toBe(2);
  });

  it('does not advance while paused, and resuming restarts it even after a manual stop', () => {
    actions().pause();
    actions().advance(FIVE);
    expect(carousel()).toMatchObject({ index: 0, paused: true });
    actions().goTo(3, FIVE);
    actions().resume();
    expect(carousel()).toMatchObject({ index: 3, paused: false, stopped: false });
    actions().advance(FIVE);
    expect(carousel().index).toBe(4);
  });

  it('moves within the count it is given, so fewer slides wrap sooner', () => {
    actions().goTo(4, FIVE);
    actions().next(3);
    expect(carousel().index).toBe(0);
    actions().prev(3);
    expect(carousel().index).toBe(2);
    actions().resume();
    actions().advance(0);
    expect(carousel().index).toBe(0);
  });

  it('never lets a dot pick an index outside the slides', () => {
    actions().goTo(99, FIVE);
    expect(carousel().index).toBe(4);
    actions().goTo(-1, FIVE);
    expect(carousel().index).toBe(0);
    actions().goTo(Number.NaN, FIVE);
    expect(carousel().index).toBe(0);
  });

  it('hands out one actions object for the life of the store', () => {
    const before = actions();
    actions().next(FIVE);
    resetSiteStore();
    expect(actions()).toBe(before);
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
