import type { TierName } from '@iskra/contract';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { CrownIcon, DiamondIcon } from '../../../ui/icons/icons.tsx';
import type { AgreementControls } from '../model/purchase-agreement.ts';
import './purchase-agreement.css';

const t = ru.billing;

export interface PurchaseAgreementProps {
  tier: TierName;
  agreement: AgreementControls;
  /** The checkbox texts in the woman's grammatical form. */
  woman: boolean;
  /** The auto-renewal sentence of the selected rate, shown above the button. */
  renewal: string;
  buyLabel: string;
  loading?: boolean;
  onOpenTerms: () => void;
  /** Both boxes are ticked (checked here): start the payment. */
  onBuy: () => void;
}

/** A legal page opened beside the purchase (a new tab keeps the page as it is). */
export function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{t.newTab}</span>
    </Link>
  );
}

/** The two agreement boxes of §5, the renewal terms, the buy button and the agreement error. */
export function PurchaseAgreement({
  tier,
  agreement,
  woman,
  renewal,
  buyLabel,
  loading = false,
  onOpenTerms,
  onBuy,
}: PurchaseAgreementProps) {
  const text = t.agreement(woman);
  function handleBuy() {
    if (agreement.confirm()) onBuy();
  }
  return (
    <div className="purchase-agreement">
      <p className="purchase-agreement__renewal">{renewal}</p>
      <Checkbox
        checked={agreement.value1}
        onChange={(event) => agreement.setValue1(event.currentTarget.checked)}
        quietLabel
        label={
          <>
            {text.termsBefore}
            <NewTabLink to="/terms/">{text.termsLink}</NewTabLink>
            {text.and}
            <NewTabLink to="/privacy-policy/">{text.privacyLink}</NewTabLink>
          </>
        }
      />
      <Checkbox
        checked={agreement.value2}
        onChange={(event) => agreement.setValue2(event.currentTarget.checked)}
        quietLabel
        label={
          <>
            {text.subscriptionBefore}
            <button type="button" className="purchase-agreement__terms" onClick={onOpenTerms}>
              {text.subscriptionLink}
            </button>
            {text.subscriptionAfter}
          </>
        }
      />
      <div className="purchase-agreement__action">
        <Button
          variant={tier}
          size="lg"
          fullWidth
          loading={loading}
          icon={tier === 'premium' ? <CrownIcon size={20} /> : <DiamondIcon size={20} />}
          onClick={handleBuy}
        >
          {buyLabel}
        </Button>
        {/* Kept in the layout (empty) so the error appears without moving anything. */}
        <p className="purchase-agreement__error" role="alert">
          {agreement.error || ''}
        </p>
      </div>
    </div>
  );
}
