import { CHAT_TEXT, type CurrentUser } from '@iskra/contract';
import './write-offer.css';
import * as ru from '../../../i18n/ru.ts';
import { offersPremium } from '../../../shared/nav-items.ts';
import { ButtonLink } from '../../../ui/button/button.tsx';
import { CrownIcon } from '../../../ui/icons/icons.tsx';

const t = ru.chat;

/** Why the viewer may not write: the free allowance of the day is spent, or there is no match. */
export type Refusal = 'freeLimit' | 'notAllowed';

export function refusalOf(user: CurrentUser): Refusal {
  return !user.premiumFeatures && user.freeMessages <= 0 ? 'freeLimit' : 'notAllowed';
}

/**
 * In place of the composer when the viewer may not write (core-application §6): what is in the
 * way, and Premium, which removes it (offered to those who can buy it; women have its features
 * free, so the server never closes the composer to them for the allowance).
 */
export function WriteOffer({
  user,
  refusal,
  onNavigate,
}: {
  user: CurrentUser;
  refusal: Refusal;
  onNavigate?: () => void;
}) {
  const canBuy = offersPremium(user);
  return (
    <div className="write-offer">
      <span className="write-offer__icon" aria-hidden="true">
        <CrownIcon size={22} />
      </span>
      <div className="write-offer__body">
        <p className="write-offer__text">{CHAT_TEXT[refusal]}</p>
      </div>
      {canBuy && (
        <ButtonLink
          to="/premium"
          variant="premium"
          size="sm"
          icon={<CrownIcon size={16} />}
          onClick={onNavigate}
        >
          {t.getPremium}
        </ButtonLink>
      )}
    </div>
  );
}
