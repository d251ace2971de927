import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { useScrolledPast } from './useScrolledPast';

// The Header's OpaqueOnScroll story shows the flag flipping in a real browser; this covers what a
// story can't see: one update per frame, and nothing left listening after unmount.
describe('useScrolledPast', () => {
  let frames: FrameRequestCallback[] = [];
  let cancelFrame: MockInstance<typeof window.cancelAnimationFrame>;

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
  });

  afterEach(() => {
    window.scrollY = 0;
  });

  function scrollTo(y: number) {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  }

  function runFrames() {
    const pending = frames;
    frames = [];
    act(() => pending.forEach((callback) => callback(performance.now())));
  }

  it('starts from the current position', () => {
    window.scrollY = 400;
    expect(renderHook(() => useScrolledPast(50)).result.current).toBe(true);
  });

  it('is true only above the threshold: 50 is still false, 51 is true', () => {
    const { result } = renderHook(() => useScrolledPast(50));
    expect(result.current).toBe(false);
    scrollTo(50);
    runFrames();
    expect(result.current).toBe(false);
    scrollTo(51);
    runFrames();
    expect(result.current).toBe(true);
    scrollTo(0);
    runFrames();
    expect(result.current).toBe(false);
  });

  it('asks for one frame per burst of scroll events, and updates only when that frame runs', () => {
    const { result } = renderHook(() => useScrolledPast(50));
    scrollTo(20);
    scrollTo(60);
    scrollTo(120);
    expect(frames).toHaveLength(1);
    expect(result.current).toBe(false);
    runFrames();
    expect(result.current).toBe(true);
  });

  it('listens passively and cleans up on unmount, including a pending frame', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(50));
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    const listener = add.mock.calls.find(([type]) => type === 'scroll')?.[1];

    scrollTo(80);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', listener);
    expect(cancelFrame).toHaveBeenCalledWith(1);
  });
});
