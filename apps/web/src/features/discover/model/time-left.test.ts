import { describe, expect, it } from 'vitest';
import * as ru from '../../../i18n/ru.ts';
import { timeLeft } from './time-left.ts';

const MINUTE = 60_000;

describe('time left until the ratings come back', () => {
  it('counts whole hours and minutes, rounding up to a minute', () => {
    expect(timeLeft(5 * 60 * MINUTE + 12 * MINUTE, 0)).toEqual({ hours: 5, minutes: 12 });
    expect(timeLeft(5 * 60 * MINUTE + 12 * MINUTE - 1, 0)).toEqual({ hours: 5, minutes: 12 });
    expect(timeLeft(60 * MINUTE, 0)).toEqual({ hours: 1, minutes: 0 });
    expect(timeLeft(30_000, 0)).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeft(0, 10)).toEqual({ hours: 0, minutes: 0 });
  });

  it('reads as «5 ч 12 мин» or «12 мин»', () => {
    expect(ru.discover.timeLeft(5, 12)).toBe('5\u00a0ч 12\u00a0мин');
    expect(ru.discover.timeLeft(0, 12)).toBe('12\u00a0мин');
    expect(ru.discover.timeLeft(0, 0)).toBe('1\u00a0мин');
  });
});
