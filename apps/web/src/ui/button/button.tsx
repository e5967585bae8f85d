import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { Spinner } from '../spinner/spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'premium' | 'vip';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Long labels wrap onto more lines instead of overflowing a narrow container. */
  wrap?: boolean;
  /** A tile in a row of equal actions: the label under its icon on phones, a pill from 480 px. */
  tile?: boolean;
  /** An icon placed before the label. */
  icon?: ReactNode;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  wrap = false,
  tile = false,
  className,
}: ButtonLookProps & { className?: string | undefined }): string {
  return [
    'button',
    `button--${variant}`,
    `button--${size}`,
    fullWidth ? 'button--full' : '',
    wrap ? 'button--wrap' : '',
    tile ? 'button--tile' : '',
    className ?? '',
  ]
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
  wrap,
  tile,
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
      className={buttonClassName({ variant, size, fullWidth, wrap, tile, className })}
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

/** Splits the look (the class name) and the content (icon and label) from the element's own props. */
function splitLook<P extends ButtonLookProps & { className?: string | undefined; children?: ReactNode }>({
  variant,
  size,
  fullWidth,
  wrap,
  tile,
  icon,
  className,
  children,
  ...own
}: P) {
  return {
    className: buttonClassName({ variant, size, fullWidth, wrap, tile, className }),
    content: (
      <span className="button__content">
        {icon}
        {children}
      </span>
    ),
    own,
  };
}

export type ButtonLinkProps = LinkProps & ButtonLookProps;

/** A router link that looks like a button. */
export function ButtonLink(props: ButtonLinkProps) {
  const { className, content, own } = splitLook(props);
  return (
    <Link className={className} {...own}>
      {content}
    </Link>
  );
}

export type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLookProps;

/** A plain link (another site, a new tab) that looks like a button. */
export function ButtonAnchor(props: ButtonAnchorProps) {
  const { className, content, own } = splitLook(props);
  return (
    <a className={className} {...own}>
      {content}
    </a>
  );
}
