import { describe, expect, it } from 'vitest';
import { advanceCycleCookie, getCookie, nextCycleValue, setCookie } from './cookies.ts';

describe('cycling counter cookies', () => {
  it('counts 1 → 2 → 3 → 1 and starts over at 1 from a missing or broken value', () => {
    expect(
      [null, '1', '2', '3', '', ' ', 'x', '0', '4', '1.5', '-1'].map((v) => nextCycleValue(v, 3)),
    ).toEqual([1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(nextCycleValue('4', 5)).toBe(5);
    expect(nextCycleValue('5', 5)).toBe(1);
  });

  it('advances the cookie one step per call and stores the new value', () => {
    const cookie = { name: 'test_cycle', days: 1, cycle: 3 };
    expect([1, 2, 3, 4, 5].map(() => advanceCycleCookie(cookie))).toEqual([1, 2, 3, 1, 2]);
    expect(getCookie('test_cycle')).toBe('2');
    setCookie('test_cycle', 'garbage', 1);
    expect(advanceCycleCookie(cookie)).toBe(1);
  });
});
