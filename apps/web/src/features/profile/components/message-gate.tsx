import { ru } from '../../../i18n/ru.ts';
import { PremiumOfferPopup } from '../../sympathies/index.ts';

const t = ru.profile.messageGate;

export const MESSAGE_GATE_MODAL = 'message-gate';

/**
 * Shown by "Написать" when there is no dialog yet: writing opens with a mutual sympathy;
 * free users may get Premium to write to anyone.
 */
export function MessageGate({
  name,
  offerPremium,
  onClose,
}: {
  name: string;
  offerPremium: boolean;
  onClose: () => void;
}) {
  return (
    <PremiumOfferPopup
      text={t.text(name)}
      premiumNote={offerPremium ? t.premium : undefined}
      action={t.getPremium}
      close={t.close}
      offerPremium={offerPremium}
      onClose={onClose}
    />
  );
}
