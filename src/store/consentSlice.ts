import type { StateCreator } from 'zustand';

import { site } from '@content/site';

import type { SiteState } from './useSiteStore';

/**
 * unknown: not checked yet (the prerendered HTML and the first client render, so hydration matches);
 * pending: no consent stored, the banner shows; accepted: stored or given now, the banner stays away.
 */
type ConsentStatus = 'unknown' | 'pending' | 'accepted';

export interface ConsentSlice {
  consent: { status: ConsentStatus };
  /** Reads the stored flag once on the client. */
  loadConsent: () => void;
  /** Stores 'accepted' and hides the banner; if storage refuses, the banner still closes for this visit. */
  acceptConsent: () => void;
}

function readStoredConsent(): boolean {
  try {
    return window.localStorage.getItem(site.consent.storageKey) === site.consent.value;
  } catch {
    // Private modes and disabled storage throw on access: treat as "not stored yet".
    return false;
  }
}

function storeConsent(): void {
  try {
    window.localStorage.setItem(site.consent.storageKey, site.consent.value);
  } catch {
    // Quota or disabled storage: consent holds for this visit only; nothing else breaks.
  }
}

export const createConsentSlice: StateCreator<SiteState, [], [], ConsentSlice> = (set) => ({
  consent: { status: 'unknown' },
  loadConsent: () => set({ consent: { status: readStoredConsent() ? 'accepted' : 'pending' } }),
  acceptConsent: () => {
    storeConsent();
    set({ consent: { status: 'accepted' } });
  },
});

export const selectConsentStatus = (state: SiteState) => state.consent.status;
export const selectLoadConsent = (state: SiteState) => state.loadConsent;
export const selectAcceptConsent = (state: SiteState) => state.acceptConsent;
