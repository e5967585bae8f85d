import type { CardType } from '@iskra/contract';

export interface CardBrandMarkProps {
  brand: CardType;
}

/**
 * The card brand drawn inline for the card graphic (no downloaded logos), on a light plate so
 * each mark keeps its own colours on the dark card. Decorative: the card names its brand itself.
 */
export function CardBrandMark({ brand }: CardBrandMarkProps) {
  return (
    <svg
      className="card-brand-mark"
      viewBox="0 0 64 40"
      width="64"
      height="40"
      aria-hidden="true"
      data-brand={brand}
    >
      <rect width="64" height="40" rx="8" fill="#ffffff" />
      {brand === 'MasterCard' && (
        <>
          <circle cx="25" cy="20" r="12" fill="#eb001b" />
          <circle cx="39" cy="20" r="12" fill="#f79e1b" />
          <path d="M32 10.3a12 12 0 0 1 0 19.4 12 12 0 0 1 0-19.4z" fill="#ff5f00" />
        </>
      )}
      {brand === 'VISA' && (
        <text
          x="32"
          y="27"
          textAnchor="middle"
          fontSize="19"
          fontWeight="800"
          fontStyle="italic"
          fill="#1a1f71"
          fontFamily="Arial, sans-serif"
          letterSpacing="0.5"
        >
          VISA
        </text>
      )}
      {brand === 'МИР' && (
        <>
          <text
            x="27"
            y="26.5"
            textAnchor="middle"
            fontSize="17"
            fontWeight="800"
            fill="#0f754e"
            fontFamily="Arial, sans-serif"
          >
            МИР
          </text>
          <path d="M46 15h7a3.5 3.5 0 0 1 0 7h-5z" fill="#0096d6" />
        </>
      )}
    </svg>
  );
}
