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
  quietLabel?: boolean;
}

type FramedProps = LabelledProps & { required?: boolean; id?: string; className?: string };

/** Splits the props of the Field around a control from the control's own (`required` goes to both). */
function splitField<P extends FramedProps>({ label, hint, error, quietLabel, id, className, ...control }: P) {
  return { field: { label, hint, error, quietLabel, id, className, required: control.required }, control };
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> &
  LabelledProps & { ref?: Ref<HTMLInputElement> };

export function Input(props: InputProps) {
  const { field, control } = splitField(props);
  return <Field {...field}>{(a11y) => <input className="field__control" {...a11y} {...control} />}</Field>;
}

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  LabelledProps & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      {(a11y) => (
        <textarea className="field__control field__control--area" rows={rows} {...a11y} {...control} />
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

export function Select({ options, placeholder, ...props }: SelectProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      {(a11y) => (
        <span className="field__select">
          <select className="field__control" {...a11y} {...control}>
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
