import type { Gender } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { ChatIcon, CrownIcon, HeartIcon } from '../../../ui/icons/icons.tsx';
import './sympathy-popups.css';

const t = ru.sympathyPopups;

/** Someone on either side of a match: a name and a round thumbnail. */
export interface PopupPerson {
  name: string;
  gender: Gender;
  thumbnailUri: string | null;
}

export interface MatchPopupProps {
  me: PopupPerson;
  partner: PopupPerson;
  /** The dialog of the match; "Написать" leads there. */
  dialogId: string | null;
  onClose: () => void;
}

/** Mutual sympathy: both faces, and a way straight into the chat. */
export function MatchPopup({ me, partner, dialogId, onClose }: MatchPopupProps) {
  return (
    <div className="sympathy-popup">
      <div className="sympathy-popup__pair" aria-hidden="true">
        <Avatar name={me.name} src={me.thumbnailUri} size="lg" />
        <span className="sympathy-popup__heart">
          <HeartIcon size={22} />
        </span>
        <Avatar name={partner.name} src={partner.thumbnailUri} size="lg" />
      </div>
      <p className="sympathy-popup__text">{ru.matchPopupText(partner.name, partner.gender, me.gender)}</p>
      <div className="sympathy-popup__actions">
        {dialogId && (
          <ButtonLink
            to={`/chat/${dialogId}`}
            icon={<ChatIcon size={18} />}
            onClick={onClose}
            data-autofocus
            fullWidth
          >
            {t.match.write}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={onClose} fullWidth>
          {t.match.later}
        </Button>
      </div>
    </div>
  );
}

interface UpsellPopupProps {
  /** Premium is offered only to those who may buy it (men without Premium). */
  offerPremium: boolean;
  onClose: () => void;
}

export interface PremiumOfferPopupProps extends UpsellPopupProps {
  text: string;
  /** A line on what Premium would change; left out when undefined. */
  premiumNote?: string | undefined;
  /** The label of the way to Premium. */
  action: string;
  close: string;
}

/** A notice with a way to Premium (for those who may buy it) and a close button. */
export function PremiumOfferPopup({
  text,
  premiumNote,
  action,
  close,
  offerPremium,
  onClose,
}: PremiumOfferPopupProps) {
  return (
    <div className="sympathy-popup">
      <p className="sympathy-popup__text">{text}</p>
      {premiumNote && <p className="sympathy-popup__text">{premiumNote}</p>}
      <div className="sympathy-popup__actions">
        {offerPremium && (
          <ButtonLink
            to="/premium"
            variant="premium"
            icon={<CrownIcon size={18} />}
            onClick={onClose}
            data-autofocus
            fullWidth
          >
            {action}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={onClose} fullWidth>
          {close}
        </Button>
      </div>
    </div>
  );
}

/** The free likes of the day are spent ('that is all for today'). */
export function FreeLimitPopup({ offerPremium, onClose }: UpsellPopupProps) {
  return (
    <PremiumOfferPopup
      text={t.freeLimit.text}
      premiumNote={offerPremium ? t.freeLimit.premium : undefined}
      action={t.freeLimit.action}
      close={t.freeLimit.close}
      offerPremium={offerPremium}
      onClose={onClose}
    />
  );
}

/** The person was rated before; changing a rating needs Premium. */
export function AlreadyRatedPopup({ viewer, offerPremium, onClose }: UpsellPopupProps & { viewer: Gender }) {
  return (
    <PremiumOfferPopup
      text={t.alreadyRated.text(viewer)}
      premiumNote={t.alreadyRated.premium}
      action={t.alreadyRated.action}
      close={t.alreadyRated.close}
      offerPremium={offerPremium}
      onClose={onClose}
    />
  );
}
