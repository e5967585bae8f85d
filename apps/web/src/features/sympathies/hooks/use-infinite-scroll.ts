import { useEffect, useRef } from 'react';
import { nearScrollEnd } from '../model/lists.ts';

/**
 * Calls `loadMore` when the page is scrolled so far that the remaining scroll is no more than
 * the visible height (core-application §9), and again after each change of `itemsCount` when a
 * short list does not fill the screen yet. The caller decides whether more may be loaded.
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, itemsCount: number): void {
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsCount is the trigger to look again
  useEffect(() => {
    if (!enabled) return;
    function check() {
      const root = document.documentElement;
      if (
        nearScrollEnd({
          scrollHeight: root.scrollHeight,
          scrollTop: window.scrollY,
          clientHeight: window.innerHeight,
        })
      )
        loadRef.current();
    }
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, itemsCount]);
}
