import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the last render, set as the render is committed. A
 * listener registered once reads it at the event, so a key pressed right after a screen changed
 * acts on what the screen shows, not on what a listener from before the change had captured
 * (effects may run only after the next paint, and a listener re-registered there would act on
 * the old values until then).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
