import { type InputHTMLAttributes, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Field } from '../../../ui/form/field.tsx';
import { EyeClosedIcon, EyeOpenIcon } from '../../../ui/icons/icons.tsx';
import './password-input.css';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A password field with a show/hide toggle (a pressed toggle button inside the field). */
export function PasswordInput({ label, hint, error, id, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(a11y) => (
        <div className="password-input">
          <input
            className="field__control password-input__control"
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck="false"
            {...a11y}
            {...rest}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-label={visible ? ru.auth.hidePassword : ru.auth.showPassword}
            aria-controls={a11y.id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeClosedIcon /> : <EyeOpenIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}
