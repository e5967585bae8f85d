import { BILLING_TEXT, ERROR_TEXT, TARIFFS } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import type { ProviderPayment } from '../../platform/payments/provider.ts';
import {
  addPeriod,
  afterDecline,
  amountValue,
  cardTypeOf,
  firstChargeKopecks,
  maskCard,
  mismatchOf,
  purchaseCheck,
  renewalOf,
  subscriptionInfoOf,
} from './billing.policy.ts';

const man = { gender: 1, premium: false, vip: false, hasSavedCard: false };
const woman = { ...man, gender: 2 };

describe('who may buy what', () => {
  it('sells every tariff to a man without a card, at the sale price', () => {
    for (const tariff of Object.values(TARIFFS)) {
      expect(purchaseCheck({ tariff: tariff.code }, man)).toEqual({ tariff });
      expect(firstChargeKopecks(tariff, false)).toBe(tariff.price * 100);
    }
    expect(firstChargeKopecks(TARIFFS.rate8, false)).toBe(89_900);
    expect(firstChargeKopecks(TARIFFS.rate7, false)).toBe(2_900);
  });

  it('charges the regular price with a saved card and offers no trial or promo then', () => {
    const withCard = { ...man, hasSavedCard: true };
    expect(firstChargeKopecks(TARIFFS.rate8, true)).toBe(249_900);
    expect(firstChargeKopecks(TARIFFS.rate9, true)).toBe(999_900);
    expect(firstChargeKopecks(TARIFFS.rate6, true)).toBe(99_900);
    for (const code of [7, 10]) {
      expect(purchaseCheck({ tariff: code }, withCard)).toEqual({
        refusal: { kind: 'field', param: 'tariff', msg: BILLING_TEXT.tariffUnavailable },
      });
    }
  });

  it('refuses unknown tariffs and a tier that does not match the tariff as a form error', () => {
    const formError = { refusal: { kind: 'field', param: 'tariff', msg: ERROR_TEXT.paymentForm } };
    expect(purchaseCheck({ tariff: 11 }, man)).toEqual(formError);
    expect(purchaseCheck({ tariff: 8, subscriptionType: 'vip' }, man)).toEqual(formError);
    expect(purchaseCheck({ tariff: 10, subscription: 'premium' }, man)).toEqual({ tariff: TARIFFS.rate10 });
  });

  it('sells Premium to men only, VIP to everyone, and a held tier never twice', () => {
    expect(purchaseCheck({ tariff: 8 }, woman)).toEqual({
      refusal: { kind: 'status', status: 403, message: BILLING_TEXT.premiumForMenOnly },
    });
    expect(purchaseCheck({ tariff: 6 }, woman)).toEqual({ tariff: TARIFFS.rate6 });
    expect(purchaseCheck({ tariff: 9 }, { ...man, premium: true })).toMatchObject({
      refusal: { status: 409 },
    });
    expect(purchaseCheck({ tariff: 6 }, { ...woman, vip: true })).toMatchObject({ refusal: { status: 409 } });
  });
});

describe('periods and renewals', () => {
  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), { months: 1 }).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2028-01-31T10:00:00Z'), { months: 1 }).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-08-31T10:00:00Z'), { months: 6 }).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-11-24T10:00:00Z'), { days: 7 }).toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });

  it('renews a trial and the promo as a month at 2499, six months at 9999, VIP at 999', () => {
    expect(renewalOf(7)).toMatchObject({
      tariff: { code: 8, renewalPeriod: { months: 1 } },
      kopecks: 249_900,
    });
    expect(renewalOf(10)).toMatchObject({ tariff: { code: 8 }, kopecks: 249_900 });
    expect(renewalOf(8)).toMatchObject({ tariff: { code: 8 }, kopecks: 249_900 });
    expect(renewalOf(9)).toMatchObject({
      tariff: { code: 9, renewalPeriod: { months: 6 } },
      kopecks: 999_900,
    });
    expect(renewalOf(6)).toMatchObject({ tariff: { code: 6 }, kopecks: 99_900 });
  });

  it('retries a declined renewal after 1, 3 and 5 days, then stops; a revoked permission ends renewal', () => {
    const due = new Date('2026-12-01T00:00:00Z');
    expect(afterDecline(1, 'insufficient_funds', due)).toEqual({ retryAt: new Date('2026-12-02T00:00:00Z') });
    expect(afterDecline(2, 'card_expired', due)).toEqual({ retryAt: new Date('2026-12-04T00:00:00Z') });
    expect(afterDecline(3, undefined, due)).toEqual({ retryAt: new Date('2026-12-06T00:00:00Z') });
    expect(afterDecline(4, 'insufficient_funds', due)).toEqual({ stopped: 3 });
    expect(afterDecline(1, 'permission_revoked', due)).toEqual({ stopped: 2 });
  });
});

