import { AUTH_TEXT, emailSchema, SUCCESS_TEXT } from '@iskra/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ru } from '../../../i18n/ru.ts';
import { fieldErrorMap, useErrorHandler } from '../../../shared/api/index.ts';
import { Button } from '../../../ui/button/button.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { requestPasswordRestore } from '../api/auth-api.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import { EmailInput } from './email-input.tsx';
import './auth-form.css';

const t = ru.auth;

export interface RestoreRequestFormProps {
  /** After the letter is on its way the landing goes back to tab 1 (core-application §4). */
  onSent: () => void;
}

/** Asks for a password restore letter. */
export function RestoreRequestForm({ onSent }: RestoreRequestFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const handleError = useErrorHandler();
  const { notify } = useNotifications();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTH_TEXT.emailInvalid);
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      await requestPasswordRestore(parsed.data);
      notify({ text: SUCCESS_TEXT.restoreMailSent });
      onSent();
    } catch (caught) {
      setSending(false);
      const fieldErrors = handleError(caught);
      if (!fieldErrors) return;
      const map = fieldErrorMap(fieldErrors);
      setError(map.email ?? fieldErrors[0]?.msg);
      focusFirstError();
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={handleSubmit} aria-busy={sending}>
      <EmailInput
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" fullWidth loading={sending} className="auth-form__submit">
        {t.restore.submit}
      </Button>
    </form>
  );
}
