import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';

/** Something read from the server: under way, failed (offer a retry), or there. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * Reads `fetch` on mount and again on `reload`; `setLoaded` lets a section change what it
 * shows after its own calls (a switch flipped, a person unblocked). `fetch` must be stable.
 */
export function useLoaded<T>(fetch: () => Promise<T>): {
  loaded: Loaded<T>;
  setLoaded: Dispatch<SetStateAction<Loaded<T>>>;
  reload: () => void;
} {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const reload = useCallback(() => {
    setLoaded({ kind: 'loading' });
    fetch().then(
      (value) => setLoaded({ kind: 'ready', value }),
      () => setLoaded({ kind: 'failed' }),
    );
  }, [fetch]);
  useEffect(reload, [reload]);
  return { loaded, setLoaded, reload };
}
