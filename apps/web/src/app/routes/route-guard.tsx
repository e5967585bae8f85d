import { SUCCESS_TEXT } from '@iskra/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useNotifications } from '../../ui/notifications/notifications-context.ts';
import { useSession } from '../session/session-context.ts';

/**
 * - `public`: everyone;
 * - `auth`: signed-in users only, guests go to / (the place they wanted is kept in state.from);
 * - `guest`: guests only, signed-in users go to /discover.
 */
export type RouteAccess = 'public' | 'auth' | 'guest';

export interface RedirectState {
  from?: string;
}

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (access === 'auth' && status !== 'authenticated') {
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/" replace state={state} />;
  }
  if (access === 'guest' && status === 'authenticated') return <SignedInRedirect search={location.search} />;
  return children;
}

/**
 * A signed-in user on a guest page goes to /discover. The e-mail confirmation link lands on
 * /?activated, so a user who opens it while signed in still hears that it worked.
 */
function SignedInRedirect({ search }: { search: string }) {
  const { updateUser } = useSession();
  const { notify } = useNotifications();
  const activated = new URLSearchParams(search).has('activated');
  useEffect(() => {
    if (!activated) return;
    updateUser({ isActivated: true });
    notify({ text: SUCCESS_TEXT.emailConfirmed });
  }, [activated, updateUser, notify]);
  return <Navigate to="/discover" replace />;
}
