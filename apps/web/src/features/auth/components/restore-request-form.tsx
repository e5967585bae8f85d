import { AUTH_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { type FormEvent, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, useErrorHandler } from '../../../shared/api/index.ts';
import { Button } from '../../../ui/button/button.tsx';
import { EmailAddress } from '../../../ui/email-address/email-address.tsx';
import { MailIcon } from '../../../ui/icons/icons.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { requestPasswordRestore } from '../api/auth-api.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import { authSchemas } from '../model/auth-schemas.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailInput } from './email-input.tsx';

const t = ru.auth;

export interface RestoreRequestFormProps {
  /** «Вернуться ко входу» of the sent state: the landing's login tab. */
  onBackToLogin: () => void;
}

/**
 * Asks for a password restore letter. Once it is on its way the tab says where it went and how
 * to go on («Проверь почту»), rather than jumping to registration as core-application §4 has it:
 * the person came to sign in, and the letter's address is what they need to see.
 */
export function RestoreRequestForm({ onBackToLogin }: RestoreRequestFormProps) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const handleError = useErrorHandler();
  const { notify } = useNotifications();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { emailSchema } = await authSchemas();
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) {
        setSending(false);
        setError(parsed.error.issues[0]?.message ?? AUTH_TEXT.emailInvalid);
        focusFirstError();
        return;
      }
      await requestPasswordRestore(parsed.data);
      notify({ text: SUCCESS_TEXT.restoreMailSent });
      setSending(false);
      setSentTo(parsed.data);
    } catch (caught) {
      setSending(false);
      const fieldErrors = handleError(caught);
      if (!fieldErrors) return;
      const map = fieldErrorMap(fieldErrors);
      setError(map.email ?? fieldErrors[0]?.msg);
      focusFirstError();
    }
  }

  if (sentTo !== null) {
    return (
      <div className="auth-form auth-form--sent" role="status">
        <span className="auth-form__sent-icon" aria-hidden="true">
          <MailIcon size={28} />
        </span>
        <h3 className="auth-form__sent-title">{t.restore.sentTitle}</h3>
        <p>
          {t.restore.sentTo}
          <strong>
            <EmailAddress email={sentTo} />
          </strong>
          {t.restore.sentToAfter}
        </p>
        <p className="auth-form__hint">{t.restore.sentHint}</p>
        <Button size="lg" fullWidth onClick={onBackToLogin}>
          {t.restore.backToLogin}
        </Button>
        <Button variant="ghost" fullWidth onClick={() => setSentTo(null)}>
          {t.restore.again}
        </Button>
      </div>
    );
  }

  return (
    <AuthForm formRef={formRef} sending={sending} onSubmit={handleSubmit}>
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
    </AuthForm>
  );
}
