import { SWIPE } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { commitProgress, isDrag, MAX_TILT_DEG, swipeOutcome, tiltFor } from './swipe.ts';

describe('swipe thresholds (core-application §9: 170 px commit, 30 px ignore)', () => {
  it('uses the constants of the contract', () => {
    expect(SWIPE).toEqual({ commitPx: 170, ignorePx: 30 });
  });

  it('ignores drags under 30 px in either direction', () => {
    for (const dx of [0, 1, 29, -29, 29.9]) expect(swipeOutcome(dx)).toBe('ignore');
  });

  it('snaps back from 30 px up to 169 px', () => {
    for (const dx of [30, -30, 100, 169, -169, 169.9]) expect(swipeOutcome(dx)).toBe('snap');
  });

  it('commits at 170 px and beyond: right is a like, left a dislike', () => {
    expect(swipeOutcome(170)).toBe('like');
    expect(swipeOutcome(400)).toBe('like');
    expect(swipeOutcome(-170)).toBe('dislike');
    expect(swipeOutcome(-400)).toBe('dislike');
  });

  it('a movement under 30 px both ways is a tap, not a drag', () => {
    expect(isDrag(29, -29)).toBe(false);
    expect(isDrag(0, 30)).toBe(true);
    expect(isDrag(-30, 0)).toBe(true);
  });

  it('tilts with the distance, up to the limit at the card width', () => {
    expect(tiltFor(0, 300)).toBe(0);
    expect(tiltFor(150, 300)).toBeCloseTo(MAX_TILT_DEG / 2);
    expect(tiltFor(-600, 300)).toBe(-MAX_TILT_DEG);
    expect(tiltFor(50, 0)).toBe(0);
  });

  it('shows the mark from the ignore zone to full strength at the commit distance', () => {
    expect(commitProgress(29)).toBe(0);
    expect(commitProgress(100)).toBeCloseTo(0.5);
    expect(commitProgress(-170)).toBe(1);
    expect(commitProgress(500)).toBe(1);
  });
});
