/**
 * The pure rules of paid tiers (contract billing.ts and tariffs.ts), unit-tested in
 * billing.policy.test.ts: what a tariff costs whom, how periods add up, what a provider's
 * answer must say before anything is granted, and what a declined renewal leads to.
 */
import {
  BILLING_TEXT,
  CARD_TYPES,
  type CardType,
  DUNNING_RETRY_DAYS,
  ERROR_TEXT,
  NO_SUBSCRIPTION,
  SUBSCRIPTION_TYPE,
  type SubscriptionInfo,
  type Tariff,
  type TariffCode,
  type TierName,
  tariffOfCode,
} from '@iskra/contract';
import type { ProviderCard, ProviderPayment } from '../../platform/payments/provider.ts';

export type SubscriptionType = (typeof SUBSCRIPTION_TYPE)[keyof typeof SUBSCRIPTION_TYPE];

export function tierOfType(type: number): TierName {
  return type === SUBSCRIPTION_TYPE.VIP ? 'vip' : 'premium';
}

/** Why a purchase is refused, as the route answers it. */
export type Refusal =
  | { kind: 'field'; param: 'tariff'; msg: string }
  | { kind: 'status'; status: 403 | 409; message: string };

export interface Buyer {
  gender: number;
  premium: boolean;
  vip: boolean;
  hasSavedCard: boolean;
}

/**
 * The tariff a purchase may buy, or why not. Premium is sold to men only (gender 1); the
 * trial and the promo exist only without a saved card; a held tier is not bought twice.
 */
export function purchaseCheck(
  request: { tariff: number; subscriptionType?: TierName | undefined; subscription?: TierName | undefined },
  buyer: Buyer,
): { tariff: Tariff } | { refusal: Refusal } {
  const tariff = tariffOfCode(request.tariff);
  if (!tariff) return { refusal: { kind: 'field', param: 'tariff', msg: ERROR_TEXT.paymentForm } };
  const tier = tierOfType(tariff.type);
  const named = request.subscriptionType ?? request.subscription;
  if (named && named !== tier)
    return { refusal: { kind: 'field', param: 'tariff', msg: ERROR_TEXT.paymentForm } };
  if (tariff.saleOnly && buyer.hasSavedCard) {
    return { refusal: { kind: 'field', param: 'tariff', msg: BILLING_TEXT.tariffUnavailable } };
  }
  if (tier === 'premium' && buyer.gender !== 1) {
    return { refusal: { kind: 'status', status: 403, message: BILLING_TEXT.premiumForMenOnly } };
  }
  if (tier === 'premium' && buyer.premium) {
    return { refusal: { kind: 'status', status: 409, message: BILLING_TEXT.alreadyPremium } };
  }
  if (tier === 'vip' && buyer.vip)
    return { refusal: { kind: 'status', status: 409, message: BILLING_TEXT.alreadyVip } };
  return { tariff };
}

/** The first charge in kopecks: the sale price without a saved card, the regular one with it. */
export function firstChargeKopecks(tariff: Tariff, hasSavedCard: boolean): number {
  return (hasSavedCard ? tariff.renewalPrice : tariff.price) * 100;
}

/** What a renewal of this tariff becomes: trials and the promo renew as the monthly rate8. */
export function renewalTariffOf(code: number): TariffCode {
  if (code === 7 || code === 10) return 8;
  return code as TariffCode;
}

/** The renewal charge of a subscription's tariff, in kopecks, and the period it buys. */
export function renewalOf(code: number): { tariff: Tariff; kopecks: number } {
  const tariff = tariffOfCode(renewalTariffOf(code));
  if (!tariff) throw new Error(`no tariff ${code}`);
  return { tariff, kopecks: tariff.renewalPrice * 100 };
}

/**
 * `start` plus a period. Months are calendar months; a day that the target month lacks
 * becomes its last day (31 January + 1 month = 28/29 February), never a day of the next month.
 */
export function addPeriod(start: Date, period: { days?: number; months?: number }): Date {
  const end = new Date(start.getTime());
  if (period.months) {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + period.months);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  if (period.days) end.setTime(end.getTime() + period.days * 24 * 60 * 60 * 1000);
  return end;
}

