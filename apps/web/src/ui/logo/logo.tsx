import { useId } from 'react';
import * as ru from '../../i18n/ru.ts';
import './logo.css';

export interface SparkMarkProps {
  size?: number;
  className?: string;
}

/** The brand mark: a four-point spark on a warm gradient tile. */
export function SparkMark({ size = 32, className }: SparkMarkProps) {
  const gradientId = `spark-${useId()}`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a5c" />
          <stop offset="0.55" stopColor="#ff4d5a" />
          <stop offset="1" stopColor="#e8336b" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="10" fill={`url(#${gradientId})`} />
      <path
        d="M16 5.5c.9 4.6 2.9 7.6 6.9 10.5-4 2.9-6 5.9-6.9 10.5-.9-4.6-2.9-7.6-6.9-10.5 4-2.9 6-5.9 6.9-10.5z"
        fill="#fff"
      />
      <circle cx="23.5" cy="8.5" r="1.6" fill="#fff" opacity="0.85" />
    </svg>
  );
}

export interface LogoProps {
  size?: 'md' | 'lg';
  /** Hide the word on very small places; the mark stays. */
  markOnly?: boolean;
}

/** Wordmark «Искра». Decorative: wrap it in a link with an accessible name. */
export function Logo({ size = 'md', markOnly = false }: LogoProps) {
  return (
    <span className={`logo logo--${size}`} aria-hidden="true">
      <SparkMark size={size === 'lg' ? 44 : 32} className="logo__mark" />
      {!markOnly && <span className="logo__word">{ru.brand.name}</span>}
    </span>
  );
}
