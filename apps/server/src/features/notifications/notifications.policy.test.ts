import { describe, expect, it } from 'vitest';
import {
  intervalOf,
  nextDailyDigest,
  notBefore,
  plural,
  readUnsubscribeToken,
  unsubscribeToken,
} from './notifications.policy.ts';

const SECRET = 'a-secret-of-the-server-at-least-32-characters';
const USER = '0b4c5e2a-8d1f-4f3e-9a6b-2c7d8e9f0a1b';
const HOUR = 60 * 60 * 1000;

describe('the unsubscribe token', () => {
  it('names the user and the kind it was made for', () => {
    const token = unsubscribeToken(SECRET, USER, 'activity');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, kind: 'activity' });
    expect(token).toMatch(/^[\w.-]+$/);
  });

  it('is refused when signed with another secret, or with its kind or user changed', () => {
    const token = unsubscribeToken(SECRET, USER, 'message');
    expect(readUnsubscribeToken(`${SECRET}!`, token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.replace('.message.', '.match.'))).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.replace(USER, USER.replace('0b4c', '1b4c')))).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.replace('.message.', '.push.'))).toBeNull();
    expect(readUnsubscribeToken(SECRET, '')).toBeNull();
  });
});

describe('when letters go', () => {
  it('puts the daily digest at the next noon in Moscow', () => {
    // 08:59 UTC is 11:59 in Moscow: today's noon; 09:00 UTC is noon itself: tomorrow's.
    expect(nextDailyDigest(new Date('2026-03-10T08:59:00Z')).toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(nextDailyDigest(new Date('2026-03-10T09:00:00Z')).toISOString()).toBe('2026-03-11T09:00:00.000Z');
    expect(nextDailyDigest(new Date('2026-03-10T22:30:00Z')).toISOString()).toBe('2026-03-11T09:00:00.000Z');
  });

  it('waits out the offline delay and the interval of the kind', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const delay = 15 * 60 * 1000;
    expect(notBefore('message', { offlineAt: null, lastSentAt: null }, delay, now)).toBeNull();
    expect(notBefore('message', { offlineAt: ago(60_000), lastSentAt: null }, delay, now)).toEqual(
      new Date(ago(60_000).getTime() + delay),
    );
    expect(notBefore('match', { offlineAt: ago(delay), lastSentAt: ago(HOUR) }, delay, now)).toEqual(
      new Date(ago(HOUR).getTime() + 3 * HOUR),
    );
    expect(notBefore('match', { offlineAt: null, lastSentAt: ago(3 * HOUR) }, delay, now)).toBeNull();
    // The digest does not wait for an offline delay, only for its day.
    expect(notBefore('activity', { offlineAt: ago(1000), lastSentAt: null }, delay, now)).toBeNull();
    expect(intervalOf('activity')).toBeGreaterThan(intervalOf('message'));
  });
});

describe('plural', () => {
  it('chooses the Russian form by the number', () => {
    const forms = ['лайк', 'лайка', 'лайков'] as const;
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => plural(n, forms))).toEqual([
      'лайк',
      'лайка',
      'лайков',
      'лайков',
      'лайков',
      'лайк',
      'лайка',
      'лайков',
      'лайков',
    ]);
  });
});
