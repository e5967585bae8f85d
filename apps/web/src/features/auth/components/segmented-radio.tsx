import { useId } from 'react';
import './segmented-radio.css';

export interface SegmentOption<V extends number> {
  value: V;
  label: string;
}

export interface SegmentedRadioProps<V extends number> {
  legend: string;
  name: string;
  options: readonly SegmentOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** A radio group drawn as a segmented control; arrow keys move between the options (native). */
export function SegmentedRadio<V extends number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: SegmentedRadioProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={error ? 'segmented segmented--invalid' : 'segmented'}>
      <legend className="field__label segmented__legend">{legend}</legend>
      <div className="segmented__track">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              className="segmented__input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            />
            <span className="segmented__label">{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
