import type { TierName } from '@iskra/contract';
import { lazy, useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { LazyPopupContent } from '../../../ui/modal/lazy-popup-content.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import type { RateOffer } from '../model/rates-model.ts';

const PurchaseTerms = lazy(() => import('./purchase-terms.tsx').then((m) => ({ default: m.PurchaseTerms })));

export const TERMS_POPUP = 'subscription-terms';

/** Opens 'Условия подписки' for the offered rates; it closes if its text cannot be loaded. */
export function useSubscriptionTerms(tier: TierName, offers: readonly RateOffer[]): () => void {
  const modal = useModal();
  return useCallback(
    () =>
      modal.open({
        name: TERMS_POPUP,
        title: ru.billing.terms.title,
        size: 'lg',
        render: ({ close }) => (
          <LazyPopupContent onError={close}>
            <PurchaseTerms tier={tier} offers={offers} onClose={close} />
          </LazyPopupContent>
        ),
      }),
    [modal, tier, offers],
  );
}
