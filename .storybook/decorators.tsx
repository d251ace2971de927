import { resetSiteStore, useSiteStore } from '@/store/useSiteStore';

import { FROZEN_NOW } from './clock';

/** Demo messages sent in stories are stamped 09:30, so text assertions and snapshots are stable. */
const STORY_CLOCK = () => new Date(FROZEN_NOW);

/**
 * A fresh start for every story: store, storage, URL hash and scroll position never leak from one
 * story (or test) into the next, since they all share one window. Runs as `beforeEach`, not during
 * render, so re-renders never wipe a story's state.
 */
export function resetBetweenStories(): void {
  resetSiteStore();
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  window.scrollTo({ top: 0, behavior: 'instant' });
  useSiteStore.setState(({ demo }) => ({ demo: { ...demo, clock: STORY_CLOCK } }));
  try {
    localStorage.clear();
  } catch {
    // Storage can be unavailable; stories that need it say so themselves.
  }
}
