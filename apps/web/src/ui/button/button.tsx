import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { ru } from '../../i18n/ru.ts';
import { Spinner } from '../spinner/spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'premium' | 'vip';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon placed before the label. */
  icon?: ReactNode;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonLookProps & { className?: string | undefined }): string {
  return ['button', `button--${variant}`, `button--${size}`, fullWidth ? 'button--full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLookProps & {
    /** Shows a spinner, keeps the width and blocks presses. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && (
        <span className="button__spinner">
          <Spinner size="sm" label={ru.ui.loading} tone="current" />
        </span>
      )}
      <span className={loading ? 'button__content button__content--hidden' : 'button__content'}>
        {icon}
        {children}
      </span>
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLookProps;

/** A router link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      <span className="button__content">
        {icon}
        {children}
      </span>
    </Link>
  );
}
