import type {
  ClientToServerEvents,
  CurrentUser,
  Dialog,
  LikedYouItem,
  Message,
  VisitItem,
} from '@iskra/contract';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { usePromoDone } from '../../features/promo/index.ts';
import { useRealtime, useSocketEvent } from '../../shared/realtime/realtime-context.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { type CounterCookies, createFSession, type FSend, type FSessionUser } from './f-session.ts';

function toFUser(user: CurrentUser): FSessionUser {
  return {
    id: user.id,
    gender: user.gender,
    looking: user.looking,
    imageCount: user.images.length,
    fSessions: user.fSessions,
  };
}

/**
 * The "f" session protocol for the signed-in user (see f-session.ts): starts once the socket is
 * connected and the photo promo is over, feeds the protocol the server's events and keeps
 * `fSessions` of the current user in step with SERVER:F_SESSIONS_UPDATED.
 */
export function useFSession(cookies?: CounterCookies): void {
  const { socket, connected } = useRealtime();
  const { user, updateUser } = useSession();
  const promoDone = usePromoDone();
  const userId = user?.id ?? null;
  // The protocol calls these from its timers and the socket's events, never while rendering.
  const send = useEffectEvent<FSend>((event, ...args) => {
    // The typed overloads cannot follow a generic event name; FSend types the call.
    const emit = socket?.emit as ((name: keyof ClientToServerEvents, ...rest: unknown[]) => void) | undefined;
    emit?.call(socket, event, ...args);
  });
  const currentUser = useEffectEvent((sessionUserId: string): FSessionUser | null =>
    user?.id === sessionUserId ? toFUser(user) : null,
  );

  const session = useMemo(
    () => (userId ? createFSession({ send, user: () => currentUser(userId), cookies }) : null),
    [userId, cookies],
  );
  useEffect(() => () => session?.stop(), [session]);
  useEffect(() => {
    if (connected && promoDone) session?.start();
  }, [session, connected, promoDone]);

  useSocketEvent('SERVER:NEW_VISIT', ({ f }: { visit: VisitItem; f?: boolean }) => session?.serverVisit(f));
  useSocketEvent('SERVER:LIKE', ({ f }: { like: LikedYouItem; f?: boolean }) => session?.serverLike(f));
  useSocketEvent('SERVER:NEW_MESSAGE', ({ message, f }: { message: Message; dialog: Dialog; f?: boolean }) =>
    session?.serverMessage(message.dialog, f),
  );
  useSocketEvent('SERVER:INVITE_MEETUP', () => session?.serverMeetupInvite());
  useSocketEvent('SERVER:F_SESSIONS_UPDATED', (fSessions: { visits: number; likes: number }) =>
    updateUser({ fSessions }),
  );
}
