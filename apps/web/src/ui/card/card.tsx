import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
};

export function Card({ as: Tag = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Tag className={['card', `card--pad-${padding}`, className].filter(Boolean).join(' ')} {...rest} />;
}
