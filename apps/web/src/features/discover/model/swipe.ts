/**
 * Swipe rules of the discover cards (core-application §4 "Discover", §9): a drag under
 * SWIPE.ignorePx is no swipe at all (it may be a tap), one of SWIPE.commitPx or more commits
 * (right = like, left = dislike), anything between springs back.
 */
import { SWIPE } from '@iskra/contract';

export type SwipeOutcome = 'ignore' | 'snap' | 'like' | 'dislike';

export function swipeOutcome(dx: number): SwipeOutcome {
  const distance = Math.abs(dx);
  if (distance < SWIPE.ignorePx) return 'ignore';
  if (distance < SWIPE.commitPx) return 'snap';
  return dx > 0 ? 'like' : 'dislike';
}

/** The pointer has moved far enough that releasing it is not a tap. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE.ignorePx;
}

/** Largest tilt of a dragged card, in degrees. */
export const MAX_TILT_DEG = 16;

/** The card tilts with the distance, reaching MAX_TILT_DEG at the card's own width. */
export function tiltFor(dx: number, cardWidth: number): number {
  if (cardWidth <= 0) return 0;
  const ratio = Math.max(-1, Math.min(1, dx / cardWidth));
  return ratio * MAX_TILT_DEG;
}

/** 0 at the ignore zone, 1 at the commit distance: how strongly the like or skip mark shows. */
export function commitProgress(dx: number): number {
  const distance = Math.abs(dx);
  if (distance <= SWIPE.ignorePx) return 0;
  return Math.min(1, (distance - SWIPE.ignorePx) / (SWIPE.commitPx - SWIPE.ignorePx));
}
