import { CARD_REMOVE_DELAY_MS } from '@iskra/contract';
import { type CSSProperties, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import type { SwipeDirection } from '../../sympathies/index.ts';
import { commitProgress, isDrag, swipeOutcome, tiltFor } from '../model/swipe.ts';
import './swipe-card.css';

export interface SwipeCardProps {
  /** The top card follows the pointer; the one under it waits. */
  active: boolean;
  /** Set while the card flies out after a like or dislike. */
  leaving: SwipeDirection | null;
  /** A drag reached the commit distance. */
  onSwipe: (direction: SwipeDirection) => void;
  reducedMotion: boolean;
  children: ReactNode;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  /** The card's width when the drag started (the tilt grows with it). */
  width: number;
  captured: boolean;
}

/** Past this movement the card keeps the pointer even when it leaves the card. */
const CAPTURE_AFTER_PX = 8;

/**
 * The drag physics of a discover card: it follows the pointer and tilts with the distance;
 * on release a drag of SWIPE.commitPx or more commits, a shorter one springs back, and one
 * under SWIPE.ignorePx counts as a tap (the photo halves and links still work).
 */
export function SwipeCard({ active, leaving, onSwipe, reducedMotion, children }: SwipeCardProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  /** The last pointer press was a drag: the click that ends it must not press a button. */
  const swallowClick = useRef(false);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!active || leaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swallowClick.current = false;
    // No capture yet: a tap must still reach the photo halves and the links under the pointer.
    setDrag({
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      dy: 0,
      width: event.currentTarget.offsetWidth,
      captured: false,
    });
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    let captured = drag.captured;
    if (!captured && Math.max(Math.abs(dx), Math.abs(dy)) >= CAPTURE_AFTER_PX) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      captured = true;
    }
    setDrag({ ...drag, dx, dy, captured });
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.type === 'pointercancel' ? 0 : event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    swallowClick.current = isDrag(dx, dy);
    setDrag(null);
    const outcome = swipeOutcome(dx);
    if (outcome === 'like' || outcome === 'dislike') onSwipe(outcome);
  }

  const width = drag?.width ?? 0;
  const dx = drag?.dx ?? 0;
  const dy = drag?.dy ?? 0;
  const progress = commitProgress(dx);
  const tilt = reducedMotion ? 0 : tiltFor(dx, width);

  let transform = `translate3d(${dx}px, ${dy * 0.25}px, 0) rotate(${tilt}deg)`;
  let transition: string | undefined;
  if (leaving) {
    const sign = leaving === 'like' ? 1 : -1;
    transform = reducedMotion
      ? 'none'
      : `translate3d(${sign * 140}%, ${dy * 0.25}px, 0) rotate(${sign * 22}deg)`;
    transition = `transform ${CARD_REMOVE_DELAY_MS}ms ease-in, opacity ${CARD_REMOVE_DELAY_MS}ms ease-in`;
  } else if (!drag) {
    // Springing back: a short overshoot, as if on a rubber band.
    transition = reducedMotion ? 'none' : 'transform 420ms cubic-bezier(0.34, 1.56, 0.64, 1)';
  }

  const style: CSSProperties = {
    transform,
    transition,
    opacity: leaving ? 0 : 1,
  };

  return (
    <div
      className={drag ? 'swipe-card swipe-card--dragging' : 'swipe-card'}
      style={style}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onClickCapture={(event) => {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {children}
      <span
        className="swipe-card__stamp swipe-card__stamp--like"
        style={{ opacity: dx > 0 || leaving === 'like' ? (leaving ? 1 : progress) : 0 }}
        aria-hidden="true"
      >
        {ru.discover.stampLike}
      </span>
      <span
        className="swipe-card__stamp swipe-card__stamp--dislike"
        style={{ opacity: dx < 0 || leaving === 'dislike' ? (leaving ? 1 : progress) : 0 }}
        aria-hidden="true"
      >
        {ru.discover.stampDislike}
      </span>
    </div>
  );
}
