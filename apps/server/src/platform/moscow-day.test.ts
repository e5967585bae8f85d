import { describe, expect, it } from 'vitest';
import { moscowDate, moscowDayStart, nextMoscowDayStart } from './moscow-day.ts';

describe('the Moscow day', () => {
  it('turns at 21:00 UTC (Moscow midnight), not at UTC midnight', () => {
    const before = new Date('2026-03-01T20:59:59.999Z');
    const after = new Date('2026-03-01T21:00:00.000Z');
    expect(moscowDayStart(before).toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(moscowDayStart(after).toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(moscowDate(before)).toBe('2026-03-01');
    expect(moscowDate(after)).toBe('2026-03-02');
    // UTC midnight is 03:00 in Moscow: still the same Moscow day.
    expect(moscowDate(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
  });

  it('ends at the next Moscow midnight', () => {
    expect(nextMoscowDayStart(new Date('2026-03-01T20:59:59.999Z')).toISOString()).toBe(
      '2026-03-01T21:00:00.000Z',
    );
    expect(nextMoscowDayStart(new Date('2026-03-01T21:00:00.000Z')).toISOString()).toBe(
      '2026-03-02T21:00:00.000Z',
    );
  });

  it('is its own start: the start of a day lies in that day', () => {
    const start = moscowDayStart(new Date('2026-11-24T12:34:56Z'));
    expect(moscowDayStart(start)).toEqual(start);
    expect(moscowDate(start)).toBe('2026-11-24');
    expect(moscowDate(new Date(start.getTime() - 1))).toBe('2026-11-23');
  });

  it('has no daylight saving: the last Sundays of March and October are 24-hour days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      const start = moscowDayStart(new Date(`${day}T12:00:00+03:00`));
      const next = moscowDayStart(new Date(start.getTime() + 24 * 60 * 60 * 1000));
      expect(next.getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000);
      expect(start.toISOString()).toBe(new Date(`${day}T00:00:00+03:00`).toISOString());
    }
  });

  it('agrees with the time-zone database on every hour of a year', () => {
    const tz = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60 * 1000) {
      const moment = new Date(t);
      if (moscowDate(moment) !== tz.format(moment)) throw new Error(`differs at ${moment.toISOString()}`);
    }
  });

  it('works before 1970 as well (negative timestamps)', () => {
    expect(moscowDate(new Date('1969-12-31T21:30:00Z'))).toBe('1970-01-01');
    expect(moscowDayStart(new Date('1969-12-31T20:30:00Z')).toISOString()).toBe('1969-12-30T21:00:00.000Z');
  });
});
