/**
 * What the offer to turn on push needs before any of web push is loaded: the matches made on
 * this page by the user's own like (announced by the like's answer) and whether the offer was
 * dismissed. The rest (push-control.ts) loads only after a match (while the offer was not
 * dismissed), when a browser that allowed notifications starts, or when the account settings open.
 */
import { STORAGE_KEYS } from '@iskra/contract';

const matchListeners = new Set<() => void>();

/** A match happened on this page (the user's like made it): the offer may show. */
export function announceMatch(): void {
  for (const listener of matchListeners) listener();
}

export function onMatch(listener: () => void): () => void {
  matchListeners.add(listener);
  return () => matchListeners.delete(listener);
}

const OFFER_KEY = STORAGE_KEYS.pushOffer;

export function offerDismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

export function dismissOffer(): void {
  try {
    localStorage.setItem(OFFER_KEY, 'dismissed');
  } catch {
    // Without storage the offer may come back after the next match; nothing worse.
  }
}
