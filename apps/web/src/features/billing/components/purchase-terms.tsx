import { ACCEPTED_CARDS, DUNNING_RETRY_DAYS, POPUP, type TierName } from '@iskra/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { rub } from '../../../i18n/ru/billing.ts';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import type { RateOffer } from '../model/rates-model.ts';
import { NewTabLink } from './purchase-agreement.tsx';
import './purchase-terms.css';

const t = ru.billing.terms;

export interface PurchaseTermsProps {
  tier: TierName;
  offers: readonly RateOffer[];
  onClose: () => void;
}

/**
 * Height of the scrolling text once the popup is as tall as the window allows (paid-tiers §2:
 * full height when the window minus 54 px is at most the popup's height, the content then the
 * window minus 94 px). Our popup's own chrome is measured, so the panel fills the window exactly.
 * It is measured anew on every resize (a phone's toolbar, a turn), with the text folded to no
 * height for the moment of the measure: the popup's box then holds only the chrome, which the
 * window never cuts, while its scrolled height would depend on what the text overflows and on
 * whether the window already cut the popup.
 */
function useFullHeight() {
  const contentRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    function measure() {
      const content = contentRef.current;
      const panel = content?.closest<HTMLElement>('[role="dialog"]');
      if (!content || !panel) return;
      const kept = content.style.height;
      content.style.height = '0px';
      // What the popup takes beside the text (heading, paddings, the button), and the text.
      const chrome = panel.offsetHeight;
      const text = content.scrollHeight;
      content.style.height = kept;
      const available = window.innerHeight - POPUP.scrollableOffsetPx;
      const minChrome = POPUP.fullHeightContentOffsetPx - POPUP.scrollableOffsetPx;
      const full = text > 0 && available <= chrome + text;
      setHeight(full ? Math.max(0, available - Math.max(chrome, minChrome)) : null);
    }
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { contentRef, height };
}

/** The full subscription terms: prices, periods, renewal, cancellation, no refunds. */
export function PurchaseTerms({ tier, offers, onClose }: PurchaseTermsProps) {
  const { contentRef, height } = useFullHeight();
  const tierName = ru.billing[tier].title;
  const hasTrial = offers.some((offer) => offer.rate.trial);
  return (
    <div className="purchase-terms">
      <div
        ref={contentRef}
        className={
          height === null
            ? 'purchase-terms__content'
            : 'purchase-terms__content purchase-terms__content--full'
        }
        style={height === null ? undefined : { height }}
        // The text scrolls on its own once it is cut to the window: keyboard users reach it too.
        tabIndex={height === null ? undefined : 0}
      >
        <p>{t.intro(tierName)}</p>
        <table className="purchase-terms__table">
          <thead>
            <tr>
              <th scope="col">{t.headPeriod}</th>
              <th scope="col">{t.headFirst}</th>
              <th scope="col">{t.headRenewal}</th>
            </tr>
          </thead>
          <tbody>
            {offers.map(({ rate, price }) => (
              <tr key={rate.id}>
                <th scope="row">{ru.billing.rates.period[rate.id]}</th>
                <td>{rub(price)}</td>
                <td>{t.renewalCell(rate.renewalPrice, rate.renewalPeriod.months)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="purchase-terms__points">
          <li>{t.cards(ACCEPTED_CARDS)}</li>
          <li>{t.autoCharge}</li>
          {hasTrial && <li>{t.trialReminder}</li>}
          <li>{t.failedCharge(DUNNING_RETRY_DAYS)}</li>
          <li>{t.cancel(tier === 'premium' ? t.settingsPremium : t.settingsVip)}</li>
          <li>{t.nonRefundable}</li>
        </ul>
        <p>
          {t.agreement}
          <NewTabLink to="/terms/">{t.agreementLink}</NewTabLink>.
        </p>
      </div>
      <Button variant="secondary" onClick={onClose} fullWidth>
        {t.close}
      </Button>
    </div>
  );
}
