import * as ru from '../../i18n/ru.ts';
import './payment-badges.css';

/** Payment marks drawn inline (no downloaded logos): card brands, the national scheme and a wallet. */
export function PaymentBadges() {
  return (
    <ul className="payments" aria-label={ru.footer.paymentsLabel}>
      <li className="payments__item" title={ru.payments.visa}>
        <svg viewBox="0 0 56 24" width="56" height="24" role="img" aria-label={ru.payments.visa}>
          <text
            x="28"
            y="17.5"
            textAnchor="middle"
            fontSize="15"
            fontWeight="800"
            fontStyle="italic"
            fill="#1a1f71"
            fontFamily="Arial, sans-serif"
            letterSpacing="0.5"
          >
            VISA
          </text>
        </svg>
      </li>
      <li className="payments__item" title={ru.payments.mastercard}>
        <svg viewBox="0 0 56 24" width="56" height="24" role="img" aria-label={ru.payments.mastercard}>
          <circle cx="22" cy="12" r="8.5" fill="#eb001b" />
          <circle cx="34" cy="12" r="8.5" fill="#f79e1b" />
          <path d="M28 5.6a8.5 8.5 0 0 1 0 12.8 8.5 8.5 0 0 1 0-12.8z" fill="#ff5f00" />
        </svg>
      </li>
      <li className="payments__item" title={ru.payments.mir}>
        <svg viewBox="0 0 56 24" width="56" height="24" role="img" aria-label={ru.payments.mir}>
          <defs>
            <linearGradient id="mir-tail" x1="0" y1="0" x2="1" y2="0">
              <stop offset="0" stopColor="#00b4e6" />
              <stop offset="1" stopColor="#006fc6" />
            </linearGradient>
          </defs>
          <text
            x="24"
            y="17"
            textAnchor="middle"
            fontSize="14"
            fontWeight="800"
            fill="#0f754e"
            fontFamily="Arial, sans-serif"
            letterSpacing="0.3"
          >
            {ru.payments.mirMark}
          </text>
          <path d="M41 8h8a3 3 0 0 1 0 6h-6z" fill="url(#mir-tail)" />
        </svg>
      </li>
      <li className="payments__item" title={ru.payments.mirPay}>
        <svg viewBox="0 0 56 24" width="56" height="24" role="img" aria-label={ru.payments.mirPay}>
          <rect x="6" y="5" width="9" height="14" rx="2" fill="none" stroke="#0f754e" strokeWidth="1.6" />
          <path d="M9 16.5h3" stroke="#0f754e" strokeWidth="1.4" strokeLinecap="round" />
          <text
            x="34"
            y="16"
            textAnchor="middle"
            fontSize="10.5"
            fontWeight="700"
            fill="#0f754e"
            fontFamily="Arial, sans-serif"
          >
            Mir Pay
          </text>
        </svg>
      </li>
    </ul>
  );
}
