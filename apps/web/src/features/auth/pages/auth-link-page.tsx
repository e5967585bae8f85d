import { COOKIES, ERROR_TEXT, type LandingLoginResponse } from '@iskra/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { clearToken } from '../../../shared/api/index.ts';
import { setCookie } from '../../../shared/cookies.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { SparkMark } from '../../../ui/logo/logo.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { landingLogin } from '../api/auth-api.ts';
import './auth-page.css';

/**
 * The one-time link is spent by the first request, so a repeated effect (strict mode, a re-mount)
 * must share that request instead of sending a second one.
 */
const pending = new Map<string, Promise<LandingLoginResponse>>();

function loginOnce(uid: string, token: string): Promise<LandingLoginResponse> {
  const key = `${uid}\n${token}`;
  let call = pending.get(key);
  if (!call) {
    call = landingLogin(uid, token);
    pending.set(key, call);
    // Forget it once settled: a later visit with the same (now spent) link asks the server again.
    call.then(
      () => setTimeout(() => pending.delete(key), 0),
      () => setTimeout(() => pending.delete(key), 0),
    );
  }
  return call;
}

/**
 * /auth?uid=&token=&landing= — sign-in by a personal link (core-application §2, §4). The `landing`
 * parameter names the page that issued the link; the server already knows it from the token.
 */
export function AuthLinkPage() {
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const { signIn } = useSession();
  const { notifyError } = useNotifications();
  const navigate = useNavigate();
  // Settled (signed in or failed): leaving the page changes the query, which must not start over.
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current) return;
    let active = true;
    const fail = () => {
      settled.current = true;
      clearToken();
      notifyError(ERROR_TEXT.authorization, { important: true });
      navigate('/', { replace: true });
    };
    if (!uid || !token) {
      fail();
      return;
    }
    loginOnce(uid, token)
      .then((answer) => {
        if (!active) return;
        settled.current = true;
        // UTM tags of the link are kept for the payment analytics (COOKIES.utm, 30 days).
        if (answer.utm) setCookie(COOKIES.utm.name, JSON.stringify(answer.utm), COOKIES.utm.days);
        signIn({ accessToken: answer.accessToken, user: answer.user, menuData: answer.menuData });
        navigate('/discover', { replace: true });
      })
      .catch(() => {
        if (active) fail();
      });
    return () => {
      active = false;
    };
  }, [uid, token, signIn, notifyError, navigate]);

  return (
    <div className="auth-page auth-page--loader" aria-busy="true">
      <SparkMark size={56} className="auth-page__mark" />
      <p className="auth-page__status">
        <Spinner size="sm" />
        <span>{ru.auth.authLink.loading}</span>
      </p>
    </div>
  );
}
