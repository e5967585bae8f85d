/** Tariffs of paid-tiers-and-legal §3 and §9. Prices are whole roubles. */
import { SUBSCRIPTION_TYPE } from './enums.ts';

export type RateId = 'rate6' | 'rate7' | 'rate8' | 'rate9' | 'rate10';

export interface Tariff {
  id: RateId;
  code: 6 | 7 | 8 | 9 | 10;
  type: (typeof SUBSCRIPTION_TYPE)[keyof typeof SUBSCRIPTION_TYPE];
  label: string;
  /** First charge with the sale (for users without a stored card). */
  price: number;
  /** Regular price of the same period, shown crossed out, and the renewal price. */
  renewalPrice: number;
  /** Discount shown next to the sale price, in percent. */
  discountPercent: number;
  /** Length of the first paid period. */
  period: { days?: number; months?: number };
  /** Length of each renewal period. */
  renewalPeriod: { months: number };
  trial: boolean;
  /** Offered only to users without a stored card. */
  saleOnly: boolean;
}

export const TARIFFS: Readonly<Record<RateId, Tariff>> = {
  rate6: {
    id: 'rate6',
    code: 6,
    type: SUBSCRIPTION_TYPE.VIP,
    label: 'VIP на 1 месяц',
    price: 499,
    renewalPrice: 999,
    discountPercent: 50,
    period: { months: 1 },
    renewalPeriod: { months: 1 },
    trial: false,
    saleOnly: false,
  },
  rate7: {
    id: 'rate7',
    code: 7,
    type: SUBSCRIPTION_TYPE.PREMIUM,
    label: 'Premium — 7 пробных дней',
    price: 29,
    renewalPrice: 2499,
    discountPercent: 0,
    period: { days: 7 },
    renewalPeriod: { months: 1 },
    trial: true,
    saleOnly: true,
  },
  rate8: {
    id: 'rate8',
    code: 8,
    type: SUBSCRIPTION_TYPE.PREMIUM,
    label: 'Premium на 1 месяц',
    price: 899,
    renewalPrice: 2499,
    discountPercent: 64,
    period: { months: 1 },
    renewalPeriod: { months: 1 },
    trial: false,
    saleOnly: false,
  },
  rate9: {
    id: 'rate9',
    code: 9,
    type: SUBSCRIPTION_TYPE.PREMIUM,
    label: 'Premium на 6 месяцев',
    price: 3499,
    renewalPrice: 9999,
    discountPercent: 63,
    period: { months: 6 },
    renewalPeriod: { months: 6 },
    trial: false,
    saleOnly: false,
  },
  rate10: {
    id: 'rate10',
    code: 10,
    type: SUBSCRIPTION_TYPE.PREMIUM,
    label: 'Premium на 1 месяц (акция)',
    price: 499,
    renewalPrice: 2499,
    discountPercent: 80,
    period: { months: 1 },
    renewalPeriod: { months: 1 },
    trial: false,
    saleOnly: true,
  },
};

/** Premium rates a purchase may name. */
export const PREMIUM_RATES: readonly RateId[] = ['rate7', 'rate8', 'rate9', 'rate10'];
/** Without the sale (user has a stored card) the first charge is the regular price. */
export function firstChargeOf(rate: Tariff, hasStoredCard: boolean): number {
  return hasStoredCard ? rate.renewalPrice : rate.price;
}

/** Subscription `stopped` codes and their labels. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<0 | 1 | 2 | 3, string>> = {
  0: 'Оплачена',
  1: 'Отменена',
  2: 'Отменена',
  3: 'Остановлена',
};
