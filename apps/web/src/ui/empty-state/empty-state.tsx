import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  /** `flush`: no side padding (inside a padded card); `compact`: small padding all round. */
  spacing?: 'roomy' | 'flush' | 'compact';
  className?: string;
}

export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  spacing = 'roomy',
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={['empty-state', spacing === 'roomy' ? '' : `empty-state--${spacing}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
