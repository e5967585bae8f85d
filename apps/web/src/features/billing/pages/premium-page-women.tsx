import type { CurrentUser } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { offersVip } from '../../../shared/nav-items.ts';
import { ButtonLink } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { DiamondIcon } from '../../../ui/icons/icons.tsx';
import { PurchaseLayout } from '../components/purchase-layout.tsx';
import '../components/purchase-layout.css';

const t = ru.billing.premium.women;

/**
 * Premium is sold to men only (paid-tiers-and-legal §1) and women have its features free
 * (PREMIUM_FEATURES): no buy button, just what is true for her — the features are hers.
 */
export function PremiumPageWomen({ user }: { user: CurrentUser }) {
  return (
    <PurchaseLayout tier="premium">
      <Card padding="lg" className="purchase__card purchase__card--center">
        <p>{t.free}</p>
        <div className="purchase__actions">
          {offersVip(user) && (
            <ButtonLink to="/vip" variant="vip" icon={<DiamondIcon size={18} />}>
              {t.vip}
            </ButtonLink>
          )}
          <ButtonLink to="/discover" variant="secondary">
            {t.discover}
          </ButtonLink>
        </div>
      </Card>
    </PurchaseLayout>
  );
}
