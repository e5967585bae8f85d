import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'iskra:scroll-positions';
/** Entries kept across a reload: the latest ones, enough for any back-and-forth. */
const KEPT_ENTRIES = 100;
/**
 * React Router's key of an entry it did not make: the tab's first page and the browser's own
 * #anchor jumps. Such entries share it, so no position is kept for it.
 */
const UNKEYED = 'default';
/**
 * How long a position or an #anchor the page cannot show yet is waited for: a page whose chunk
 * is still loading shows a short placeholder first.
 */
const SETTLE_MS = 3000;

/**
 * Runs `apply` now and, until it says it is done, again whenever the page changes size, for
 * SETTLE_MS at most and never after the person has scrolled, tapped or pressed a key. Returns
 * what stops it.
 */
function applyAsPageGrows(apply: () => boolean): () => void {
  if (apply() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (apply()) stop();
  });
  const personActs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const timer = window.setTimeout(stop, SETTLE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of personActs) window.removeEventListener(type, stop);
  }
  for (const type of personActs) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // No storage (private mode): positions last as long as the page.
  }
}

/**
 * Where the window scrolls on a navigation: a new page starts at the top, or at the element its
 * #anchor names; back and forward return to where that history entry was left, also after a
 * reload. The browser's own restoration is off: it would scroll before the page has rendered.
 * A page whose chunk is still loading shows a short placeholder first (a navigation is not held
 * back until the chunk has come), so the position or the anchor is applied again as it grows.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    const map = positions.current ?? readPositions();
    positions.current = map;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (currentKey.current !== UNKEYED) map.set(currentKey.current, window.scrollY);
    };
    const save = () => {
      remember();
      writePositions(map);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    positions.current ??= readPositions();
    const saved = location.key === UNKEYED ? undefined : positions.current.get(location.key);
    // A position or an anchor the page cannot show yet (its chunk still loading) is applied again
    // as the page grows.
    if (navigationType === 'POP' && saved !== undefined) {
      return applyAsPageGrows(() => {
        window.scrollTo(0, saved);
        return document.documentElement.scrollHeight - window.innerHeight >= saved;
      });
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      window.scrollTo(0, 0);
      return applyAsPageGrows(() => {
        const anchor = document.getElementById(id);
        anchor?.scrollIntoView();
        return anchor !== null;
      });
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
