import { ERROR_TEXT, passwordSchema } from '@iskra/contract';
import { type FormEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, isApiError, useErrorHandler } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { AlertIcon, ShieldIcon } from '../../../ui/icons/icons.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { checkRestoreLink, restorePassword } from '../api/auth-api.ts';
import { PasswordInput } from '../components/password-input.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import '../components/auth-form.css';
import './auth-page.css';

/** How long the "link is invalid" message stays before the page goes to the root. */
export const INVALID_LINK_REDIRECT_MS = 3000;

type LinkState = 'checking' | 'valid' | 'invalid' | 'unreachable';

const t = ru.auth.restorePass;

/** No answer, or the server failing: the link itself may be fine. */
function unreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500);
}

/**
 * /restore-pass/:link — the link from the restore letter (core-application §2, §5, §8): checks the
 * link, then takes a new password. A bad link disables the form and goes to the root.
 */
export function RestorePassPage() {
  const { link = '' } = useParams();
  const [state, setState] = useState<LinkState>('checking');
  const [attempt, setAttempt] = useState(0);
  const [pass, setPass] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const redirect = useCountdown();
  const { signIn } = useSession();
  const { notify } = useNotifications();
  const handleError = useErrorHandler();
  const navigate = useNavigate();

  const markInvalid = useCallback(() => {
    setState('invalid');
    redirect.start(INVALID_LINK_REDIRECT_MS);
  }, [redirect.start]);

  // Checks the link, again for a new link or a retry (the attempt goes in to name it).
  const check = useEffectEvent((link: string, _attempt: number, signal: AbortSignal) => {
    setState('checking');
    checkRestoreLink(link, signal)
      .then(() => setState('valid'))
      .catch((caught: unknown) => {
        if (signal.aborted) return;
        if (unreachable(caught)) setState('unreachable');
        else markInvalid();
      });
  });
  useEffect(() => {
    const controller = new AbortController();
    check(link, attempt, controller.signal);
    return () => controller.abort();
  }, [link, attempt]);

  const invalid = state === 'invalid';
  useEffect(() => {
    if (invalid && redirect.secondsLeft === 0) navigate('/', { replace: true });
  }, [invalid, redirect.secondsLeft, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'valid' || sending) return;
    const parsed = passwordSchema.safeParse(pass);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const answer = await restorePassword(link, parsed.data);
      signIn(answer.userData);
      notify({ text: t.success });
      navigate('/discover', { replace: true });
    } catch (caught) {
      setSending(false);
      if (isApiError(caught) && caught.status === 400) {
        markInvalid();
        return;
      }
      const fieldErrors = handleError(caught);
      if (!fieldErrors) return;
      setError(fieldErrorMap(fieldErrors).pass ?? fieldErrors[0]?.msg);
      focusFirstError();
    }
  }

  return (
    <div className="auth-page">
      <Card className="auth-page__card" padding="lg">
        <span className="auth-page__badge" aria-hidden="true">
          <ShieldIcon size={28} />
        </span>
        <h1 className="auth-page__title">{t.title}</h1>
        <p className="auth-page__lead">{t.lead}</p>
        {state === 'checking' && (
          <p className="auth-page__status">
            <Spinner size="sm" />
            <span>{t.checking}</span>
          </p>
        )}
        {invalid && (
          <div className="auth-page__alert" role="alert">
            <AlertIcon size={20} />
            <div>
              <p className="auth-page__alert-title">{ERROR_TEXT.linkInvalid}</p>
              <p>{t.invalidText}</p>
              <p className="auth-page__alert-note">{t.redirect(redirect.secondsLeft)}</p>
            </div>
          </div>
        )}
        {state === 'unreachable' && (
          <div className="auth-page__alert" role="alert">
            <AlertIcon size={20} />
            <div>
              <p className="auth-page__alert-title">{ERROR_TEXT.connection}</p>
              <p>{t.unreachable}</p>
            </div>
          </div>
        )}
        <form ref={formRef} className="auth-form" noValidate onSubmit={handleSubmit} aria-busy={sending}>
          <fieldset className="auth-form__fieldset" disabled={state !== 'valid'}>
            <PasswordInput
              label={t.field}
              name="pass"
              autoComplete="new-password"
              hint={ru.auth.passwordHint}
              value={pass}
              error={error}
              onChange={(event) => {
                setPass(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" size="lg" fullWidth loading={sending}>
              {t.submit}
            </Button>
          </fieldset>
        </form>
        {invalid && (
          <Button variant="secondary" fullWidth onClick={() => navigate('/', { replace: true })}>
            {t.toRoot}
          </Button>
        )}
        {state === 'unreachable' && (
          <Button variant="secondary" fullWidth onClick={() => setAttempt((value) => value + 1)}>
            {ru.app.retry}
          </Button>
        )}
      </Card>
    </div>
  );
}
