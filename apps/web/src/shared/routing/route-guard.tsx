import { SUCCESS_TEXT } from '@iskra/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useNotifications } from '../../ui/notifications/notifications-context.ts';
import { useSession } from '../session/session-context.ts';
import { activationLinkError } from './activation-link.ts';

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
 * A signed-in user on a guest page goes to /discover. The mailed links land on the root
 * (`?activated`, `?activated&emailChanged`, `?activation=invalid[&emailTaken]`), so a user who
 * opens one while signed in still hears how it went; after an e-mail change the user is
 * reloaded so the new address shows.
 */
function SignedInRedirect({ search }: { search: string }) {
  const { updateUser, reloadUser } = useSession();
  const { notify, notifyError } = useNotifications();
  const params = new URLSearchParams(search);
  const activated = params.has('activated');
  const emailChanged = activated && params.has('emailChanged');
  const linkError = activationLinkError(params);
  useEffect(() => {
    if (linkError) notifyError(linkError);
    if (!activated) return;
    updateUser({ isActivated: true });
    notify({ text: SUCCESS_TEXT.emailConfirmed });
    if (emailChanged) void reloadUser();
  }, [activated, emailChanged, linkError, updateUser, reloadUser, notify, notifyError]);
  return <Navigate to="/discover" replace />;
}
