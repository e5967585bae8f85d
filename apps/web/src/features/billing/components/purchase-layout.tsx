import type { TierName } from '@iskra/contract';
import type { ReactNode } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { CrownIcon, DiamondIcon } from '../../../ui/icons/icons.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { PurchaseBenefits } from './purchase-benefits.tsx';
import './purchase-layout.css';

export interface PurchaseLayoutProps {
  tier: TierName;
  /** The benefits sidebar (left out where the tier cannot be had). */
  benefits?: boolean;
  children: ReactNode;
}

/** A purchase page: the tier's label and lead, the benefits sidebar and the purchase itself. */
export function PurchaseLayout({ tier, benefits = true, children }: PurchaseLayoutProps) {
  const copy = ru.billing[tier];
  return (
    <div className={`purchase purchase--${tier}`}>
      <header className="purchase__hero">
        <h1 className={`purchase__label purchase__label--${tier}`}>
          {tier === 'premium' ? <CrownIcon size={22} /> : <DiamondIcon size={22} />}
          {copy.title}
        </h1>
        <p className="purchase__lead">{copy.lead}</p>
      </header>
      <div className={benefits ? 'purchase__grid' : 'purchase__grid purchase__grid--single'}>
        <div className="purchase__main">{children}</div>
        {benefits && (
          <aside className="purchase__aside">
            <PurchaseBenefits tier={tier} />
          </aside>
        )}
      </div>
    </div>
  );
}

/** The purchase card while the subscription info loads: the page loader, in the card's shape. */
export function PurchaseLoading({ rates }: { rates: number }) {
  return (
    <Card padding="lg" className="purchase__card" aria-busy="true">
      <div className="purchase__loader">
        <Spinner label={ru.billing.loading} />
      </div>
      <div className="purchase__skeleton-rates">
        {Array.from({ length: rates }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} height={120} />
        ))}
      </div>
      <Skeleton height={64} />
      <Skeleton height={48} />
    </Card>
  );
}

export function PurchaseLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card padding="lg" className="purchase__card purchase__card--center" role="alert">
      <p>{ru.billing.loadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {ru.billing.retryLoad}
      </Button>
    </Card>
  );
}
