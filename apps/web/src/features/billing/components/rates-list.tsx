import type { RateId } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import type { RateOffer } from '../model/rates-model.ts';
import { RatesCardBody } from './rates-card.tsx';
import './rates-card.css';

export interface RatesListProps {
  offers: readonly RateOffer[];
  selected: RateId;
  onSelect: (rate: RateId) => void;
}

/** The Premium rates as a group of radio cards. */
export function RatesList({ offers, selected, onSelect }: RatesListProps) {
  return (
    <fieldset className="rates">
      <legend className="rates__legend">{ru.billing.rates.legend}</legend>
      <div className="rates__grid">
        {offers.map((offer) => (
          <label
            key={offer.rate.id}
            className={`rate-card rate-card--premium${offer.rate.id === selected ? ' rate-card--selected' : ''}`}
          >
            <input
              type="radio"
              name="premium-rate"
              className="rate-card__radio"
              value={offer.rate.id}
              checked={offer.rate.id === selected}
              onChange={() => onSelect(offer.rate.id)}
            />
            <RatesCardBody offer={offer} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
