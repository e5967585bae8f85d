import { useCallback } from 'react';
import { offersPremium } from '../../../shared/nav-items.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { PremiumUpsell, UPSELL_TEXT } from '../components/premium-upsell.tsx';
import type { UpsellKind } from '../model/sympathies-context.ts';

export const UPSELL_POPUP = 'sympathies-upsell';

/** Opens the Premium upsell of a free user's press in liked-you or visitors. */
export function useUpsell(): (kind: UpsellKind) => void {
  const modal = useModal();
  const { user } = useSession();
  const canBuy = user ? offersPremium(user) : false;
  return useCallback(
    (kind: UpsellKind) =>
      modal.open({
        name: UPSELL_POPUP,
        title: UPSELL_TEXT[kind].title,
        size: 'sm',
        render: ({ close }) => <PremiumUpsell kind={kind} canBuy={canBuy} onClose={close} />,
      }),
    [modal, canBuy],
  );
}
