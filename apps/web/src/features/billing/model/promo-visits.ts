/**
 * The Premium promo of paid-tiers-and-legal §4 steps 2–4: visits of /premium counted in the
 * browser for a user without Premium and without a saved card; from the third visit the promo
 * popup opens until it has been shown once; after that the page stays in promo mode.
 */
import { PREMIUM_PROMO, STORAGE_KEYS } from '@iskra/contract';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): no counter, no promo.
    return null;
  }
}

/** Counts this visit and returns the count; it is stored only while below the limit. */
export function countPremiumVisit(): number {
  const store = storage();
  const stored = Number.parseInt(store?.getItem(STORAGE_KEYS.premiumVisits) ?? '', 10);
  const count = (Number.isFinite(stored) && stored > 0 ? stored : 0) + 1;
  if (count < PREMIUM_PROMO.visitsStoreBelow) store?.setItem(STORAGE_KEYS.premiumVisits, String(count));
  return count;
}

/** The promo popup has been shown and closed: promo mode is on. */
export function promoWasShown(): boolean {
  return storage()?.getItem(STORAGE_KEYS.promoWasShown) != null;
}

export function markPromoShown(): void {
  storage()?.setItem(STORAGE_KEYS.promoWasShown, PREMIUM_PROMO.wasShownValue);
}

export function opensPromo(visits: number, promo: boolean): boolean {
  return !promo && visits > PREMIUM_PROMO.visitsAbove;
}

/** hh:mm:ss of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(safe / 3600), Math.floor((safe % 3600) / 60), safe % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