/** YooKassa's amount format: roubles with two decimals. */
export function amountValue(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** '5555 55** **** 4477' from what the provider reported (never more digits than it gave). */
export function maskCard(card: ProviderCard | undefined): string | null {
  if (!card?.last4) return null;
  const first =
    card.first6 && /^\d{6}$/.test(card.first6)
      ? `${card.first6.slice(0, 4)} ${card.first6.slice(4)}**`
      : '**** ****';
  return `${first} **** ${card.last4}`;
}

const BRANDS: Record<string, CardType> = { mastercard: 'MasterCard', visa: 'VISA', mir: 'МИР' };

/** The card brand as shown (MasterCard, VISA, МИР); null for any other. */
export function cardTypeOf(card: ProviderCard | undefined): CardType | null {
  const brand = BRANDS[(card?.card_type ?? '').toLowerCase().replace(/[^a-z]/g, '')];
  return brand && (CARD_TYPES as readonly string[]).includes(brand) ? brand : null;
}

/** What we asked for, to compare the provider's answer with. */
export interface ExpectedPayment {
  id: string;
  userId: string | null;
  tariff: number;
  amountKopecks: number;
  currency: string;
  test: boolean;
}

/**
 * Whether the provider's payment is the one we asked for: amount, currency, metadata and the
 * test flag must all match, else nothing is granted (a forged or confused notification).
 */
export function mismatchOf(ours: ExpectedPayment, theirs: ProviderPayment): string | null {
  if (theirs.amount.value !== amountValue(ours.amountKopecks)) return 'amount';
  if (theirs.amount.currency !== ours.currency) return 'currency';
  const meta = theirs.metadata ?? {};
  if (meta.paymentId !== ours.id) return 'metadata.paymentId';
  if (ours.userId !== null && meta.userId !== ours.userId) return 'metadata.userId';
  if (meta.tariff !== String(ours.tariff)) return 'metadata.tariff';
  if (theirs.test !== ours.test) return 'test';
  return null;
}

/** The provider says the money is taken. */
export function isPaid(payment: ProviderPayment): boolean {
  return payment.status === 'succeeded' && payment.paid;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * After a declined renewal (the `failures`-th in a row, counting this one), due at `dueAt`:
 * a revoked permission ends auto-renewal (`stopped` 2); otherwise retry DUNNING_RETRY_DAYS
 * after the original due date, and after the last retry stop (`stopped` 3).
 */
export function afterDecline(
  failures: number,
  reason: string | undefined,
  dueAt: Date,
): { retryAt: Date } | { stopped: 2 | 3 } {
  if (reason === 'permission_revoked') return { stopped: 2 };
  const days = DUNNING_RETRY_DAYS[failures - 1];
  if (days === undefined) return { stopped: 3 };
  return { retryAt: new Date(dueAt.getTime() + days * DAY_MS) };
}

/** A subscription row as the settings API shows it (paid-tiers-and-legal §3). */
export interface SubscriptionView {
  id: string;
  tariff: number;
  stopped: number;
  periodEnd: Date;
  trial: boolean;
  maskedCard: string | null;
  cardType: string | null;
}

export function subscriptionInfoOf(
  row: SubscriptionView | undefined,
  heldUntil: Date | null,
  now: Date,
): SubscriptionInfo {
  if (!row) return NO_SUBSCRIPTION;
  const tariff = tariffOfCode(row.tariff);
  const cardType = (CARD_TYPES as readonly string[]).includes(row.cardType ?? '')
    ? (row.cardType as CardType)
    : null;
  return {
    isActive: heldUntil !== null && heldUntil > now,
    maskedCard: row.maskedCard,
    cardType,
    time: row.periodEnd.toISOString(),
    stopped: Math.min(3, Math.max(0, row.stopped)) as 0 | 1 | 2 | 3,
    id: row.id,
    trial: row.trial,
    tariff: tariff ? { label: tariff.label } : null,
  };
}
