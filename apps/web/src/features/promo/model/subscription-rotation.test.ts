import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import {
  nextSubscriptionPromo,
  SUBSCRIPTION_PROMO,
  type TierOffers,
  tierOffers,
} from './subscription-rotation.ts';

const ALL: TierOffers = { premium: true, vip: true };
const { premiumLikes, premiumChat, vipVisitors } = SUBSCRIPTION_PROMO;

describe('subscription promo rotation', () => {
  it('goes premium likes → premium chat → VIP visitors → premium likes', () => {
    expect([null, '1', '2', '3'].map((value) => nextSubscriptionPromo(value, ALL))).toEqual([
      premiumLikes,
      premiumChat,
      vipVisitors,
      premiumLikes,
    ]);
  });

  it('starts at 1 from a broken value', () => {
    expect(nextSubscriptionPromo('9', ALL)).toBe(premiumLikes);
    expect(nextSubscriptionPromo('abc', ALL)).toBe(premiumLikes);
  });

  it('skips both Premium promos when Premium is not offered', () => {
    const offers = { premium: false, vip: true };
    expect([null, '1', '2', '3'].map((value) => nextSubscriptionPromo(value, offers))).toEqual([
      vipVisitors,
      vipVisitors,
      vipVisitors,
      vipVisitors,
    ]);
  });

  it('skips the VIP promo when VIP is not offered', () => {
    const offers = { premium: true, vip: false };
    expect([null, '1', '2', '3'].map((value) => nextSubscriptionPromo(value, offers))).toEqual([
      premiumLikes,
      premiumChat,
      premiumLikes,
      premiumLikes,
    ]);
  });

  it('offers nothing when the user holds both tiers', () => {
    expect(nextSubscriptionPromo(null, { premium: false, vip: false })).toBeNull();
    expect(nextSubscriptionPromo('2', { premium: false, vip: false })).toBeNull();
  });
});

describe('tiers offered', () => {
  it('Premium to men without it, VIP to anyone without it', () => {
    expect(tierOffers(makeUser({ gender: 1 }))).toEqual({ premium: true, vip: true });
    expect(tierOffers(makeUser({ gender: 1, premium: true }))).toEqual({ premium: false, vip: true });
    expect(tierOffers(makeUser({ gender: 1, vip: true }))).toEqual({ premium: true, vip: false });
    expect(tierOffers(makeUser({ gender: 1, premium: true, vip: true }))).toEqual({
      premium: false,
      vip: false,
    });
    expect(tierOffers(makeUser({ gender: 2 }))).toEqual({ premium: false, vip: true });
  });
});
