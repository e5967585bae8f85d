import { useSyncExternalStore } from 'react';

/**
 * Per app start (a page load): whether the start-up promos were already run — a remounted
 * layout must not run them again — and whether the photo promo step is over, which the live
 * socket initialisation waits for (core-application §4 "Realtime").
 */
let started = false;
let done = false;
const listeners = new Set<() => void>();

export function promoStarted(): boolean {
  return started;
}

export function markPromoStarted(): void {
  started = true;
}

export function markPromoDone(): void {
  if (done) return;
  done = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the photo promo is over (or was not due) in this app start. */
export function usePromoDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => done,
    () => done,
  );
}

/** Tests only: begin a new app start. */
export function resetPromoState(): void {
  started = false;
  done = false;
}
