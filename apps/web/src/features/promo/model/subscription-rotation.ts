/**
 * Subscription promo rotation (core-application §4, §9): the promos take turns by the value of
 * the subscription promo cookie, 1 premium likes → 2 premium chat → 3 VIP visitors → 1, skipping
 * the ones for a tier the user already holds or is not offered (Premium is offered to men only,
 * paid-tiers-and-legal §1).
 */
import { COOKIES, type CurrentUser, GENDER } from '@iskra/contract';
import { nextCycleValue } from '../../../shared/cookies.ts';

export const SUBSCRIPTION_PROMO = { premiumLikes: 1, premiumChat: 2, vipVisitors: 3 } as const;
export type SubscriptionPromoKind = (typeof SUBSCRIPTION_PROMO)[keyof typeof SUBSCRIPTION_PROMO];

/** Which tiers may be offered to the user. */
export interface TierOffers {
  premium: boolean;
  vip: boolean;
}

export function tierOffers(user: Pick<CurrentUser, 'gender' | 'premium' | 'vip'>): TierOffers {
  return { premium: user.gender === GENDER.MAN && !user.premium, vip: !user.vip };
}

export function isOffered(kind: SubscriptionPromoKind, offers: TierOffers): boolean {
  return kind === SUBSCRIPTION_PROMO.vipVisitors ? offers.vip : offers.premium;
}

/**
 * The promo after the one the cookie names (`current`, its raw value; a missing or broken value
 * starts the rotation at 1), skipping promos that are not offered; null when none is.
 */
export function nextSubscriptionPromo(
  current: string | null,
  offers: TierOffers,
): SubscriptionPromoKind | null {
  const { cycle } = COOKIES.subscriptionPromo;
  let value = nextCycleValue(current, cycle);
  for (let step = 0; step < cycle; step += 1) {
    const kind = value as SubscriptionPromoKind;
    if (isOffered(kind, offers)) return kind;
    value = (value % cycle) + 1;
  }
  return null;
}
