import { APPEAL_PATH, AUTH_TEXT } from '@iskra/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, isApiError, useErrorHandler } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { login } from '../api/auth-api.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import { authSchemas } from '../model/auth-schemas.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailInput } from './email-input.tsx';
import { PasswordInput } from './password-input.tsx';

type LoginErrors = Partial<Record<'email' | 'password', string>>;

const t = ru.auth;

export interface LoginFormProps {
  /** Opens the restore tab ("Забыли пароль?"). */
  onForgot: () => void;
}

/** Sign-in by e-mail and password; errors show on the two fields (core-application §5). */
export function LoginForm({ onForgot }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { notifyError } = useNotifications();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { emailSchema, loginSchema } = await authSchemas();
      const found: LoginErrors = {};
      if (!emailSchema.safeParse(email).success) found.email = AUTH_TEXT.emailInvalid;
      if (!password) found.password = t.login.passwordRequired;
      if (found.email || found.password) {
        setSending(false);
        setErrors(found);
        focusFirstError();
        return;
      }
      const auth = await login(loginSchema.parse({ email, password }));
      signIn(auth);
      navigate('/discover', { replace: true });
    } catch (error) {
      setSending(false);
      // A blocked account: the reason and the way to appeal stay in view, and open the help form.
      if (isApiError(error) && error.code === 'accountBlocked') {
        notifyError(error.message, { important: true, link: APPEAL_PATH });
        return;
      }
      const fieldErrors = handleError(error);
      if (!fieldErrors) return;
      const map = fieldErrorMap(fieldErrors);
      const next: LoginErrors = { email: map.email, password: map.password };
      // Anything else the server names still has to reach the person.
      for (const { param, msg } of fieldErrors)
        if (param !== 'email' && param !== 'password') notifyError(msg);
      setErrors(next);
      focusFirstError();
    }
  }

  return (
    <AuthForm formRef={formRef} sending={sending} onSubmit={handleSubmit}>
      <EmailInput
        autoComplete="username"
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      <PasswordInput
        label={t.fields.password}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <button type="button" className="auth-form__link" onClick={onForgot}>
        {t.login.forgot}
      </button>
      <Button type="submit" size="lg" fullWidth loading={sending} className="auth-form__submit">
        {t.login.submit}
      </Button>
    </AuthForm>
  );
}
