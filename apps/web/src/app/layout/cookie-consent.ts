/**
 * The visitor's cookie consent (the COOKIES.consent cookie), shared by the cookie banner and
 * everything that may only run after consent (web analytics). Giving consent notifies the
 * subscribers in this tab, so they react without a reload.
 */
import { COOKIES } from '@iskra/contract';
import { useSyncExternalStore } from 'react';
import { getCookie, setCookie } from '../../shared/cookies.ts';

const CONSENT_EVENT = 'iskra:cookie-consent';

export function hasCookieConsent(): boolean {
  return getCookie(COOKIES.consent.name) !== null;
}

/** Stores consent for COOKIES.consent.days days and tells the subscribers. */
export function giveCookieConsent(): void {
  setCookie(COOKIES.consent.name, '1', COOKIES.consent.days);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_EVENT, onChange);
}

/** Whether the visitor has accepted cookies; re-renders when they accept. */
export function useCookieConsent(): boolean {
  return useSyncExternalStore(subscribe, hasCookieConsent, () => false);
}
