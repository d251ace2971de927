import { useCallback, useSyncExternalStore } from 'react';

/**
 * Scroll events come in bursts of several per frame; this tells React at most once per frame,
 * and React re-renders only when the answer flips. Passive, so it never delays scrolling.
 */
function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}

/** The server (prerender) has no scroll position: the page starts at the top. */
const atTop = () => false;

/**
 * True while the window is scrolled more than `threshold` CSS pixels down (spec §4: "above 50 px",
 * so exactly 50 is still false). Reads only window.scrollY, never layout.
 */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, atTop);
}
