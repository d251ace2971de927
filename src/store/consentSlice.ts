import type { StateCreator } from 'zustand';

import { consentStorage } from '@content/consent';

import type { SiteState } from './useSiteStore';

/**
 * unknown: not read yet (the prerender, and the app until it starts); pending: no answer, the banner
 * shows; accepted: stored, or given on this page. The store only follows: the banner's one owner
 * (src/widgets/ConsentBanner/consentDialog.ts, run by the page's early script) stores the answer.
 */
type ConsentStatus = 'unknown' | 'pending' | 'accepted';

export interface ConsentSlice {
  consent: { status: ConsentStatus };
  /** Reads the answer once, when the app starts; later answers arrive as CONSENT_ANSWERED_EVENT. */
  loadConsent: () => void;
}

/**
 * <html data-consent="pending|accepted">: the page's early script (src/app/early.ts) reads storage
 * before the first paint and writes its answer here, including an answer given before the app started.
 */
export const EARLY_CONSENT_ATTRIBUTE = 'data-consent';

/**
 * Dispatched on document by the banner's owner once the visitor has answered (and it has stored the
 * answer). The early script is a bundle of its own, inlined in the page: the DOM is what it shares
 * with the app, so the app's store hears of the answer through an event, not a shared module.
 */
export const CONSENT_ANSWERED_EVENT = 'finzap:consent-answered';

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

/**
 * The early script's answer wins when there is one: it is what the page painted, and it holds an
 * answer that storage refused to keep. Without it (no early script ran) the stored key decides.
 */
export function readConsent(): boolean {
  const early = document.documentElement.getAttribute(EARLY_CONSENT_ATTRIBUTE);
  return early ? early === consentStorage.value : readStoredConsent();
}

export const createConsentSlice: StateCreator<SiteState, [], [], ConsentSlice> = (set) => {
  // Listening from the moment the store exists (the app's first module), so no answer is missed
  // between that and loadConsent. The prerender has no document and no visitor.
  if (typeof document !== 'undefined') {
    document.addEventListener(CONSENT_ANSWERED_EVENT, () => set({ consent: { status: 'accepted' } }));
  }
  return {
    consent: { status: 'unknown' },
    loadConsent: () => set({ consent: { status: readConsent() ? 'accepted' : 'pending' } }),
  };
};

export const selectConsentStatus = (state: SiteState) => state.consent.status;
