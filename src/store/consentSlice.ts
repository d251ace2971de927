import type { StateCreator } from 'zustand';

import { consentStorage } from '@content/consent';

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

/**
 * <html data-consent="pending|accepted">: the page's early script (src/app/early.ts) reads storage
 * before the first paint and writes its answer here, including an answer given before the app started.
 */
export const EARLY_CONSENT_ATTRIBUTE = 'data-consent';

export function readStoredConsent(): boolean {
  try {
    return window.localStorage.getItem(consentStorage.storageKey) === consentStorage.value;
  } catch {
    // Private modes and disabled storage throw on access: treat as "not stored yet".
    return false;
  }
}

export function storeConsent(): void {
  try {
    window.localStorage.setItem(consentStorage.storageKey, consentStorage.value);
  } catch {
    // Quota or disabled storage: consent holds for this visit only; nothing else breaks.
  }
}

/** The early script's answer wins when there is one, so the app never disagrees with what was painted. */
export function readConsent(): boolean {
  const early = document.documentElement.getAttribute(EARLY_CONSENT_ATTRIBUTE);
  return early ? early === consentStorage.value : readStoredConsent();
}

export const createConsentSlice: StateCreator<SiteState, [], [], ConsentSlice> = (set) => ({
  consent: { status: 'unknown' },
  loadConsent: () => set({ consent: { status: readConsent() ? 'accepted' : 'pending' } }),
  acceptConsent: () => {
    storeConsent();
    set({ consent: { status: 'accepted' } });
  },
});

export const selectConsentStatus = (state: SiteState) => state.consent.status;
export const selectLoadConsent = (state: SiteState) => state.loadConsent;
export const selectAcceptConsent = (state: SiteState) => state.acceptConsent;
