import { TARIFFS } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { countPremiumVisit, formatCountdown, opensPromo } from './promo-visits.ts';
import { PROMO_REQUEST, purchaseRequestOf } from './purchase-request.ts';
import { defaultPremiumRate, premiumOffers, renewalSentence, vipOffer } from './rates-model.ts';

describe('premium offers', () => {
  it('sale prices and the trial without a card; rate10 first in promo mode', () => {
    const offers = premiumOffers({ hasCard: false, promo: true });
    expect(offers.map((o) => [o.rate.id, o.price, o.fullPrice, o.discountPercent])).toEqual([
      ['rate10', 499, 2499, 80],
      ['rate7', 29, null, null],
      ['rate8', 899, 2499, 64],
      ['rate9', 3499, 9999, 63],
    ]);
    expect(defaultPremiumRate({ hasCard: false, promo: true })).toBe('rate10');
    expect(defaultPremiumRate({ hasCard: false, promo: false })).toBe('rate8');
  });

  it('regular prices with a card, never the trial or the promo', () => {
    const offers = premiumOffers({ hasCard: true, promo: true });
    expect(offers.map((o) => [o.rate.id, o.price, o.fullPrice])).toEqual([
      ['rate8', 2499, null],
      ['rate9', 9999, null],
    ]);
    expect(defaultPremiumRate({ hasCard: true, promo: true })).toBe('rate8');
    expect(vipOffer(true)).toMatchObject({ price: 999, fullPrice: null });
    expect(vipOffer(false)).toMatchObject({ price: 499, fullPrice: 999, discountPercent: 50 });
  });

  it('the renewal sentence of each rate (§4 step 6)', () => {
    expect(renewalSentence(TARIFFS.rate7)).toMatch(
      /^Пробный период — 7 дней за 29\s₽, затем подписка автоматически продлевается на месяц за 2499\s₽\./,
    );
    expect(renewalSentence(TARIFFS.rate8)).toMatch(
      /^Подписка автоматически продлевается на месяц за 2499\s₽\./,
    );
    expect(renewalSentence(TARIFFS.rate9)).toMatch(/на 6 месяцев за 9999\s₽\./);
    expect(renewalSentence(TARIFFS.rate6)).toMatch(/на месяц за 999\s₽\./);
  });
});

describe('purchase requests', () => {
  it('names the tariff code and the tier; an unknown rate gives none (the form error)', () => {
    expect(purchaseRequestOf('premium', 'rate9')).toEqual({
      tariff: 9,
      acquiring: 'yookassa',
      subscriptionType: 'premium',
    });
    expect(purchaseRequestOf('premium', 'rate6')).toBeNull();
    expect(purchaseRequestOf('premium', 'rate11')).toBeNull();
    expect(purchaseRequestOf('vip', 'rate8')).toBeNull();
    expect(PROMO_REQUEST).toEqual({ tariff: 10, subscription: 'premium' });
  });
});

describe('promo visits', () => {
  it('counts up to 3 in storage, then keeps answering 4', () => {
    expect([countPremiumVisit(), countPremiumVisit(), countPremiumVisit(), countPremiumVisit()]).toEqual([
      1, 2, 3, 4,
    ]);
    expect(localStorage.getItem('premiumVisits')).toBe('3');
    expect(opensPromo(2, false)).toBe(false);
    expect(opensPromo(3, false)).toBe(true);
    expect(opensPromo(4, true)).toBe(false);
  });

  it('formats the countdown as hh:mm:ss', () => {
    expect(formatCountdown(86_400)).toBe('24:00:00');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
