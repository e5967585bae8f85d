import { rub } from '../../../i18n/ru/billing.ts';
import * as ru from '../../../i18n/ru.ts';
import { monthsOf, type RateOffer } from '../model/rates-model.ts';
import './rates-card.css';

const t = ru.billing.rates;

/** Period, price, the crossed-out regular price and the discount of one rate. */
export function RatesCardBody({ offer }: { offer: RateOffer }) {
  const { rate, price, fullPrice, discountPercent } = offer;
  const badge = t.badge[rate.id];
  const months = monthsOf(rate);
  return (
    <span className="rate-card__body">
      <span className="rate-card__head">
        <span className="rate-card__period">{t.period[rate.id]}</span>
        {badge && <span className="rate-card__badge">{badge}</span>}
      </span>
      <span className="rate-card__prices">
        <span className="rate-card__price">{rub(price)}</span>
        {fullPrice !== null && (
          <s className="rate-card__full">
            <span className="visually-hidden">{t.fullPriceLabel(fullPrice)}</span>
            <span aria-hidden="true">{rub(fullPrice)}</span>
          </s>
        )}
        {discountPercent !== null && (
          <span className="rate-card__discount">
            <span className="visually-hidden">{t.discountLabel(discountPercent)}</span>
            <span aria-hidden="true">{t.discount(discountPercent)}</span>
          </span>
        )}
      </span>
      <span className="rate-card__note">
        {rate.trial
          ? t.renewsAt(rate.renewalPrice, rate.renewalPeriod.months)
          : months > 1
            ? t.perMonth(Math.round(price / months))
            : t.renewsAt(rate.renewalPrice, rate.renewalPeriod.months)}
      </span>
    </span>
  );
}

/** A rate on its own (the VIP page's single card). */
export function RatesCard({ offer, tier }: { offer: RateOffer; tier: 'premium' | 'vip' }) {
  return (
    <div className={`rate-card rate-card--${tier} rate-card--static`}>
      <RatesCardBody offer={offer} />
    </div>
  );
}
