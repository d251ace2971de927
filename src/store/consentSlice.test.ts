import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { consentStorage } from '@content/consent';
import { CONSENT_ANSWERED_EVENT, EARLY_CONSENT_ATTRIBUTE, readConsent, readStoredConsent, selectConsentStatus } from '@/store/consentSlice';
import { resetSiteStore, useSiteStore } from '@/store/useSiteStore';
import { refuseStorage } from '@/test/storage';

const root = document.documentElement;
const status = () => selectConsentStatus(useSiteStore.getState());
/** The app starting: its store reads the answer (src/app/entry-client.tsx). */
const appStarts = () => useSiteStore.getState().loadConsent();

beforeEach(resetSiteStore);
afterEach(() => root.removeAttribute(EARLY_CONSENT_ATTRIBUTE));

describe('consent before it is checked', () => {
  it('is unknown, so the prerender and the first client render agree', () => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    expect(status()).toBe('unknown');
  });
});

describe('loading consent', () => {
  // stored: what storage holds under the key; early: what the early script wrote on <html>.
  it.each([
    { stored: null, early: null, expected: 'pending' },
    { stored: consentStorage.value, early: null, expected: 'accepted' },
    { stored: 'declined', early: null, expected: 'pending' },
    { stored: null, early: 'pending', expected: 'pending' },
    { stored: null, early: consentStorage.value, expected: 'accepted' },
    // The early script's answer wins: it is what the first frame painted.
    { stored: consentStorage.value, early: 'pending', expected: 'pending' },
    { stored: null, early: '', expected: 'pending' },
    { stored: consentStorage.value, early: '', expected: 'accepted' },
  ])('stored $stored, early answer $early: $expected', ({ stored, early, expected }) => {
    if (stored !== null) localStorage.setItem(consentStorage.storageKey, stored);
    if (early !== null) root.setAttribute(EARLY_CONSENT_ATTRIBUTE, early);
    appStarts();
    expect(status()).toBe(expected);
    expect(readConsent()).toBe(expected === 'accepted');
  });

  it('reads only its own key', () => {
    localStorage.setItem('another-site:cookie-consent', consentStorage.value);
    expect(readStoredConsent()).toBe(false);
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    expect(readStoredConsent()).toBe(true);
  });

  it('treats storage that throws as nothing stored: the banner shows', () => {
    refuseStorage();
    expect(readStoredConsent()).toBe(false);
    appStarts();
    expect(status()).toBe('pending');
  });
});

describe('hearing of an answer', () => {
  it('the store only listens: its answered event alone stores nothing', () => {
    appStarts();
    document.dispatchEvent(new CustomEvent(CONSENT_ANSWERED_EVENT));
    expect(status()).toBe('accepted');
    expect(localStorage.getItem(consentStorage.storageKey)).toBeNull();
  });
});
