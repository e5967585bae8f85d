import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** Required: an icon-only control needs an accessible name. */
  'aria-label': string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  variant?: 'plain' | 'filled';
};

export function IconButton({
  icon,
  size = 'md',
  variant = 'plain',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = [
    'icon-button',
    `icon-button--${size}`,
    variant === 'filled' ? 'icon-button--filled' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} {...rest}>
      {icon}
    </button>
  );
}
