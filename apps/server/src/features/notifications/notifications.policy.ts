/**
 * Pure rules of notification letters: the signed unsubscribe token, when a letter may go, and
 * the hour of the daily digest.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, NOTIFICATIONS, type NotificationKind } from '@iskra/contract';
import { MOSCOW_OFFSET_MS } from '../../platform/moscow-day.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Separates the unsubscribe signatures from anything else signed with the same secret. */
const TOKEN_PURPOSE = 'iskra.notifications.unsubscribe.v1';

function signature(secret: string, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`${TOKEN_PURPOSE}:${userId}:${kind}`).digest('base64url');
}

/**
 * The token of an unsubscribe link: the user, the kind and an HMAC of both with the server's
 * secret. It does not expire (a letter's link keeps working); it can do one thing only, switch
 * that kind off for that user.
 */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The user and kind a token names, or null when it is malformed or not signed by us. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [userId, kind, given, ...rest] = token.split('.');
  if (!userId || !kind || !given || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind as NotificationKind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: kind as NotificationKind };
}

/** The next moment of the daily digest (NOTIFICATIONS.dailyHourMoscow) strictly after `now`. */
export function nextDailyDigest(now: Date): Date {
  const moscow = now.getTime() + MOSCOW_OFFSET_MS;
  const dayStart = Math.floor(moscow / DAY_MS) * DAY_MS;
  let at = dayStart + NOTIFICATIONS.dailyHourMoscow * HOUR_MS;
  if (at <= moscow) at += DAY_MS;
  return new Date(at - MOSCOW_OFFSET_MS);
}

/** How long after a letter of a kind the next one of that kind may go. */
export function intervalOf(kind: NotificationKind): number {
  // The daily digest runs once a day; a little slack keeps a late run from skipping a day.
  return kind === 'activity' ? 20 * HOUR_MS : NOTIFICATIONS.perKindEveryMs;
}

/**
 * When a letter of `kind` may go at the earliest: the person has been offline for `delayMs`
 * (matches and messages) and the kind's interval since its last letter is over. Null: now.
 */
export function notBefore(
  kind: NotificationKind,
  state: { offlineAt: Date | null; lastSentAt: Date | null },
  delayMs: number,
  now: Date,
): Date | null {
  const limits: number[] = [];
  if (kind !== 'activity' && state.offlineAt) limits.push(state.offlineAt.getTime() + delayMs);
  if (state.lastSentAt) limits.push(state.lastSentAt.getTime() + intervalOf(kind));
  const earliest = Math.max(0, ...limits);
  return earliest > now.getTime() ? new Date(earliest) : null;
}

/** Russian plural form: plural(2, ['лайк', 'лайка', 'лайков']) → 'лайка'. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
