import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('picks Russian plural forms', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111, 45].map((n) => plural(n, forms))).toEqual([
      'день',
      'дня',
      'дней',
      'дней',
      'дней',
      'день',
      'дня',
      'дней',
      'дней',
      'дней',
    ]);
  });
});
