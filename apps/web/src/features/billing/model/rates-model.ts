/**
 * Which rates a purchase page offers and at what price (paid-tiers-and-legal §4, §9). The
 * server prices every payment itself; this mirrors its rule so the page states the price
 * before the user pays: the sale prices and the trial only without a saved card, the promo
 * rate only in promo mode.
 */
import { type RateId, TARIFFS, type Tariff } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';

export interface RateOffer {
  rate: Tariff;
  /** The first charge. */
  price: number;
  /** The regular price, shown crossed out next to a sale price; null without the sale. */
  fullPrice: number | null;
  discountPercent: number | null;
}

export interface OfferContext {
  /** The user has a saved card (SubscriptionInfo.maskedCard): no sale, no trial. */
  hasCard: boolean;
  /** The promo popup has been shown: the promo rate is offered (without a card only). */
  promo: boolean;
}

export function offerOf(rate: Tariff, hasCard: boolean): RateOffer {
  const sale = !hasCard && rate.discountPercent > 0;
  return {
    rate,
    price: hasCard ? rate.renewalPrice : rate.price,
    fullPrice: sale ? rate.renewalPrice : null,
    discountPercent: sale ? rate.discountPercent : null,
  };
}

/** The Premium rates of the page, in the order shown. */
export function premiumOffers({ hasCard, promo }: OfferContext): RateOffer[] {
  const ids: RateId[] = hasCard ? ['rate8', 'rate9'] : ['rate7', 'rate8', 'rate9'];
  if (promo && !hasCard) ids.unshift('rate10');
  return ids.map((id) => offerOf(TARIFFS[id], hasCard));
}

export function vipOffer(hasCard: boolean): RateOffer {
  return offerOf(TARIFFS.rate6, hasCard);
}

/** The rate selected when the page opens (§4 steps 4–5). */
export function defaultPremiumRate({ hasCard, promo }: OfferContext): RateId {
  return promo && !hasCard ? 'rate10' : 'rate8';
}

/** Months of a period (a period in days counts as none: it is a trial). */
export function monthsOf(rate: Tariff): number {
  return rate.period.months ?? 0;
}

/** The auto-renewal sentence of §4 step 6 for a rate. */
export function renewalSentence(rate: Tariff): string {
  const t = ru.billing.renewal;
  const main =
    rate.trial && rate.period.days
      ? t.trial(rate.period.days, rate.price, rate.renewalPeriod.months, rate.renewalPrice)
      : t.regular(rate.renewalPeriod.months, rate.renewalPrice);
  return `${main} ${t.cancel}`;
}
