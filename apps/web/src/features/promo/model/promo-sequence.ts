/**
 * What the app shows a signed-in user at start (core-application §2, §4): first the photo promo
 * screen when it is due; once it is done (or when it is not due), after
 * SUBSCRIPTION_PROMO.showDelayMs, a subscription promo or, otherwise, the other promo.
 *
 * Our reading of the two subscription cookies: the promo-shown cookie (one day) is the gate — a
 * subscription promo shows at most once a day — and the subscription promo cookie (three days)
 * remembers whose turn it was, so the promos rotate from one day to the next. A rotation value
 * that expires (no promo for three days) starts again at 1.
 *
 * The other promo is the e-mail confirmation reminder (its own cookie cycle decides whether it
 * opens), so a start never stacks a subscription promo and that reminder.
 */
import { type CurrentUser, SUBSCRIPTION_PROMO as TIMING } from '@iskra/contract';
import { isPhotoPromoDue } from '../../photos/model/profile-photo.ts';
import { nextSubscriptionPromo, type SubscriptionPromoKind, tierOffers } from './subscription-rotation.ts';

export type StartStep = 'photo' | 'after-photo';

/** The first step of an app start: the photo promo screen, or straight to what comes after it. */
export function firstPromoStep(
  user: Pick<CurrentUser, 'images'>,
  photoPromoCookie: string | null,
): StartStep {
  return isPhotoPromoDue(user.images, photoPromoCookie) ? 'photo' : 'after-photo';
}

export type AfterPhotoPromo = { kind: 'subscription'; promo: SubscriptionPromoKind } | { kind: 'other' };

export interface AfterPhotoPromoInput {
  user: Pick<CurrentUser, 'joinDate' | 'gender' | 'premium' | 'vip'>;
  /** Milliseconds since the epoch. */
  now: number;
  /** The promo-shown cookie's value (one day). */
  shownCookie: string | null;
  /** The subscription promo cookie's value: the last promo shown (1–3). */
  rotationCookie: string | null;
}

/** Whether the user joined more than SUBSCRIPTION_PROMO.afterJoinMs ago. */
export function joinedLongEnoughAgo(joinDate: string, now: number): boolean {
  const joinedAt = Date.parse(joinDate);
  return Number.isFinite(joinedAt) && now - joinedAt > TIMING.afterJoinMs;
}

export function promoAfterPhoto({
  user,
  now,
  shownCookie,
  rotationCookie,
}: AfterPhotoPromoInput): AfterPhotoPromo {
  if (shownCookie !== null || !joinedLongEnoughAgo(user.joinDate, now)) return { kind: 'other' };
  const promo = nextSubscriptionPromo(rotationCookie, tierOffers(user));
  return promo === null ? { kind: 'other' } : { kind: 'subscription', promo };
}
