import { type RefObject, useEffect, useEffectEvent } from 'react';

/** How close to the end (in px) counts as "reached it". */
const NEAR_END_PX = 160;

/**
 * Calls `onEnd` when the element is scrolled near its end (down, or right for a horizontal
 * strip), and again after each change of `watch` while the content does not fill it yet. The
 * caller decides whether there is more to load.
 */
export function useScrollEnd(
  ref: RefObject<HTMLElement | null>,
  onEnd: () => void,
  enabled: boolean,
  watch: unknown,
  axis: 'y' | 'x' = 'y',
): void {
  // Takes `watch` only to name what the effect looks again for: the content changed.
  const reachedEnd = useEffectEvent((_watch: unknown) => onEnd());

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    function check() {
      if (!element) return;
      const left =
        axis === 'y'
          ? element.scrollHeight - element.scrollTop - element.clientHeight
          : element.scrollWidth - element.scrollLeft - element.clientWidth;
      if (left <= NEAR_END_PX) reachedEnd(watch);
    }
    check();
    element.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      element.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, enabled, watch, axis]);
}
