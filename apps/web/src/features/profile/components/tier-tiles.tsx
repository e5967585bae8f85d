import type { CurrentUser } from '@iskra/contract';
import type { ReactNode } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { offersPremium, offersVip } from '../../../shared/nav-items.ts';
import { ButtonLink } from '../../../ui/button/button.tsx';
import { CrownIcon, DiamondIcon } from '../../../ui/icons/icons.tsx';
import './tier-tiles.css';

const t = ru.profile.tiers;

/**
 * Activation tiles of the paid tiers (paid-tiers-and-legal §1): Premium only for men without it,
 * VIP for everyone without it; nothing when both are owned or not offered.
 */
export function TierTiles({ user }: { user: CurrentUser }) {
  const premium = offersPremium(user);
  const vip = offersVip(user);
  if (!premium && !vip) return null;
  return (
    <section className="tiers" aria-label={t.title}>
      {premium && <TierTile tier="premium" to="/premium" icon={<CrownIcon size={22} />} />}
      {vip && <TierTile tier="vip" to="/vip" icon={<DiamondIcon size={22} />} />}
    </section>
  );
}

function TierTile({ tier, to, icon }: { tier: 'premium' | 'vip'; to: string; icon: ReactNode }) {
  return (
    <div className={`tier tier--${tier}`}>
      <span className="tier__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="tier__title">{t[tier].title}</h2>
      <p className="tier__text">{t[tier].text}</p>
      <ButtonLink to={to} variant={tier} size="sm" className="tier__action">
        {t[tier].action}
      </ButtonLink>
    </div>
  );
}
