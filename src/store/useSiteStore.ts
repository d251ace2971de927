import { create } from 'zustand';

import { type CarouselSlice, createCarouselSlice } from './carouselSlice';
import { type ConsentSlice, createConsentSlice } from './consentSlice';
import { createDemoSlice, type DemoSlice } from './demoSlice';

/** The whole client state of the site: one store, built from slices. */
export type SiteState = DemoSlice & ConsentSlice & CarouselSlice;

export const useSiteStore = create<SiteState>()((...args) => ({
  ...createDemoSlice(...args),
  ...createConsentSlice(...args),
  ...createCarouselSlice(...args),
}));

/** Back to the first state: every story and test starts here, so nothing leaks between them. */
export function resetSiteStore(): void {
  useSiteStore.setState(useSiteStore.getInitialState(), true);
}
