import { GENDER, TARIFFS } from '@iskra/contract';
import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { PurchaseAgreement } from '../components/purchase-agreement.tsx';
import { PurchaseDocument } from '../components/purchase-document.tsx';
import { PurchaseLayout } from '../components/purchase-layout.tsx';
import { usePurchasePremiumCheck } from '../components/purchase-premium-check.tsx';
import { PurchaseSection, usePurchase } from '../components/purchase-section.tsx';
import { TERMS_POPUP, useSubscriptionTerms } from '../components/purchase-terms-modal.tsx';
import { RatesCard } from '../components/rates-card.tsx';
import { renewalSentence, vipOffer } from '../model/rates-model.ts';

/** /vip (paid-tiers-and-legal §2): one rate, 1 month; VIP is sold to everyone. */
export function VipPage() {
  const user = useCurrentUser();
  return (
    <PurchaseDocument buying={!user.vip}>
      <VipPurchase />
    </PurchaseDocument>
  );
}

function VipPurchase() {
  usePurchasePremiumCheck();
  const purchase = usePurchase('vip');
  const { user, flow, held, agreement, buy } = purchase;
  const modal = useModal();
  const { load } = purchase.subscription;
  const hasCard = load.status === 'ready' && load.info.maskedCard !== null;
  const offers = useMemo(() => [vipOffer(hasCard)], [hasCard]);
  const openTerms = useSubscriptionTerms('vip', offers);

  useEffect(() => () => modal.close(TERMS_POPUP), [modal]);

  if (held) return <Navigate to="/vip-settings" replace />;
  return (
    <PurchaseLayout tier="vip">
      <PurchaseSection tier="vip" purchase={purchase} rates={1}>
        {() => (
          <>
            {offers.map((offer) => (
              <RatesCard key={offer.rate.id} offer={offer} tier="vip" />
            ))}
            <PurchaseAgreement
              tier="vip"
              agreement={agreement}
              woman={user.gender !== GENDER.MAN}
              renewal={renewalSentence(TARIFFS.rate6)}
              buyLabel={ru.billing.vip.buy}
              loading={flow.phase.step === 'starting'}
              onOpenTerms={openTerms}
              onBuy={() => buy('rate6')}
            />
          </>
        )}
      </PurchaseSection>
    </PurchaseLayout>
  );
}
