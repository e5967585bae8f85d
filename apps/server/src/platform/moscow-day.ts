/**
 * "Today" for the service is the Moscow calendar day: the audience lives mostly in Russia, and
 * the free allowances and the once-a-day visit count should turn at Moscow midnight, not at
 * UTC's (03:00 in Moscow). Moscow keeps UTC+3 all year (no daylight saving since October
 * 2014), so the day is computed with a fixed offset: no time-zone database, no DST edge.
 * Every feature asks these functions; none computes the day itself.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const MOSCOW_OFFSET_MS = 3 * HOUR_MS;

/** The moment the Moscow calendar day containing `now` began. */
export function moscowDayStart(now: Date): Date {
  const moscow = now.getTime() + MOSCOW_OFFSET_MS;
  return new Date(moscow - (((moscow % DAY_MS) + DAY_MS) % DAY_MS) - MOSCOW_OFFSET_MS);
}

/** The moment the next Moscow calendar day begins (the next Moscow midnight). */
export function nextMoscowDayStart(now: Date): Date {
  return new Date(moscowDayStart(now).getTime() + DAY_MS);
}

/** The Moscow calendar date of `now` as yyyy-mm-dd (a `date` column's value). */
export function moscowDate(now: Date): string {
  return new Date(moscowDayStart(now).getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}
