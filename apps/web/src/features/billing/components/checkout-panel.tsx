import { ERROR_TEXT, type TierName, tariffOfCode } from '@iskra/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import type { CheckoutFlow } from '../model/checkout-flow.ts';
import { renewalSentence } from '../model/rates-model.ts';
import { CheckoutSandbox } from './checkout-sandbox.tsx';
import { CheckoutWidget } from './checkout-widget.tsx';
import './checkout-panel.css';

const t = ru.billing.checkout;

/** The checkout in place of the rates, from the provider's form to the server's verdict. */
export function CheckoutPanel({ tier, flow }: { tier: TierName; flow: CheckoutFlow }) {
  const { phase } = flow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step replaces what had focus (the form, its button): keyboard and screen-reader users
  // continue from the panel's heading, which is brought into view.
  const focusHeading = useEffectEvent((_step: string) => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  });
  useEffect(() => focusHeading(phase.step), [phase.step]);
  if (!('payment' in phase)) return null;
  const { payment } = phase;
  const tariff = tariffOfCode(payment.tariff);
  const tierName = ru.billing[tier].title;

  return (
    <Card as="section" padding="lg" className="checkout-panel" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="checkout-panel__title" ref={headingRef} tabIndex={-1}>
        {t.title}
      </h2>
      <div className="checkout-panel__summary">
        {tariff && <p>{t.summary(tariff.label)}</p>}
        <p className="checkout-panel__amount">{t.amount(payment.amount)}</p>
        {tariff && <p className="checkout-panel__renewal">{renewalSentence(tariff)}</p>}
      </div>

      {phase.step === 'paying' &&
        (payment.acq === 'sandbox' ? (
          <CheckoutSandbox
            confirmationToken={payment.confirmation.confirmation_token}
            amount={payment.amount}
            onPaid={flow.paid}
            onDeclined={flow.declined}
          />
        ) : (
          <CheckoutWidget
            confirmationToken={payment.confirmation.confirmation_token}
            onPaid={flow.paid}
            onDeclined={flow.declined}
          />
        ))}

      {phase.step === 'confirming' && (
        <div className="checkout-panel__wait">
          <Spinner label={t.confirming} />
          <span aria-hidden="true">{t.confirming}</span>
        </div>
      )}

      {phase.step === 'pending' && (
        <div className="checkout-panel__outcome" role="status">
          <p>{t.pending(tierName)}</p>
          <Button variant="secondary" onClick={flow.paid}>
            {t.checkAgain}
          </Button>
        </div>
      )}

      {phase.step === 'failed' && (
        <div className="checkout-panel__outcome">
          <div role="alert">
            <p className="checkout-panel__error">{ERROR_TEXT.payment}</p>
            {phase.reason && t.reasons[phase.reason] && (
              <p className="checkout-panel__reason">{t.reasons[phase.reason]}</p>
            )}
          </div>
          <Button variant={tier} onClick={flow.retry} data-autofocus>
            {t.retry}
          </Button>
        </div>
      )}

      {phase.step === 'succeeded' && (
        <p className="checkout-panel__success" role="status">
          {ru.billing.congratulation[tier]}
        </p>
      )}

      {phase.step !== 'succeeded' && phase.step !== 'confirming' && (
        <Button variant="ghost" onClick={flow.reset} className="checkout-panel__back">
          {t.back}
        </Button>
      )}
    </Card>
  );
}
