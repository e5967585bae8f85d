import type { ReactNode } from 'react';
import './badge.css';

export interface BadgeProps {
  tone?: 'accent' | 'neutral' | 'success' | 'premium' | 'vip';
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'accent', children, className }: BadgeProps) {
  return <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}

export interface CountBadgeProps {
  count: number;
  /** Larger counts show as "max+". */
  max?: number;
  /** Accessible text, e.g. "новых: 3"; the number alone is hidden from screen readers. */
  label: string;
  className?: string;
}

/** A small counter; renders nothing at zero. */
export function CountBadge({ count, max = 99, label, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={['count-badge', className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
