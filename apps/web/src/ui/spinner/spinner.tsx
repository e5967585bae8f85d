import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. */
  label?: string;
  /** 'current' follows the text colour (inside buttons). */
  tone?: 'accent' | 'current';
}

export function Spinner({ size = 'md', label, tone = 'accent' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size} spinner--${tone}`} role={label ? 'status' : undefined}>
      <span className="spinner__ring" aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
