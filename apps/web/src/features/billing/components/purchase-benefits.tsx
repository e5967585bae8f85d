import type { TierName } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { CheckCircleIcon } from '../../../ui/icons/icons.tsx';
import './purchase-benefits.css';

/** What the tier gives (paid-tiers-and-legal §1): the sidebar of a purchase page. */
export function PurchaseBenefits({ tier }: { tier: TierName }) {
  const copy = ru.billing[tier];
  return (
    <section className={`purchase-benefits purchase-benefits--${tier}`} aria-labelledby={`benefits-${tier}`}>
      <h2 id={`benefits-${tier}`} className="purchase-benefits__title">
        {copy.benefitsTitle}
      </h2>
      <ul className="purchase-benefits__list">
        {copy.benefits.map((benefit) => (
          <li key={benefit}>
            <CheckCircleIcon className="purchase-benefits__check" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
