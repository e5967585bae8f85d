import type {
  ClientToServerEvents,
  CurrentUser,
  Dialog,
  LikedYouItem,
  Message,
  VisitItem,
} from '@iskra/contract';
import { useEffect, useMemo, useRef } from 'react';
import { usePromoDone } from '../../features/promo/index.ts';
import { useRealtime, useSocketEvent } from '../../shared/realtime/realtime-context.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { type CounterCookies, createFSession, type FSessionUser } from './f-session.ts';

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
  const socketRef = useRef(socket);
  socketRef.current = socket;
  const userRef = useRef(user);
  userRef.current = user;
  const userId = user?.id ?? null;

  const session = useMemo(
    () =>
      userId
        ? createFSession({
            send: (event, ...args) => {
              // The typed overloads cannot follow a generic event name; FSend types the call.
              const emit = socketRef.current?.emit as
                | ((name: keyof ClientToServerEvents, ...rest: unknown[]) => void)
                | undefined;
              emit?.call(socketRef.current, event, ...args);
            },
            user: () => (userRef.current?.id === userId ? toFUser(userRef.current) : null),
            cookies,
          })
        : null,
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
