import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** True when a key press belongs to a form control, not to a queue's shortcuts. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The current case of a queue and its keyboard: J and K move, the other letters run their action
 * on the current case. Keys typed into form fields and with modifiers are left alone. The
 * actions are read at the key press, so they may be written inline.
 */
export function useQueueKeys<T>(
  items: readonly T[],
  actions: Record<string, (item: T) => void>,
  paused: boolean,
) {
  const [current, setCurrent] = useState(0);
  const cards = useRef<Array<HTMLElement | null>>([]);
  const count = items.length;
  const active = Math.max(0, Math.min(current, count - 1));
  // Registered once: a listener re-registered in an effect would act on the previous case
  // until the effect runs, which may be after the next paint.
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (count === 0 || paused || typing(event.target)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    const item = items[active];
    const action = actions[key];
    if (key === 'j') setCurrent(Math.min(active + 1, count - 1));
    else if (key === 'k') setCurrent(Math.max(active - 1, 0));
    else if (action && item !== undefined) action(item);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  useEffect(() => {
    cards.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return { active, setCurrent, cards };
}
