import { type ReactNode, useId } from 'react';
import './form.css';

export interface FieldA11y {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown as a marker after the label; the control gets `required`. */
  required?: boolean;
  id?: string;
  /** A lighter label, for fields grouped under a heading of their own (a range's two ends). */
  quietLabel?: boolean;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label, hint and error text around one control, wired with aria-describedby. */
export function Field({ label, hint, error, required, id, quietLabel, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y: FieldA11y = { id: controlId };
  if (describedBy) a11y['aria-describedby'] = describedBy;
  if (error) a11y['aria-invalid'] = true;
  return (
    <div
      className={['field', error ? 'field--invalid' : '', quietLabel ? 'field--quiet-label' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children(a11y)}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
