import '@/styles/global.css';

// The page is prerendered and fully readable before any script runs. Hydration code is fetched
// only after the first frame has been painted (a rAF callback runs before its frame's paint, so
// the second one runs after it): on a slow phone the 90 KB bundle never competes with first paint.
requestAnimationFrame(() => {
  requestAnimationFrame(() => void import('./entry-client'));
});
