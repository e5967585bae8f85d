import type { CardType } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { CardBrandMark } from './card-brand-mark.tsx';
import './card-graphic.css';

export interface CardGraphicProps {
  maskedCard: string;
  cardType: CardType | null;
}

/** Masks as the provider sends them ('5555 55** **** 4477') read better with dots. */
function displayNumber(masked: string): string {
  return masked.replace(/\*/g, '•');
}

/** A drawn bank card: chip, masked number and the brand mark (paid-tiers §2). */
export function CardGraphic({ maskedCard, cardType }: CardGraphicProps) {
  const t = ru.subscription.card;
  const brandName = cardType ?? t.unknownBrand;
  return (
    <div className="card-graphic" role="img" aria-label={t.label(brandName, maskedCard)}>
      <svg className="card-graphic__chip" viewBox="0 0 40 30" width="40" height="30" aria-hidden="true">
        <rect x="0.5" y="0.5" width="39" height="29" rx="6" fill="#f3d27a" stroke="#c9a24a" />
        <path d="M0 10h13M0 20h13M27 10h13M27 20h13M13 0v30M27 0v30" stroke="#c9a24a" fill="none" />
      </svg>
      <p className="card-graphic__number" aria-hidden="true">
        {displayNumber(maskedCard)}
      </p>
      <div className="card-graphic__brand">{cardType && <CardBrandMark brand={cardType} />}</div>
    </div>
  );
}
