import { GENDER, type RateId, TARIFFS } from '@iskra/contract';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { LazyPopupContent } from '../../../ui/modal/lazy-popup-content.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { PurchaseAgreement } from '../components/purchase-agreement.tsx';
import { PurchaseDocument } from '../components/purchase-document.tsx';
import { PurchaseLayout } from '../components/purchase-layout.tsx';
import { usePurchasePremiumCheck } from '../components/purchase-premium-check.tsx';
import { PurchaseSection, usePurchase } from '../components/purchase-section.tsx';
import { TERMS_POPUP, useSubscriptionTerms } from '../components/purchase-terms-modal.tsx';
import { RatesList } from '../components/rates-list.tsx';
import { countPremiumVisit, markPromoShown, opensPromo, promoWasShown } from '../model/promo-visits.ts';
import { PROMO_REQUEST } from '../model/purchase-request.ts';
import { defaultPremiumRate, offerOf, premiumOffers, renewalSentence } from '../model/rates-model.ts';
import { PremiumPageWomen } from './premium-page-women.tsx';

const PromoPopup = lazy(() =>
  import('../components/promo-popup.tsx').then((m) => ({ default: m.PromoPopup })),
);

export const PROMO_POPUP = 'premium-promo';
const PROMO_OFFERS = [offerOf(TARIFFS.rate10, false)];

/** /premium (paid-tiers-and-legal §2, §4): Premium is sold to men; women see why not. */
export function PremiumPage() {
  const user = useCurrentUser();
  usePurchasePremiumCheck();
  if (user.gender !== GENDER.MAN) return <PremiumPageWomen user={user} />;
  return (
    <PurchaseDocument buying={!user.premium}>
      <PremiumPurchase />
    </PurchaseDocument>
  );
}

function PremiumPurchase() {
  const purchase = usePurchase('premium');
  const { user, flow, held, agreement, buy } = purchase;
  const modal = useModal();
  const [promo, setPromo] = useState(promoWasShown);
  const [chosen, setChosen] = useState<RateId | null>(null);
  const info = purchase.subscription.load.status === 'ready' ? purchase.subscription.load.info : null;
  const hasCard = info?.maskedCard != null;
  const offers = useMemo(() => premiumOffers({ hasCard, promo }), [hasCard, promo]);
  const selected =
    chosen && offers.some((offer) => offer.rate.id === chosen)
      ? chosen
      : defaultPremiumRate({ hasCard, promo });
  const openTerms = useSubscriptionTerms('premium', offers);
  const openPromoTerms = useSubscriptionTerms('premium', PROMO_OFFERS);
  const { start } = flow;

  const openPromo = useCallback(() => {
    let failed = false;
    modal.open({
      name: PROMO_POPUP,
      title: ru.billing.promo.title,
      size: 'lg',
      // Closing the promo, however it happens, turns promo mode on (§4 step 4).
      onClose: () => {
        if (failed) return;
        markPromoShown();
        setPromo(true);
        setChosen('rate10');
      },
      render: ({ close }) => (
        <LazyPopupContent
          onError={() => {
            failed = true;
            close();
          }}
        >
          <PromoPopup
            onOpenTerms={openPromoTerms}
            onBuy={() => {
              close();
              start(PROMO_REQUEST);
            }}
          />
        </LazyPopupContent>
      ),
    });
  }, [modal, openPromoTerms, start]);

  // One visit counted per page visit, once the card is known (§4 steps 2–3).
  const counted = useRef(false);
  useEffect(() => {
    if (!info || counted.current) return;
    counted.current = true;
    if (user.premium || info.maskedCard !== null) return;
    if (opensPromo(countPremiumVisit(), promoWasShown())) openPromo();
  }, [info, user.premium, openPromo]);

  // The popups of this page do not outlive it.
  useEffect(
    () => () => {
      modal.close(PROMO_POPUP);
      modal.close(TERMS_POPUP);
    },
    [modal],
  );

  if (held) return <Navigate to="/premium-settings" replace />;
  return (
    <PurchaseLayout tier="premium">
      <PurchaseSection tier="premium" purchase={purchase} rates={3}>
        {() => (
          <>
            <RatesList offers={offers} selected={selected} onSelect={setChosen} />
            <PurchaseAgreement
              tier="premium"
              agreement={agreement}
              woman={false}
              renewal={renewalSentence(TARIFFS[selected])}
              buyLabel={ru.billing.premium.buy}
              loading={flow.phase.step === 'starting'}
              onOpenTerms={openTerms}
              onBuy={() => buy(selected)}
            />
          </>
        )}
      </PurchaseSection>
    </PurchaseLayout>
  );
}
