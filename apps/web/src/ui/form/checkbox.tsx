import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './form.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** A lighter label, for long consent texts. */
  quietLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, hint, error, id, quietLabel, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={[
        'checkbox',
        error ? 'checkbox--invalid' : '',
        quietLabel ? 'checkbox--quiet-label' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="checkbox__row">
        <input
          type="checkbox"
          className="checkbox__input"
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <label className="checkbox__label" htmlFor={controlId}>
          {label}
        </label>
      </div>
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
