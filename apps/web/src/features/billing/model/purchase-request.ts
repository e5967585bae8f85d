import { PREMIUM_RATES, type StartPayment, TARIFFS, type TierName } from '@iskra/contract';

/**
 * The start-payment body of a rate chosen on a purchase page (paid-tiers-and-legal §5, §7), or
 * null for a rate the page may not sell (the caller shows 'Ошибка платежной формы!').
 */
export function purchaseRequestOf(tier: TierName, rate: string): StartPayment | null {
  if (tier === 'vip')
    return rate === 'rate6' ? { tariff: 6, acquiring: 'yookassa', subscriptionType: 'vip' } : null;
  if (!(PREMIUM_RATES as readonly string[]).includes(rate)) return null;
  const tariff = TARIFFS[rate as keyof typeof TARIFFS];
  return { tariff: tariff.code, acquiring: 'yookassa', subscriptionType: 'premium' };
}

/** The promo popup's payment: tariff 10 and subscription 'premium', nothing else (§5). */
export const PROMO_REQUEST: StartPayment = { tariff: 10, subscription: 'premium' };
