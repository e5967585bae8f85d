import { SUBSCRIPTION_PROMO as TIMING } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { firstPromoStep, joinedLongEnoughAgo, promoAfterPhoto } from './promo-sequence.ts';

const JOINED = '2025-03-01T12:00:00.000Z';
const joinedAt = Date.parse(JOINED);
const man = makeUser({ gender: 1, joinDate: JOINED });
const later = joinedAt + TIMING.afterJoinMs + 1;

describe('the first step of an app start', () => {
  const avatar = { id: 'a', uri: '/a.jpg', thumbnailUri: '/a-t.jpg', profile: true };

  it('is the photo promo without a profile photo and its cookie', () => {
    expect(firstPromoStep(makeUser({ images: [] }), null)).toBe('photo');
  });

  it('goes straight on with a profile photo or once the promo was done', () => {
    expect(firstPromoStep(makeUser({ images: [avatar] }), null)).toBe('after-photo');
    expect(firstPromoStep(makeUser({ images: [] }), '1')).toBe('after-photo');
  });
});

describe('after the photo promo', () => {
  it('counts "joined more than an hour ago" strictly', () => {
    expect(joinedLongEnoughAgo(JOINED, joinedAt + TIMING.afterJoinMs)).toBe(false);
    expect(joinedLongEnoughAgo(JOINED, joinedAt + TIMING.afterJoinMs + 1)).toBe(true);
    expect(joinedLongEnoughAgo('not a date', later)).toBe(false);
  });

  it('shows the next subscription promo when none was shown today and the user joined over an hour ago', () => {
    expect(promoAfterPhoto({ user: man, now: later, shownCookie: null, rotationCookie: null })).toEqual({
      kind: 'subscription',
      promo: 1,
    });
    expect(promoAfterPhoto({ user: man, now: later, shownCookie: null, rotationCookie: '1' })).toEqual({
      kind: 'subscription',
      promo: 2,
    });
  });

  it('shows the other promo to a user who joined within the hour', () => {
    const now = joinedAt + TIMING.afterJoinMs;
    expect(promoAfterPhoto({ user: man, now, shownCookie: null, rotationCookie: null })).toEqual({
      kind: 'other',
    });
  });

  it('shows the other promo when a subscription promo was already shown today', () => {
    expect(promoAfterPhoto({ user: man, now: later, shownCookie: '1', rotationCookie: '2' })).toEqual({
      kind: 'other',
    });
  });

  it('shows the other promo when there is no tier left to offer', () => {
    const both = makeUser({ gender: 1, joinDate: JOINED, premium: true, vip: true });
    expect(promoAfterPhoto({ user: both, now: later, shownCookie: null, rotationCookie: null })).toEqual({
      kind: 'other',
    });
    const vipWoman = makeUser({ gender: 2, joinDate: JOINED, vip: true });
    expect(promoAfterPhoto({ user: vipWoman, now: later, shownCookie: null, rotationCookie: null })).toEqual({
      kind: 'other',
    });
  });

  it('offers a woman the VIP promo only', () => {
    const woman = makeUser({ gender: 2, joinDate: JOINED });
    expect(promoAfterPhoto({ user: woman, now: later, shownCookie: null, rotationCookie: '3' })).toEqual({
      kind: 'subscription',
      promo: 3,
    });
  });
});
