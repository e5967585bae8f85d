import type { Gender } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { PremiumOfferPopup } from '../../sympathies/index.ts';

const t = ru.profile.messageGate;

export const MESSAGE_GATE_MODAL = 'message-gate';

/**
 * Shown by "Написать" when there is no dialog yet: writing opens with a mutual sympathy;
 * free users may get Premium to write to anyone.
 */
export function MessageGate({
  name,
  gender,
  offerPremium,
  onClose,
}: {
  name: string;
  gender: Gender;
  offerPremium: boolean;
  onClose: () => void;
}) {
  return (
    <PremiumOfferPopup
      text={t.text(name, gender)}
      premiumNote={offerPremium ? t.premium : undefined}
      action={t.getPremium}
      close={t.close}
      offerPremium={offerPremium}
      onClose={onClose}
    />
  );
}
