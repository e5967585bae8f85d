import * as ru from '../../../i18n/ru.ts';
import { Input, type InputProps } from '../../../ui/form/input.tsx';

/**
 * The e-mail field of the accounts forms: the e-mail keyboard, no capitals or spell check.
 * `autoComplete` tells a password manager whether this address signs in ('username') or is new.
 */
export function EmailInput(props: Omit<InputProps, 'label' | 'name' | 'type'>) {
  return (
    <Input
      label={ru.auth.fields.email}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck="false"
      placeholder={ru.auth.emailPlaceholder}
      {...props}
    />
  );
}
