import { NO_SUBSCRIPTION } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { actionsOf, formatSettingsDate, hasSubscription, tariffNameOf } from './subscription-model.ts';

describe('subscription settings rules', () => {
  it('writes the end date as dd.MM.yyyy of the Moscow day', () => {
    expect(formatSettingsDate('2026-12-05T09:30:00.000Z')).toBe('05.12.2026');
    // 22:30 UTC is already the next day in Moscow (UTC+3).
    expect(formatSettingsDate('2026-01-31T22:30:00.000Z')).toBe('01.02.2026');
    expect(formatSettingsDate('not a date')).toBe('');
  });

  it("names a trial 'Trial' and otherwise the tariff's label", () => {
    const paid = { ...NO_SUBSCRIPTION, tariff: { label: 'Premium на 1 месяц' } };
    expect(tariffNameOf(paid)).toBe('Premium на 1 месяц');
    expect(tariffNameOf({ ...paid, trial: true })).toBe('Trial');
  });

  it('tells an existing subscription from none', () => {
    expect(hasSubscription(NO_SUBSCRIPTION)).toBe(false);
    expect(hasSubscription({ ...NO_SUBSCRIPTION, id: 'a1', stopped: 0 })).toBe(true);
  });

  it('offers the actions of each stopped code', () => {
    expect(actionsOf(0, true, true)).toEqual({
      cancel: 'plain',
      renew: false,
      resume: false,
      lastsUntilEnd: false,
    });
    expect(actionsOf(1, true, true)).toEqual({
      cancel: null,
      renew: false,
      resume: true,
      lastsUntilEnd: true,
    });
    expect(actionsOf(2, false, false)).toEqual({
      cancel: null,
      renew: true,
      resume: false,
      lastsUntilEnd: false,
    });
    expect(actionsOf(3, false, false)).toEqual({
      cancel: 'greyed',
      renew: true,
      resume: false,
      lastsUntilEnd: false,
    });
    expect(actionsOf(3, true, true).lastsUntilEnd).toBe(true);
  });
});
