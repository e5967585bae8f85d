import { useEffect, useEffectEvent } from 'react';
import { nearScrollEnd } from '../model/lists.ts';

/**
 * Calls `loadMore` when the page is scrolled so far that the remaining scroll is no more than
 * the visible height (core-application §9), and again after each change of `itemsCount` when a
 * short list does not fill the screen yet. The caller decides whether more may be loaded.
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, itemsCount: number): void {
  // Takes the count only to name what the effect looks again for: the page grew or shrank.
  const loadIfNearEnd = useEffectEvent((_itemsCount: number) => {
    const root = document.documentElement;
    if (
      nearScrollEnd({
        scrollHeight: root.scrollHeight,
        scrollTop: window.scrollY,
        clientHeight: window.innerHeight,
      })
    )
      loadMore();
  });

  useEffect(() => {
    if (!enabled) return;
    const check = () => loadIfNearEnd(itemsCount);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, itemsCount]);
}
