/**
 * Matches made on this page by the user's own like, for the push offer that follows one. A
 * module of its own: the like's answer announces them from the first load, and the rest of web
 * push (push-control.ts) loads only with the offer and the account settings.
 */
const matchListeners = new Set<() => void>();

/** A match happened on this page (the user's like made it): the offer may show. */
export function announceMatch(): void {
  for (const listener of matchListeners) listener();
}

export function onMatch(listener: () => void): () => void {
  matchListeners.add(listener);
  return () => matchListeners.delete(listener);
}
