import * as ru from '../../../i18n/ru.ts';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { CrownIcon } from '../../../ui/icons/icons.tsx';
import type { UpsellKind } from '../model/sympathies-context.ts';
import './premium-upsell.css';

const t = ru.sympathies.upsell;

export const UPSELL_TEXT: Record<UpsellKind, { title: string; text: string }> = {
  likedYou: t.likedYou,
  visitorLike: t.visitorLike,
  visitorDislike: t.visitorDislike,
};

export interface PremiumUpsellProps {
  kind: UpsellKind;
  /** Premium can be bought by this user (men only, not yet premium). */
  canBuy: boolean;
  onClose: () => void;
}

/** The body of the liked-you and visitors upsell: what Premium opens here, and the way to it. */
export function PremiumUpsell({ kind, canBuy, onClose }: PremiumUpsellProps) {
  return (
    <div className="upsell">
      <p className="upsell__text">{UPSELL_TEXT[kind].text}</p>
      <p className="upsell__label">{t.benefitsLabel}</p>
      <ul className="upsell__benefits">
        {t.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <div className="upsell__actions">
        {canBuy ? (
          <>
            <ButtonLink
              to="/premium"
              variant="premium"
              icon={<CrownIcon size={18} />}
              onClick={onClose}
              fullWidth
            >
              {t.action}
            </ButtonLink>
            <Button variant="ghost" onClick={onClose} fullWidth>
              {t.later}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose} fullWidth>
            {t.close}
          </Button>
        )}
      </div>
    </div>
  );
}
