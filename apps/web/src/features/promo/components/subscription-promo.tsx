import type { ReactNode } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { ChatIcon, CheckCircleIcon, EyeIcon, HeartIcon } from '../../../ui/icons/icons.tsx';
import { SUBSCRIPTION_PROMO, type SubscriptionPromoKind } from '../model/subscription-rotation.ts';
import './subscription-promo.css';

const t = ru.promo.subscription;

interface PromoCopy {
  title: string;
  badge: string;
  text: string;
  points: readonly string[];
  action: string;
}

interface PromoLook {
  copy: PromoCopy;
  tier: 'premium' | 'vip';
  to: string;
  icon: ReactNode;
}

export const SUBSCRIPTION_PROMO_LOOKS: Record<SubscriptionPromoKind, PromoLook> = {
  [SUBSCRIPTION_PROMO.premiumLikes]: {
    copy: t.premiumLikes,
    tier: 'premium',
    to: '/premium',
    icon: <HeartIcon size={36} />,
  },
  [SUBSCRIPTION_PROMO.premiumChat]: {
    copy: t.premiumChat,
    tier: 'premium',
    to: '/premium',
    icon: <ChatIcon size={36} />,
  },
  [SUBSCRIPTION_PROMO.vipVisitors]: {
    copy: t.vipVisitors,
    tier: 'vip',
    to: '/vip',
    icon: <EyeIcon size={36} />,
  },
};

/** One of the three subscription promos; the action leads to the tier's purchase page. */
export function SubscriptionPromo({ kind, onClose }: { kind: SubscriptionPromoKind; onClose: () => void }) {
  const { copy, tier, to, icon } = SUBSCRIPTION_PROMO_LOOKS[kind];
  return (
    <div className={`sub-promo sub-promo--${tier}`}>
      <div className="sub-promo__hero" aria-hidden="true">
        <span className="sub-promo__icon">{icon}</span>
        <span className="sub-promo__badge">{copy.badge}</span>
      </div>
      <p className="sub-promo__text">{copy.text}</p>
      <ul className="sub-promo__points">
        {copy.points.map((point) => (
          <li key={point}>
            <CheckCircleIcon className="sub-promo__check" />
            {point}
          </li>
        ))}
      </ul>
      <div className="sub-promo__actions">
        <Button variant="secondary" onClick={onClose}>
          {t.later}
        </Button>
        <ButtonLink variant={tier} to={to} onClick={onClose} data-autofocus>
          {copy.action}
        </ButtonLink>
      </div>
    </div>
  );
}