describe("the provider's word", () => {
  const ours = { id: 'p1', userId: 'u1', tariff: 8, amountKopecks: 89_900, currency: 'RUB', test: true };
  const theirs: ProviderPayment = {
    id: 'yk1',
    status: 'succeeded',
    paid: true,
    amount: { value: '899.00', currency: 'RUB' },
    metadata: { paymentId: 'p1', userId: 'u1', tariff: '8' },
    test: true,
  };

  it('formats amounts as YooKassa does', () => {
    expect(amountValue(89_900)).toBe('899.00');
    expect(amountValue(2_905)).toBe('29.05');
  });

  it('accepts only a payment that is ours in every detail', () => {
    expect(mismatchOf(ours, theirs)).toBeNull();
    expect(mismatchOf(ours, { ...theirs, amount: { value: '1.00', currency: 'RUB' } })).toBe('amount');
    expect(mismatchOf(ours, { ...theirs, metadata: { ...theirs.metadata, paymentId: 'p2' } })).toBe(
      'metadata.paymentId',
    );
    expect(mismatchOf(ours, { ...theirs, metadata: { ...theirs.metadata, tariff: '9' } })).toBe(
      'metadata.tariff',
    );
    expect(mismatchOf(ours, { ...theirs, test: false })).toBe('test');
  });

  it('shows only what the provider told of the card', () => {
    expect(maskCard({ first6: '555555', last4: '4477', card_type: 'MasterCard' })).toBe(
      '5555 55** **** 4477',
    );
    expect(maskCard({ last4: '0002', card_type: 'Visa' })).toBe('**** **** **** 0002');
    expect(cardTypeOf({ last4: '1', card_type: 'Visa' })).toBe('VISA');
    expect(cardTypeOf({ last4: '1', card_type: 'Mir' })).toBe('МИР');
    expect(cardTypeOf({ last4: '1', card_type: 'UnionPay' })).toBeNull();
  });
});

describe('subscription info', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const row = {
    id: '8a0b6a4e-3f38-4c1e-9c55-1b6f1d8c0a11',
    tariff: 7,
    stopped: 1,
    periodEnd: new Date('2026-12-01T12:00:00Z'),
    trial: true,
    maskedCard: '5555 55** **** 4477',
    cardType: 'MasterCard',
  };

  it('is all nulls without a subscription', () => {
    expect(subscriptionInfoOf(undefined, null, now)).toMatchObject({
      isActive: false,
      id: null,
      tariff: null,
    });
  });

  it('is active while the tier is held, with the tariff label', () => {
    expect(subscriptionInfoOf(row, row.periodEnd, now)).toEqual({
      isActive: true,
      maskedCard: '5555 55** **** 4477',
      cardType: 'MasterCard',
      time: '2026-12-01T12:00:00.000Z',
      stopped: 1,
      id: row.id,
      trial: true,
      tariff: { label: TARIFFS.rate7.label },
    });
    expect(subscriptionInfoOf(row, new Date('2026-11-01T00:00:00Z'), now).isActive).toBe(false);
  });
});
