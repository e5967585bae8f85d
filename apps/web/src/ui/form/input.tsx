import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { Field } from './field.tsx';

interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> &
  LabelledProps & { ref?: Ref<HTMLInputElement> };

export function Input({ label, hint, error, required, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(a11y) => <input className="field__control" required={required} {...a11y} {...rest} />}
    </Field>
  );
}

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  LabelledProps & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, hint, error, required, id, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(a11y) => (
        <textarea
          className="field__control field__control--area"
          rows={rows}
          required={required}
          {...a11y}
          {...rest}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  LabelledProps & {
    options: readonly SelectOption[];
    /** Text of an empty first option. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function Select({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(a11y) => (
        <span className="field__select">
          <select className="field__control" required={required} {...a11y} {...rest}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
