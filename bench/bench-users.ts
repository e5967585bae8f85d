/**
 * Rows of benchmark people: Premium (so no free allowance refuses a like or a send), active,
 * in Moscow, men and women alternating and looking for each other. Their e-mails end with the
 * given domain, so a run on a shared database can remove exactly them.
 */
import type { users } from '../apps/server/src/platform/db/schema.ts';

const PREMIUM_DAYS = 30;

export function benchUserRows(
  count: number,
  email: (n: number) => string,
  now: Date = new Date(),
): Array<typeof users.$inferInsert> {
  const premiumUntil = new Date(now.getTime() + PREMIUM_DAYS * 24 * 60 * 60 * 1000);
  return Array.from({ length: count }, (_, n) => {
    const man = n % 2 === 0;
    return {
      name: man ? `Иван ${n}` : `Мария ${n}`,
      email: email(n),
      passwordHash: '!no-password',
      isActivated: true,
      birthday: '1995-05-15',
      gender: man ? 1 : 2,
      looking: man ? 2 : 1,
      goal: 3,
      city: 'Москва',
      country: 'Россия',
      lat: 55.7558,
      lng: 37.6173,
      premiumUntil,
    };
  });
}
