import {
  type AuthResponse,
  type CurrentUser,
  EMPTY_MENU_DATA,
  ERROR_TEXT,
  type MenuData,
} from '@iskra/contract';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useNotifications } from '../../ui/notifications/notifications-context.ts';
import {
  api,
  clearToken,
  EARLY_PATHS,
  getToken,
  isApiError,
  setToken,
  setUnauthorizedHandler,
} from '../api/index.ts';
import { reloadToRoot } from './reload.ts';
import { type Session, SessionContext, type SessionStatus, type SignInPayload } from './session-context.ts';

/** Logout tells the server, but never waits long for it. */
const LOGOUT_TIMEOUT_MS = 3000;

interface State {
  status: SessionStatus;
  user: CurrentUser | null;
  menuData: MenuData;
}

const GUEST: State = { status: 'guest', user: null, menuData: EMPTY_MENU_DATA };

/** No answer, or the server itself failing: the token may well be fine, so keep it and offer a retry. */
function serverUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500);
}

/** GET /api/user/refresh: a new token, the current user and the menu counters. */
function refreshSession(options: { expireOn401?: boolean; signal?: AbortSignal } = {}) {
  return api.get<AuthResponse>(EARLY_PATHS.session, { ...options });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => (getToken() ? { ...GUEST, status: 'loading' } : GUEST));
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const { notifyError } = useNotifications();
  // For answers that arrive later (a refresh, a 401): the status as last committed.
  const statusRef = useRef(state.status);
  useLayoutEffect(() => {
    statusRef.current = state.status;
  });

  const applyRefresh = useCallback((auth: AuthResponse) => {
    setToken(auth.accessToken);
    setState({ status: 'authenticated', user: auth.user, menuData: auth.menuData });
  }, []);

  // Start-up check of a stored token; the attempt goes in to name what the effect follows (retry).
  const checkStoredToken = useEffectEvent((_attempt: number, signal: AbortSignal) => {
    refreshSession({ expireOn401: false, signal })
      .then(applyRefresh)
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        if (serverUnreachable(error)) {
          setState({ ...GUEST, status: 'unreachable' });
          return;
        }
        clearToken();
        setState(GUEST);
        notifyError(ERROR_TEXT.authorization, { important: true });
        navigate('/', { replace: true });
      });
  });
  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    checkStoredToken(attempt, controller.signal);
    return () => controller.abort();
  }, [attempt]);

  // A 401 on an authenticated call: the session is over.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (statusRef.current !== 'authenticated') return;
        clearToken();
        setState(GUEST);
        navigate('/', { replace: true });
      }),
    [navigate],
  );

  const signIn = useCallback((payload: SignInPayload) => {
    setToken(payload.accessToken);
    setState({ status: 'authenticated', user: payload.user, menuData: payload.menuData ?? EMPTY_MENU_DATA });
  }, []);

  const updateUser = useCallback((update: Partial<CurrentUser> | ((user: CurrentUser) => CurrentUser)) => {
    setState((current) => {
      if (!current.user) return current;
      const user = typeof update === 'function' ? update(current.user) : { ...current.user, ...update };
      return { ...current, user };
    });
  }, []);

  const setMenuData = useCallback(
    (menuData: MenuData) => setState((current) => ({ ...current, menuData })),
    [],
  );

  const adjustMenuData = useCallback((delta: Partial<MenuData>) => {
    setState((current) => {
      const next = { ...current.menuData };
      for (const key of Object.keys(delta) as (keyof MenuData)[]) {
        next[key] = Math.max(0, next[key] + (delta[key] ?? 0));
      }
      return { ...current, menuData: next };
    });
  }, []);

  const logout = useCallback(async () => {
    // This device's push code is not in the first load. Signing out never depends on it: after
    // a deploy its chunk may be gone (Vite then gives no module and the page reloads).
    try {
      const push: typeof import('../push/push-device.ts') | undefined = await import(
        '../push/push-device.ts'
      );
      await push?.forgetPushDevice();
    } catch {
      // The subscription stays; the server stops sending to it once the session has ended.
    }
    try {
      await api.post('/user/logout', undefined, { timeoutMs: LOGOUT_TIMEOUT_MS, expireOn401: false });
    } catch {
      // Signing out locally does not depend on the server answering.
    }
    clearToken();
    setState(GUEST);
    reloadToRoot();
  }, []);

  const reloadUser = useCallback(async () => {
    try {
      const auth = await refreshSession();
      // Signed out meanwhile: the answer must not sign the user back in.
      if (statusRef.current === 'authenticated') applyRefresh(auth);
    } catch {
      // A 401 ends the session through the unauthorized handler; otherwise the user keeps what is shown.
    }
  }, [applyRefresh]);

  const retry = useCallback(() => {
    if (!getToken()) return;
    setState({ ...GUEST, status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, updateUser, reloadUser, setMenuData, adjustMenuData, logout, retry }),
    [state, signIn, updateUser, reloadUser, setMenuData, adjustMenuData, logout, retry],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
