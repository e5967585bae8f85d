import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Input } from '../../../ui/form/input.tsx';
import { caretAfterMask, maskDate } from '../model/date-mask.ts';

export interface DateInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  name?: string;
}

/** A text field with the dd.mm.yyyy mask; the caret stays after the digit just typed. */
export function DateInput({ label, value, onChange, error, hint, name }: DateInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && caret.current !== null && document.activeElement === input) {
      input.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const masked = maskDate(raw);
    const rawCaret = event.target.selectionStart ?? raw.length;
    caret.current = rawCaret >= raw.length ? masked.length : caretAfterMask(raw, rawCaret, masked);
    onChange(masked);
  }

  return (
    <Input
      ref={inputRef}
      label={label}
      hint={hint}
      error={error}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={ru.auth.birthdayPlaceholder}
      maxLength={10}
      value={value}
      onChange={handleChange}
    />
  );
}
