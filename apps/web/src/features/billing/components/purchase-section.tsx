import { ERROR_TEXT, SUBSCRIPTION_TYPE, type SubscriptionInfo, type TierName } from '@iskra/contract';
import { type ReactNode, useCallback } from 'react';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Card } from '../../../ui/card/card.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { useCheckoutFlow } from '../model/checkout-flow.ts';
import { useAgreement } from '../model/purchase-agreement.ts';
import { purchaseRequestOf } from '../model/purchase-request.ts';
import { usePurchaseSubscription } from '../model/purchase-subscription.ts';
import { usePaymentCongratulation } from './checkout-congratulation.tsx';
import { CheckoutPanel } from './checkout-panel.tsx';
import { PurchaseLoadError, PurchaseLoading } from './purchase-layout.tsx';
import './purchase-layout.css';

/** What both purchase pages share: the tier held, the subscription info, the agreement, the checkout. */
export function usePurchase(tier: TierName) {
  const user = useCurrentUser();
  const { notifyError } = useNotifications();
  const congratulate = usePaymentCongratulation();
  const flow = useCheckoutFlow(useCallback(() => congratulate(tier), [congratulate, tier]));
  // Once this page's own payment is granted, the congratulation leads on — not the settings redirect.
  const held = (tier === 'premium' ? user.premium : user.vip) && flow.phase.step !== 'succeeded';
  const type = tier === 'premium' ? SUBSCRIPTION_TYPE.PREMIUM : SUBSCRIPTION_TYPE.VIP;
  const subscription = usePurchaseSubscription(type, !held);
  const agreement = useAgreement();
  const { start } = flow;

  const buy = useCallback(
    (rate: string) => {
      const request = purchaseRequestOf(tier, rate);
      if (request) start(request);
      else notifyError(ERROR_TEXT.paymentForm);
    },
    [tier, start, notifyError],
  );

  return { user, flow, held, subscription, agreement, buy };
}

export type Purchase = ReturnType<typeof usePurchase>;

export interface PurchaseSectionProps {
  tier: TierName;
  purchase: Purchase;
  /** Rate cards the loader stands for. */
  rates: number;
  /** The purchase card's content once the subscription info is in. */
  children: (info: SubscriptionInfo) => ReactNode;
}

/** The page loader, then the purchase card, then the checkout in its place. */
export function PurchaseSection({ tier, purchase, rates, children }: PurchaseSectionProps) {
  const { load, retry } = purchase.subscription;
  const { phase } = purchase.flow;
  if (load.status === 'loading') return <PurchaseLoading rates={rates} />;
  if (load.status === 'error') return <PurchaseLoadError onRetry={retry} />;
  if (phase.step !== 'idle' && phase.step !== 'starting')
    return <CheckoutPanel tier={tier} flow={purchase.flow} />;
  return (
    <Card padding="lg" className="purchase__card">
      {children(load.info)}
    </Card>
  );
}
