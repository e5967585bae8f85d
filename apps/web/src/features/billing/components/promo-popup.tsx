import { TARIFFS } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { CrownIcon } from '../../../ui/icons/icons.tsx';
import { usePromoCountdown } from '../model/promo-countdown.ts';
import { formatCountdown } from '../model/promo-visits.ts';
import { useAgreement } from '../model/purchase-agreement.ts';
import { offerOf, renewalSentence } from '../model/rates-model.ts';
import { PurchaseAgreement } from './purchase-agreement.tsx';
import { RatesCard } from './rates-card.tsx';
import './promo-popup.css';

const t = ru.billing.promo;
const PROMO_OFFER = offerOf(TARIFFS.rate10, false);

export interface PromoPopupProps {
  onOpenTerms: () => void;
  /** Both boxes are ticked: start the promo payment. */
  onBuy: () => void;
}

/** The big Premium promo (paid-tiers-and-legal §4 step 3): 1 month for 499 ₽ with a countdown. */
export function PromoPopup({ onOpenTerms, onBuy }: PromoPopupProps) {
  const agreement = useAgreement();
  const left = usePromoCountdown();
  return (
    <div className="promo-popup">
      <div className="promo-popup__hero">
        <span className="promo-popup__icon" aria-hidden="true">
          <CrownIcon size={36} />
        </span>
        <p className="promo-popup__lead">{t.lead(TARIFFS.rate10.discountPercent)}</p>
      </div>
      <div className="promo-popup__timer">
        <span className="promo-popup__timer-label" id="promo-timer-label">
          {t.timer}
        </span>
        <span className="promo-popup__clock" role="timer" aria-labelledby="promo-timer-label">
          {formatCountdown(left)}
        </span>
      </div>
      <RatesCard offer={PROMO_OFFER} tier="premium" />
      <PurchaseAgreement
        tier="premium"
        agreement={agreement}
        woman={false}
        renewal={renewalSentence(TARIFFS.rate10)}
        buyLabel={t.buy}
        onOpenTerms={onOpenTerms}
        onBuy={onBuy}
      />
    </div>
  );
}
