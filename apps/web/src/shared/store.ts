import { useSyncExternalStore } from 'react';

/**
 * A small external store: state that outlives the components showing it (kept above the
 * routes, or across visits of a screen) and changes without re-rendering whoever does not read
 * the part that changed.
 */
export interface Store<S> extends ReadableStore<S> {
  /** Listeners hear of a change only when `update` returns a new state. */
  setState: (update: (state: S) => S) => void;
}

/** What components read; a store may keep its writes to itself behind named actions. */
export interface ReadableStore<S> {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const next = update(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * A slice of a store's state; re-renders only when the slice changes, so `select` must return
 * values held in the state, not new objects.
 */
export function useStore<S, T>(store: ReadableStore<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
