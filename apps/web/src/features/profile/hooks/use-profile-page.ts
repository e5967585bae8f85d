import { ERROR_TEXT, type ProfilePageResponse } from '@iskra/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, useErrorHandler } from '../../../shared/api/index.ts';
import type { RedirectState } from '../../../shared/routing/route-guard.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { loadProfilePage } from '../api/profile-api.ts';

export type ProfilePageState =
  | { status: 'loading' }
  | { status: 'ready'; page: ProfilePageResponse }
  | { status: 'failed' };

/**
 * Loads another person's profile by its number. A failure with an answer from the server is
 * 'User not found' and the 404 page, keeping where the visitor came from (core-application §2,
 * §8); too many profiles opened (rateLimited) and no answer at all leave the page with a retry.
 */
export function useProfilePage(userId: number): { state: ProfilePageState; retry: () => void } {
  const [state, setState] = useState<ProfilePageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { notifyError } = useNotifications();
  const handleError = useErrorHandler();

  // Loads per profile number and again on retry (the attempt goes in to name it).
  const load = useEffectEvent((userId: number, _attempt: number, signal: AbortSignal) => {
    setState({ status: 'loading' });
    loadProfilePage(userId, signal)
      .then((page) => setState({ status: 'ready', page }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        const answered = isApiError(error) && error.status !== undefined && error.kind !== 'invalid';
        // A 401 ends the session (the API client's handler), nothing to show here.
        if (answered && error.status === 401) return;
        if (answered && error.code !== 'rateLimited') {
          notifyError(ERROR_TEXT.userNotFound);
          const state: RedirectState = { from: `${pathname}${search}` };
          navigate('/404', { replace: true, state });
          return;
        }
        handleError(error);
        setState({ status: 'failed' });
      });
  });
  useEffect(() => {
    const controller = new AbortController();
    load(userId, attempt, controller.signal);
    return () => controller.abort();
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
